import { z } from 'zod';
import { isValidPhone, PHONE_MESSAGE } from './validators';

/** Optional text of at most `max` characters, trimmed; blank and null both become null. */
export const optionalTextSchema = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((text) => text || null);

/** An optional telephone number (isValidPhone's rule), trimmed; blank and null both become null. */
export const optionalPhoneSchema = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((text) => text === '' || isValidPhone(text), PHONE_MESSAGE)
    .nullish()
    .transform((text) => text || null);

/** A search text of a list's query (`blurry`, a colour…): one value, at most `max` characters, trimmed. */
export const queryTextSchema = (max: number) =>
  z.string({ error: 'must be text, given once' }).trim().max(max, `must be at most ${max} characters`);

/**
 * Text that must not be blank, trimmed, with every message its own: zod applies a schema's own error to the
 * checks without one, so `.max(32)` alone would answer a long colour with 'must be text'.
 */
export const nonBlankTextSchema = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be blank')
    .max(max, `must be at most ${max} characters`);

const SORT_ORDER_MESSAGE = 'must be a whole number from 0';

/** eladmin's `menuSort` / `dictSort`: the place among siblings, lower first; 999 when not given. */
export const sortOrderSchema = z
  .number({ error: SORT_ORDER_MESSAGE })
  .int(SORT_ORDER_MESSAGE)
  .min(0, SORT_ORDER_MESSAGE)
  .max(999_999, 'must be at most 999999')
  .default(999);

/**
 * The error of a string field that must be given: '<field> is required' only when it is missing, 'must be
 * text' for another type. Zod applies a schema's own error to all its checks, so a plain message here would
 * also answer a too-long name with 'name is required'; other checks keep their own messages.
 */
export const requiredError =
  (field: string) =>
  (issue: { code?: string; input?: unknown }): string | undefined => {
    if (issue.code !== 'invalid_type') return undefined;
    return issue.input === undefined || issue.input === null ? `${field} is required` : 'must be text';
  };

/** Text that must be given, trimmed; missing or blank says '<field> is required'. */
export const requiredTextSchema = (field: string, max: number) =>
  z
    .string({ error: requiredError(field) })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `must be at most ${max} characters`);

/** A whole number of a JSON body, with its range in every message. */
export const wholeNumberSchema = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** A whole number of a query string (text), with its range in every message. */
export const queryWholeNumberSchema = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};
