import { z } from 'zod';
import { idSchema, pageQuerySchema } from './common';
import { nonBlankTextSchema, optionalTextSchema, queryTextSchema, requiredTextSchema } from './form-fields';
import { daySchema, rateSchema } from './money';

export const PROCESS_STAGES = ['cutting', 'sewing', 'finishing', 'packing'] as const;
export type ProcessStage = (typeof PROCESS_STAGES)[number];

/** A process as a style lists it and as a cut order's snapshot keeps it. Rates are numeric text. */
export const processSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  name: z.string(),
  stage: z.enum(PROCESS_STAGES),
  rate: z.string(),
  /** A size's own rate where it differs (3XL 0.50). */
  sizeRates: z.record(z.string(), z.string()),
  dailyQuota: z.number().int().nullable(),
  /** Standard minutes (SAM) of one piece, numeric text with 3 decimals ("1.200"); null: none set. */
  sam: z.string().nullable(),
});
export type Process = z.infer<typeof processSchema>;

export const orderQtySchema = z.object({ colour: z.string(), size: z.string(), qty: z.number().int() });
export type OrderQty = z.infer<typeof orderQtySchema>;

export const styleSummarySchema = z.object({
  id: z.number().int(),
  styleNo: z.string(),
  name: z.string(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  orderNo: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  colours: z.array(z.string()),
  sizes: z.array(z.string()),
  /** Σ of the order quantities; 0 when none were entered. */
  orderTotal: z.number().int(),
  overcutPct: z.string(),
  /** Finished means passed: its pieces count as finished once passed at the final QC check. */
  finalInspection: z.boolean(),
  note: z.string().nullable(),
  processCount: z.number().int(),
  /** Σ of the process rates: what one garment pays in piece wages. */
  rateTotal: z.string(),
  /** Σ of the processes' standard minutes: one garment's work; null when no process has them. */
  samTotal: z.string().nullable(),
  createTime: z.string(),
});
export type StyleSummary = z.infer<typeof styleSummarySchema>;

export const styleSchema = styleSummarySchema.extend({
  orderQty: z.array(orderQtySchema),
  processes: z.array(processSchema),
});
export type Style = z.infer<typeof styleSchema>;

/** `GET api/styles`: a page; `blurry` matches style number, name or order number. */
export const styleQuerySchema = pageQuerySchema.extend({
  blurry: queryTextSchema(64).optional(),
  customerId: idSchema.optional(),
});
export type StyleQuery = z.infer<typeof styleQuerySchema>;

/** A colour's and a size's name, as a style lists them and a bed or re-cut names them. */
export const colourNameSchema = nonBlankTextSchema(32);
export const sizeNameSchema = nonBlankTextSchema(16);
const QTY_MESSAGE = 'must be a whole number from 0 to 1000000';
const QUOTA_MESSAGE = 'must be a whole number from 1 to 100000';
const SAM_MESSAGE = 'must be minutes from 0.001 to 9999.999, at most 3 decimals';
const SAM_PATTERN = /^\d{1,4}(\.\d{1,3})?$/;

/**
 * A process's standard minutes (SAM), as text or a number, kept as text as rates are; empty or null: none.
 * Zero is refused: a process with no standard minutes has none, not 0.
 */
export const samSchema = z
  .union([z.string().trim(), z.number(), z.null()], { error: SAM_MESSAGE })
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? null : String(value)))
  .refine((value) => value === null || (SAM_PATTERN.test(value) && Number(value) > 0), SAM_MESSAGE);

const noRepeats = (list: string[]) => new Set(list).size === list.length;

