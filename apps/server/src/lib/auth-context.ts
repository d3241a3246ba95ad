import { ADMIN_AUTHORITY } from '@gbo/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from './http-error';

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
    /** Set by the auth plugin (plugins/auth.ts) from the request's session. */
    auth: AuthContext | null;
    /** The request acts on the platform (factories, shared catalogues), not on the factory signed in to. */
    platformAction?: boolean;
  }
}

/** Marks the checks below so the auth plugin can read a route's access from its hooks. */
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

/** What a route hook declares of who may call the route, when it is one of the checks below. */
export function accessDeclaredBy(hook: unknown): AccessCheck[typeof ACCESS_CHECK] | undefined {
  return typeof hook === 'function' && ACCESS_CHECK in hook ? (hook as AccessCheck)[ACCESS_CHECK] : undefined;
}

const BEARER = /^Bearer (\S+)$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

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
    if (!authOf(request).platformAdmin) throw forbidden('auth.platformOnly');
    request.platformAction = true;
  },
  { platformOnly: true },
);

/**
 * preHandlers for the platform's own screens (factories) and the catalogues every factory shares (menus,
 * dictionaries): only a platform operator may act,
 * and the permission string names the action as eladmin's `@el.check` does.
 */
export const platformOnly = (permission: string) => [requirePlatformAdmin, requirePermission(permission)];
