import { type Style, type StyleInput, styleInputSchema } from '@gbo/contracts';
import type { FieldPath } from '@/lib/api-error';
import { type OrderCells, toOrderCells, toOrderQty } from '@/features/styles/utils/order-matrix';
import { type ProcessRow, toProcessInput, toProcessRow } from '@/features/styles/utils/process-rows';

/** The style form's fields: text as typed, the lines (colours, sizes, quantities, processes) as edited. */
export interface StyleFormValues {
  styleNo: string;
  name: string;
  customerId?: number;
  orderNo: string;
  /** `YYYY-MM-DD`, or blank. */
  deliveryDate: string;
  overcutPct: string;
  /** Finished means passed: pieces count as finished once passed at the final QC check. */
  finalInspection: boolean;
  note: string;
  colours: string[];
  sizes: string[];
  orderCells: OrderCells;
  processes: ProcessRow[];
}

/** The form's top-level fields; a message naming another path (`orderQty[3].qty`) shows on the one holding it. */
export const STYLE_FIELDS = [
  'styleNo',
  'name',
  'customerId',
  'orderNo',
  'deliveryDate',
  'overcutPct',
  'finalInspection',
  'note',
  'colours',
  'sizes',
  'orderQty',
  'processes',
] as const;

export function initialStyleValues(style?: Style): StyleFormValues {
  return {
    styleNo: style?.styleNo ?? '',
    name: style?.name ?? '',
    customerId: style?.customerId ?? undefined,
    orderNo: style?.orderNo ?? '',
    deliveryDate: style?.deliveryDate ?? '',
    overcutPct: style ? trimDecimals(style.overcutPct) : '0',
    finalInspection: style?.finalInspection ?? false,
    note: style?.note ?? '',
    colours: [...(style?.colours ?? [])],
    sizes: [...(style?.sizes ?? [])],
    orderCells: toOrderCells(style?.orderQty ?? []),
    processes: (style?.processes ?? []).map(toProcessRow),
  };
}

/** "3.00" → "3", "2.50" → "2.5": a percentage as a clerk writes it. */
const trimDecimals = (text: string) => text.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** The body of `POST api/styles` / `PUT api/styles/{id}`: the processes' sequence is their order. */
export function toStyleBody(values: StyleFormValues): StyleInput {
  const optional = (text: string | undefined) => text?.trim() || null;
  return {
    styleNo: values.styleNo.trim(),
    name: values.name.trim(),
    customerId: values.customerId ?? null,
    orderNo: optional(values.orderNo),
    deliveryDate: optional(values.deliveryDate),
    colours: values.colours,
    sizes: values.sizes,
    orderQty: toOrderQty(values.colours, values.sizes, values.orderCells),
    overcutPct: values.overcutPct.trim() || '0',
    finalInspection: values.finalInspection,
    note: optional(values.note),
    processes: values.processes.map(toProcessInput),
  };
}

/** A problem with one field of the body. */
export interface StyleIssue {
  path: FieldPath;
  message: string;
}

/** The body checked by the API's own schema, so the form refuses what the server would, field by field. */
export function checkStyle(body: StyleInput): StyleIssue[] {
  const result = styleInputSchema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
    message: issue.message,
  }));
}

/** The form item an issue shows on, and for a process's cell its key (`processes.2.rate`); none for a path unknown. */
export function placeIssue(path: FieldPath): { field: keyof StyleFormValues; cell?: string } | undefined {
  const [top] = path;
  if (top === 'orderQty') return { field: 'orderCells' };
  if (top === 'processes' && path.length > 2) return { field: 'processes', cell: path.slice(0, 3).join('.') };
  const field = FORM_ITEMS.find((name) => name === top);
  return field ? { field } : undefined;
}

const FORM_ITEMS: (keyof StyleFormValues)[] = [
  'styleNo',
  'name',
  'customerId',
  'orderNo',
  'deliveryDate',
  'overcutPct',
  'finalInspection',
  'note',
  'colours',
  'sizes',
  'processes',
];
