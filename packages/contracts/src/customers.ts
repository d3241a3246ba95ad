import { z } from 'zod';
import { pageQuerySchema } from './common';
import { optionalPhoneSchema, optionalTextSchema, queryTextSchema, requiredTextSchema } from './form-fields';

export const customerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  note: z.string().nullable(),
  createTime: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** `GET api/customers`: a page, `blurry` matching name, contact or phone. */
export const customerQuerySchema = pageQuerySchema.extend({
  blurry: queryTextSchema(64).optional(),
});
export type CustomerQuery = z.infer<typeof customerQuerySchema>;

export const customerCreateSchema = z.object({
  name: requiredTextSchema('name', 128),
  contact: optionalTextSchema(64),
  phone: optionalPhoneSchema(32),
  address: optionalTextSchema(255),
  note: optionalTextSchema(500),
});
/** `POST api/customers` and `PUT api/customers/{id}` (the whole customer). */
export type CustomerCreate = z.infer<typeof customerCreateSchema>;
