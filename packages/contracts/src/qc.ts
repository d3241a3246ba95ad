import { z } from 'zod';
import { idSchema, pageQuerySchema } from './common';
import { queryWholeNumberSchema, requiredTextSchema } from './form-fields';
import { MAX_BUNDLE_NO } from './cut-orders';
import { daySchema, fromNotAfterTo } from './money';
import { scanRequestIdSchema, ticketInputSchema } from './scans';

/**
 * Quality on the line (`/qc` for the inspector's phone, `/work/quality` for the office, `api/qc/…`): a QC
 * inspector checks a bundle at a checkpoint, records the pieces that passed and the defects found (each with
 * the process at fault, and so the worker who scanned it); failed pieces go back as rework and pass on a
 * re-inspection. docs/design.md §10 gives the counting rules.
 */

/** In-line (after a chosen process of the bed) or final (the finished garment). */
export const QC_CHECKPOINTS = ['inline', 'final'] as const;
export type QcCheckpoint = (typeof QC_CHECKPOINTS)[number];

/** A first inspection of pieces, or a re-inspection of mended rework. */
export const QC_KINDS = ['first', 'recheck'] as const;
export type QcKind = (typeof QC_KINDS)[number];

/** What a defect is of, for grouping and the Pareto chart. */
export const DEFECT_CATEGORIES = ['sewing', 'fabric', 'measurement', 'stain', 'trim', 'other'] as const;
export type DefectCategory = (typeof DEFECT_CATEGORIES)[number];

/** How long an inspector may undo their own inspection (qc:undo may until a charge on it is settled). */
export const OWN_QC_UNDO_MINUTES = 30;
/** The most pieces one inspection or one defect line may count (the bundle's quantity is the real limit). */
export const MAX_QC_QTY = 100_000;
/** The most defect lines one inspection may carry. */
export const MAX_QC_DEFECT_LINES = 50;
/** The most defects an inspection may count per piece inspected (a piece with ten faults is one too many). */
export const MAX_DEFECTS_PER_PIECE = 10;

/** `GET api/qc/defectCodes`: names in the caller's language (the factory's own words where it gave them). */
export const defectCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  category: z.enum(DEFECT_CATEGORIES),
  enabled: z.boolean(),
});
export type DefectCode = z.infer<typeof defectCodeSchema>;

const DEFECT_CODE_MESSAGE = 'must be 1 to 16 letters, digits, - or _';
/** A defect code, upper-cased: "os" is OS (a factory's codes differ by more than case). */
export const defectCodeTextSchema = z
  .string({ error: DEFECT_CODE_MESSAGE })
  .trim()
  .regex(/^[\w-]{1,16}$/, DEFECT_CODE_MESSAGE)
  .transform((code) => code.toUpperCase());

