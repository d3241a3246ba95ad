import {
  type CartonGroup,
  type CartonGroupInput,
  cartonCount,
  cellKey,
  isValidPhone,
  MAX_PER_CARTON,
  mixedCartonProblems,
  type Shipment,
  type ShipmentCell,
  type ShipmentFigure,
  type shipmentInputSchema,
  solidCartons,
} from '@gbo/contracts';
import type { z } from 'zod';
import { fieldErrorOf } from '@/lib/api-error';
import { toMills } from '@/lib/money';

/** The body of `POST api/shipments` and `PUT api/shipments/{id}`, as sent. */
export type ShipmentBody = z.input<typeof shipmentInputSchema>;

/** How the order is packed: not given, one colour and size a carton (computed), or cartons typed by hand. */
export type PackingChoice = 'none' | 'solid' | 'mixed';

/**
 * A row of hand-entered (mixed) cartons: a carton number range and one colour, size and quantity each of its
 * cartons holds. Rows of the same range make one range holding several colours or sizes.
 */
export interface MixedRow {
  key: number;
  fromNo?: number | null;
  toNo?: number | null;
  colour?: string;
  size?: string;
  qty?: number | null;
}

/** What the clerk has typed into the shipment order form. */
export interface ShipmentFormValues {
  customerId?: number;
  styleId?: number;
  /** YYYY-MM-DD. */
  shipDate: string;
  address: string;
  contact: string;
  phone: string;
  carrier: string;
  vehicleNo: string;
  driver: string;
  driverPhone: string;
  note: string;
  unitPrice: string;
  /** cellKey(colour, size) → pieces. */
  qty: Record<string, number | null | undefined>;
  packing: PackingChoice;
  perCarton?: number | null;
  mixed: MixedRow[];
  cartonLength: string;
  cartonWidth: string;
  cartonHeight: string;
  grossWeight: string;
  netWeight: string;
}

let lastKey = 0;
export const emptyMixedRow = (): MixedRow => ({ key: ++lastKey });

export function initialShipmentValues(shipDate: string): ShipmentFormValues {
  return {
    shipDate,
    address: '',
    contact: '',
    phone: '',
    carrier: '',
    vehicleNo: '',
    driver: '',
    driverPhone: '',
    note: '',
    unitPrice: '',
    qty: {},
    packing: 'solid',
    perCarton: null,
    mixed: [emptyMixedRow()],
    cartonLength: '',
    cartonWidth: '',
    cartonHeight: '',
    grossWeight: '',
    netWeight: '',
  };
}

/** A saved draft as the form's values, to edit. */
export function valuesOfShipment(shipment: Shipment): ShipmentFormValues {
  const packing = shipment.packing;
  const mixed: MixedRow[] =
    packing?.mode === 'mixed'
      ? packing.groups.flatMap((group) =>
          group.contents.map((cell) => ({
            key: ++lastKey,
            fromNo: group.fromNo,
            toNo: group.toNo,
            colour: cell.colour,
            size: cell.size,
            qty: cell.qty,
          })),
        )
      : [emptyMixedRow()];
  return {
    customerId: shipment.customerId,
    styleId: shipment.styleId,
    shipDate: shipment.shipDate,
    address: shipment.address ?? '',
    contact: shipment.contact ?? '',
    phone: shipment.phone ?? '',
    carrier: shipment.carrier ?? '',
    vehicleNo: shipment.vehicleNo ?? '',
    driver: shipment.driver ?? '',
    driverPhone: shipment.driverPhone ?? '',
    note: shipment.note ?? '',
    unitPrice: shipment.unitPrice ?? '',
    qty: Object.fromEntries(shipment.lines.map((line) => [cellKey(line), line.qty])),
    packing: packing?.mode ?? 'none',
    perCarton: packing?.perCarton ?? null,
    mixed,
    cartonLength: packing?.cartonLength ?? '',
    cartonWidth: packing?.cartonWidth ?? '',
    cartonHeight: packing?.cartonHeight ?? '',
    grossWeight: packing?.grossWeight ?? '',
    netWeight: packing?.netWeight ?? '',
  };
}

