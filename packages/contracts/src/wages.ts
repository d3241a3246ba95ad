import { z } from 'zod';
import { idSchema, pageQuerySchema } from './common';
import { daySchema, moneyTextSchema } from './money';

/**
 * Wages (`/work/wage`, and a worker's own on `/scan`): pieces and amount per worker for a period of work
 * dates (both included), monthly adjustments, and settlements that freeze a period's scans and adjustments.
 * Money is numeric text from PostgreSQL ("27.60"); it is null for a worker reading their own wage when the
 * factory hides rates from workers.
 */

/** The longest period one wage query or settlement covers, in days (both ends included). */
export const MAX_WAGE_PERIOD_DAYS = 366;

export const ADJUSTMENT_KINDS = ['subsidy', 'bonus', 'deduction'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** The largest single adjustment (yuan). */
export const MAX_ADJUSTMENT_AMOUNT = 999_999.99;

const MONTH_MESSAGE = 'must be a month like 2026-08 (years 2000 to 2099)';
/** A calendar month of a wage, `YYYY-MM`, in years 2000–2099 (no payroll is entered for 9999). */
export const monthSchema = z
  .string({ error: MONTH_MESSAGE })
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE);

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const periodFields = { from: daySchema, to: daySchema };
const periodChecks = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((p) => p.from <= p.to, { message: 'must not be before from', path: ['to'] })
    .refine((p) => p.from > p.to || dayCount(p.from, p.to) <= MAX_WAGE_PERIOD_DAYS, {
      message: `must be at most ${MAX_WAGE_PERIOD_DAYS} days after from (both included)`,
      path: ['to'],
    });

/** `GET api/wages?from=&to=&deptId=` and `GET api/wages/download` (same query). */
export const wageQuerySchema = periodChecks(z.object({ ...periodFields, deptId: idSchema.optional() }));
export type WageQuery = z.infer<typeof wageQuerySchema>;

/** `GET api/wages/{workerId}?from=&to=` and `GET api/wages/me?from=&to=`. */
export const wageDetailQuerySchema = periodChecks(z.object(periodFields));
export type WageDetailQuery = z.infer<typeof wageDetailQuerySchema>;

/** One worker's figures for a period (a row of the wage list, a line of a settlement). */
export const wageFiguresSchema = z.object({
  /** Valid pieces of the period. */
  qty: z.number().int(),
  /** Σ amount of the valid scans. */
  amount: moneyTextSchema.nullable(),
  /** Σ adjustments counted in the period: subsidies and bonuses add, deductions subtract. */
  adjustments: moneyTextSchema.nullable(),
  /** amount + adjustments. */
  total: moneyTextSchema.nullable(),
});

const workerFields = {
  workerId: z.number().int(),
  name: z.string(),
  jobNumber: z.string().nullable(),
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
};

/** A row of `GET api/wages`: every worker with valid scans or adjustments in the period. */
export const wageRowSchema = z.object({
  ...workerFields,
  ...wageFiguresSchema.shape,
  /** Of `qty`, the pieces already settled. */
  settledQty: z.number().int(),
  /** Of `amount`, the amount already settled. */
  settledAmount: moneyTextSchema.nullable(),
});
export type WageRow = z.infer<typeof wageRowSchema>;
export const wageListSchema = z.array(wageRowSchema);

/** A style × process × rate line of a worker's wage. */
export const wageItemSchema = z.object({
  styleNo: z.string(),
  seq: z.number().int(),
  processName: z.string(),
  rate: z.string().nullable(),
  qty: z.number().int(),
  amount: moneyTextSchema.nullable(),
});
export type WageItem = z.infer<typeof wageItemSchema>;

export const wageDaySchema = z.object({
  workDate: z.string(),
  qty: z.number().int(),
  amount: moneyTextSchema.nullable(),
});
export type WageDay = z.infer<typeof wageDaySchema>;

/** A monthly adjustment of one worker's wage. */
export const wageAdjustmentSchema = z.object({
  id: z.number().int(),
  workerId: z.number().int(),
  workerName: z.string(),
  jobNumber: z.string().nullable(),
  /** `YYYY-MM`. */
  month: z.string(),
  kind: z.enum(ADJUSTMENT_KINDS),
  /** Positive; a deduction subtracts it. */
  amount: moneyTextSchema,
  note: z.string().nullable(),
  createdByName: z.string().nullable(),
  createTime: z.string(),
  /** The settlement that froze it, if any. */
  settlementId: z.number().int().nullable(),
});
export type WageAdjustment = z.infer<typeof wageAdjustmentSchema>;
export const wageAdjustmentListSchema = z.array(wageAdjustmentSchema);

/** `GET api/wages/{workerId}` and `GET api/wages/me`. */
export const wageDetailSchema = z.object({
  worker: z.object({
    id: z.number().int(),
    name: z.string(),
    jobNumber: z.string().nullable(),
    deptName: z.string().nullable(),
  }),
  from: z.string(),
  to: z.string(),
  ...wageFiguresSchema.shape,
  settledQty: z.number().int(),
  items: z.array(wageItemSchema),
  days: z.array(wageDaySchema),
  /** The adjustments counted in the period (whose month's first day is in it). */
  adjustmentItems: z.array(
    wageAdjustmentSchema.pick({
      id: true,
      month: true,
      kind: true,
      amount: true,
      note: true,
      settlementId: true,
    }),
  ),
  /** The settlements that paid this worker for a period overlapping this one. */
  settled: z.array(z.object({ settlementId: z.number().int(), from: z.string(), to: z.string() })),
});
export type WageDetail = z.infer<typeof wageDetailSchema>;

