import { z } from 'zod';
import { LABEL_TICKET_TEMPLATES, labelFileFields, printJobSchema } from './printers';
import { idListSchema, idSchema, pageQuerySchema } from './common';
import {
  optionalTextSchema,
  queryTextSchema,
  requiredTextSchema,
  wholeNumberSchema,
  queryWholeNumberSchema,
} from './form-fields';
import { daySchema } from './money';
import { colourNameSchema, orderQtySchema, processSchema, sizeNameSchema } from './styles';

/** The most bundles one cutting bed may produce. */
export const MAX_BUNDLES_PER_BED = 20_000;
/**
 * The highest bundle number: what a bed or re-cut may reach, and what the bundle filter and a print's range
 * take. A bed's given start stops a full bed below it, so a bed started anywhere allowed fits.
 */
export const MAX_BUNDLE_NO = 10_000_000;
export const MAX_START_BUNDLE_NO = MAX_BUNDLE_NO - MAX_BUNDLES_PER_BED;

export const ratioEntrySchema = z.object(
  { size: sizeNameSchema, ratio: wholeNumberSchema(0, 50) },
  { error: 'must be a size and its ratio' },
);
export const laySchema = z.object(
  {
    colour: colourNameSchema,
    layers: wholeNumberSchema(1, 2000),
    dyeLot: optionalTextSchema(32),
    shade: optionalTextSchema(16),
  },
  { error: 'must be a lay: colour and layers' },
);
export type Lay = z.infer<typeof laySchema>;

/**
 * `POST api/cutOrders/preview` and `POST api/cutOrders`: one body. `maxPlies` (stacks split into even ply
 * ranges no larger than it) or `bundleSize` (bundles of that many plies, the remainder in the last); neither
 * means the factory's default max plies.
 */
export const cutOrderInputSchema = z
  .object({
    styleId: idSchema,
    bedNo: wholeNumberSchema(1, 1_000_000).optional(),
    cutDate: daySchema,
    ratio: z
      .array(ratioEntrySchema, { error: 'must be a list of sizes and ratios' })
      .min(1, 'name at least one size')
      .max(50, 'at most 50 sizes'),
    lays: z
      .array(laySchema, { error: 'must be a list of lays' })
      .min(1, 'enter at least one lay')
      .max(200, 'at most 200 lays'),
    maxPlies: wholeNumberSchema(1, 2000).optional(),
    bundleSize: wholeNumberSchema(1, 2000).optional(),
    startBundleNo: wholeNumberSchema(1, MAX_START_BUNDLE_NO).optional(),
    markerName: optionalTextSchema(64),
    markerLength: z
      .union([z.string().trim(), z.number()], { error: 'must be metres from 0 to 9999.99' })
      .transform((value) => String(value))
      .refine(
        (value) => value === '' || /^\d{1,4}(\.\d{1,2})?$/.test(value),
        'must be metres from 0 to 9999.99',
      )
      .nullish()
      .transform((value) => value || null),
    note: optionalTextSchema(500),
  })
  .superRefine((order, ctx) => {
    if (order.maxPlies !== undefined && order.bundleSize !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['bundleSize'],
        message: 'give maxPlies or bundleSize, not both',
      });
    if (order.ratio.every((entry) => entry.ratio === 0))
      ctx.addIssue({ code: 'custom', path: ['ratio'], message: 'at least one size needs a ratio above 0' });
    const sizes = order.ratio.map((entry) => entry.size);
    if (new Set(sizes).size !== sizes.length)
      ctx.addIssue({ code: 'custom', path: ['ratio'], message: 'a size is listed twice' });
  });
export type CutOrderInput = z.infer<typeof cutOrderInputSchema>;

export const BUNDLE_STATUSES = ['active', 'void'] as const;
export type BundleStatus = (typeof BUNDLE_STATUSES)[number];

