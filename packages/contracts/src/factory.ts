import { z } from 'zod';

/** `GET api/factory/getFactory`: the signed-in factory, shown read-only in the enterprise info dialog. */
export const factoryInfoSchema = z.object({
  factoryName: z.string(),
  /** The people limit. */
  totalNumber: z.number().int(),
  /** The current number of people (active members). */
  addNumber: z.number().int(),
  /** Registered, ISO 8601. */
  createTime: z.string(),
  /** Service expiry, ISO 8601; null when it never expires. */
  endTime: z.string().nullable(),
  address: z.string().nullable(),
});
export type FactoryInfo = z.infer<typeof factoryInfoSchema>;
