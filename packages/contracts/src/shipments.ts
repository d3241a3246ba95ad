import { z } from 'zod';
import { CARTON_LABEL_TEMPLATES, labelFileFields } from './printers';
import { idSchema, pageQuerySchema } from './common';
import {
  optionalPhoneSchema,
  optionalTextSchema,
  queryTextSchema,
  queryWholeNumberSchema,
  requiredTextSchema,
  wholeNumberSchema,
} from './form-fields';
import { daySchema, fromNotAfterTo, moneyTextSchema } from './money';
import { colourNameSchema, sizeNameSchema } from './styles';
import { isValidPhone, PHONE_MESSAGE } from './validators';

/**
 * Shipment orders (出货单, `/bill/out`): a delivery note of one style for one customer, its colour × size
 * quantities, its cartons (a packing list) and an optional unit price. Numbered `CH-YYYYMMDD-NNN` per factory
 * and day of creation (the factory's calendar). draft → confirmed → void; only drafts change.
 */

export const SHIPMENT_STATUSES = ['draft', 'confirmed', 'void'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Solid: one colour and size per carton, computed from the lines. Mixed: cartons entered by hand. */
export const PACKING_MODES = ['solid', 'mixed'] as const;
export type PackingMode = (typeof PACKING_MODES)[number];

/** The most pieces of one colour and size a shipment may ship, and the most a carton holds. */
export const MAX_SHIPMENT_CELL_QTY = 1_000_000;
export const MAX_PER_CARTON = 10_000;
/** The highest carton number a packing list may reach. */
export const MAX_CARTON_NO = 100_000;
/** The most pieces one order may ship in all. */
export const MAX_SHIPMENT_QTY = 10_000_000;
/** The ship dates an order may have: a mistyped year (0202, 9999) is refused, not printed. */
export const FIRST_SHIP_DAY = '2000-01-01';
export const LAST_SHIP_DAY = '2099-12-31';

/** A decimal sent as text or a number, kept as text (`digits` before the point, `decimals` after). */
const decimalTextSchema = (digits: number, decimals: number, unit: string) => {
  const message = `must be ${unit} from 0 to ${'9'.repeat(digits)}.${'9'.repeat(decimals)}, at most ${decimals} decimal${decimals === 1 ? '' : 's'}`;
  const pattern = new RegExp(`^\\d{1,${digits}}(\\.\\d{1,${decimals}})?$`);
  return z
    .union([z.string().trim(), z.number()], { error: message })
    .transform((value) => String(value))
    .refine((value) => value === '' || pattern.test(value), message)
    .nullish()
    .transform((value) => value || null);
};

/** A unit price (yuan a piece), numeric(12,2): text, never a float. */
export const unitPriceSchema = decimalTextSchema(10, 2, 'an amount');

/**
 * A delivery field the customer gives (address, contact, phone): left out, it is the customer's; given empty
 * or null, the order has none.
 */
const customerFieldSchema = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional();

/** The delivery phone, a customer field: a telephone number (isValidPhone's rule) when not empty. */
const customerPhoneSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(32, 'must be at most 32 characters')
  .refine((text) => text === '' || isValidPhone(text), PHONE_MESSAGE)
  .nullable()
  .optional();

/** A colour × size quantity. */
export const shipmentCellSchema = z.object({ colour: z.string(), size: z.string(), qty: z.number().int() });
export type ShipmentCell = z.infer<typeof shipmentCellSchema>;

const cellInputSchema = (qty: z.ZodNumber) =>
  z.object(
    { colour: colourNameSchema, size: sizeNameSchema, qty },
    { error: 'must be a colour, a size and a qty' },
  );

/** Colour and size as one key. */
export const cellKey = (cell: { colour: string; size: string }) => `${cell.colour}\u0000${cell.size}`;

export const cartonGroupInputSchema = z.object(
  {
    fromNo: wholeNumberSchema(1, MAX_CARTON_NO),
    toNo: wholeNumberSchema(1, MAX_CARTON_NO),
    /** What each carton of the range holds. */
    contents: z
      .array(cellInputSchema(wholeNumberSchema(1, MAX_PER_CARTON)), {
        error: 'must be a list of colours, sizes and qtys',
      })
      .min(1, 'name what the cartons hold')
      .max(200, 'at most 200 colours and sizes in a carton'),
  },
  { error: 'must be cartons: fromNo, toNo and contents' },
);
export type CartonGroupInput = z.infer<typeof cartonGroupInputSchema>;

/**
 * The cartons. `solid`: `perCarton` pieces a carton, one colour and size each, numbered from the lines
 * (full cartons, then a tail carton per cell). `mixed`: carton number ranges and what each carton holds, as
 * entered; they must hold exactly the lines. Carton size (cm) and the shipment's weights (kg) are optional.
 */
export const packingInputSchema = z
  .object(
    {
      mode: z.enum(PACKING_MODES, { error: 'must be solid or mixed' }),
      perCarton: wholeNumberSchema(1, MAX_PER_CARTON).optional(),
      groups: z
        .array(cartonGroupInputSchema, { error: 'must be a list of carton ranges' })
        .min(1, 'enter at least one carton range')
        .max(2000, 'at most 2000 carton ranges')
        .optional(),
      cartonLength: decimalTextSchema(3, 1, 'centimetres'),
      cartonWidth: decimalTextSchema(3, 1, 'centimetres'),
      cartonHeight: decimalTextSchema(3, 1, 'centimetres'),
      grossWeight: decimalTextSchema(6, 2, 'kilograms'),
      netWeight: decimalTextSchema(6, 2, 'kilograms'),
    },
    { error: 'must be cartons: a mode, and perCarton or groups' },
  )
  .superRefine((packing, ctx) => {
    if (packing.mode === 'solid') {
      if (packing.perCarton === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['perCarton'],
          message: 'solid cartons need the pieces per carton',
        });
      if (packing.groups !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['groups'],
          message: 'solid cartons are computed: give perCarton only',
        });
    } else {
      if (packing.groups === undefined)
        ctx.addIssue({ code: 'custom', path: ['groups'], message: 'mixed cartons need their carton ranges' });
      if (packing.perCarton !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['perCarton'],
          message: 'mixed cartons take groups, not perCarton',
        });
    }
    // Net is the goods alone, gross with their cartons.
    if (packing.grossWeight && packing.netWeight && Number(packing.netWeight) > Number(packing.grossWeight))
      ctx.addIssue({
        code: 'custom',
        path: ['netWeight'],
        message: 'must not be more than the gross weight',
      });
  });
