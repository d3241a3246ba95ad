import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What a picture's first bytes say it is; the name and the declared type are the client's word, not proof. */
export function sniffImage(head: Buffer): { extension: 'png' | 'jpg' | 'webp' } | null {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { extension: 'png' };
  }
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { extension: 'jpg' };
  if (head.subarray(0, 4).toString('ascii') === 'RIFF' && head.subarray(8, 12).toString('ascii') === 'WEBP') {
    return { extension: 'webp' };
  }
  return null;
}

/** The names the server gives avatars; anything else asked for under /avatar/ does not exist. */
export const AVATAR_NAME = /^\d+-[0-9a-f]{16}\.(png|jpg|webp)$/;

export function avatarDirOf(dataDir: string): string {
  return path.join(dataDir, 'avatars');
}

/** Writes a new avatar under an unguessable name and returns that name. */
export async function storeAvatar(
  dir: string,
  userId: number,
  bytes: Buffer,
  extension: string,
): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const name = `${userId}-${randomBytes(8).toString('hex')}.${extension}`;
  await fs.writeFile(path.join(dir, name), bytes);
  return name;
}

export async function removeAvatar(dir: string, name: string | null): Promise<void> {
  if (name && AVATAR_NAME.test(name)) await fs.rm(path.join(dir, name), { force: true });
}
