import { z } from 'zod';

/** Every error reply: HTTP status equals `status` (eladmin's ApiError). */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  timestamp: z.number().int(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** eladmin's PageResult. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalElements: z.number().int() });
}
export type Page<T> = { content: T[]; totalElements: number };

const ID_MESSAGE = 'must be a positive whole number';
export const idSchema = z.coerce
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .positive(ID_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, ID_MESSAGE);

const PAGE_INDEX_MESSAGE = 'must be a whole number from 0';
const PAGE_SIZE_MESSAGE = 'must be a whole number from 1 to 1000';

/** eladmin's paging query: 0-based `page`, `size`, and `sort=field,asc|desc`. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGE_INDEX_MESSAGE })
    .int(PAGE_INDEX_MESSAGE)
    .min(0, PAGE_INDEX_MESSAGE)
    .default(0),
  size: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(1000, PAGE_SIZE_MESSAGE)
    .default(10),
  sort: z
    .string()
    .regex(/^\w+,(asc|desc)$/i, 'must look like field,asc or field,desc')
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A body that is a list of ids (eladmin's deletes and `superior`). */
export const idListSchema = z
  .array(idSchema, { error: 'must be a list of ids' })
  .min(1, 'must name at least one id')
  .max(1000);
