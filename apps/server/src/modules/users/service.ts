import type { ProfileUpdate, RePasswordRequest } from '@gbo/contracts';
import { type Db, inTransaction } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { removeAvatar, sniffImage, storeAvatar } from './avatar';
import * as repo from './repository';
import { msg } from '../../lib/messages';

export const USER_MESSAGES = {
  wrongOldPassword: msg('users.wrongOldPassword'),
  notAPicture: msg('users.notAPicture'),
} as const;

/**
 * Sign-in's part in a password change: the account's sessions end (the auth module does it, which stands on
 * this one; wired in services.ts).
 */
export type SessionEnder = { endSessionsOf(userId: number): Promise<void> };

export type UserServiceDeps = {
  db: Db;
  avatarDir: string;
  /** A new password ends the account's sessions everywhere. */
  auth: SessionEnder;
};

/**
 * Accounts: one per mobile number, across factories. Other modules read and change them here (a factory
 * adding a person, sign-in, the audit log's names); the calls join the caller's transaction.
 */
export function createUserService({ db, avatarDir, auth }: UserServiceDeps) {
  /** Sets an account's password and ends every session of it, so its holder signs in again everywhere. */
  async function setPassword(userId: number, passwordHash: string): Promise<void> {
    await repo.updatePassword(db, userId, passwordHash);
    await auth.endSessionsOf(userId);
  }

  /** Changes the caller's own password; every session of theirs ends, so they sign in again everywhere. */
  async function changeOwnPassword(who: AuthContext, body: RePasswordRequest): Promise<void> {
    const stored = await repo.findPasswordHash(db, who.userId);
    if (!stored) throw unauthorized();
    if (!(await verifyPassword(body.oldPassword, stored))) throw badRequest(USER_MESSAGES.wrongOldPassword);
    const newHash = await hashPassword(body.newPassword);
    await inTransaction(db, () => setPassword(who.userId, newHash));
  }

  async function updateProfile(who: AuthContext, body: ProfileUpdate): Promise<void> {
    await repo.updateProfile(db, who.userId, { name: body.name, email: body.email ?? null });
  }

  /** Stores a new avatar (checked by its content, not its name) and forgets the previous one. */
  async function updateAvatar(who: AuthContext, bytes: Buffer): Promise<string> {
    const image = sniffImage(bytes);
    if (!image) throw badRequest(USER_MESSAGES.notAPicture);
    const name = await storeAvatar(avatarDir, who.userId, bytes, image.extension);
    const previous = await repo.replaceAvatar(db, who.userId, name);
    await removeAvatar(avatarDir, previous);
    return name;
  }

  /** Whether a password is the account's own (a restore asks the operator for theirs again). */
  async function isOwnPassword(userId: number, password: string): Promise<boolean> {
    const stored = await repo.findPasswordHash(db, userId);
    return stored !== null && (await verifyPassword(password, stored));
  }

  return {
    changeOwnPassword,
    isOwnPassword,
    updateProfile,
    updateAvatar,
    setPassword,
    /** The account of a mobile number with what sign-in and enrolment decide on; null when none has it. */
    byMobile: (mobile: string) => repo.findUserByMobile(db, mobile),
    /** The given accounts (those that exist). */
    accounts: (ids: readonly number[]) => repo.findAccounts(db, ids),
    /** Of the given accounts, those whose name or mobile number contains the text (each said apart). */
    matching: (ids: readonly number[], text: string) => repo.findMatching(db, ids, text),
    /** Of the given accounts, the platform operators'. */
    operators: (ids: readonly number[]) => repo.findOperators(db, ids),
    /** How the audit log names an account: "name (mobile)". */
    label: (userId: number) => repo.findLabel(db, userId),
    createAccount: (values: repo.NewAccount) => repo.insertUser(db, values),
    /** A new account, or null when the mobile number has one (made a moment ago by someone else, say). */
    createAccountIfNew: (values: repo.NewAccount) => repo.insertUserIfNew(db, values),
    /** Holds off new memberships of the account until the transaction ends (see the repository). */
    lock: (userId: number) => repo.lockUser(db, userId),
    rename: (userId: number, name: string) => repo.renameUser(db, userId, name),
    /** The password a factory sets on an account it made, before anyone has signed in to it. */
    setInitialPassword: (userId: number, passwordHash: string) =>
      repo.setInitialPassword(db, userId, passwordHash),
  };
}

export type UserService = ReturnType<typeof createUserService>;
