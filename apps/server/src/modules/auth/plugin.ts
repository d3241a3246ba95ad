import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client';
import { accessPlugin, type RouteAccess } from '../../plugins/auth';
import { SessionCache } from './session-cache';
import type { SignInService } from './sign-in';

export type AuthPluginOptions = {
  db: Db;
  routeAccess: RouteAccess[];
  /**
   * Keep sessions and authorities in memory for this many seconds (0 or absent: read them on every request),
   * invalidated through `database.listen` (session-cache.ts).
   */
  cache?: { seconds: number; database: Pick<Database, 'listen'> };
  /** Who a token signs in (the sign-in service's); without it no token signs anyone in. */
  signIn?: Pick<SignInService, 'resolveSession'>;
};

/**
 * The access plugin (plugins/auth.ts: every route declares who may call it, 401 without a session) with this
 * module's sessions: each request's bearer token is looked up here, through the session cache when there is one.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { db, routeAccess, cache, signIn }: AuthPluginOptions) => {
    const store = cache?.seconds ? new SessionCache(db, cache.seconds * 1000) : undefined;
    await app.register(accessPlugin, {
      routeAccess,
      sessions: {
        resolve: async (token) => (signIn ? signIn.resolveSession(token, store) : null),
        cache: store &&
          cache && {
            start: () => store.start(cache.database),
            stop: () => store.stop(),
            changed: () => store.changed(),
          },
      },
    });
  },
);
