import { z } from 'zod';
import { idSchema } from './common';

/**
 * A factory's own data as it leaves (docs/design.md §15): one workbook per area, in this order, in one zip.
 * The file names inside are the area with `.xlsx` (`audit-log.xlsx`).
 */
export const FACTORY_EXPORT_AREAS = [
  'people',
  'styles',
  'beds',
  'bundles',
  'scans',
  'wages',
  'shipments',
  'audit-log',
] as const;
export type FactoryExportArea = (typeof FACTORY_EXPORT_AREAS)[number];

/** Being written; written (its file can be downloaded until newer exports replace it); failed (`error` says why). */
export const FACTORY_EXPORT_STATUSES = ['running', 'done', 'failed'] as const;
/** Why an export failed: its server stopped while writing it, or writing it failed (the server's log says how). */
export const FACTORY_EXPORT_ERRORS = ['interrupted', 'failed'] as const;

/** How many finished exports of a factory keep their file: an older one's is removed when a newer one is done. */
export const FACTORY_EXPORT_FILES_KEPT = 3;

export const factoryExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(FACTORY_EXPORT_STATUSES),
  /** The area being written while it runs; null before the first and once it has stopped. */
  area: z.enum(FACTORY_EXPORT_AREAS).nullable(),
  /** Areas written so far, of FACTORY_EXPORT_AREAS.length. */
  areasDone: z.number().int(),
  /** Rows written so far, every area together. */
  rows: z.number().int(),
  /** The zip's size once it is written. */
  sizeBytes: z.number().int().nullable(),
  /** The file's name as it downloads; null while it runs, after it failed, or once a newer export replaced it. */
  fileName: z.string().nullable(),
  /** Why it failed. */
  error: z.enum(FACTORY_EXPORT_ERRORS).nullable(),
  /** Who asked for it. */
  createdBy: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type FactoryExport = z.infer<typeof factoryExportSchema>;

/** `GET api/factory/exports`: the factory's latest exports, newest first. */
export const factoryExportListSchema = z.array(factoryExportSchema);
export type FactoryExportList = z.infer<typeof factoryExportListSchema>;

/** `GET api/factory/exports/{id}/download`. */
export const factoryExportIdParamsSchema = z.object({ id: idSchema });
