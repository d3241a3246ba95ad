import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

/** The account of a mobile number with what sign-in and enrolment decide on; null when none has it. */
export async function findUserByMobile(db: DbOrTx, mobile: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      passwordHash: users.passwordHash,
      enabled: users.enabled,
      platformAdmin: users.platformAdmin,
    })
    .from(users)
    .where(eq(users.mobile, mobile));
  return row ?? null;
}

export async function findPasswordHash(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

export async function updatePassword(db: DbOrTx, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, pwdResetTime: sql`now()`, updateTime: sql`now()` })
    .where(eq(users.id, userId));
}

/** Ends every session of a user, in every factory. */
export async function deleteSessionsOfUser(db: DbOrTx, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function updateProfile(
  db: DbOrTx,
  userId: number,
  values: { name: string; email: string | null },
) {
  await db
    .update(users)
    .set({ ...values, updateTime: sql`now()` })
    .where(eq(users.id, userId));
}

/** Sets the user's avatar and returns the one it replaces. */
export async function replaceAvatar(db: DbOrTx, userId: number, avatarName: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ previous: users.avatarName })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx
      .update(users)
      .set({ avatarName, updateTime: sql`now()` })
      .where(eq(users.id, userId));
    return row?.previous ?? null;
  });
}
