import { z } from 'zod';
import { requiredError, requiredTextSchema } from './form-fields';

/** How a backup was started: from the page ("Back up now") or by BACKUP_SCHEDULE. */
export const BACKUP_KINDS = ['manual', 'scheduled'] as const;
/**
 * Where a backup stands: being written or proven, proven (restored into a scratch database and found equal,
 * table by table), or failed (`error` says why).
 */
export const BACKUP_STATUSES = ['running', 'verified', 'failed'] as const;

/** A backup id: its file name without the extension, such as `backup-2026-12-03T02-00-00Z`. */
export const BACKUP_ID = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d{1,3})?$/;
const BACKUP_ID_MESSAGE = 'must be the id of a backup, such as backup-2026-12-03T02-00-00Z';
/** The extension of a backup file: a gzipped tar archive (docs/design.md §14). */
export const BACKUP_EXTENSION = '.tar.gz';
/** The largest backup file an upload may carry. */
export const BACKUP_UPLOAD_MAX_BYTES = 8 * 1024 ** 3;

const backupIdSchema = z.string({ error: BACKUP_ID_MESSAGE }).trim().regex(BACKUP_ID, BACKUP_ID_MESSAGE);

export const backupSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  sizeBytes: z.number().int(),
  /** The whole file's SHA-256 in hex; null while it is being written. */
  sha256: z.string().nullable(),
  kind: z.enum(BACKUP_KINDS),
  status: z.enum(BACKUP_STATUSES),
  error: z.string().optional(),
});
export type Backup = z.infer<typeof backupSchema>;

/** `GET api/backups`: every backup kept, newest first, and how backups are made here. */
export const backupListSchema = z.object({
  content: z.array(backupSchema),
  totalElements: z.number().int(),
  settings: z.object({
    /** The daily time the scheduled backup starts (server time, "02:00"); null: BACKUP_SCHEDULE=off. */
    schedule: z.string().nullable(),
    keep: z.number().int(),
    dir: z.string(),
    engine: z.enum(['pglite', 'postgres']),
    /** Why backups cannot be made here (PostgreSQL's client tools missing, say); null: they can. */
    unavailable: z.string().nullable(),
    /** The newest backup's failure, if the newest finished backup failed. */
    lastFailure: z.string().nullable(),
  }),
});
export type BackupList = z.infer<typeof backupListSchema>;

/** `POST api/backups/restore` as JSON: a kept backup, the operator's password, and its file name typed again. */
export const restoreBackupSchema = z
  .object({
    id: backupIdSchema,
    password: z
      .string({ error: requiredError('password') })
      .min(1, 'password is required')
      .max(128, 'must be at most 128 characters'),
    confirm: requiredTextSchema('confirm', 200),
  })
  .strict();
export type RestoreBackup = z.infer<typeof restoreBackupSchema>;

/** What a restore answers once it has checked the backup and begun: the server comes back on its own. */
export const restoreStartedSchema = z.object({
  restoring: z.literal(true),
  fileName: z.string(),
  /** The backup's time (ISO 8601). */
  createdAt: z.string(),
});
export type RestoreStarted = z.infer<typeof restoreStartedSchema>;

export const backupIdParamsSchema = z.object({ id: backupIdSchema }).strict();