/** One bundle as numbering plans it. Ply range is null for a re-cut bundle. */
export const plannedBundleSchema = z.object({
  bundleNo: z.number().int(),
  colour: z.string(),
  size: z.string(),
  qty: z.number().int(),
  plyFrom: z.number().int().nullable(),
  plyTo: z.number().int().nullable(),
  dyeLot: z.string().nullable(),
  shade: z.string().nullable(),
});
export type PlannedBundle = z.infer<typeof plannedBundleSchema>;

/**
 * A colour × size this bed takes past the style's order plus the factory's over-cut allowance: ordered, cut
 * with this bed (earlier beds included), the pieces over the order and that as a share of it (null when the
 * cell was not ordered at all).
 */
export const overCutCellSchema = z.object({
  colour: z.string(),
  size: z.string(),
  ordered: z.number().int(),
  cut: z.number().int(),
  over: z.number().int(),
  overPercent: z.number().int().nullable(),
});
export type OverCutCell = z.infer<typeof overCutCellSchema>;

export const cutPreviewSchema = z.object({
  bedNo: z.number().int(),
  totalQty: z.number().int(),
  totalBundles: z.number().int(),
  bundles: z.array(plannedBundleSchema),
  /** The style's order quantities per colour × size (empty when none were entered). */
  orderQty: z.array(orderQtySchema),
  /** Pieces the style's earlier beds already cut per colour × size (active bundles), before this bed. */
  cutQty: z.array(orderQtySchema),
  /** The style's over-cut allowance, % of a cell's order ("4", "4.5"). */
  overCutAllowance: z.string(),
  /** Cells past order + allowance once this bed is cut: generating asks to confirm them first. */
  overCut: z.array(overCutCellSchema),
});
export type CutPreview = z.infer<typeof cutPreviewSchema>;

