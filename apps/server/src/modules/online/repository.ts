import type { PageQuery } from '@gbo/contracts';
import { and, count, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { depts, members, sessions, users } from '../../db/schema';
import { blurryMatch } from '../../lib/search';
import { orderBy } from '../../lib/sorting';

/** Sessions of the factory that have not expired. */
function liveIn(factoryId: number): SQL | undefined {
  return and(eq(sessions.factoryId, factoryId), gt(sessions.expiresAt, sql`now()`));
}

const sortableSessionColumns = { loginTime: sessions.createdAt, lastSeen: sessions.lastSeenAt };

/** One page of a factory's live sessions with who holds them; latest sign-in first unless told otherwise. */
export async function findOnlinePage(
  db: DbOrTx,
  factoryId: number,
  blurry: string | undefined,
  page: PageQuery,
) {
  const where = and(liveIn(factoryId), blurryMatch(blurry, [users.name, users.mobile, sessions.ip]));
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

/** Ends live sessions of the factory; returns the ids that were live there. */
export async function deleteLiveSessions(db: DbOrTx, factoryId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .delete(sessions)
    .where(and(liveIn(factoryId), inArray(sessions.id, ids)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
