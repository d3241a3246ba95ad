import { type ImportAction, type Style, type StyleInput, styleInputSchema } from '@gbo/contracts';
import { msg } from '../../../lib/messages';
import type { CustomerService } from '../../customers';
import type { StyleService } from '../../styles';
import { type ColumnSpec, dayText, type ImportRow, listOf, yesNo } from '../columns';
import {
  actionOf,
  type ImportKindSpec,
  type ImportWrite,
  type RowProblem,
  repeatsInFile,
  schemaProblems,
} from '../kind';
import { ACTION_COLUMN, NOTE_COLUMN, STYLE_NO_COLUMN } from './shared-columns';

type Key =
  | 'action'
  | 'styleNo'
  | 'name'
  | 'customer'
  | 'orderNo'
  | 'deliveryDate'
  | 'colours'
  | 'sizes'
  | 'overcutPct'
  | 'finalInspection'
  | 'note';

const COLUMNS: readonly ColumnSpec<Key>[] = [
  ACTION_COLUMN,
  STYLE_NO_COLUMN,
  {
    key: 'name',
    header: { en: 'Style name', 'zh-CN': '款式名称' },
    aliases: ['Name', '名称', '款名', '品名'],
    required: true,
    note: { en: 'What the garment is.', 'zh-CN': '服装名称。' },
    example: 'Men’s polo shirt',
  },
  {
    key: 'customer',
    header: { en: 'Customer', 'zh-CN': '客户' },
    aliases: ['客户名称'],
    note: {
      en: 'A customer the factory has, by name; empty: none.',
      'zh-CN': '本厂已有的客户名称；留空表示无。',
    },
    example: 'Seaside Apparel Ltd',
  },
  {
    key: 'orderNo',
    header: { en: 'Order no.', 'zh-CN': '订单号' },
    aliases: ['Order', 'PO', 'PO no.', '订单编号'],
    note: { en: 'The customer’s order number.', 'zh-CN': '客户订单号。' },
    example: 'PO-88120',
  },
  {
    key: 'deliveryDate',
    header: { en: 'Delivery date', 'zh-CN': '交货日期' },
    aliases: ['Delivery', 'Ship date', '交期'],
    note: { en: 'A date cell, or text like 2026-11-28.', 'zh-CN': '日期单元格，或 2026-11-28 这样的文字。' },
    example: '2026-12-20',
  },
  {
    key: 'colours',
    header: { en: 'Colours', 'zh-CN': '颜色' },
    aliases: ['Colors', 'Colour', 'Color'],
    required: true,
    note: { en: 'The colours, separated by commas.', 'zh-CN': '颜色，用逗号或顿号分隔。' },
    example: 'Navy, White',
  },
  {
    key: 'sizes',
    header: { en: 'Sizes', 'zh-CN': '尺码' },
    aliases: ['Size', '尺码组'],
    required: true,
    note: {
      en: 'The sizes in the order bundles are numbered, separated by commas.',
      'zh-CN': '尺码，按扎号编排顺序，用逗号分隔。',
    },
    example: 'S, M, L, XL',
  },
  {
    key: 'overcutPct',
    header: { en: 'Over-cut %', 'zh-CN': '加裁%' },
    aliases: ['Overcut', 'Overcut %', '加裁比例', '加裁'],
    note: { en: 'Extra cut beyond the order, 0 to 99.99.', 'zh-CN': '超出订单的加裁比例，0 到 99.99。' },
    example: '3',
  },
  {
    key: 'finalInspection',
    header: { en: 'Final QC', 'zh-CN': '终检' },
    aliases: ['Final inspection', '终检合格才算完成'],
    note: {
      en: 'yes: pieces count as finished once passed at the final check.',
      'zh-CN': '是：终检合格后才算完成。',
    },
    example: 'no',
    choices: 'yesNo',
  },
  NOTE_COLUMN,
];

/** The schema's field → the sheet's column (an order quantity's colour or size → the colours or sizes). */
function columnOf(path: readonly PropertyKey[]): Key | null {
  const [field, , part] = path.map(String);
  if (field === 'customerId') return 'customer';
  if (field === 'orderQty') return part === 'size' ? 'sizes' : 'colours';
  if (field === 'processes') return 'sizes';
  return COLUMNS.some((column) => column.key === field) ? (field as Key) : null;
}

const inputOf = (style: Style): StyleInput => ({
  styleNo: style.styleNo,
  name: style.name,
  customerId: style.customerId,
  orderNo: style.orderNo,
  deliveryDate: style.deliveryDate,
  colours: style.colours,
  sizes: style.sizes,
  orderQty: style.orderQty,
  overcutPct: style.overcutPct,
  finalInspection: style.finalInspection,
  note: style.note,
  processes: style.processes,
});

const sameHeader = (a: StyleInput, b: StyleInput) =>
  JSON.stringify([
    a.name,
    a.customerId,
    a.orderNo ?? null,
    a.deliveryDate,
    a.colours,
    a.sizes,
    Number(a.overcutPct),
    a.finalInspection,
    a.note ?? null,
  ]) ===
  JSON.stringify([
    b.name,
    b.customerId,
    b.orderNo ?? null,
    b.deliveryDate,
    b.colours,
    b.sizes,
    Number(b.overcutPct),
    b.finalInspection,
    b.note ?? null,
  ]);