/** `POST`/`PUT api/qc/defectCodes` (qc:code): the factory's own codes and words. */
export const defectCodeInputSchema = z.object({
  code: defectCodeTextSchema,
  // It is printed in workers' wage notes and the export: no control character (a line break, a direction mark).
  name: requiredTextSchema('name', 64).refine(
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    (name) => !/[\x00-\x1f\x7f\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(name),
    'must not contain control characters',
  ),
  category: z.enum(DEFECT_CATEGORIES, { error: 'must be sewing, fabric, measurement, stain, trim or other' }),
  enabled: z.boolean().default(true),
});
export type DefectCodeInput = z.infer<typeof defectCodeInputSchema>;
export const defectCodeUpdateSchema = defectCodeInputSchema.extend({ id: idSchema });
export type DefectCodeUpdate = z.infer<typeof defectCodeUpdateSchema>;

const qtyMessage = (min: number) => `must be a whole number from ${min} to ${MAX_QC_QTY}`;
const qcQty = (min: number) =>
  z
    .number({ error: qtyMessage(min) })
    .int(qtyMessage(min))
    .min(min, qtyMessage(min))
    .max(MAX_QC_QTY, qtyMessage(min));

/** One line of defects: how many of a code, at which process of the bed (and so whose work). */
export const qcDefectInputSchema = z.object({
  code: defectCodeTextSchema,
  qty: qcQty(1),
  processId: idSchema,
  /**
   * The worker at fault, when the process was scanned by several and the inspector knows whose piece it is;
   * without it the defects are shared among the process's scanners in proportion to their pieces.
   */
  workerId: idSchema.optional(),
});
export type QcDefectInput = z.infer<typeof qcDefectInputSchema>;

/** `POST api/qc/inspections`: the same requestId again answers the first inspection (200). */
export const qcInspectionInputSchema = z
  .object({
    ticket: ticketInputSchema,
    checkpoint: z.enum(QC_CHECKPOINTS, { error: 'must be inline or final' }),
    // null reads as none (a final check's form may send it).
    afterProcessId: idSchema
      .nullable()
      .optional()
      .transform((id) => id ?? undefined),
    kind: z.enum(QC_KINDS, { error: 'must be first or recheck' }).default('first'),
    inspectedQty: qcQty(1),
    passedQty: qcQty(0),
    defects: z
      .array(qcDefectInputSchema, { error: 'must be a list of defects' })
      .max(MAX_QC_DEFECT_LINES, `must have at most ${MAX_QC_DEFECT_LINES} lines`)
      .default([]),
    requestId: scanRequestIdSchema,
  })
  .superRefine((input, ctx) => {
    if (input.checkpoint === 'inline' && input.afterProcessId === undefined)
      ctx.addIssue({ code: 'custom', path: ['afterProcessId'], message: 'is required for an in-line check' });
    if (input.checkpoint === 'final' && input.afterProcessId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['afterProcessId'], message: 'must be empty for a final check' });
    if (input.passedQty > input.inspectedQty)
      ctx.addIssue({ code: 'custom', path: ['passedQty'], message: 'must not be more than inspectedQty' });
    const failed = input.inspectedQty - input.passedQty;
    const defects = input.defects.reduce((sum, d) => sum + d.qty, 0);
    // Every failed piece has at least one defect; a piece may have several (DHU counts defects).
    if (defects < failed)
      ctx.addIssue({
        code: 'custom',
        path: ['defects'],
        message: 'must count at least one defect for each failed piece',
      });
    if (defects > input.inspectedQty * MAX_DEFECTS_PER_PIECE)
      ctx.addIssue({
        code: 'custom',
        path: ['defects'],
        message: `must count at most ${MAX_DEFECTS_PER_PIECE} defects for each piece inspected`,
      });
    if (failed === 0 && defects > 0)
      ctx.addIssue({ code: 'custom', path: ['defects'], message: 'must be empty when every piece passed' });
  });
export type QcInspectionInput = z.input<typeof qcInspectionInputSchema>;
export type QcInspectionValues = z.output<typeof qcInspectionInputSchema>;

export const qcDefectSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(DEFECT_CATEGORIES),
  qty: z.number().int(),
  processId: z.number().int(),
  processName: z.string(),
  seq: z.number().int(),
  /** The worker at fault: null when nobody had scanned the process. */
  workerId: z.number().int().nullable(),
  workerName: z.string().nullable(),
});
export type QcDefect = z.infer<typeof qcDefectSchema>;

export const QC_STATUSES = ['valid', 'undone'] as const;

/** An inspection as the API answers it. */
export const qcInspectionSchema = z.object({
  id: z.number().int(),
  bundleId: z.number().int(),
  bundleNo: z.number().int(),
  ticketNo: z.number().int(),
  styleNo: z.string(),
  bedNo: z.number().int(),
  colour: z.string(),
  size: z.string(),
  bundleQty: z.number().int(),
  checkpoint: z.enum(QC_CHECKPOINTS),
  afterProcessId: z.number().int().nullable(),
  afterProcessName: z.string().nullable(),
  kind: z.enum(QC_KINDS),
  inspectedQty: z.number().int(),
  passedQty: z.number().int(),
  failedQty: z.number().int(),
  defectQty: z.number().int(),
  defects: z.array(qcDefectSchema),
  inspectorId: z.number().int(),
  inspectorName: z.string(),
  workDate: z.string(),
  inspectedAt: z.string(),
  status: z.enum(QC_STATUSES),
  undoneAt: z.string().nullable(),
  undoneByName: z.string().nullable(),
});
export type QcInspection = z.infer<typeof qcInspectionSchema>;

/** A bundle's state at one checkpoint: first-inspected pieces, passed, rework still open. */
export const qcCheckpointStateSchema = z.object({
  checkpoint: z.enum(QC_CHECKPOINTS),
  afterProcessId: z.number().int().nullable(),
  afterProcessName: z.string().nullable(),
  inspectedQty: z.number().int(),
  passedQty: z.number().int(),
  failedQty: z.number().int(),
  reworkQty: z.number().int(),
});
export type QcCheckpointState = z.infer<typeof qcCheckpointStateSchema>;

