import type { PageQuery } from '@gbo/contracts';
import { and, count, eq, gt, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
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

const sortableSessionColumns = { loginTime: sessions.createdAt, lastSeen: sessions.lastSeenAt };

/** One page of a factory's live sessions with who holds them; latest sign-in first unless told otherwise. */
export async function findOnlinePage(
  db: DbOrTx,
  scope: SessionScope,
  blurry: string | undefined,
  page: PageQuery,
) {
  const where = and(liveIn(scope), blurryMatch(blurry, [users.name, users.mobile, sessions.ip]));
  const [content, [total]] = await Promise.all([
    db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        name: users.name,
        mobile: users.mobile,
        dept: depts.name,
        ip: sessions.ip,
        browser: sessions.userAgent,
        loginTime: sessions.createdAt,
        lastSeen: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(members, and(eq(members.factoryId, sessions.factoryId), eq(members.userId, sessions.userId)))
      .leftJoin(depts, and(eq(depts.factoryId, members.factoryId), eq(depts.id, members.deptId)))
      .where(where)
      .orderBy(...orderBy(page.sort, sortableSessionColumns, 'loginTime', sessions.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(where),
  ]);
  return { content, totalElements: total?.n ?? 0 };
}

/** Ends live sessions the scope sees; returns the ids that were live there. */
export async function deleteLiveSessions(db: DbOrTx, scope: SessionScope, ids: number[]): Promise<number[]> {
  const rows = await db
    .delete(sessions)
    .where(and(liveIn(scope), inArray(sessions.id, ids)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
