import type { OnlineQuery, OnlineUser, Page } from '@gbo/contracts';
import { type Db, inTransaction } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/http-error';
import { msg } from '../../lib/messages';
import type { AuthService, LiveSessionFilter } from '../auth';
import type { DeptService } from '../depts';
import type { PeopleService } from '../people';
import type { UserService } from '../users';

export const ONLINE_MESSAGES = {
  noSuchSession: (keys: number[]) => msg('online.notFound', { keys: keys.join(', ') }),
} as const;

export type OnlineServiceDeps = {
  db: Db;
  /** Sessions are the auth module's. */
  auth: Pick<AuthService, 'liveUserIds' | 'onlinePage' | 'endLiveSessions'>;
  /** Who the accounts are (name, mobile, platform operator): the users module's. */
  users: Pick<UserService, 'accounts' | 'matching' | 'operators'>;
  /** Each person's department: the people module's membership, named by the depts module. */
  people: Pick<PeopleService, 'deptsOfUsers'>;
  depts: Pick<DeptService, 'names'>;
};

/**
 * Online users of the caller's factory (eladmin's OnlineController); platform operators' sessions only to
 * operators. A session's key is its row id: it names the session to an administrator without being a
 * credential (the token is never stored, only its hash). The module owns no table: the sessions are the auth
 * module's, read a page at a time, and the people on that page are named by their modules in one call each.
 */
export function createOnlineService({ db, auth, users, people, depts }: OnlineServiceDeps) {
  /**
   * The factory's live sessions the caller may see: an operator's only to an operator; with a search, those
   * of the people whose name or mobile matches, or whose address does. The candidates are the accounts with a
   * live session here, a bounded list however large the platform.
   */
  async function filterOf(who: AuthContext, search?: string): Promise<LiveSessionFilter> {
    const needsAccounts = !who.platformAdmin || Boolean(search);
    const live = needsAccounts ? await auth.liveUserIds(who.factoryId) : [];
    const [exceptUsers, matching] = await Promise.all([
      who.platformAdmin ? [] : users.operators(live),
      search ? users.matching(live, search) : [],
    ]);
    return {
      factoryId: who.factoryId,
      exceptUsers,
      ...(search ? { search: { text: search, users: matching.map((account) => account.id) } } : {}),
    };
  }

  async function list(who: AuthContext, query: OnlineQuery): Promise<Page<OnlineUser>> {
    const page = await auth.onlinePage(await filterOf(who, query.blurry), query);
    const userIds = page.people.map((person) => person.userId);
    const [accounts, deptLinks] = await Promise.all([
      users.accounts(userIds),
      people.deptsOfUsers(who.factoryId, userIds),
    ]);
    const deptIds = [...new Set(deptLinks.flatMap((link) => (link.deptId === null ? [] : [link.deptId])))];
    const deptNames = new Map(
      (await depts.names(who.factoryId, deptIds)).map((dept) => [dept.id, dept.name]),
    );
    const accountOf = new Map(accounts.map((account) => [account.id, account]));
    const deptOf = new Map(deptLinks.map((link) => [link.userId, link.deptId]));
    return {
      content: page.people.map((person) => {
        const account = accountOf.get(person.userId);
        const deptId = deptOf.get(person.userId);
        return {
          userId: person.userId,
          name: account?.name ?? '',
          mobile: account?.mobile ?? '',
          dept: deptId === undefined || deptId === null ? null : (deptNames.get(deptId) ?? null),
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
              current: sessionId === who.sessionId,
            })),
        };
      }),
      totalElements: page.totalElements,
    };
  }

  /** Ends the sessions at once (their tokens answer 401 from the next request), all or nothing. */
  async function kick(who: AuthContext, keys: number[]): Promise<void> {
    const wanted = [...new Set(keys)];
    const filter = await filterOf(who);
    await inTransaction(db, async () => {
      const ended = new Set(await auth.endLiveSessions(filter, wanted));
      const missing = wanted.filter((key) => !ended.has(key));
      if (missing.length > 0) throw notFound(ONLINE_MESSAGES.noSuchSession(missing));
    });
  }

  return { list, kick };
}

export type OnlineService = ReturnType<typeof createOnlineService>;