export type PackingInput = z.infer<typeof packingInputSchema>;

/**
 * `POST api/shipments` and `PUT api/shipments/{id}` (the whole order). Lines are the colour × size quantities
 * (zeros may be sent and are not kept); colours and sizes must be the style's (checked by the server).
 */
export const shipmentInputSchema = z
  .object({
    customerId: idSchema,
    styleId: idSchema,
    shipDate: daySchema.refine(
      (day) => day >= FIRST_SHIP_DAY && day <= LAST_SHIP_DAY,
      `must be a day from ${FIRST_SHIP_DAY} to ${LAST_SHIP_DAY}`,
    ),
    lines: z
      .array(cellInputSchema(wholeNumberSchema(0, MAX_SHIPMENT_CELL_QTY)), {
        error: 'must be a list of colours, sizes and quantities',
      })
      .min(1, 'enter at least one colour and size')
      .max(5000, 'at most 5000 colours and sizes'),
    unitPrice: unitPriceSchema,
    cartons: packingInputSchema.nullish().transform((packing) => packing ?? null),
    address: customerFieldSchema(255),
    contact: customerFieldSchema(64),
    phone: customerPhoneSchema,
    carrier: optionalTextSchema(64),
    vehicleNo: optionalTextSchema(32),
    driver: optionalTextSchema(64),
    driverPhone: optionalPhoneSchema(32),
    note: optionalTextSchema(500),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.lines.forEach((line, i) => {
      const key = cellKey(line);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i],
          message: `${line.colour} ${line.size} is listed twice`,
        });
      seen.add(key);
    });
    if (body.lines.every((line) => line.qty === 0))
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'ship at least one piece' });
    if (body.lines.reduce((sum, line) => sum + line.qty, 0) > MAX_SHIPMENT_QTY)
      ctx.addIssue({
        code: 'custom',
        path: ['lines'],
        message: `at most ${MAX_SHIPMENT_QTY} pieces in one order`,
      });
  });
export type ShipmentInput = z.infer<typeof shipmentInputSchema>;

/** `POST api/shipments/{id}/void`. */
export const shipmentVoidSchema = z.object({ reason: requiredTextSchema('reason', 200) });
export type ShipmentVoid = z.infer<typeof shipmentVoidSchema>;

// ─── Cartons: the rules the form and the server share ────────────────────────────────────────────