export const processInputSchema = z.object(
  {
    name: requiredTextSchema('name', 64),
    stage: z
      .enum(PROCESS_STAGES, { error: 'must be cutting, sewing, finishing or packing' })
      .default('sewing'),
    rate: rateSchema,
    sizeRates: z
      .record(z.string(), rateSchema, { error: 'must be sizes with their rates, like {"3XL": "0.50"}' })
      .optional()
      .default({}),
    dailyQuota: z
      .number({ error: QUOTA_MESSAGE })
      .int(QUOTA_MESSAGE)
      .min(1, QUOTA_MESSAGE)
      .max(100_000, QUOTA_MESSAGE)
      .nullish()
      .transform((quota) => quota ?? null),
    sam: samSchema,
  },
  { error: 'must be a process: name, stage, rate' },
);
export type ProcessInput = z.infer<typeof processInputSchema>;

/**
 * `POST api/styles` and `PUT api/styles/{id}` (the whole style). Processes are in sequence order. Colours and
 * sizes are ordered: sizes' order is the matrix column order and the bundle numbering order.
 */
export const styleInputSchema = z
  .object({
    styleNo: requiredTextSchema('styleNo', 32),
    name: requiredTextSchema('name', 128),
    customerId: idSchema.nullish().transform((id) => id ?? null),
    orderNo: optionalTextSchema(64),
    deliveryDate: daySchema.nullish().transform((day) => day ?? null),
    colours: z
      .array(colourNameSchema, { error: 'must be a list of colours' })
      .min(1, 'name at least one colour')
      .max(100, 'at most 100 colours')
      .refine(noRepeats, 'a colour is listed twice'),
    sizes: z
      .array(sizeNameSchema, { error: 'must be a list of sizes' })
      .min(1, 'name at least one size')
      .max(50, 'at most 50 sizes')
      .refine(noRepeats, 'a size is listed twice'),
    orderQty: z
      .array(
        z.object(
          {
            colour: colourNameSchema,
            size: sizeNameSchema,
            qty: z
              .number({ error: QTY_MESSAGE })
              .int(QTY_MESSAGE)
              .min(0, QTY_MESSAGE)
              .max(1_000_000, QTY_MESSAGE),
          },
          { error: 'must be a colour, a size and a qty' },
        ),
        { error: 'must be a list of colours, sizes and quantities' },
      )
      .max(5000, 'at most 5000 colour and size quantities')
      .optional()
      .default([]),
    overcutPct: z
      .union([z.string().trim(), z.number()], { error: 'must be a percentage from 0 to 99.99' })
      .transform((value) => String(value))
      .refine((value) => /^\d{1,2}(\.\d{1,2})?$/.test(value), 'must be a percentage from 0 to 99.99')
      .optional()
      .default('0'),
    finalInspection: z.boolean({ error: 'must be true or false' }).optional().default(false),
    note: optionalTextSchema(500),
    processes: z
      .array(processInputSchema, { error: 'must be a list of processes' })
      .max(200, 'at most 200 processes')
      .optional()
      .default([]),
  })
  .superRefine((style, ctx) => {
    const colours = new Set(style.colours);
    const sizes = new Set(style.sizes);
    style.orderQty.forEach((cell, i) => {
      if (!colours.has(cell.colour))
        ctx.addIssue({
          code: 'custom',
          path: ['orderQty', i, 'colour'],
          message: `${cell.colour} is not a colour of the style`,
        });
      if (!sizes.has(cell.size))
        ctx.addIssue({
          code: 'custom',
          path: ['orderQty', i, 'size'],
          message: `${cell.size} is not a size of the style`,
        });
    });
    const cells = style.orderQty.map((cell) => `${cell.colour}\u0000${cell.size}`);
    if (!noRepeats(cells))
      ctx.addIssue({ code: 'custom', path: ['orderQty'], message: 'a colour and size is listed twice' });
    style.processes.forEach((process, i) => {
      for (const size of Object.keys(process.sizeRates)) {
        if (!sizes.has(size))
          ctx.addIssue({
            code: 'custom',
            path: ['processes', i, 'sizeRates', size],
            message: `${size} is not a size of the style`,
          });
      }
    });
  });
export type StyleInput = z.infer<typeof styleInputSchema>;
