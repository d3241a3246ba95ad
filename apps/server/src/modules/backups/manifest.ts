import { z } from 'zod';

/** The version of the backup file's layout this server writes and reads. */
export const BACKUP_FORMAT = 1;

/** What a database holds, as a backup proves it: every table's row count and its migration level. */
export const databaseStateSchema = z.object({
  /** `schema.table` → rows. */
  tables: z.record(z.string(), z.number().int().min(0)),
  migrations: z.object({
    /** How many migrations have been applied. */
    count: z.number().int().min(0),
    /** The newest applied migration's time (drizzle's `created_at`, ms since 1970). */
    last: z.number().int().min(0),
  }),
});
export type DatabaseState = z.infer<typeof databaseStateSchema>;

/** The first entry of a backup file. */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  product: z.literal('garment-back-office'),
  appVersion: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  /** The PostgreSQL major version the database part was written by. */
  postgresMajor: z.number().int(),
  state: databaseStateSchema,
});
export type Manifest = z.infer<typeof manifestSchema>;
