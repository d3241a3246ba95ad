import type { PageQuery } from '@gbo/contracts';
import {
  and,
  desc,
  eq,
  getTableName,
  gt,
  ilike,
  inArray,
  lt,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { captchas, sessions } from '../../db/schema';
import { containsPattern } from '../../lib/search';
import { orderBy } from '../../lib/sorting';

/**
 * The statement that ends every session of the installation, as text: a restored backup runs it inside its
 * own transaction (modules/backups), so that no sign-in of the backup's time is valid again.
 */
export const END_EVERY_SESSION_SQL = `delete from "public"."${getTableName(sessions)}"`;

// ─── Captchas ────────────────────────────────────────────────────────────────────────────────

export async function insertCaptcha(db: DbOrTx, uuid: string, answerHash: string, ttlSeconds: number) {
  await db.insert(captchas).values({
    uuid,
    answerHash,
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
}

export async function deleteExpiredCaptchas(db: DbOrTx): Promise<number> {
  const rows = await db
    .delete(captchas)
    .where(lt(captchas.expiresAt, sql`now()`))
    .returning({ uuid: captchas.uuid });
  return rows.length;
}

/** Takes a captcha out of the store (single use); null when it never existed or has expired. */
export async function consumeCaptcha(db: DbOrTx, uuid: string): Promise<string | null> {
  const [row] = await db
    .delete(captchas)
    .where(eq(captchas.uuid, uuid))
    .returning({ answerHash: captchas.answerHash, live: sql<boolean>`${captchas.expiresAt} > now()` });
  return row?.live ? row.answerHash : null;
}

// ─── Sessions ────────────────────────────────────────────────────────────────────────────────

export async function insertSession(
  db: DbOrTx,
  values: {
    tokenHash: string;
    userId: number;
    factoryId: number;
    hours: number;
    ip: string;
    userAgent: string;
  },
) {
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: values.tokenHash,
      userId: values.userId,
      factoryId: values.factoryId,
      expiresAt: sql`now() + make_interval(hours => ${values.hours})`,
      ip: values.ip,
      userAgent: values.userAgent.slice(0, 512),
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!session) throw new Error('session insert returned nothing');
  return session;
}

/** A live session: whose, where, and until when (whether it may still act, the caller decides). */
export async function findLiveSession(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      factoryId: sessions.factoryId,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), sql`${sessions.expiresAt} > now()`));
  return row ?? null;
}

export async function touchSession(db: DbOrTx, sessionId: number) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** Ends a session; false when it had ended already. */
export async function deleteSession(db: DbOrTx, sessionId: number): Promise<boolean> {
  const rows = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ id: sessions.id });
  return rows.length > 0;
}

/** Expired sessions: Online users lists live ones only, and the audit log keeps its own copy of who and where. */
export async function deleteExpiredSessions(db: DbOrTx): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends every session of a user, in every factory. */
export async function deleteSessionsOfUser(db: DbOrTx, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends a user's sessions in one factory (disabled or departed there). */
export async function deleteSessionsIn(db: DbOrTx, factoryId: number, userId: number) {
  await db.delete(sessions).where(and(eq(sessions.factoryId, factoryId), eq(sessions.userId, userId)));
}

// ─── Online users ────────────────────────────────────────────────────────────────────────────

/**
 * Which of a factory's live sessions a list or a kick-out sees: every one but those of the accounts left
 * out (platform operators', for a factory's own administrators); with a search, those of the accounts found
 * by name or mobile (the users module's) or whose address matches.
 */
export type LiveSessionFilter = {
  factoryId: number;
  exceptUsers: number[];
  search?: { text: string; users: number[] };
};

function liveIn({ factoryId, exceptUsers, search }: LiveSessionFilter): SQL | undefined {
  return and(
    eq(sessions.factoryId, factoryId),
    gt(sessions.expiresAt, sql`now()`),
    exceptUsers.length ? notInArray(sessions.userId, exceptUsers) : undefined,
    search
      ? or(
          search.users.length ? inArray(sessions.userId, search.users) : undefined,
          ilike(sessions.ip, containsPattern(search.text)),
        )
      : undefined,
  );
}

/** The accounts with a live session in the factory. */
export async function findLiveUserIds(db: DbOrTx, factoryId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.factoryId, factoryId), gt(sessions.expiresAt, sql`now()`)));
  return rows.map((row) => row.userId);
}

const latestLogin = sql<Date>`max(${sessions.createdAt})`;
const latestSeen = sql<Date>`max(${sessions.lastSeenAt})`;
const sortablePeopleColumns = { loginTime: latestLogin, lastSeen: latestSeen };

/**
 * One page of the accounts signed in to a factory, latest sign-in first unless told otherwise, with each
 * one's live sessions (those the filter sees), newest first.
 */
export async function findOnlinePage(db: DbOrTx, filter: LiveSessionFilter, page: PageQuery) {
  const where = liveIn(filter);
  const [people, [total]] = await Promise.all([
    db
      .select({ userId: sessions.userId, loginTime: latestLogin, lastSeen: latestSeen })
      .from(sessions)
      .where(where)
      .groupBy(sessions.userId)
      .orderBy(...orderBy(page.sort, sortablePeopleColumns, 'loginTime', sessions.userId))
      .limit(page.size)
      .offset(page.page * page.size),
    db
      .select({ n: sql<number>`count(distinct ${sessions.userId})::int` })
      .from(sessions)
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

/** Ends live sessions the filter sees; returns the ids that were live there. */
export async function deleteLiveSessions(db: DbOrTx, filter: LiveSessionFilter, ids: number[]) {
  const rows = await db
    .delete(sessions)
    .where(and(liveIn(filter), inArray(sessions.id, ids)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
