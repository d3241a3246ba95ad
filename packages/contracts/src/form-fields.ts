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

/** Text that must be given, trimmed; missing or blank says '<field> is required'. */
export const requiredTextSchema = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `must be at most ${max} characters`);
