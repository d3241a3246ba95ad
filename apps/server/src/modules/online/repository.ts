import type { PageQuery } from '@gbo/contracts';
import { and, desc, eq, gt, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { depts, members, sessions, users } from '../../db/schema';
import { blurryMatch } from '../../lib/search';
import { orderBy } from '../../lib/sorting';

/** Who may be seen: a factory's own administrators never see (nor end) a platform operator's session. */
export type SessionScope = { factoryId: number; withOperators: boolean };

/** Sessions of the factory that have not expired, operators' left out unless the caller is one. */
function liveIn({ factoryId, withOperators }: SessionScope): SQL | undefined {
  const operators = sql`(select ${users.id} from ${users} where ${users.platformAdmin})`;
  return and(
    eq(sessions.factoryId, factoryId),
    gt(sessions.expiresAt, sql`now()`),
    withOperators ? undefined : notInArray(sessions.userId, operators),
  );
}

const latestLogin = sql<Date>`max(${sessions.createdAt})`;
const latestSeen = sql<Date>`max(${sessions.lastSeenAt})`;
const sortablePeopleColumns = { loginTime: latestLogin, lastSeen: latestSeen };

/**
 * One page of the people signed in to a factory, latest sign-in first unless told otherwise, with each one's
 * live sessions (those the filter matches), newest first.
 */
export async function findOnlinePage(
  db: DbOrTx,
  scope: SessionScope,
  blurry: string | undefined,
  page: PageQuery,
) {
  const where = and(liveIn(scope), blurryMatch(blurry, [users.name, users.mobile, sessions.ip]));
  const [people, [total]] = await Promise.all([
    db
      .select({
        userId: users.id,
        name: users.name,
        mobile: users.mobile,
        dept: sql<string | null>`max(${depts.name})`,
        loginTime: latestLogin,
        lastSeen: latestSeen,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(members, and(eq(members.factoryId, sessions.factoryId), eq(members.userId, sessions.userId)))
      .leftJoin(depts, and(eq(depts.factoryId, members.factoryId), eq(depts.id, members.deptId)))
      .where(where)
      .groupBy(users.id)
      .orderBy(...orderBy(page.sort, sortablePeopleColumns, 'loginTime', users.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db
      .select({ n: sql<number>`count(distinct ${sessions.userId})::int` })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(where),
  ]);
  const sessionRows = people.length
    ? await db
        .select({
          sessionId: sessions.id,
          userId: sessions.userId,
          ip: sessions.ip,
          browser: sessions.userAgent,
          loginTime: sessions.createdAt,
          lastSeen: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            where,
            inArray(
              sessions.userId,
              people.map((person) => person.userId),
            ),
          ),
        )
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
    : [];
  return { people, sessions: sessionRows, totalElements: total?.n ?? 0 };
}

/** Ends live sessions the scope sees; returns the ids that were live there. */
export async function deleteLiveSessions(db: DbOrTx, scope: SessionScope, ids: number[]): Promise<number[]> {
  const rows = await db
    .delete(sessions)
    .where(and(liveIn(scope), inArray(sessions.id, ids)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
