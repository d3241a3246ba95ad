import { z } from 'zod';
import { idSchema, pageQuerySchema } from './common';
import { queryWholeNumberSchema, requiredTextSchema, wholeNumberSchema } from './form-fields';

/**
 * Label printers of a factory (`/system/printer`, `api/printers`): thermal printers on the network that take
 * their own language on a raw TCP port (9100), and the queue of jobs the server sends them.
 */

/** Zebra's ZPL, and TSPL (TSC, Gprinter, Xprinter and most printers sold in China). */
export const PRINTER_PROTOCOLS = ['zpl', 'tspl'] as const;
export type PrinterProtocol = (typeof PRINTER_PROTOCOLS)[number];

/** Print heads: 8 dots a millimetre (203 dpi) or 12 (300 dpi). */
export const PRINTER_DPIS = [203, 300] as const;
export type PrinterDpi = (typeof PRINTER_DPIS)[number];

/** What a printer is the factory's default for: bundle tickets, carton labels. */
export const PRINTER_USES = ['tickets', 'cartons'] as const;
export type PrinterUse = (typeof PRINTER_USES)[number];

/** The raw printing port of network label printers (HP JetDirect, "port 9100"). */
export const DEFAULT_PRINTER_PORT = 9100;

/** Darkness as each language counts it: ZPL's ~SD 0–30, TSPL's DENSITY 0–15. */
export const MAX_DARKNESS: Record<PrinterProtocol, number> = { zpl: 30, tspl: 15 };
/** Print speed in inches a second (ZPL ^PR, TSPL SPEED). */
export const MIN_PRINT_SPEED = 1;
export const MAX_PRINT_SPEED = 14;

/** A host name or an IPv4 or IPv6 address, as the administrator gives it (loopback too). */
const HOST_PATTERN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?:%[A-Za-z0-9]+)?)$/;
export const HOST_MESSAGE = 'must be a host name or an IP address';

/** A dotted quad whose parts are not all 0–255 (999.999.999.999), or an IPv6 form with no digit (::). */
const isNonsenseAddress = (host: string): boolean =>
  (/^\d+(\.\d+){3}$/.test(host) && host.split('.').some((part) => Number(part) > 255)) ||
  (host.includes(':') && (!/[0-9A-Fa-f]/.test(host) || host.split('::').length > 2));

export const printerHostSchema = z
  .string({ error: 'host is required' })
  .trim()
  .min(1, 'host is required')
  .max(253, 'must be at most 253 characters')
  .regex(HOST_PATTERN, HOST_MESSAGE)
  .refine((host) => !isNonsenseAddress(host), HOST_MESSAGE);

/** A printer's name: it is printed on its test label, so no control character (a line break, an escape). */
const printerNameSchema = requiredTextSchema('name', 64).refine(
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  (name) => !/[\x00-\x1f\x7f]/.test(name),
  'must not contain control characters',
);

const mmMessage = (min: number, max: number) => `must be millimetres from ${min} to ${max}`;
const millimetres = (min: number, max: number) =>
  z
    .number({ error: mmMessage(min, max) })
    .min(min, mmMessage(min, max))
    .max(max, mmMessage(min, max))
    .multipleOf(0.5, 'must be whole or half millimetres');

const printerFields = {
  name: printerNameSchema,
  protocol: z.enum(PRINTER_PROTOCOLS, { error: 'must be zpl or tspl' }),
  host: printerHostSchema,
  port: wholeNumberSchema(1, 65535).default(DEFAULT_PRINTER_PORT),
  dpi: z.union([z.literal(203), z.literal(300)], { error: 'must be 203 or 300' }).default(203),
  /** The label loaded: 4-inch heads print at most 104 mm wide. */
  widthMm: millimetres(20, 120),
  heightMm: millimetres(10, 300),
  gapMm: millimetres(0, 20).default(2),
  /** Left out: the printer keeps its own setting. */
  darkness: wholeNumberSchema(0, 30)
    .nullish()
    .transform((value) => value ?? null),
  speed: wholeNumberSchema(MIN_PRINT_SPEED, MAX_PRINT_SPEED)
    .nullish()
    .transform((value) => value ?? null),
  /**
   * The printer has a Chinese (GB) font of its own: text is sent as text in it (TSPL's TSS24.BF2, ZPL's
   * E:SIMSUN.FNT) rather than drawn as a graphic.
   */
  cjkFont: z.boolean({ error: 'must be true or false' }).default(false),
  defaultFor: z
    .array(z.enum(PRINTER_USES, { error: 'must be tickets or cartons' }), {
      error: 'must be a list of tickets and cartons',
    })
    .max(PRINTER_USES.length, 'name each use once')
    .refine((uses) => new Set(uses).size === uses.length, 'name each use once')
    .default([]),
};

function checkDarkness(body: { protocol: PrinterProtocol; darkness: number | null }, ctx: z.RefinementCtx) {
  const most = MAX_DARKNESS[body.protocol];
  if (body.darkness !== null && body.darkness > most)
    ctx.addIssue({ code: 'custom', path: ['darkness'], message: `must be a whole number from 0 to ${most}` });
}