/** A range of cartons numbered `fromNo`…`toNo`, each holding `contents`. */
export type CartonGroup = { fromNo: number; toNo: number; contents: ShipmentCell[] };

/**
 * Solid colour / solid size packing: per cell in the order given (the grid's: colours, then sizes), full
 * cartons of `perCarton` and a tail carton of the rest, numbered on from 1. 38 at 20 a carton → 1 × 20
 * (carton 1) and 1 × 18 (carton 2). Cells of 0 take no carton.
 */
export function solidCartons(lines: readonly ShipmentCell[], perCarton: number): CartonGroup[] {
  if (!Number.isInteger(perCarton) || perCarton < 1)
    throw new RangeError('perCarton must be a whole number ≥ 1');
  const groups: CartonGroup[] = [];
  let next = 1;
  for (const { colour, size, qty } of lines) {
    if (qty <= 0) continue;
    const full = Math.floor(qty / perCarton);
    const tail = qty - full * perCarton;
    if (full > 0) {
      groups.push({ fromNo: next, toNo: next + full - 1, contents: [{ colour, size, qty: perCarton }] });
      next += full;
    }
    if (tail > 0) {
      groups.push({ fromNo: next, toNo: next, contents: [{ colour, size, qty: tail }] });
      next += 1;
    }
  }
  return groups;
}

/** How many cartons the groups number (the highest carton number; 0 without cartons). */
export const cartonCount = (groups: readonly CartonGroup[]) =>
  groups.reduce((last, group) => Math.max(last, group.toNo), 0);

/** Pieces per colour × size the groups hold (each content × the cartons of its range). */
export function packedQty(groups: readonly CartonGroup[]): Map<string, number> {
  const packed = new Map<string, number>();
  for (const group of groups)
    for (const cell of group.contents) {
      const key = cellKey(cell);
      packed.set(key, (packed.get(key) ?? 0) + cell.qty * (group.toNo - group.fromNo + 1));
    }
  return packed;
}

/** A problem of hand-entered cartons: the field (`groups[2].fromNo`, `groups`) and what is wrong. */
export type PackingProblem = { path: string; message: string };

/**
 * What is wrong with mixed cartons against the lines: ranges must number the cartons 1…n in order, without
 * gap or overlap; a range holds each colour and size once; and the cartons hold exactly the lines' pieces of
 * every colour and size. Empty when all is well.
 */
export function mixedCartonProblems(
  lines: readonly ShipmentCell[],
  groups: readonly CartonGroupInput[],
): PackingProblem[] {
  const problems: PackingProblem[] = [];
  let expected = 1;
  groups.forEach((group, i) => {
    if (group.fromNo !== expected)
      problems.push({
        path: `groups[${i}].fromNo`,
        message:
          i === 0
            ? 'the cartons must be numbered from 1'
            : `must be ${expected}, the carton after the range before (no gap or overlap)`,
      });
    if (group.toNo < group.fromNo)
      problems.push({ path: `groups[${i}].toNo`, message: `must not be below fromNo (${group.fromNo})` });
    expected = Math.max(group.toNo, group.fromNo) + 1;
    const inGroup = new Set<string>();
    group.contents.forEach((cell, j) => {
      const key = cellKey(cell);
      if (inGroup.has(key))
        problems.push({
          path: `groups[${i}].contents[${j}]`,
          message: `${cell.colour} ${cell.size} is listed twice`,
        });
      inGroup.add(key);
    });
  });
  if (problems.length > 0) return problems;
  const packed = packedQty(groups);
  const shipped = new Map(lines.filter((line) => line.qty > 0).map((line) => [cellKey(line), line]));
  for (const [key, line] of shipped) {
    const qty = packed.get(key) ?? 0;
    if (qty !== line.qty)
      problems.push({
        path: 'groups',
        message: `the cartons hold ${qty} pieces of ${line.colour} ${line.size}, the lines ship ${line.qty}`,
      });
  }
  groups.forEach((group, i) =>
    group.contents.forEach((cell, j) => {
      if (!shipped.has(cellKey(cell)))
        problems.push({
          path: `groups[${i}].contents[${j}]`,
          message: `the lines ship no ${cell.colour} ${cell.size}`,
        });
    }),
  );
  return problems;
}

/**
 * Cells in the grid's order: the style's colours, then within a colour its sizes; colours or sizes the
 * style no longer lists come last, in the order given.
 */