const AMOUNT_MESSAGE = `must be an amount from 0.01 to ${MAX_ADJUSTMENT_AMOUNT}, at most 2 decimals`;
/** An adjustment's amount, as text or a number; kept as text (numeric in the database). */
export const adjustmentAmountSchema = z
  .union([z.string().trim(), z.number()], { error: AMOUNT_MESSAGE })
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .refine((value) => /^\d{1,6}(\.\d{1,2})?$/.test(value) && Number(value) > 0, AMOUNT_MESSAGE);

/** `POST api/wages/adjustments`, and the body of `PUT api/wages/adjustments/{id}`. */
export const wageAdjustmentInputSchema = z.object({
  workerId: idSchema,
  month: monthSchema,
  kind: z.enum(ADJUSTMENT_KINDS, { error: 'must be subsidy, bonus or deduction' }),
  amount: adjustmentAmountSchema,
  note: z
    .string({ error: 'must be text' })
    .trim()
    .max(200, 'must be at most 200 characters')
    .nullish()
    .transform((note) => note || null),
});
export type WageAdjustmentInput = z.input<typeof wageAdjustmentInputSchema>;

/** `GET api/wages/adjustments?month=&workerId=`. */
export const wageAdjustmentQuerySchema = z.object({ month: monthSchema, workerId: idSchema.optional() });
export type WageAdjustmentQuery = z.infer<typeof wageAdjustmentQuerySchema>;

/**
 * `GET api/wages/me/notices`: the signed-in worker's adjustments made or changed since they last saw them (a
 * subsidy, a bonus, a deduction, a QC charge), oldest first; `PUT api/wages/me/notices` with those shown (id
 * and version) marks them seen: one changed again meanwhile has another version and stays news.
 */
export const wageNoticeSchema = wageAdjustmentSchema
  .pick({ id: true, month: true, kind: true, note: true, createTime: true })
  .extend({
    /** What the adjustment says as shown, for marking it seen. */
    version: z.string(),
    /** Null when the factory hides money from workers (the reason still shows). */
    amount: moneyTextSchema.nullable(),
  });
export type WageNotice = z.infer<typeof wageNoticeSchema>;
export const wageNoticeListSchema = z.array(wageNoticeSchema);

/** The most notices one `PUT api/wages/me/notices` marks seen. */
export const MAX_NOTICES_SEEN = 200;
const NOTICE_VERSION_MESSAGE = 'must be the version a notice was shown with';
export const wageNoticesSeenSchema = z.object({
  seen: z
    .array(
      z.object({
        id: idSchema,
        version: z.string({ error: NOTICE_VERSION_MESSAGE }).regex(/^[0-9a-f]{32}$/, NOTICE_VERSION_MESSAGE),
      }),
      { error: 'must be a list of the notices shown: id and version' },
    )
    .min(1, 'must name at least one notice')
    .max(MAX_NOTICES_SEEN, `must name at most ${MAX_NOTICES_SEEN} notices`),
});
export type WageNoticesSeen = z.infer<typeof wageNoticesSeenSchema>;

/** `POST api/wages/settlements`: settle a period, for the factory or one department's people. */
export const wageSettleInputSchema = periodChecks(z.object({ ...periodFields, deptId: idSchema.optional() }));
export type WageSettleInput = z.infer<typeof wageSettleInputSchema>;

export const wageSettlementSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
  workerCount: z.number().int(),
  qty: z.number().int(),
  amount: moneyTextSchema,
  adjustments: moneyTextSchema,
  total: moneyTextSchema,
  createdByName: z.string().nullable(),
  createTime: z.string(),
});
export type WageSettlement = z.infer<typeof wageSettlementSchema>;

/** `GET api/wages/settlements` (page, newest first). */
export const wageSettlementQuerySchema = pageQuerySchema.pick({ page: true, size: true });
export const wageSettlementPageSchema = z.object({
  content: z.array(wageSettlementSchema),
  totalElements: z.number().int(),
});
export type WageSettlementPage = z.infer<typeof wageSettlementPageSchema>;

/** A worker's settled figures. */
export const wageSettlementLineSchema = z.object({
  workerId: z.number().int(),
  name: z.string(),
  jobNumber: z.string().nullable(),
  deptName: z.string().nullable(),
  qty: z.number().int(),
  amount: moneyTextSchema,
  adjustments: moneyTextSchema,
  total: moneyTextSchema,
});
export type WageSettlementLine = z.infer<typeof wageSettlementLineSchema>;

/** `GET api/wages/settlements/{id}`, and the answer of a settle (201). */
export const wageSettlementDetailSchema = wageSettlementSchema.extend({
  lines: z.array(wageSettlementLineSchema),
});
export type WageSettlementDetail = z.infer<typeof wageSettlementDetailSchema>;
