import { type CutOrder, cutOrderInputSchema } from '@gbo/contracts';
import type { z } from 'zod';
import { fieldErrorOf } from '@/lib/api-error';

/** The body of `POST api/cutOrders/preview` and `POST api/cutOrders`, as sent (before the server parses it). */
export type CutOrderBody = z.input<typeof cutOrderInputSchema>;

/** One row of the lays grid. `key` names the row on screen (stable while rows come and go). */
export interface LayRow {
  key: number;
  colour?: string;
  layers?: number | null;
  dyeLot?: string;
  shade?: string;
}

/** How stacks are cut into bundles: even ply ranges under a maximum, or bundles of a fixed size. */
export type SplitMode = 'maxPlies' | 'bundleSize';

/** What the clerk has typed into the new cutting bed form. */
export interface CutOrderFormValues {
  styleId?: number;
  bedNo?: number | null;
  /** YYYY-MM-DD. */
  cutDate: string;
  markerName?: string;
  markerLength?: string;
  /** Size → pieces of that size per layer. */
  ratio: Record<string, number | null | undefined>;
  mode: SplitMode;
  maxPlies?: number | null;
  bundleSize?: number | null;
  startBundleNo?: number | null;
  lays: LayRow[];
  note?: string;
}

let lastKey = 0;
/** A key no row on screen has. */
const nextKey = () => ++lastKey;

export const emptyLay = (): LayRow => ({ key: nextKey() });

export function initialFormValues(cutDate: string, maxPlies?: number): CutOrderFormValues {
  return { cutDate, ratio: {}, mode: 'maxPlies', maxPlies, lays: [emptyLay()] };
}

/** A lay row says nothing yet: it is left out of the request (the grid's last, blank row). */
export const isBlankLay = (row: LayRow) =>
  !row.colour &&
  (row.layers === undefined || row.layers === null) &&
  !row.dyeLot?.trim() &&
  !row.shade?.trim();

/** The lays grid's row operations. The grid always keeps one row to type in. */
export const layRows = {
  add: (rows: readonly LayRow[]): LayRow[] => [...rows, emptyLay()],
  remove: (rows: readonly LayRow[], key: number): LayRow[] => {
    const left = rows.filter((row) => row.key !== key);
    return left.length > 0 ? left : [emptyLay()];
  },
  update: (rows: readonly LayRow[], key: number, change: Partial<Omit<LayRow, 'key'>>): LayRow[] =>
    rows.map((row) => (row.key === key ? { ...row, ...change } : row)),
  /** An earlier bed's lays, to cut again. */
  from: (lays: CutOrder['lays']): LayRow[] =>
    lays.length > 0
      ? lays.map((lay) => ({
          key: nextKey(),
          colour: lay.colour,
          layers: lay.layers,
          dyeLot: lay.dyeLot ?? undefined,
          shade: lay.shade ?? undefined,
        }))
      : [emptyLay()],
};

/** An earlier bed's marker ratio as the form's, for the style's sizes (a size it lacks is left empty). */
export function ratioFrom(ratio: CutOrder['ratio']): CutOrderFormValues['ratio'] {
  return Object.fromEntries(ratio.map((entry) => [entry.size, entry.ratio]));
}

const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};
const given = (value: number | null | undefined) =>
  value === null || value === undefined ? undefined : value;

/** The request body, and which grid row each sent lay came from (to put the server's `lays[i]` errors back). */
export interface CutOrderRequest {
  body: CutOrderBody;
  layKeys: number[];
}

/**
 * The form as the request body: every size of the style in its order (an empty ratio is 0), the lays that
 * say something (in grid order), the split chosen (an empty max plies means the factory's default), and
 * blank optional fields left out. Undefined until a style is chosen.
 */