/** `GET api/qc/lookup?ticket=`: what the inspector's phone shows after a scan of a ticket. */
export const qcLookupSchema = z.object({
  bundle: z.object({
    id: z.number().int(),
    bundleNo: z.number().int(),
    ticketNo: z.number().int(),
    styleNo: z.string(),
    bedNo: z.number().int(),
    colour: z.string(),
    size: z.string(),
    qty: z.number().int(),
    status: z.enum(['active', 'void']),
    /** The style counts finished pieces as those passed at the final check. */
    finalInspection: z.boolean(),
  }),
  processes: z.array(
    z.object({
      processId: z.number().int(),
      seq: z.number().int(),
      name: z.string(),
      doneQty: z.number().int(),
      doneBy: z.array(z.object({ workerId: z.number().int(), name: z.string(), qty: z.number().int() })),
    }),
  ),
  checkpoints: z.array(qcCheckpointStateSchema),
});
export type QcLookup = z.infer<typeof qcLookupSchema>;

const qcFilterFields = {
  from: daySchema.optional(),
  to: daySchema.optional(),
  checkpoint: z.enum(QC_CHECKPOINTS, { error: 'must be inline or final' }).optional(),
  kind: z.enum(QC_KINDS, { error: 'must be first or recheck' }).optional(),
  status: z.enum(QC_STATUSES, { error: 'must be valid or undone' }).optional(),
  styleId: idSchema.optional(),
  cutOrderId: idSchema.optional(),
  inspectorId: idSchema.optional(),
  /** Inspections with a defect at fault to this worker. */
  workerId: idSchema.optional(),
  bundleNo: queryWholeNumberSchema(1, MAX_BUNDLE_NO).optional(),
  /**
   * true: first inspections that failed pieces at a checkpoint whose rework is still open (what waits to be
   * mended); false: the others.
   */
  reworkOpen: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
};

/** `GET api/qc/inspections`: a page, newest first, with the filter's totals. */
export const qcInspectionQuerySchema = pageQuerySchema
  .extend(qcFilterFields)
  .refine(fromNotAfterTo.check, fromNotAfterTo.message);
export type QcInspectionQuery = z.infer<typeof qcInspectionQuerySchema>;

/** `GET api/qc/inspections/download`: every inspection the filter matches, one row per defect line. */
export const qcInspectionExportQuerySchema = z
  .object(qcFilterFields)
  .refine(fromNotAfterTo.check, fromNotAfterTo.message);
export type QcInspectionExportQuery = z.infer<typeof qcInspectionExportQuerySchema>;

export const qcInspectionPageSchema = z.object({
  content: z.array(qcInspectionSchema),
  totalElements: z.number().int(),
  /** The valid first inspections' pieces and defects of the whole filter, and their DHU. */
  totals: z.object({
    inspected: z.number().int(),
    passed: z.number().int(),
    failed: z.number().int(),
    defects: z.number().int(),
    dhu: z.string(),
  }),
});
export type QcInspectionPage = z.infer<typeof qcInspectionPageSchema>;

export const QC_GROUPS = ['worker', 'process', 'dept', 'code', 'style', 'day', 'bed'] as const;
export type QcGroup = (typeof QC_GROUPS)[number];

/** `GET api/qc/summary?from=&to=&groupBy=`. */
export const qcSummaryQuerySchema = z
  .object({
    from: daySchema,
    to: daySchema,
    groupBy: z.enum(QC_GROUPS, { error: 'must be worker, process, dept, code, style, day or bed' }),
    styleId: idSchema.optional(),
  })
  .refine(fromNotAfterTo.check, fromNotAfterTo.message);
export type QcSummaryQuery = z.infer<typeof qcSummaryQuerySchema>;

/**
 * One group's figures: `inspected` pieces (first inspections; for a worker or process, the inspected pieces
 * of their work), `defects` found on them, `dhu` = defects × 100 / inspected (2 decimals, text), `passed`
 * pieces (first time or after rework), `failed` at the first inspection, `rework` still open, and
 * `firstPassYield` = passed first time × 100 / inspected (2 decimals).
 */
export const qcSummaryRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  inspected: z.number().int(),
  defects: z.number().int(),
  dhu: z.string(),
  passed: z.number().int(),
  failed: z.number().int(),
  rework: z.number().int(),
  firstPassYield: z.string(),
});
export type QcSummaryRow = z.infer<typeof qcSummaryRowSchema>;
export const qcSummarySchema = z.array(qcSummaryRowSchema);