export function gridOrder<T extends { colour: string; size: string }>(
  cells: readonly T[],
  colours: readonly string[],
  sizes: readonly string[],
): T[] {
  const rank = (list: readonly string[], value: string) => {
    const i = list.indexOf(value);
    return i < 0 ? list.length : i;
  };
  return cells
    .map((cell, i) => ({ cell, i }))
    .sort(
      (a, b) =>
        rank(colours, a.cell.colour) - rank(colours, b.cell.colour) ||
        rank(sizes, a.cell.size) - rank(sizes, b.cell.size) ||
        a.i - b.i,
    )
    .map(({ cell }) => cell);
}

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────────

export const shipmentLineSchema = shipmentCellSchema.extend({
  /** qty × unit price, to the cent; null without a price. */
  amount: moneyTextSchema.nullable(),
});
export type ShipmentLine = z.infer<typeof shipmentLineSchema>;

export const cartonGroupSchema = z.object({
  fromNo: z.number().int(),
  toNo: z.number().int(),
  /** How many cartons the range numbers. */
  cartons: z.number().int(),
  contents: z.array(shipmentCellSchema),
  /** Pieces in one carton of the range. */
  piecesPerCarton: z.number().int(),
  /** Pieces in all cartons of the range. */
  pieces: z.number().int(),
});
export type CartonGroupRow = z.infer<typeof cartonGroupSchema>;

export const packingSchema = z.object({
  mode: z.enum(PACKING_MODES),
  /** Solid packing's pieces per carton; null for mixed. */
  perCarton: z.number().int().nullable(),
  cartonCount: z.number().int(),
  /** The packing list, carton range by range (computed for solid packing). */
  groups: z.array(cartonGroupSchema),
  /** Centimetres. */
  cartonLength: z.string().nullable(),
  cartonWidth: z.string().nullable(),
  cartonHeight: z.string().nullable(),
  /** Kilograms, the whole shipment. */
  grossWeight: z.string().nullable(),
  netWeight: z.string().nullable(),
});
export type Packing = z.infer<typeof packingSchema>;

/** A cell shipped beyond what is finished and not yet shipped: a warning, never a refusal. */
export const shipmentWarningSchema = z.object({
  colour: z.string(),
  size: z.string(),
  qty: z.number().int(),
  /** Finished pieces less those other confirmed orders shipped (may be negative). */
  available: z.number().int(),
  message: z.string(),
});
export type ShipmentWarning = z.infer<typeof shipmentWarningSchema>;

export const shipmentSummarySchema = z.object({
  id: z.number().int(),
  shipmentNo: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  shipDate: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  styleId: z.number().int(),
  styleNo: z.string(),
  styleName: z.string(),
  totalQty: z.number().int(),
  unitPrice: moneyTextSchema.nullable(),
  /** Σ qty × unit price, to the cent; null without a price. */
  amount: moneyTextSchema.nullable(),
  cartonCount: z.number().int(),
  carrier: z.string().nullable(),
  vehicleNo: z.string().nullable(),
  driver: z.string().nullable(),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createTime: z.string(),
  confirmedAt: z.string().nullable(),
});
export type ShipmentSummary = z.infer<typeof shipmentSummarySchema>;

