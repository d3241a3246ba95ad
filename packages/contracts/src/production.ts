import { z } from 'zod';
import { idSchema, pageIndexSchema } from './common';
import { MAX_BUNDLE_NO } from './cut-orders';
import { queryTextSchema, queryWholeNumberSchema } from './form-fields';

/** Bundles per page of the production grid: 50 unless asked, at most 500. */
export const PRODUCTION_PAGE_SIZE = 50;
export const MAX_PRODUCTION_PAGE_SIZE = 500;

const PAGE_SIZE_MESSAGE = `must be a whole number from 1 to ${MAX_PRODUCTION_PAGE_SIZE}`;

/**
 * The grid's filters. One of `cutOrderId` and `styleId` is required (both: the cut order must be of that
 * style). `sizeName` is the garment size (`size` is the page size, as in every list). `finished=true` keeps
 * the bundles whose every piece went through every process, `false` the others.
 */
const productionFilterFields = {
  cutOrderId: idSchema.optional(),
  styleId: idSchema.optional(),
  bedNo: queryWholeNumberSchema(1, 1_000_000).optional(),
  colour: queryTextSchema(32).optional(),
  sizeName: queryTextSchema(16).optional(),
  bundleNo: queryWholeNumberSchema(1, MAX_BUNDLE_NO).optional(),
  finished: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
};
const styleOrCutOrder = {
  check: (query: { cutOrderId?: number; styleId?: number }) =>
    query.cutOrderId !== undefined || query.styleId !== undefined,
  message: { message: 'name a cut order, or a style with styleId', path: ['cutOrderId'] },
};

/** `GET api/production/download`: the same filters, every bundle (no paging). */
export const productionExportQuerySchema = z
  .object(productionFilterFields)
  .refine(styleOrCutOrder.check, styleOrCutOrder.message);
export type ProductionExportQuery = z.infer<typeof productionExportQuerySchema>;

/**
 * `GET api/production`: the filters plus a 0-based `page` of `size` bundles (bundle-number order), and the
 * colour × size breakdown of one process when `breakdownSeq` names it (none otherwise: all processes' of a
 * big bed ran to a million rows).
 */
export const productionQuerySchema = z
  .object({
    ...productionFilterFields,
    breakdownSeq: queryWholeNumberSchema(1, 10_000).optional(),
    page: pageIndexSchema,
    size: z.coerce
      .number({ error: PAGE_SIZE_MESSAGE })
      .int(PAGE_SIZE_MESSAGE)
      .min(1, PAGE_SIZE_MESSAGE)
      .max(MAX_PRODUCTION_PAGE_SIZE, PAGE_SIZE_MESSAGE)
      .default(PRODUCTION_PAGE_SIZE),
  })
  .refine(styleOrCutOrder.check, styleOrCutOrder.message);
export type ProductionQuery = z.infer<typeof productionQuerySchema>;

/** A process column: beds' snapshots share `seq` (their ids differ per bed). */
export const productionProcessSchema = z.object({
  seq: z.number().int(),
  name: z.string(),
  /** Valid pieces scanned for this process over the filtered bundles. */
  doneQty: z.number().int(),
  /** Pieces of the filtered bundles whose bed has this process. */
  totalQty: z.number().int(),
});
export type ProductionProcess = z.infer<typeof productionProcessSchema>;

/** A bundle's state at a QC checkpoint: first-inspected pieces, passed (first time or again), rework open. */
export const productionQcSchema = z.object({
  inspectedQty: z.number().int(),
  passedQty: z.number().int(),
  reworkQty: z.number().int(),
});
export type ProductionQc = z.infer<typeof productionQcSchema>;

export const productionCellSchema = z.object({
  seq: z.number().int(),
  doneQty: z.number().int(),
  /** Who scanned valid pieces of this bundle and process, by name in order. */
  workers: z.array(z.string()),
  /** The in-line QC check after this process, when the bundle had one. */
  qc: productionQcSchema.optional(),
});
export type ProductionCell = z.infer<typeof productionCellSchema>;

/** A bundle's row. Void bundles are left out of the grid (they are not produced). */
export const productionBundleSchema = z.object({
  bundleId: z.number().int(),
  cutOrderId: z.number().int(),
  bundleNo: z.number().int(),
  ticketNo: z.number().int(),
  bedNo: z.number().int(),
  colour: z.string(),
  size: z.string(),
  qty: z.number().int(),
  /** The least done quantity over its bed's processes (0 when the bed has no processes). */
  finishedQty: z.number().int(),
  /** One cell per process of its bed, in seq order. */
  cells: z.array(productionCellSchema),
  /** The final QC check, when the bundle had one. */
  finalQc: productionQcSchema.optional(),
});
export type ProductionBundle = z.infer<typeof productionBundleSchema>;

export const productionCutOrderSchema = z.object({
  cutOrderId: z.number().int(),
  bedNo: z.number().int(),
  qty: z.number().int(),
  finishedQty: z.number().int(),
  /** The process with the least done pieces (ties: the lowest seq); null when the bed has no processes. */
  slowest: z.object({ seq: z.number().int(), name: z.string(), doneQty: z.number().int() }).nullable(),
});
export type ProductionCutOrder = z.infer<typeof productionCutOrderSchema>;

/** A process's progress per colour × size (bundles whose bed has the process). */
export const productionBreakdownSchema = z.object({
  seq: z.number().int(),
  colour: z.string(),
  size: z.string(),
  qty: z.number().int(),
  doneQty: z.number().int(),
});
export type ProductionBreakdown = z.infer<typeof productionBreakdownSchema>;

/**
 * `GET api/production`. `bundles` is the page; `processes`, `cutOrders`, `colours`, `sizes`, `breakdown` and
 * `totals` cover every bundle the filter matches.
 */
export const productionGridSchema = z.object({
  processes: z.array(productionProcessSchema),
  bundles: z.object({ content: z.array(productionBundleSchema), totalElements: z.number().int() }),
  cutOrders: z.array(productionCutOrderSchema),
  /** The colours and sizes of the bundles, in the order bundles number them. */
  colours: z.array(z.string()),
  sizes: z.array(z.string()),
  /** Process `breakdownSeq`'s pieces per colour × size; empty unless asked. */
  breakdown: z.array(productionBreakdownSchema),
  totals: z.object({ qty: z.number().int(), finishedQty: z.number().int() }),
});
export type ProductionGrid = z.infer<typeof productionGridSchema>;
