import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@gbo/contracts';

/** The avatar limit in whole megabytes, for messages. */
export const AVATAR_MAX_MB = AVATAR_MAX_BYTES / 1024 / 1024;

/** What is wrong with a picture chosen as avatar before it is sent; the server checks the content again. */
export function avatarProblem(file: { type: string; size: number }): 'type' | 'size' | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return undefined;
}
