import type { ProfileUpdate, RePasswordRequest } from '@gbo/contracts';
import type { Db } from '../../db/client';
import { badRequest, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AuthContext } from '../../plugins/auth';
import { removeAvatar, sniffImage, storeAvatar } from './avatar';
import * as repo from './repository';

export const USER_MESSAGES = {
  wrongOldPassword: 'The old password is wrong',
  notAPicture: 'avatar: please choose a PNG, JPEG or WebP picture',
} as const;

export function createUserService({ db, avatarDir }: { db: Db; avatarDir: string }) {
  /** Changes the caller's own password; every session of theirs ends, so they sign in again everywhere. */
  async function changeOwnPassword(auth: AuthContext, body: RePasswordRequest): Promise<void> {
    const stored = await repo.findPasswordHash(db, auth.userId);
    if (!stored) throw unauthorized();
    if (!(await verifyPassword(body.oldPassword, stored))) throw badRequest(USER_MESSAGES.wrongOldPassword);
    const newHash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      await repo.updatePassword(tx, auth.userId, newHash);
      await repo.deleteSessionsOfUser(tx, auth.userId);
    });
  }

  async function updateProfile(auth: AuthContext, body: ProfileUpdate): Promise<void> {
    await repo.updateProfile(db, auth.userId, { name: body.name, email: body.email ?? null });
  }

  /** Stores a new avatar (checked by its content, not its name) and forgets the previous one. */
  async function updateAvatar(auth: AuthContext, bytes: Buffer): Promise<string> {
    const image = sniffImage(bytes);
    if (!image) throw badRequest(USER_MESSAGES.notAPicture);
    const name = await storeAvatar(avatarDir, auth.userId, bytes, image.extension);
    const previous = await repo.replaceAvatar(db, auth.userId, name);
    await removeAvatar(avatarDir, previous);
    return name;
  }

  return { changeOwnPassword, updateProfile, updateAvatar };
}

export type UserService = ReturnType<typeof createUserService>;