export const bundleSchema = plannedBundleSchema.extend({
  id: z.number().int(),
  ticketNo: z.number().int(),
  cutOrderId: z.number().int(),
  bedNo: z.number().int(),
  styleId: z.number().int(),
  styleNo: z.string(),
  status: z.enum(BUNDLE_STATUSES),
  /** True for bundles appended after the bed was generated (a re-cut). */
  recut: z.boolean(),
  note: z.string().nullable(),
  voidReason: z.string().nullable(),
  printCount: z.number().int(),
  /** The text of the ticket's QR code: factory, ticket number and a signature. */
  qr: z.string(),
  createTime: z.string(),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const savedCutOrderSchema = cutPreviewSchema.extend({
  id: z.number().int(),
  bundles: z.array(bundleSchema),
});
export type SavedCutOrder = z.infer<typeof savedCutOrderSchema>;

export const cutOrderSummarySchema = z.object({
  id: z.number().int(),
  styleId: z.number().int(),
  styleNo: z.string(),
  styleName: z.string(),
  customerName: z.string().nullable(),
  bedNo: z.number().int(),
  cutDate: z.string(),
  markerName: z.string().nullable(),
  totalQty: z.number().int(),
  totalBundles: z.number().int(),
  bundleNoFrom: z.number().int().nullable(),
  bundleNoTo: z.number().int().nullable(),
  colours: z.array(z.string()),
  printCount: z.number().int(),
  createdBy: z.string().nullable(),
  createTime: z.string(),
});
export type CutOrderSummary = z.infer<typeof cutOrderSummarySchema>;

export const ticketPrintSchema = z.object({
  id: z.number().int(),
  template: z.string(),
  bundleCount: z.number().int(),
  /** The bundle numbers printed, as ranges: "1–36" or "3, 7–9". */
  bundleNos: z.string(),
  reprint: z.boolean(),
  printedBy: z.string().nullable(),
  /** The label printer it went to, and its job; null for a print through the browser. */
  printerName: z.string().nullable(),
  printJobId: z.number().int().nullable(),
  printTime: z.string(),
});
export type TicketPrint = z.infer<typeof ticketPrintSchema>;

export const cutOrderSchema = cutOrderSummarySchema.extend({
  markerLength: z.string().nullable(),
  maxPlies: z.number().int().nullable(),
  bundleSize: z.number().int().nullable(),
  // Answer shapes: the input schemas' transforms cannot encode.
  ratio: z.array(z.object({ size: z.string(), ratio: z.number().int() })),
  lays: z.array(
    z.object({
      colour: z.string(),
      layers: z.number().int(),
      dyeLot: z.string().nullable(),
      shade: z.string().nullable(),
    }),
  ),
  note: z.string().nullable(),
  sizes: z.array(z.string()),
  /** Pieces per colour × size of this bed's active bundles. */
  matrix: z.array(orderQtySchema),
  processes: z.array(processSchema),
  /** Whether the style's process list differs from this bed's snapshot. */
  processesOutOfSync: z.boolean(),
  prints: z.array(ticketPrintSchema),
});
export type CutOrder = z.infer<typeof cutOrderSchema>;

/** `GET api/cutOrders`: a page; cutDate is a `cutDate=from&cutDate=to` range of days, both included. */
export const cutOrderQuerySchema = pageQuerySchema.extend({
  styleId: idSchema.optional(),
  customerId: idSchema.optional(),
  bedNo: queryWholeNumberSchema(1, 1_000_000).optional(),
  blurry: queryTextSchema(64).optional(),
  cutDate: z
    .tuple([daySchema, daySchema], { error: 'must be two days: cutDate=from&cutDate=to' })
    .refine(([from, to]) => from <= to, 'the first day must not be after the second')
    .optional(),
});
export type CutOrderQuery = z.infer<typeof cutOrderQuerySchema>;

/** `POST api/cutOrders/syncProcesses`: replace the snapshot of these beds (none scanned) with the style's list. */
export const syncProcessesSchema = z.object({ ids: idListSchema });

/** `GET api/bundles`: a page of bundles, newest bed first and each bed's in bundle-number order. */
export const bundleQuerySchema = pageQuerySchema.extend({
  cutOrderId: idSchema.optional(),
  styleId: idSchema.optional(),
  bundleNo: queryWholeNumberSchema(1, MAX_BUNDLE_NO).optional(),
  ticketNo: queryWholeNumberSchema(1, Number.MAX_SAFE_INTEGER).optional(),
  colour: queryTextSchema(32).optional(),
  /** The garment size: `size` is the page size here as in every list. */
  sizeName: queryTextSchema(16).optional(),
  status: z.enum(BUNDLE_STATUSES, { error: 'must be active or void' }).optional(),
});
export type BundleQuery = z.infer<typeof bundleQuerySchema>;

/** `POST api/bundles`: append re-cut bundles to a cut order: `qty` pieces split evenly into `bundles` bundles. */
export const bundleAppendSchema = z
  .object({
    cutOrderId: idSchema,
    colour: colourNameSchema,
    size: sizeNameSchema,
    qty: wholeNumberSchema(1, 100_000),
    bundles: wholeNumberSchema(1, 1000).default(1),
    dyeLot: optionalTextSchema(32),
    shade: optionalTextSchema(16),
    note: optionalTextSchema(200),
  })
  .refine((body) => body.bundles <= body.qty, {
    path: ['bundles'],
    message: 'cannot be more than the pieces',
  });
export type BundleAppend = z.infer<typeof bundleAppendSchema>;

/**
 * How `POST api/bundles` splits a re-cut: `qty` pieces evenly into `count` bundles, the remainder to the last
 * (100 / 3 → 33, 33, 34). Shared so the screen's preview and the server agree.
 */
export function splitQty(qty: number, count: number): number[] {
  const base = Math.floor(qty / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? qty - base * (count - 1) : base));
}

/** `PUT api/bundles/{id}`. */
export const bundleUpdateSchema = z.object({
  qty: wholeNumberSchema(1, 100_000),
  note: optionalTextSchema(200),
});
export type BundleUpdate = z.infer<typeof bundleUpdateSchema>;

/** `POST api/bundles/{id}/void`. */
export const bundleVoidSchema = z.object({
  reason: requiredTextSchema('reason', 200),
});

export const TICKET_TEMPLATES = ['label60x40', 'label80x60', 'a4'] as const;
export type TicketTemplate = (typeof TICKET_TEMPLATES)[number];

/**
 * The most tickets one print request answers (`size`): a bigger print comes in pages
 * (`POST api/bundles/print/tickets` with `after`), so no answer holds a whole 20,000-bundle bed.
 */
export const MAX_TICKETS_PER_PAGE = 1000;
/** The most bundle ids one print request may name (a bed's most bundles). */
export const MAX_PRINT_BUNDLE_IDS = MAX_BUNDLES_PER_BED;

const ticketSelectionFields = {
  template: z.enum(TICKET_TEMPLATES, { error: 'must be label60x40, label80x60 or a4' }),
  cutOrderId: idSchema.optional(),
  bundleNoFrom: wholeNumberSchema(1, MAX_BUNDLE_NO).optional(),
  bundleNoTo: wholeNumberSchema(1, MAX_BUNDLE_NO).optional(),
  bundleIds: z
    .array(idSchema, { error: 'must be a list of bundle ids' })
    .min(1, 'name at least one bundle')
    .max(MAX_PRINT_BUNDLE_IDS, `at most ${MAX_PRINT_BUNDLE_IDS} bundles in one print`)
    .optional(),
  withProcesses: z.boolean({ error: 'must be true or false' }).default(false),
  /** Tickets answered at once; the rest come page by page. */
  size: wholeNumberSchema(1, MAX_TICKETS_PER_PAGE).default(MAX_TICKETS_PER_PAGE),
};

function checkSelection(
  body: { cutOrderId?: number; bundleIds?: number[]; bundleNoFrom?: number; bundleNoTo?: number },
  ctx: z.RefinementCtx,
) {
  if ((body.cutOrderId === undefined) === (body.bundleIds === undefined))
    ctx.addIssue({ code: 'custom', path: ['bundleIds'], message: 'give a cutOrderId or bundleIds' });
  // A range narrows a bed's bundles; picked bundles are printed as picked.
  const range = body.bundleNoFrom !== undefined ? 'bundleNoFrom' : 'bundleNoTo';
  if (body.bundleIds !== undefined && body[range] !== undefined)
    ctx.addIssue({ code: 'custom', path: [range], message: 'goes with a cutOrderId, not with bundleIds' });
  if (body.bundleNoFrom !== undefined && body.bundleNoTo !== undefined && body.bundleNoFrom > body.bundleNoTo)
    ctx.addIssue({ code: 'custom', path: ['bundleNoTo'], message: 'must not be below bundleNoFrom' });
}

/**
 * `POST api/bundles/print` (and its `/preview`): records a print (or reprint) of tickets and answers the
 * first page of what to print. Either a cut order (all its active bundles, or a range of its numbers) or
 * picked bundle ids (at most MAX_PRINT_BUNDLE_IDS).
 */
/** `POST api/bundles/print/preview`: the bundles a print would print, recording nothing. */
export const ticketPreviewRequestSchema = z.object(ticketSelectionFields).superRefine(checkSelection);

export const ticketPrintRequestSchema = z
  .object({
    ...ticketSelectionFields,
    /** Send the tickets to this label printer (one job, a label a bundle) instead of answering them. */
    printerId: idSchema.optional(),
  })
  .superRefine((body, ctx) => {
    checkSelection(body, ctx);
    if (body.printerId !== undefined && body.template === 'a4')
      ctx.addIssue({
        code: 'custom',
        path: ['template'],
        message: 'a label printer prints label60x40 or label80x60',
      });
  });
export type TicketPrintRequest = z.input<typeof ticketPrintRequestSchema>;
export type TicketPrintBody = z.output<typeof ticketPrintRequestSchema>;

/** Where a page of tickets starts: after this bundle (tickets come by bed, then bundle number). */
export const ticketCursorSchema = z.object(
  { cutOrderId: idSchema, bundleNo: wholeNumberSchema(1, MAX_BUNDLE_NO) },
  { error: 'must be the next field of the previous page: a cutOrderId and a bundleNo' },
);
export type TicketCursor = z.infer<typeof ticketCursorSchema>;

/** `POST api/bundles/print/tickets`: a later page of a print's tickets (records nothing). */
export const ticketPageRequestSchema = z
  .object({ ...ticketSelectionFields, after: ticketCursorSchema })
  .superRefine(checkSelection);
export type TicketPageRequest = z.input<typeof ticketPageRequestSchema>;
export type TicketPageBody = z.output<typeof ticketPageRequestSchema>;

/** A ticket as printed; its bed's processes come once per bed (`beds`), not once per ticket. */
export const ticketSchema = bundleSchema.extend({
  cutDate: z.string(),
  styleName: z.string(),
  customerName: z.string().nullable(),
  orderNo: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/**
 * A process as a ticket lists it: the rate of the ticket's size is `sizeRates[size]`, else `rate`; both are
 * left out (null, {}) unless the factory shows rates to workers.
 */
export const ticketProcessSchema = z.object({
  seq: z.number().int(),
  name: z.string(),
  rate: z.string().nullable(),
  sizeRates: z.record(z.string(), z.string()),
});
export type TicketProcess = z.infer<typeof ticketProcessSchema>;

export const ticketPrintResultSchema = z.object({
  factoryName: z.string(),
  template: z.enum(TICKET_TEMPLATES),
  /** Active tickets the whole selection prints, over all pages. */
  total: z.number().int(),
  tickets: z.array(ticketSchema),
  /** The processes of this page's beds in sequence (empty unless `withProcesses`). */
  beds: z.array(z.object({ cutOrderId: z.number().int(), processes: z.array(ticketProcessSchema) })),
  /** `after` for the next page, null on the last. */
  next: z.object({ cutOrderId: z.number().int(), bundleNo: z.number().int() }).nullable(),
  /** The print job, when the tickets went to a label printer (then `tickets` is empty). */
  job: printJobSchema.optional(),
});
export type TicketPrintResult = z.infer<typeof ticketPrintResultSchema>;

/** `POST api/bundles/print/preview`: what a print would print, recording nothing. */
export const ticketPrintPreviewSchema = z.object({
  /** Active tickets the print would make; void bundles chosen are left out. */
  total: z.number().int(),
  voided: z.number().int(),
  /** The tickets printed before, grouped by how often (ascending): 12 tickets printed once… */
  printedBefore: z.array(z.object({ printCount: z.number().int(), tickets: z.number().int() })),
  /** Per bed: its tickets in the print and how many processes a ticket lists. */
  beds: z.array(
    z.object({ cutOrderId: z.number().int(), tickets: z.number().int(), processes: z.number().int() }),
  ),
});
export type TicketPrintPreview = z.infer<typeof ticketPrintPreviewSchema>;

/** Bundle ids of a query string: `1,2,3`. */
const queryIdListSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
  z
    .array(idSchema, { error: 'must be bundle ids separated by commas' })
    .min(1, 'name at least one bundle')
    .max(MAX_PRINT_BUNDLE_IDS, `at most ${MAX_PRINT_BUNDLE_IDS} bundles in one print`),
);

/**
 * `GET api/bundles/labels`: the label job of a print as a file (ZPL or TSPL), for a printer reached through a
 * vendor's tool or USB; the same choice of bundles as a print. Records nothing.
 */
export const ticketLabelsQuerySchema = z
  .object({
    ...labelFileFields,
    template: z.enum(LABEL_TICKET_TEMPLATES, { error: 'must be label60x40 or label80x60' }),
    cutOrderId: idSchema.optional(),
    bundleNoFrom: queryWholeNumberSchema(1, MAX_BUNDLE_NO).optional(),
    bundleNoTo: queryWholeNumberSchema(1, MAX_BUNDLE_NO).optional(),
    bundleIds: queryIdListSchema.optional(),
    withProcesses: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine(checkSelection);
export type TicketLabelsQuery = z.output<typeof ticketLabelsQuerySchema>;
