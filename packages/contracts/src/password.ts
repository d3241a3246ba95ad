// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the list file ships no types; every project compiling contracts needs these
/// <reference path="./common-passwords.d.ts" />
import commonPasswordList from '@zxcvbn-ts/language-common/dist/passwords.json.mjs';
import { z } from 'zod';

/** The limits every new password meets (sign-in itself checks none of them: older passwords keep working). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/**
 * The ~49,000 most common passwords of zxcvbn-ts (`@zxcvbn-ts/language-common`, drawn from leaked password
 * lists), compared without case. Shorter ones are refused by the length rule anyway, so only the rest are kept.
 */
let commonPasswords: Set<string> | undefined;
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(commonPasswordList.filter((entry) => entry.length >= PASSWORD_MIN_LENGTH));
  return commonPasswords.has(password.toLowerCase());
}

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common';

/** Why a new password is refused, or null when it is acceptable: the one rule of the server and the web forms. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return isCommonPassword(password) ? 'common' : null;
}

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  tooShort: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'is one of the most common passwords, please choose another',
};

/** A new password (registration, change, reset); the server's 400 names the field before the message. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine((password) => !isCommonPassword(password), PASSWORD_MESSAGES.common);
