import { z } from 'zod';

/**
 * Excel import (docs/design.md §12): a file is checked as a whole, every bad cell named at once, then written
 * in one transaction or not at all.
 */
export const IMPORT_KINDS = ['styles', 'processes', 'orderQuantities', 'people', 'customers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const importKindSchema = z.enum(IMPORT_KINDS, {
  error: 'must be styles, processes, orderQuantities, people or customers',
});

/** The largest file taken, and the most data rows in it (the header row not counted). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** The widest row read: a colour × size grid of every size fits many times over. */
export const IMPORT_MAX_COLUMNS = 200;
/** The preview answers at most this many of the file's rows, rows with errors first. */
export const IMPORT_PREVIEW_ROWS = 500;
/** The answer lists at most this many errors (`errorCount` has them all). */
export const IMPORT_MAX_ERRORS = 1000;

/** What a file's row does: adds a record, changes one, or matches one as it is. */
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** `POST api/imports/{kind}`: `?dryRun=true` checks only. */
export const importQuerySchema = z
  .object({
    dryRun: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .optional()
      .transform((value) => value === 'true'),
  })
  // A misspelt dryRun (dryrun=true) would otherwise write the file.
  .strict();

/** A bad cell (or row, when `column` is null): the sheet's row number as Excel shows it, the header as written. */
export const importErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  /** Excel's address of the cell ("C5"), null for a whole row's problem. */
  cell: z.string().nullable(),
  value: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  /** null: the row has an error. */
  action: z.enum(IMPORT_ACTIONS).nullable(),
  /** The row's cells under `columns`, as read. */
  cells: z.array(z.string().nullable()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** The check's answer, and the write's: the file's counts, its problems and a preview of its rows. */
export const importResultSchema = z.object({
  kind: importKindSchema,
  /** Data rows read (the header and blank rows not counted). */
  rows: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  unchanged: z.number().int(),
  /** Every error, row by row, up to IMPORT_MAX_ERRORS. */
  errors: z.array(importErrorSchema),
  errorCount: z.number().int(),
  /** The file's headers that were recognised, in the file's order (the preview's columns). */
  columns: z.array(z.string()),
  /** Headers no column of this import has: ignored. */
  ignoredColumns: z.array(z.string()),
  /** The first IMPORT_PREVIEW_ROWS rows, rows with errors first. */
  preview: z.array(importPreviewRowSchema),
  /** true once written (never on a dry run). */
  written: z.boolean(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The 409 of a write refused for its errors: the ApiError body with the check's answer beside it. */
export const importRejectedSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  code: z.string(),
  result: importResultSchema,
});
