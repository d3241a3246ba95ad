import { z } from 'zod';
import { idSchema, pageQuerySchema, pageSchema } from './common';
import { IP_MESSAGE, isValidIp } from './validators';

/** One audited write in the caller's factory (eladmin's SysLog); the error detail is read on its own. */
export const auditLogSchema = z.object({
  id: z.number().int(),
  /** 'Name (mobile)' of whoever acted, as it was at the time. */
  username: z.string().nullable(),
  description: z.string(),
  method: z.string(),
  path: z.string(),
  /** The request body as JSON text, secrets redacted; null when there was none. */
  params: z.string().nullable(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  statusCode: z.number().int(),
  durationMs: z.number().int(),
  /** ISO 8601. */
  createTime: z.string(),
  /** The write failed (HTTP status 400 or above). */
  hasError: z.boolean(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;
export const auditLogPageSchema = pageSchema(auditLogSchema);

export const LOG_RESULTS = ['ok', 'error'] as const;
export type LogResult = (typeof LOG_RESULTS)[number];

const RANGE_MESSAGE = 'must be two ISO 8601 timestamps with a time zone: createTime=from&createTime=to';

/** Filters shared by the list and its download. */
export const auditLogFilterSchema = z.object({
  /** Matches the description, the user, the path or the IP. */
  blurry: z.string().trim().max(64).optional(),
  result: z.enum(LOG_RESULTS, { error: 'must be ok or error' }).optional(),
  /** The client address, exactly; empty means any. */
  ip: z.string().trim().refine(isValidIp, IP_MESSAGE).optional(),
  /** eladmin's range: `createTime=from&createTime=to`, both ends included. */
  createTime: z
    .array(z.iso.datetime({ offset: true, error: RANGE_MESSAGE }), { error: RANGE_MESSAGE })
    .length(2, RANGE_MESSAGE)
    .refine(([from = '', to = '']) => Date.parse(from) <= Date.parse(to), 'from must not be after to')
    .optional(),
});
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

/** `GET api/logs`: newest first unless `sort` says otherwise. */
export const auditLogQuerySchema = pageQuerySchema.extend(auditLogFilterSchema.shape);
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** `GET api/logs/error/{id}`. */
export const auditLogIdParamsSchema = z.object({ id: idSchema });
export const auditLogErrorSchema = z.object({
  id: z.number().int(),
  /** Why the write failed; null when it did not. */
  exceptionDetail: z.string().nullable(),
});
export type AuditLogError = z.infer<typeof auditLogErrorSchema>;
