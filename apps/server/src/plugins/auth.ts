import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accessDeclaredBy, type AuthContext, bearerToken } from '../lib/auth-context';
import { unauthorized } from '../lib/http-error';
import { appVersionOf, checkAppVersion } from './app-version';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, captcha). */
    public?: boolean;
    /** Open to every signed-in member, whatever their roles (their own account, the enterprise info). */
    signedIn?: boolean;
    /**
     * A write that never changes who may do what (a scan): it does not empty the session cache. Every other
     * signed-in write does, in every server process, before it answers.
     */
    authNeutral?: boolean;
  }
  interface FastifyInstance {
    /** Who may call each route under /auth and /api, as the routes declared it (read by the isolation tests). */
    routeAccess: RouteAccess[];
    /** Whether a token still signs someone in, as a request would find (through the session cache). */
    sessionAlive(token: string): Promise<boolean>;
  }
}

/** Who may call a route: exactly one of these, declared where the route is. */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; permissions: string[]; platformOnly: boolean };

export type RouteAccess = { method: string; url: string; access: Access };

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Who a bearer token signs in: the auth module's sessions (modules/auth), given by whoever registers the plugin. */
export type SessionLookup = {
  resolve(token: string): Promise<AuthContext | null>;
  /**
   * Present when sessions are kept in memory: started with the plugin, stopped on close, and told of every
   * signed-in write so that each server process forgets what it may no longer trust.
   */
  cache?: { start(): Promise<void>; stop(): Promise<void>; changed(): Promise<void> };
};

export type AccessPluginOptions = { routeAccess: RouteAccess[]; sessions: SessionLookup };

/**
 * Resolves the session of every request in the scope it is registered in, and answers 401 unless the
 * route is marked `config: { public: true }`.
 */
export const accessPlugin = fp(async (app: FastifyInstance, options: AccessPluginOptions) => {
  const { sessions } = options;
  const cache = sessions.cache;
  app.decorateRequest('auth', null);
  app.decorate('sessionAlive', async (token: string) => (await sessions.resolve(token)) !== null);
  if (cache) {
    await cache.start();
    app.addHook('onClose', () => cache.stop());
    // A signed-in write may have taken someone's rights away (sign-out, kick-out, a password, a person,
    // a role…): once it has committed, every process forgets its sessions before this one answers.
    app.addHook('onSend', async (request, reply, payload) => {
      const config = request.routeOptions.config;
      if (!request.auth || !WRITES.has(request.method) || config.readOnly || config.authNeutral)
        return payload;
      if (reply.statusCode === 401 || reply.statusCode === 403) return payload;
      try {
        await cache.changed();
      } catch (error) {
        request.log.error({ err: error }, 'could not tell the other server processes of a change');
      }
      return payload;
    });
  }
  // Every route declares who may call it; one that does not stops the start. Permission checks run before
  // the input is validated, so a caller without the permission learns nothing about what the route expects.
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler ?? []].flat();
    const checks = preHandlers.flatMap((hook) => accessDeclaredBy(hook) ?? []);
    const config = route.config ?? {};
    const declared = [config.public === true, config.signedIn === true, checks.length > 0].filter(Boolean);
    const methods = [route.method].flat().join(',');
    if (declared.length !== 1) {
      throw new Error(
        `${methods} ${route.url} must declare who may call it, once: a permission check (requirePermission, platformOnly), config.signedIn or config.public`,
      );
    }
    route.preHandler = preHandlers.filter((hook) => !accessDeclaredBy(hook));
    route.preValidation = [
      ...preHandlers.filter((hook) => accessDeclaredBy(hook)),
      ...[route.preValidation ?? []].flat(),
    ];
    const access: Access = config.public
      ? { kind: 'public' }
      : config.signedIn
        ? { kind: 'signed-in' }
        : {
            kind: 'permission',
            permissions: checks.flatMap((check) => check.permissions ?? []),
            platformOnly: checks.some((check) => check.platformOnly),
          };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') options.routeAccess.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.auth = token ? await sessions.resolve(token) : null;
    if (!request.auth && !request.routeOptions.config.public) {
      throw token ? unauthorized() : unauthorized('auth.signInFirst');
    }
    // A factory may require a newer app than the installation does.
    if (request.auth?.minAppVersion) checkAppVersion(appVersionOf(request), request.auth.minAppVersion);
  });
});
