import { ADMIN_AUTHORITY } from '@gbo/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/http-error';
import { resolveSession } from '../modules/auth/service';
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
  /** Role codes and permission strings, loaded once per request when first needed. */
  authorities(): Promise<string[]>;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, captcha). */
    public?: boolean;
  }
}

const BEARER = /^Bearer (\S+)$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

/**
 * Resolves the session of every request in the scope it is registered in, and answers 401 unless the
 * route is marked `config: { public: true }`.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.auth = token ? await resolveSession(options.db, token) : null;
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
  return async (request) => {
    const held = await authOf(request).authorities();
    if (!hasAnyAuthority(held, permissions)) throw forbidden();
  };
}

/** A preHandler for the platform's own screens (factories, menus): platform operators only. */
export const requirePlatformAdmin: preHandlerAsyncHookHandler = async (request) => {
  if (!authOf(request).platformAdmin) throw forbidden('Only a platform operator may do this');
};
