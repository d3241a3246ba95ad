import { z } from 'zod';

/**
 * Every error reply: HTTP status equals `status` (eladmin's ApiError). `message` is in the request's language
 * (`Accept-Language`: Chinese or English); `code` names the message for good (e.g. 'scans.onlyLeft',
 * 'validation.required') and `params` holds its values (a validation message's `field` among them).
 */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  timestamp: z.number().int(),
  code: z.string(),
  params: z.record(z.string(), z.unknown()),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** eladmin's PageResult. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalElements: z.number().int() });
}
export type Page<T> = { content: T[]; totalElements: number };

const ID_MESSAGE = 'must be a positive whole number';
/**
 * An id: a number, or the digits of one (a query or path parameter, a session key). Nothing else is read as
 * one: not true, [2], "0x2" nor "1e1".
 */
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: ID_MESSAGE })
    .int(ID_MESSAGE)
    .positive(ID_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, ID_MESSAGE),
);

/** A list of ids without repeats, first occurrences kept in order: a repeated id means the same as one. */
export function uniqueIds(ids: number[]): number[] {
  return [...new Set(ids)];
}

/** The highest 0-based page index: far beyond any list, and small enough that `page * size` stays exact. */
export const MAX_PAGE_INDEX = 1_000_000;
const PAGE_INDEX_MESSAGE = `must be a whole number from 0 to ${MAX_PAGE_INDEX}`;
const PAGE_SIZE_MESSAGE = 'must be a whole number from 1 to 1000';

/** A 0-based page index (eladmin's `page`). */
export const pageIndexSchema = z.coerce
  .number({ error: PAGE_INDEX_MESSAGE })
  .int(PAGE_INDEX_MESSAGE)
  .min(0, PAGE_INDEX_MESSAGE)
  .max(MAX_PAGE_INDEX, PAGE_INDEX_MESSAGE)
  .default(0);

/** eladmin's paging query: 0-based `page`, `size`, and `sort=field,asc|desc`. */
export const pageQuerySchema = z.object({
  page: pageIndexSchema,
  size: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(1000, PAGE_SIZE_MESSAGE)
    .default(10),
  sort: z
    .string({ error: 'must look like field,asc or field,desc' })
    .regex(/^\w+,(asc|desc)$/i, 'must look like field,asc or field,desc')
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A body that is a list of ids (eladmin's deletes and `superior`). */
export const idListSchema = z
  .array(idSchema, { error: 'must be a list of ids' })
  .min(1, 'must name at least one id')
  .max(1000, 'at most 1000 ids');
