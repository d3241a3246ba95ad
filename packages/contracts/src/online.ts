import { z } from 'zod';
import { idListSchema, pageQuerySchema, pageSchema } from './common';

/** One live session of a person in the caller's factory. */
export const onlineSessionSchema = z.object({
  /** Names the session for `DELETE auth/online`; it is not the token and cannot be used as one. */
  key: z.string(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  /** ISO 8601. */
  loginTime: z.string(),
  /** ISO 8601, updated at most once a minute. */
  lastSeen: z.string(),
  /** The caller's own session. */
  current: z.boolean(),
});
export type OnlineSession = z.infer<typeof onlineSessionSchema>;

/** A person signed in to the caller's factory, with each of their live sessions (eladmin's OnlineUserDto, grouped). */
export const onlineUserSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  /** The member's department in this factory; null for none (or a platform operator). */
  dept: z.string().nullable(),
  /** Their latest sign-in and latest activity, over all their sessions (ISO 8601). */
  loginTime: z.string(),
  lastSeen: z.string(),
  /** Newest sign-in first. */
  sessions: z.array(onlineSessionSchema),
});
export type OnlineUser = z.infer<typeof onlineUserSchema>;
export const onlineUserPageSchema = pageSchema(onlineUserSchema);

/** `GET auth/online`: a page of people; `blurry` matches the name, the mobile or a session's IP. */
export const onlineQuerySchema = pageQuerySchema.extend({ blurry: z.string().trim().max(64).optional() });
export type OnlineQuery = z.infer<typeof onlineQuerySchema>;

/** `DELETE auth/online`: the keys of the sessions to end. */
export const onlineKickSchema = idListSchema;
