import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  captchas,
  depts,
  factories,
  memberRoles,
  members,
  menus,
  roleMenus,
  roles,
  sessions,
  users,
} from '../../db/schema';

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

// ─── Users, memberships, factories ───────────────────────────────────────────────────────────

/**
 * The factories a user may choose at sign-in: current, enabled memberships (a disabled one would only be
 * refused at sign-in), or every factory for a platform operator.
 */
export async function listLoginFactories(
  db: DbOrTx,
  userId: number,
  platformAdmin: boolean,
  { openOnly = false } = {},
) {
  const columns = { factoryId: factories.id, factoryName: factories.name };
  // At sign-in a suspended or expired factory is still listed, to be refused with the reason; a switch offers only open ones.
  const open = openOnly
    ? and(eq(factories.enabled, true), sql`coalesce(${factories.endTime} > now(), true)`)
    : undefined;
  if (platformAdmin) return db.select(columns).from(factories).where(open).orderBy(asc(factories.id));
  return db
    .select(columns)
    .from(members)
    .innerJoin(factories, eq(factories.id, members.factoryId))
    .where(and(eq(members.userId, userId), isNull(members.leftAt), eq(members.enabled, true), open))
    .orderBy(asc(factories.id));
}

/**
 * The account's membership of a factory once taken up (at the person's first sign-in there): until then a
 * factory's typed name and department say nothing about the account, and its changes never reach the
 * account's sessions (a platform operator's above all, who takes up no membership).
 */
const takenUpMembership = (factoryId: number | AnyPgColumn, userId: number | AnyPgColumn) =>
  and(eq(members.factoryId, factoryId), eq(members.userId, userId), isNotNull(members.acceptedAt));

/** The account's membership of a factory, taken up or not (signing in is how it is taken up). */
export async function findMembership(db: DbOrTx, userId: number, factoryId: number) {
  const [member] = await db
    .select({
      id: members.id,
      enabled: members.enabled,
      left: isNotNull(members.leftAt),
      accepted: isNotNull(members.acceptedAt),
    })
    .from(members)
    .where(and(eq(members.factoryId, factoryId), eq(members.userId, userId)));
  return member ?? null;
}

/** The user as the client sees them in one factory (eladmin's UserDto, trimmed). */
export async function findUserDto(db: DbOrTx, userId: number, factoryId: number) {
  const [row] = await db
    .select({
      id: users.id,
      mobile: users.mobile,
      name: users.name,
      avatarName: users.avatarName,
      email: users.email,
      enabled: users.enabled,
      platformAdmin: users.platformAdmin,
      jobNumber: members.jobNumber,
      deptId: depts.id,
      deptName: depts.name,
      factoryId: factories.id,
      factoryName: factories.name,
      timeZone: factories.timeZone,
    })
    .from(users)
    .innerJoin(factories, eq(factories.id, factoryId))
    .leftJoin(members, takenUpMembership(factoryId, users.id))
    .leftJoin(depts, and(eq(depts.factoryId, members.factoryId), eq(depts.id, members.deptId)))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Role codes and the permission strings of the menus granted to a member's roles. */
export async function findAuthorities(db: DbOrTx, factoryId: number, memberId: number): Promise<string[]> {
  const memberRoleIds = db
    .select({ roleId: memberRoles.roleId })
    .from(memberRoles)
    .where(and(eq(memberRoles.factoryId, factoryId), eq(memberRoles.memberId, memberId)));
  const rows = await db
    .select({ authority: roles.code })
    .from(roles)
    .where(and(eq(roles.factoryId, factoryId), sql`${roles.id} in ${memberRoleIds}`))
    .union(
      db
        .select({ authority: sql<string>`${menus.permission}` })
        .from(roleMenus)
        .innerJoin(menus, eq(menus.id, roleMenus.menuId))
        .where(
          and(
            eq(roleMenus.factoryId, factoryId),
            sql`${roleMenus.roleId} in ${memberRoleIds}`,
            isNotNull(menus.permission),
            sql`${menus.permission} <> ''`,
          ),
        ),
    );
  return rows.map((row) => row.authority).sort();
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

/** A live session with everything needed to decide whether it may still act. */
export async function findLiveSession(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      factoryId: sessions.factoryId,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
      expiresAt: sessions.expiresAt,
      factoryEndTime: factories.endTime,
      userEnabled: users.enabled,
      platformAdmin: users.platformAdmin,
      memberId: members.id,
      memberActive: sql<boolean>`coalesce(${members.enabled} and ${members.leftAt} is null, false)`,
      factoryActive: sql<boolean>`${factories.enabled} and coalesce(${factories.endTime} > now(), true)`,
      factoryMinAppVersion: sql<string | null>`${factories.settings}->>'minAppVersion'`,
      // The factory settings' default (true) when it was never set.
      showRatesToWorkers: sql<boolean>`coalesce((${factories.settings}->>'showRatesToWorkers')::boolean, true)`,
      factoryTimeZone: factories.timeZone,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(factories, eq(factories.id, sessions.factoryId))
    .leftJoin(members, takenUpMembership(sessions.factoryId, sessions.userId))
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