/** The grid's cells in its order (colours, then sizes), blanks as 0. */
export function gridLines(
  qty: ShipmentFormValues['qty'],
  colours: readonly string[],
  sizes: readonly string[],
): ShipmentCell[] {
  return colours.flatMap((colour) =>
    sizes.map((size) => ({ colour, size, qty: qty[cellKey({ colour, size })] ?? 0 })),
  );
}

/** Pieces per colour (rows), per size (columns) and in all. */
export function gridTotals(lines: readonly ShipmentCell[]) {
  const rows = new Map<string, number>();
  const columns = new Map<string, number>();
  let total = 0;
  for (const line of lines) {
    rows.set(line.colour, (rows.get(line.colour) ?? 0) + line.qty);
    columns.set(line.size, (columns.get(line.size) ?? 0) + line.qty);
    total += line.qty;
  }
  return { rows, columns, total };
}

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;

/** The unit price typed, in mills (thousandths of a yuan); undefined when blank or not an amount. */
export function priceMills(text: string): number | undefined {
  const price = text.trim();
  return PRICE.test(price) ? toMills(price) : undefined;
}

/** qty × price exactly, in mills (a bigint: a million pieces at a large price pass 2^53). */
export const amountMills = (qty: number, price: number) => BigInt(qty) * BigInt(price);

/** The hand-entered rows as carton ranges: rows of the same range, one after the other, are one range. */
export function mixedGroups(rows: readonly MixedRow[]): CartonGroupInput[] {
  const groups: CartonGroupInput[] = [];
  for (const row of rows) {
    if (isBlankMixedRow(row)) continue;
    const fromNo = row.fromNo ?? 0;
    const toNo = row.toNo ?? fromNo;
    const cell = { colour: row.colour ?? '', size: row.size ?? '', qty: row.qty ?? 0 };
    const last = groups.at(-1);
    if (last && last.fromNo === fromNo && last.toNo === toNo) last.contents.push(cell);
    else groups.push({ fromNo, toNo, contents: [cell] });
  }
  return groups;
}

export const isBlankMixedRow = (row: MixedRow) =>
  (row.fromNo ?? null) === null &&
  (row.toNo ?? null) === null &&
  !row.colour &&
  !row.size &&
  (row.qty ?? null) === null;

/** The cartons as the form shows them: computed (solid) or as typed (mixed); none without packing. */
export function cartonsOf(values: ShipmentFormValues, lines: readonly ShipmentCell[]): CartonGroup[] {
  if (values.packing === 'solid') {
    const per = values.perCarton ?? 0;
    return Number.isInteger(per) && per >= 1 && per <= MAX_PER_CARTON ? solidCartons(lines, per) : [];
  }
  if (values.packing === 'mixed') return mixedGroups(values.mixed);
  return [];
}

export { cartonCount };

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The request body: every grid cell (zeros are not kept), the packing as chosen, blanks as null. */
export function toShipmentBody(
  values: ShipmentFormValues,
  colours: readonly string[],
  sizes: readonly string[],
): ShipmentBody {
  const measures = {
    cartonLength: blankToNull(values.cartonLength),
    cartonWidth: blankToNull(values.cartonWidth),
    cartonHeight: blankToNull(values.cartonHeight),
    grossWeight: blankToNull(values.grossWeight),
    netWeight: blankToNull(values.netWeight),
  };
  const cartons: ShipmentBody['cartons'] =
    values.packing === 'solid'
      ? { mode: 'solid', perCarton: values.perCarton ?? undefined, ...measures }
      : values.packing === 'mixed'
        ? { mode: 'mixed', groups: mixedGroups(values.mixed), ...measures }
        : null;
  return {
    customerId: values.customerId ?? 0,
    styleId: values.styleId ?? 0,
    shipDate: values.shipDate,
    lines: gridLines(values.qty, colours, sizes),
    unitPrice: blankToNull(values.unitPrice),
    cartons,
    address: blankToNull(values.address),
    contact: blankToNull(values.contact),
    phone: blankToNull(values.phone),
    carrier: blankToNull(values.carrier),
    vehicleNo: blankToNull(values.vehicleNo),
    driver: blankToNull(values.driver),
    driverPhone: blankToNull(values.driverPhone),
    note: blankToNull(values.note),
  };
}