type Deps = {
  styles: Pick<StyleService, 'numbered' | 'create' | 'update'>;
  customers: Pick<CustomerService, 'named'>;
};

/**
 * Styles (their header: number, name, customer, dates, colours, sizes), matched by number. An update keeps what
 * the file has no column for, and the style's processes and order quantities.
 */
export function stylesImport({ styles, customers }: Deps): ImportKindSpec<Key> {
  return {
    kind: 'styles',
    columns: COLUMNS,
    permissions: { create: 'style:add', update: 'style:edit' },
    async plan({ auth, rows, match, dryRun }) {
      const problems: RowProblem<Key>[] = [];
      const actions = new Map<number, ImportAction>();
      const named = (rows: ImportRow<Key>[], key: Key) => [
        ...new Set(rows.flatMap((row) => row.get(key) ?? [])),
      ];
      const [existingStyles, knownCustomers] = await Promise.all([
        styles.numbered(auth.factoryId, named(rows, 'styleNo'), { lock: !dryRun }),
        customers.named(auth.factoryId, named(rows, 'customer')),
      ]);
      const existing = new Map(existingStyles.map((style) => [style.styleNo, style]));
      const customerIds = new Map(knownCustomers.map((customer) => [customer.name, customer.id]));
      const has = (key: Key) => match.at.has(key);
      const writes: ImportWrite[] = [];
      problems.push(
        ...repeatsInFile(
          rows.flatMap((row) => {
            const value = row.get('styleNo');
            return value === null ? [] : [{ row: row.row, value }];
          }),
          'styleNo',
        ),
      );

      for (const row of rows) {
        const rowProblems: RowProblem<Key>[] = [];
        const action = actionOf(row.get('action'));
        if (action === null)
          rowProblems.push({ row: row.row, key: 'action', message: msg('imports.badAction') });
        const styleNo = row.get('styleNo');
        const current = styleNo === null ? undefined : existing.get(styleNo);
        if (styleNo !== null && action === 'update' && !current)
          rowProblems.push({
            row: row.row,
            key: 'styleNo',
            message: msg('imports.notThere', { value: styleNo }),
          });
        const customer = row.get('customer');
        const customerId = customer === null ? null : customerIds.get(customer);
        if (customer !== null && customerId === undefined)
          rowProblems.push({
            row: row.row,
            key: 'customer',
            message: msg('imports.unknownCustomer', { name: customer }),
          });
        const finalText = row.get('finalInspection');
        const finalInspection = finalText === null ? false : yesNo(finalText);
        if (finalInspection === null)
          rowProblems.push({ row: row.row, key: 'finalInspection', message: msg('imports.yesOrNo') });

        // An update keeps the style's own value of a column the file does not have.
        const base = current ? inputOf(current) : undefined;
        const pick = <T>(key: Key, fromFile: T, kept: T | undefined): T =>
          has(key) || kept === undefined ? fromFile : kept;
        const date = row.get('deliveryDate');
        const result = styleInputSchema.safeParse({
          styleNo: styleNo ?? '',
          name: row.get('name') ?? '',
          customerId: pick('customer', customerId ?? null, base?.customerId),
          orderNo: pick('orderNo', row.get('orderNo'), base?.orderNo),
          deliveryDate: pick('deliveryDate', date === null ? null : dayText(date), base?.deliveryDate),
          colours: pick('colours', listOf(row.get('colours')), base?.colours),
          sizes: pick('sizes', listOf(row.get('sizes')), base?.sizes),
          overcutPct: pick('overcutPct', row.get('overcutPct')?.replace(/%$/, '') ?? '0', base?.overcutPct),
          finalInspection: pick('finalInspection', finalInspection ?? false, base?.finalInspection),
          note: pick('note', row.get('note'), base?.note),
          // Only an update keeps them; checked against them, a row that may not change the style would be
          // told about its quantities rather than that the style exists.
          orderQty: action === 'update' ? (base?.orderQty ?? []) : [],
          processes: action === 'update' ? (base?.processes ?? []) : [],
        });
        if (!result.success) rowProblems.push(...schemaProblems(row.row, result.error.issues, columnOf));
        problems.push(...rowProblems);
        if (rowProblems.length > 0 || !result.success) continue;
        const input = result.data;
        if (!current) {
          actions.set(row.row, 'create');
          writes.push({ row: row.row, run: () => styles.create(auth, input) });
        } else if (base && sameHeader(base, input)) {
          actions.set(row.row, 'unchanged');
        } else if (action !== 'update') {
          problems.push({
            row: row.row,
            key: 'styleNo',
            message: msg('imports.exists', { value: input.styleNo }),
          });
        } else {
          actions.set(row.row, 'update');
          writes.push({ row: row.row, run: () => styles.update(auth, current.id, input) });
        }
      }
      return { actions, problems, writes };
    },
  };
}
