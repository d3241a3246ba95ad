import { ADMIN_AUTHORITY } from '@gbo/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/http-error';
import { resolveSession } from '../modules/auth/service';
import { SessionCache } from '../modules/auth/session-cache';
import { appVersionOf, checkAppVersion } from './app-version';

/** Who is calling, in which factory. factoryId comes from the session only, never from the request. */
export type AuthContext = {
  sessionId: number;
  userId: number;
  factoryId: number;
  memberId: number | null;
  platformAdmin: boolean;
  /** The oldest client app version the factory accepts, when it sets one. */
  minAppVersion: string | null;
  /** The factory's IANA time zone: work dates and exported times are the factory's wall-clock time. */
  timeZone: string;
  /** The factory's setting: workers see the piece rates (read with the session, so a scan need not ask). */
  showRatesToWorkers?: boolean;
  /** Role codes and permission strings, loaded once per request when first needed. */
  authorities(): Promise<string[]>;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The request acts on the platform (factories, shared catalogues), not on the factory signed in to. */
    platformAction?: boolean;
  }
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

/** Marks the checks below so the plugin can read a route's access from its hooks. */
const ACCESS_CHECK = Symbol('access check');
type AccessCheck = preHandlerAsyncHookHandler & {
  [ACCESS_CHECK]: { permissions?: string[]; platformOnly?: boolean };
};

function accessCheck(
  check: preHandlerAsyncHookHandler,
  declares: AccessCheck[typeof ACCESS_CHECK],
): AccessCheck {
  return Object.assign(check, { [ACCESS_CHECK]: declares });
}

const isAccessCheck = (hook: unknown): hook is AccessCheck =>
  typeof hook === 'function' && ACCESS_CHECK in hook;

const BEARER = /^Bearer (\S+)$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type AuthPluginOptions = {
  db: Db;
  routeAccess: RouteAccess[];
  /**
   * Keep sessions and authorities in memory for this many seconds (0 or absent: read them on every request),
   * invalidated through `database.listen` (session-cache.ts).
   */
  cache?: { seconds: number; database: Pick<Database, 'listen'> };
};

/**
 * Resolves the session of every request in the scope it is registered in, and answers 401 unless the
 * route is marked `config: { public: true }`.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('auth', null);
  const cache = options.cache?.seconds
    ? new SessionCache(options.db, options.cache.seconds * 1000)
    : undefined;
  app.decorate(
    'sessionAlive',
    async (token: string) => (await resolveSession(options.db, token, cache)) !== null,
  );
  if (cache && options.cache) {
    await cache.start(options.cache.database);
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
    const checks = preHandlers.filter(isAccessCheck);
    const config = route.config ?? {};
    const declared = [config.public === true, config.signedIn === true, checks.length > 0].filter(Boolean);
    const methods = [route.method].flat().join(',');
    if (declared.length !== 1) {
      throw new Error(
        `${methods} ${route.url} must declare who may call it, once: a permission check (requirePermission, platformOnly), config.signedIn or config.public`,
      );
    }
    route.preHandler = preHandlers.filter((hook) => !isAccessCheck(hook));
    route.preValidation = [...checks, ...[route.preValidation ?? []].flat()];
    const access: Access = config.public
      ? { kind: 'public' }
      : config.signedIn
        ? { kind: 'signed-in' }
        : {
            kind: 'permission',
            permissions: checks.flatMap((check) => check[ACCESS_CHECK].permissions ?? []),
            platformOnly: checks.some((check) => check[ACCESS_CHECK].platformOnly),
          };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') options.routeAccess.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.auth = token ? await resolveSession(options.db, token, cache) : null;
    if (!request.auth && !request.routeOptions.config.public) {
      throw unauthorized(token ? undefined : 'Please sign in first');
    }
    // A factory may require a newer app than the installation does.
    if (request.auth?.minAppVersion) checkAppVersion(appVersionOf(request), request.auth.minAppVersion);
  });
});

/** The caller's context on a protected route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function hasAnyAuthority(held: readonly string[], wanted: readonly string[]): boolean {
  return held.includes(ADMIN_AUTHORITY) || wanted.some((permission) => held.includes(permission));
}

/** A preHandler that lets through members holding `admin` or any of the given permission strings (403 otherwise). */
export function requirePermission(...permissions: string[]): preHandlerAsyncHookHandler {
  return accessCheck(
    async (request) => {
      const held = await authOf(request).authorities();
      if (!hasAnyAuthority(held, permissions)) throw forbidden();
    },
    { permissions },
  );
}

/**
 * A preHandler for the platform's own screens (factories, menus): platform operators only. What they do
 * there is the platform's business, audited in the platform's log rather than the factory signed in to.
 */
export const requirePlatformAdmin = accessCheck(
  async (request) => {
    if (!authOf(request).platformAdmin) throw forbidden('Only a platform operator may do this');
    request.platformAction = true;
  },
  { platformOnly: true },
);
