import { and, eq, inArray, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { containsPattern } from '../../lib/search';

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

const accountColumns = {
  id: users.id,
  mobile: users.mobile,
  name: users.name,
  avatarName: users.avatarName,
  email: users.email,
  enabled: users.enabled,
  platformAdmin: users.platformAdmin,
};

export type AccountRow = {
  id: number;
  mobile: string;
  name: string;
  avatarName: string | null;
  email: string | null;
  enabled: boolean;
  platformAdmin: boolean;
};

/** The given accounts (those that exist), as others show them. */
export async function findAccounts(db: DbOrTx, ids: readonly number[]): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(accountColumns)
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Which of the given accounts match a search, by name and by mobile number (each said apart). */
export async function findMatching(db: DbOrTx, ids: readonly number[], text: string) {
  if (ids.length === 0) return [];
  const pattern = containsPattern(text);
  return db
    .select({
      id: users.id,
      byName: sql<boolean>`${users.name} ilike ${pattern}`,
      byMobile: sql<boolean>`${users.mobile} ilike ${pattern}`,
    })
    .from(users)
    .where(and(inArray(users.id, [...ids]), or(ilike(users.name, pattern), ilike(users.mobile, pattern))));
}

/** Of the given accounts, the platform operators'. */
export async function findOperators(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.platformAdmin, true)));
  return rows.map((row) => row.id);
}

/** Who an account is, as the audit log names them: "name (mobile)". */
export async function findLabel(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ label: sql<string>`${users.name} || ' (' || ${users.mobile} || ')'` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.label ?? null;
}

export async function findPasswordHash(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

export type NewAccount = { mobile: string; name: string; passwordHash: string };

export async function insertUser(db: DbOrTx, values: NewAccount) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

/** A new account for the mobile number, or null when one exists (made a moment ago by someone else, say). */
export async function insertUserIfNew(db: DbOrTx, values: NewAccount): Promise<number | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.mobile })
    .returning({ id: users.id });
  return row?.id ?? null;
}

/**
 * Locks the account's row for the rest of the transaction, against anything that points a new row at it (a
 * membership's foreign key takes KEY SHARE, which FOR UPDATE waits for and holds off).
 */
export async function lockUser(db: DbOrTx, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function renameUser(db: DbOrTx, userId: number, name: string) {
  await db
    .update(users)
    .set({ name, updateTime: sql`now()` })
    .where(eq(users.id, userId));
}

/** A password the account's holder chose (their own change, or an administrator's reset). */
export async function updatePassword(db: DbOrTx, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, pwdResetTime: sql`now()`, updateTime: sql`now()` })
    .where(eq(users.id, userId));
}

/** The password a factory sets on an account it made, before anyone has signed in to it. */
export async function setInitialPassword(db: DbOrTx, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updateTime: sql`now()` })
    .where(eq(users.id, userId));
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