/** A problem the form finds before sending, by field; the message is a key of `form.problems`. */
export type FormProblem =
  | 'customerRequired'
  | 'styleRequired'
  | 'noPieces'
  | 'price'
  | 'phone'
  | 'perCarton'
  | 'centimetres'
  | 'kilograms';
export type FormProblems = Partial<Record<string, FormProblem>>;

const CENTIMETRES = /^\d{1,3}(\.\d)?$/;
const KILOGRAMS = /^\d{1,6}(\.\d{1,2})?$/;

/** What keeps the order from being saved, found as the clerk types (mixed cartons checked apart). */
export function formProblems(values: ShipmentFormValues, lines: readonly ShipmentCell[]): FormProblems {
  const problems: FormProblems = {};
  if (values.customerId === undefined) problems.customerId = 'customerRequired';
  if (values.styleId === undefined) problems.styleId = 'styleRequired';
  else if (!lines.some((line) => line.qty > 0)) problems.lines = 'noPieces';
  if (values.unitPrice.trim() !== '' && priceMills(values.unitPrice) === undefined)
    problems.unitPrice = 'price';
  for (const field of ['phone', 'driverPhone'] as const)
    if (values[field].trim() !== '' && !isValidPhone(values[field].trim())) problems[field] = 'phone';
  if (values.packing === 'solid') {
    const per = values.perCarton;
    if (per === null || per === undefined || !Number.isInteger(per) || per < 1 || per > MAX_PER_CARTON)
      problems['cartons.perCarton'] = 'perCarton';
  }
  if (values.packing !== 'none') {
    for (const field of ['cartonLength', 'cartonWidth', 'cartonHeight'] as const)
      if (values[field].trim() !== '' && !CENTIMETRES.test(values[field].trim()))
        problems[`cartons.${field}`] = 'centimetres';
    for (const field of ['grossWeight', 'netWeight'] as const)
      if (values[field].trim() !== '' && !KILOGRAMS.test(values[field].trim()))
        problems[`cartons.${field}`] = 'kilograms';
  }
  return problems;
}

/** What is wrong with the hand-entered cartons against the grid (the contract's rule), as sentences. */
export function mixedProblems(values: ShipmentFormValues, lines: readonly ShipmentCell[]) {
  if (values.packing !== 'mixed') return [];
  const groups = mixedGroups(values.mixed);
  if (groups.length === 0) return [{ path: 'groups', message: 'enter at least one carton range' }];
  return mixedCartonProblems(lines, groups);
}

/** A cell shipping more than is finished and not yet shipped: a warning, never a refusal. */
export interface OverFinished {
  colour: string;
  size: string;
  qty: number;
  available: number;
}

/** The cells whose quantity passes what is left (finished less shipped by confirmed orders). */
export function overFinished(
  lines: readonly ShipmentCell[],
  figures: readonly ShipmentFigure[] | undefined,
): OverFinished[] {
  if (!figures) return [];
  const byCell = new Map(figures.map((figure) => [cellKey(figure), figure]));
  return lines.flatMap((line) => {
    const figure = byCell.get(cellKey(line));
    const available = figure?.left ?? 0;
    return line.qty > 0 && line.qty > available ? [{ ...line, available }] : [];
  });
}

/** The fields a server refusal may name (`lines[2].qty: …`, `cartons.perCarton: …`). */
const SERVER_FIELDS = [
  'customerId',
  'styleId',
  'shipDate',
  'lines',
  'unitPrice',
  'cartons',
  'address',
  'contact',
  'phone',
  'carrier',
  'vehicleNo',
  'driver',
  'driverPhone',
  'note',
];

/**
 * A server refusal as the form shows it: on the field it names (the grid for `lines…`, a carton field for
 * `cartons.…`), or above the form. The server's sentence is shown as it is.
 */
export function refusalField(message: string | undefined): { field?: string; message: string } | undefined {
  if (!message) return undefined;
  const found = fieldErrorOf(message, SERVER_FIELDS);
  if (!found) return { message };
  const [top, next] = found.path;
  if (top === 'lines') return { field: 'lines', message };
  if (top === 'cartons') {
    const field = typeof next === 'string' && next !== 'groups' ? `cartons.${next}` : 'cartons.groups';
    return { field, message: found.message };
  }
  return { field: String(top), message: found.message };
}