export const shipmentSchema = shipmentSummarySchema.extend({
  address: z.string().nullable(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  driverPhone: z.string().nullable(),
  orderNo: z.string().nullable(),
  /** The style's colours and sizes: the grid's rows and columns. */
  colours: z.array(z.string()),
  sizes: z.array(z.string()),
  /** The shipped cells in grid order (no zeros). */
  lines: z.array(shipmentLineSchema),
  /** Per colour (the grid's rows): pieces and amount. */
  colourTotals: z.array(
    z.object({ colour: z.string(), qty: z.number().int(), amount: moneyTextSchema.nullable() }),
  ),
  /** Per size (the grid's columns): pieces. */
  sizeTotals: z.array(z.object({ size: z.string(), qty: z.number().int() })),
  packing: packingSchema.nullable(),
  confirmedBy: z.string().nullable(),
  voidReason: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidedBy: z.string().nullable(),
  updateTime: z.string(),
  /** Cells shipping more than is finished and not shipped by other confirmed orders (none once void). */
  warnings: z.array(shipmentWarningSchema),
});
export type Shipment = z.infer<typeof shipmentSchema>;

// ─── Lists and figures ───────────────────────────────────────────────────────────────────────────

/** The list's filters: ship dates `from`–`to` (both included), customer, style, status, number. */
const shipmentFilterFields = {
  from: daySchema.optional(),
  to: daySchema.optional(),
  customerId: idSchema.optional(),
  styleId: idSchema.optional(),
  status: z.enum(SHIPMENT_STATUSES, { error: 'must be draft, confirmed or void' }).optional(),
  /** Part of a shipment number. */
  blurry: queryTextSchema(32).optional(),
};

/** `GET api/shipments`: a page, newest ship date first unless `sort` says otherwise. */
export const shipmentQuerySchema = pageQuerySchema
  .extend(shipmentFilterFields)
  .refine(fromNotAfterTo.check, fromNotAfterTo.message);
export type ShipmentQuery = z.infer<typeof shipmentQuerySchema>;

/** `GET api/shipments/download`: every shipment the filter matches. */
export const shipmentExportQuerySchema = z
  .object(shipmentFilterFields)
  .refine(fromNotAfterTo.check, fromNotAfterTo.message);
export type ShipmentExportQuery = z.infer<typeof shipmentExportQuerySchema>;

export const shipmentPageSchema = z.object({
  content: z.array(shipmentSummarySchema),
  totalElements: z.number().int(),
  /**
   * Orders, pieces, amount and cartons of every shipment the filter matches (not just this page), void ones
   * left out unless the filter asks for void ones (`totalElements` counts every row of the list, void too).
   */
  totals: z.object({
    orders: z.number().int(),
    qty: z.number().int(),
    amount: moneyTextSchema,
    cartons: z.number().int(),
  }),
});
export type ShipmentPage = z.infer<typeof shipmentPageSchema>;

/** `GET api/shipments/figures?styleId=`. */
export const shipmentFiguresQuerySchema = z.object({ styleId: idSchema });

export const shipmentFigureSchema = z.object({
  colour: z.string(),
  size: z.string(),
  /** The style's order quantity. */
  ordered: z.number().int(),
  /** Pieces through every process (valid scans of active bundles). */
  finished: z.number().int(),
  /** Pieces of confirmed shipment orders. */
  shipped: z.number().int(),
  /** finished − shipped (negative when more was shipped than finished). */
  left: z.number().int(),
});
export type ShipmentFigure = z.infer<typeof shipmentFigureSchema>;

/** Per colour × size of a style (the grid's order), with the totals. */
export const shipmentFiguresSchema = z.object({
  styleId: z.number().int(),
  /** The style has a final QC check: its finished pieces are those passed at it. */
  finishedMeansPassed: z.boolean(),
  colours: z.array(z.string()),
  sizes: z.array(z.string()),
  /** The grid's cells, then any of a colour or size the style has dropped that still has pieces finished or shipped. */
  cells: z.array(shipmentFigureSchema),
  totals: shipmentFigureSchema.omit({ colour: true, size: true }),
});
export type ShipmentFigures = z.infer<typeof shipmentFiguresSchema>;

const cartonRangeFields = (number: typeof wholeNumberSchema | typeof queryWholeNumberSchema) => ({
  /** The first and last carton to label; every carton when left out. */
  fromNo: number(1, MAX_CARTON_NO).optional(),
  toNo: number(1, MAX_CARTON_NO).optional(),
});

function checkCartonRange(body: { fromNo?: number; toNo?: number }, ctx: z.RefinementCtx) {
  if (body.fromNo !== undefined && body.toNo !== undefined && body.fromNo > body.toNo)
    ctx.addIssue({ code: 'custom', path: ['toNo'], message: 'must not be below fromNo' });
}

/** `POST api/shipments/{id}/cartonLabels`: a shipment order's carton labels to a label printer, as one job. */
export const cartonLabelPrintSchema = z
  .object({
    printerId: idSchema,
    template: z.enum(CARTON_LABEL_TEMPLATES, { error: 'must be carton100x100 or carton100x150' }),
    ...cartonRangeFields(wholeNumberSchema),
  })
  .superRefine(checkCartonRange);
export type CartonLabelPrint = z.infer<typeof cartonLabelPrintSchema>;

/** `GET api/shipments/{id}/cartonLabels`: the same labels as a ZPL or TSPL file. */
export const cartonLabelFileQuerySchema = z
  .object({
    ...labelFileFields,
    template: z.enum(CARTON_LABEL_TEMPLATES, { error: 'must be carton100x100 or carton100x150' }),
    ...cartonRangeFields(queryWholeNumberSchema),
  })
  .superRefine(checkCartonRange);
export type CartonLabelFileQuery = z.output<typeof cartonLabelFileQuerySchema>;