export const printerCreateSchema = z.object(printerFields).superRefine(checkDarkness);
/** `POST api/printers`. */
export type PrinterCreate = z.infer<typeof printerCreateSchema>;
/** `PUT api/printers`: the whole printer, with its `id`. */
export const printerUpdateSchema = z.object({ id: idSchema, ...printerFields }).superRefine(checkDarkness);
export type PrinterCreateInput = z.input<typeof printerCreateSchema>;

export const printerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  protocol: z.enum(PRINTER_PROTOCOLS),
  host: z.string(),
  port: z.number().int(),
  dpi: z.number().int(),
  widthMm: z.number(),
  heightMm: z.number(),
  gapMm: z.number(),
  darkness: z.number().int().nullable(),
  speed: z.number().int().nullable(),
  cjkFont: z.boolean(),
  defaultFor: z.array(z.enum(PRINTER_USES)),
  createTime: z.string(),
});
export type Printer = z.infer<typeof printerSchema>;

/** What a print job prints: bundle tickets, carton labels, or a printer's test label. */
export const PRINT_JOB_KINDS = ['tickets', 'cartons', 'test'] as const;
export type PrintJobKind = (typeof PRINT_JOB_KINDS)[number];

/**
 * queued → sending → sent; a printer off or unreachable puts the job back to queued until it is due again,
 * and a job that cannot be sent is failed with the printer's error. Only a queued job can be cancelled, and
 * only a failed one sent again.
 */
export const PRINT_JOB_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

/**
 * Why a job did not go. Retried: `refused` (the printer is off or its port closed), `timeout` (no answer),
 * `unreachable` (no route to it), `unknownHost`. Failed: `broken` (the connection broke during the job, so the
 * printer may have printed part of it), `interrupted` (the server stopped while sending it), `noPrinter` (the
 * printer was deleted), `gaveUp` (retried for PRINT_RETRY_HOURS).
 */
export const PRINT_ERROR_CODES = [
  'refused',
  'timeout',
  'unreachable',
  'unknownHost',
  'broken',
  'interrupted',
  'noPrinter',
  'gaveUp',
] as const;
export type PrintErrorCode = (typeof PRINT_ERROR_CODES)[number];
/** How long a printer that cannot be reached is retried before its job fails. */
export const PRINT_RETRY_HOURS = 24;

export const printJobSchema = z.object({
  id: z.number().int(),
  /** Null once the printer is deleted (the job keeps its name). */
  printerId: z.number().int().nullable(),
  printerName: z.string(),
  kind: z.enum(PRINT_JOB_KINDS),
  /** What it prints, in words: "ST-01 bed 3 (1–36)". */
  subject: z.string(),
  labels: z.number().int(),
  bytes: z.number().int(),
  status: z.enum(PRINT_JOB_STATUSES),
  attempts: z.number().int(),
  /** Why the last attempt did not go, and the error as the server met it (e.g. "connect ECONNREFUSED …"). */
  errorCode: z.enum(PRINT_ERROR_CODES).nullable(),
  lastError: z.string().nullable(),
  /** When a queued job is tried again (after a printer was off). */
  nextAttemptTime: z.string().nullable(),
  createdBy: z.string().nullable(),
  createTime: z.string(),
  sentTime: z.string().nullable(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

/** `GET api/printers/jobs`: the newest first. */
export const printJobQuerySchema = pageQuerySchema.extend({
  printerId: queryWholeNumberSchema(1, Number.MAX_SAFE_INTEGER).optional(),
  status: z.enum(PRINT_JOB_STATUSES, { error: 'must be a job status' }).optional(),
});
export type PrintJobQuery = z.infer<typeof printJobQuerySchema>;

/** Label layouts of bundle tickets, and of carton labels. */
export const LABEL_TICKET_TEMPLATES = ['label60x40', 'label80x60'] as const;
export type LabelTicketTemplate = (typeof LABEL_TICKET_TEMPLATES)[number];
export const CARTON_LABEL_TEMPLATES = ['carton100x100', 'carton100x150'] as const;
export type CartonLabelTemplate = (typeof CARTON_LABEL_TEMPLATES)[number];

/** The size in millimetres of each label layout. */
export const LABEL_SIZES: Record<
  LabelTicketTemplate | CartonLabelTemplate,
  { widthMm: number; heightMm: number }
> = {
  label60x40: { widthMm: 60, heightMm: 40 },
  label80x60: { widthMm: 80, heightMm: 60 },
  carton100x100: { widthMm: 100, heightMm: 100 },
  carton100x150: { widthMm: 100, heightMm: 150 },
};

/** How a label file is written, for a printer reached through a vendor's tool or USB. */
export const labelFileFields = {
  protocol: z.enum(PRINTER_PROTOCOLS, { error: 'must be zpl or tspl' }),
  dpi: z.coerce
    .number({ error: 'must be 203 or 300' })
    .refine((dpi) => dpi === 203 || dpi === 300, 'must be 203 or 300')
    .default(203),
  /** The printer has a Chinese font of its own (see printerCreateSchema). */
  cjkFont: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
};