export function toCutOrderRequest(
  values: CutOrderFormValues,
  sizes: readonly string[],
): CutOrderRequest | undefined {
  if (values.styleId === undefined) return undefined;
  const lays = values.lays.filter((row) => !isBlankLay(row));
  const body: CutOrderBody = {
    styleId: values.styleId,
    cutDate: values.cutDate,
    ratio: sizes.map((size) => ({ size, ratio: values.ratio[size] ?? 0 })),
    lays: lays.map((row) => ({
      colour: row.colour ?? '',
      // Sent as typed: the server (and the same schema here) names an empty one.
      layers: row.layers as number,
      ...(text(row.dyeLot) && { dyeLot: text(row.dyeLot) }),
      ...(text(row.shade) && { shade: text(row.shade) }),
    })),
  };
  const split = values.mode === 'maxPlies' ? given(values.maxPlies) : given(values.bundleSize);
  if (split !== undefined) body[values.mode] = split;
  if (given(values.bedNo) !== undefined) body.bedNo = given(values.bedNo);
  if (given(values.startBundleNo) !== undefined) body.startBundleNo = given(values.startBundleNo);
  if (text(values.markerName)) body.markerName = text(values.markerName);
  if (text(values.markerLength)) body.markerLength = text(values.markerLength);
  if (text(values.note)) body.note = text(values.note);
  return { body, layKeys: lays.map((row) => row.key) };
}

/**
 * Where a problem shows in the form: `styleId`, `ratio`, `ratio.S` (a size's input), `lays` (the grid),
 * `lays.<row key>.layers` (a cell), or the other fields by name.
 */
export type FieldErrors = Record<string, string>;

/** A request field path (`['lays', 2, 'layers']`) as the form's field (`lays.<key of the 3rd sent row>.layers`). */
export function formField(path: readonly PropertyKey[], request: CutOrderRequest): string {
  const [head, index, field] = path;
  if (head === 'lays' && typeof index === 'number') {
    const key = request.layKeys[index];
    if (key !== undefined) return field === undefined ? `lays.${key}` : `lays.${key}.${String(field)}`;
  }
  if (head === 'ratio' && typeof index === 'number') {
    const size = request.body.ratio[index]?.size;
    if (size !== undefined) return `ratio.${size}`;
  }
  return String(head ?? '');
}

/** What the contract's own schema finds wrong with the request, by form field (the first problem of each). */
export function checkCutOrderRequest(request: CutOrderRequest): FieldErrors {
  const result = cutOrderInputSchema.safeParse(request.body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = formField(issue.path, request);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The request's top-level fields: a server message naming one of them is put back on its input. */
const FORM_FIELDS = [
  'styleId',
  'bedNo',
  'cutDate',
  'ratio',
  'lays',
  'maxPlies',
  'bundleSize',
  'startBundleNo',
  'markerName',
  'markerLength',
  'note',
];

/**
 * A server message (`lays[0].layers: must be…`) put back on its input: `{ field, message }` when it names
 * one of the form's fields, undefined otherwise (shown above the form instead).
 */
export function serverFieldError(
  message: string,
  request: CutOrderRequest,
): { field: string; message: string } | undefined {
  const named = fieldErrorOf(message.trim(), FORM_FIELDS);
  return named && { field: formField(named.path, request), message: named.message };
}

/** Problems of a form just begun: what is not typed yet, rather than typed wrong. */
const NOT_YET_TYPED = new Set(['styleId', 'lays', 'ratio']);

/**
 * The problems to show now: all of them once Generate was tried; before, only what was typed wrong, not
 * what is still to type (a style, the first lay, a ratio, the empty cell of a row being typed).
 */
export function shownErrors(
  errors: FieldErrors,
  values: CutOrderFormValues,
  attempted: boolean,
): FieldErrors {
  if (attempted) return errors;
  const rows = new Map(values.lays.map((row) => [String(row.key), row]));
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => {
      if (NOT_YET_TYPED.has(field)) return false;
      const [head, key, cell] = field.split('.');
      const row = head === 'lays' && key ? rows.get(key) : undefined;
      if (row && cell === 'colour') return Boolean(row.colour);
      if (row && cell === 'layers') return row.layers !== undefined && row.layers !== null;
      return true;
    }),
  );
}
