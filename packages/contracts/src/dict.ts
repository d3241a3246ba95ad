import { z } from 'zod';
import { requiredError } from './form-fields';
import { pageIndexSchema, pageSchema } from './common';

export const dictDetailSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  value: z.string(),
  dictSort: z.number().int(),
});
export type DictDetail = z.infer<typeof dictDetailSchema>;

/** The spec's dictionary page size: a dictionary is read whole. */
export const MAX_PAGE_SIZE = 9999;
const SIZE_MESSAGE = `must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** `GET api/dictDetail?dictName=&page=0&size=9999` (the spec's dictionary call). */
export const dictDetailQuerySchema = z.object({
  dictName: z
    .string({ error: requiredError('dictName') })
    .trim()
    .min(1, 'dictName is required')
    .max(64, 'must be at most 64 characters'),
  page: pageIndexSchema,
  size: z.coerce
    .number({ error: SIZE_MESSAGE })
    .int(SIZE_MESSAGE)
    .min(1, SIZE_MESSAGE)
    .max(MAX_PAGE_SIZE, SIZE_MESSAGE)
    .default(10),
});
export type DictDetailQuery = z.infer<typeof dictDetailQuerySchema>;
export const dictDetailPageSchema = pageSchema(dictDetailSchema);
