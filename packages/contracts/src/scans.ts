import { z } from 'zod';
import { queryWholeNumberSchema } from './form-fields';
import { idSchema, pageQuerySchema } from './common';
import { MAX_BUNDLE_NO } from './cut-orders';
import { daySchema, fromNotAfterTo, moneyTextSchema } from './money';

/** A scan's state: valid counts for progress and wages; undone stays on record with who undid it. */
export const SCAN_STATUSES = ['valid', 'undone'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];
/** The scan list's status filter: settled scans are valid ones of a settled period. */
export const SCAN_FILTER_STATUSES = ['valid', 'undone', 'settled'] as const;

/** How long a worker may undo their own scan (a supervisor with scan:undo may until it is settled). */
export const OWN_UNDO_MINUTES = 30;
/** The most pieces one scan may record (far above any bundle: the bundle's quantity is the real limit). */
export const MAX_SCAN_QTY = 100_000;

const TICKET_MESSAGE = 'must be a ticket number or the text of a ticket’s QR code';
/** A ticket as scanned or typed: its number, or the QR code's text (`GBO1:…`). */
export const ticketInputSchema = z
  .string({ error: TICKET_MESSAGE })
  .trim()
  .min(1, TICKET_MESSAGE)
  .max(100, TICKET_MESSAGE);

const REQUEST_ID_MESSAGE = 'must be a UUID or 8 to 64 letters, digits, - or _';
/** The client's id of one scan: the same id again is the same scan (a phone retrying on a bad network). */
export const scanRequestIdSchema = z
  .string({ error: REQUEST_ID_MESSAGE })
  .regex(/^[\w-]{8,64}$/, REQUEST_ID_MESSAGE);

const qtyMessage = `must be a whole number from 1 to ${MAX_SCAN_QTY}`;

/** `POST api/scans`. `qty` defaults to what remains; `workerId` (a person's id) only with scan:add. */
export const scanInputSchema = z.object({
  ticket: ticketInputSchema,
  processId: idSchema,
  qty: z
    .number({ error: qtyMessage })
    .int(qtyMessage)
    .min(1, qtyMessage)
    .max(MAX_SCAN_QTY, qtyMessage)
    .optional(),
  workerId: idSchema.optional(),
  requestId: scanRequestIdSchema,
});
export type ScanInput = z.infer<typeof scanInputSchema>;

/** `GET api/scans/lookup?ticket=`. */
export const scanLookupQuerySchema = z.object({ ticket: ticketInputSchema });

export const scanLookupSchema = z.object({
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
  }),
  processes: z.array(
    z.object({
      processId: z.number().int(),
      seq: z.number().int(),
      name: z.string(),
      /** The unit rate, only for those allowed to see rates. */
      rate: z.string().optional(),
      doneQty: z.number().int(),
      remainingQty: z.number().int(),
      doneBy: z.array(z.string()),
    }),
  ),
});
export type ScanLookup = z.infer<typeof scanLookupSchema>;

/** A scan record. `rate` and `amount` are null for a worker when the factory hides rates from workers. */
export const scanSchema = z.object({
  id: z.number().int(),
  bundleId: z.number().int(),
  bundleNo: z.number().int(),
  ticketNo: z.number().int(),
  styleNo: z.string(),
  bedNo: z.number().int(),
  colour: z.string(),
  size: z.string(),
  processId: z.number().int(),
  processName: z.string(),
  seq: z.number().int(),
  qty: z.number().int(),
  rate: z.string().nullable(),
  amount: moneyTextSchema.nullable(),
  workerId: z.number().int(),
  workerName: z.string(),
  recordedBy: z.number().int(),
  recordedByName: z.string(),
  workDate: z.string(),
  scanTime: z.string(),
  status: z.enum(SCAN_STATUSES),
  settled: z.boolean(),
  undoneAt: z.string().nullable(),
  undoneByName: z.string().nullable(),
});
export type Scan = z.infer<typeof scanSchema>;

/** The scan list's filters (`from`/`to` are work dates, both included). */
const scanFilterFields = {
  from: daySchema.optional(),
  to: daySchema.optional(),
  workerId: idSchema.optional(),
  deptId: idSchema.optional(),
  styleId: idSchema.optional(),
  cutOrderId: idSchema.optional(),
  processId: idSchema.optional(),
  bundleNo: queryWholeNumberSchema(1, MAX_BUNDLE_NO).optional(),
  status: z.enum(SCAN_FILTER_STATUSES, { error: 'must be valid, undone or settled' }).optional(),
};

/** `GET api/scans`: a page of scans, newest work day first, with the filter's totals. */
export const scanQuerySchema = pageQuerySchema
  .extend(scanFilterFields)
  .refine(fromNotAfterTo.check, fromNotAfterTo.message);
export type ScanQuery = z.infer<typeof scanQuerySchema>;

/** `GET api/scans/download`: every scan the filter matches, as a workbook. */
export const scanExportQuerySchema = z
  .object(scanFilterFields)
  .refine(fromNotAfterTo.check, fromNotAfterTo.message);
export type ScanExportQuery = z.infer<typeof scanExportQuerySchema>;

export const scanPageSchema = z.object({
  content: z.array(scanSchema),
  totalElements: z.number().int(),
  /** Pieces and amount of every scan the filter matches (not just this page); amount null when hidden. */
  totals: z.object({ qty: z.number().int(), amount: moneyTextSchema.nullable() }),
});
export type ScanPage = z.infer<typeof scanPageSchema>;
