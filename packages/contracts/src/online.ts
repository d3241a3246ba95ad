import { z } from 'zod';
import { idListSchema, pageQuerySchema, pageSchema } from './common';

/** A live session in the caller's factory (eladmin's OnlineUserDto). */
export const onlineUserSchema = z.object({
  /** Names the session for `DELETE auth/online`; it is not the token and cannot be used as one. */
  key: z.string(),
  userId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  /** The member's department in this factory; null for none (or a platform operator). */
  dept: z.string().nullable(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  /** ISO 8601. */
  loginTime: z.string(),
  /** ISO 8601, updated at most once a minute. */
  lastSeen: z.string(),
  /** The caller's own session. */
  current: z.boolean(),
});
export type OnlineUser = z.infer<typeof onlineUserSchema>;
export const onlineUserPageSchema = pageSchema(onlineUserSchema);

/** `GET auth/online`: `blurry` matches the name, the mobile or the IP. */
export const onlineQuerySchema = pageQuerySchema.extend({ blurry: z.string().trim().max(64).optional() });
export type OnlineQuery = z.infer<typeof onlineQuerySchema>;

/** `DELETE auth/online`: the keys of the sessions to end. */
export const onlineKickSchema = idListSchema;
