import type { OnlineQuery, OnlineUser, Page } from '@gbo/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/auth';
import * as repo from './repository';

export const ONLINE_MESSAGES = {
  noSuchSession: (keys: number[]) => `No one is online in this factory with key ${keys.join(', ')}`,
} as const;

/**
 * Online users of the caller's factory (eladmin's OnlineController); platform operators' sessions only to
 * operators. A session's key is its row id: it names
 * the session to an administrator without being a credential (the token is never stored, only its hash).
 */
export function createOnlineService({ db }: { db: Db }) {
  const scopeOf = (auth: AuthContext): repo.SessionScope => ({
    factoryId: auth.factoryId,
    withOperators: auth.platformAdmin,
  });

  async function list(auth: AuthContext, query: OnlineQuery): Promise<Page<OnlineUser>> {
    const page = await repo.findOnlinePage(db, scopeOf(auth), query.blurry, query);
    return {
      content: page.people.map((person) => ({
        ...person,
        loginTime: new Date(person.loginTime).toISOString(),
        lastSeen: new Date(person.lastSeen).toISOString(),
        sessions: page.sessions
          .filter((session) => session.userId === person.userId)
          .map(({ sessionId, ip, browser, loginTime, lastSeen }) => ({
            key: String(sessionId),
            ip,
            browser,
            loginTime: loginTime.toISOString(),
            lastSeen: lastSeen.toISOString(),
            current: sessionId === auth.sessionId,
          })),
      })),
      totalElements: page.totalElements,
    };
  }

  /** Ends the sessions at once (their tokens answer 401 from the next request), all or nothing. */
  async function kick(auth: AuthContext, keys: number[]): Promise<void> {
    const wanted = [...new Set(keys)];
    await db.transaction(async (tx) => {
      const ended = new Set(await repo.deleteLiveSessions(tx, scopeOf(auth), wanted));
      const missing = wanted.filter((key) => !ended.has(key));
      if (missing.length > 0) throw notFound(ONLINE_MESSAGES.noSuchSession(missing));
    });
  }

  return { list, kick };
}

export type OnlineService = ReturnType<typeof createOnlineService>;
