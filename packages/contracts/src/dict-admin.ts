import { z } from 'zod';
import { idSchema, pageQuerySchema, pageSchema } from './common';
import { optionalTextSchema, requiredTextSchema, sortOrderSchema } from './form-fields';

/** eladmin's Dict: a named list of value → label entries, shared by every factory. */
export const dictSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  createTime: z.string(),
});
export type Dict = z.infer<typeof dictSchema>;
export const dictPageSchema = pageSchema(dictSchema);
export const dictListSchema = z.array(dictSchema);

/** `GET api/dict`: `blurry` matches the name or the description. */
export const dictQuerySchema = pageQuerySchema.extend({ blurry: z.string().trim().max(64).optional() });
export type DictQuery = z.infer<typeof dictQuerySchema>;

const dictFields = {
  name: requiredTextSchema('name', 64),
  description: optionalTextSchema(255),
};

/** `POST api/dict`. */
export const dictCreateSchema = z.object(dictFields);
export type DictCreate = z.infer<typeof dictCreateSchema>;
/** `PUT api/dict`. */
export const dictUpdateSchema = z.object({ id: idSchema, ...dictFields });
export type DictUpdate = z.infer<typeof dictUpdateSchema>;

const dictDetailFields = {
  label: requiredTextSchema('label', 64),
  value: requiredTextSchema('value', 64),
  dictSort: sortOrderSchema,
};

/** `POST api/dictDetail`: eladmin's shape, the dictionary named as `dict: {id}`. */
export const dictDetailCreateSchema = z.object({
  dict: z.object({ id: idSchema }, { error: 'dict is required' }),
  ...dictDetailFields,
});
export type DictDetailCreate = z.infer<typeof dictDetailCreateSchema>;
/** `PUT api/dictDetail`: an entry stays in its dictionary. */
export const dictDetailUpdateSchema = z.object({ id: idSchema, ...dictDetailFields });
export type DictDetailUpdate = z.infer<typeof dictDetailUpdateSchema>;
/** `DELETE api/dictDetail/{id}`. */
export const dictDetailIdParamsSchema = z.object({ id: idSchema });
