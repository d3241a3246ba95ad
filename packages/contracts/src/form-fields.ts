import { z } from 'zod';

/** Optional text of at most `max` characters, trimmed; blank and null both become null. */
export const optionalTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((text) => text || null);

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
