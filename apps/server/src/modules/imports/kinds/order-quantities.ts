import { type ImportAction, type OrderQty, type Style, styleInputSchema } from '@gbo/contracts';
import { msg } from '../../../lib/messages';
import type { FactoryService } from '../../factory';
import type { StyleService } from '../../styles';
import { type ColumnSpec, type HeaderMatch, headerKey, type ImportRow } from '../columns';
import { type ImportKindSpec, type ImportWrite, type RowProblem } from '../kind';
import { STYLE_NO_COLUMN } from './shared-columns';

type Key = 'styleNo' | 'colour' | 'size' | 'qty';

const COLUMNS: readonly ColumnSpec<Key>[] = [
  STYLE_NO_COLUMN,
  {
    key: 'colour',
    header: { en: 'Colour', 'zh-CN': '颜色' },
    choices: 'colours',
    aliases: ['Color'],
    required: true,
    note: { en: 'A colour of the style.', 'zh-CN': '款式的一个颜色。' },
    example: 'Navy',
  },
  {
    key: 'size',
    header: { en: 'Size', 'zh-CN': '尺码' },
    choices: 'sizes',
    required: true,
    note: {
      en: 'A size of the style. Or leave this and Quantity out and give each size a column of its own (a colour × size grid).',
      'zh-CN': '款式的一个尺码。也可以不要本列和“数量”列，每个尺码单独一列（颜色 × 尺码表）。',
    },
    example: 'M',
  },
  {
    key: 'qty',
    header: { en: 'Quantity', 'zh-CN': '数量' },
    aliases: ['Qty', 'Order qty', '订单数量', '件数'],
    required: true,
    note: { en: 'Pieces ordered, a whole number.', 'zh-CN': '订单件数，整数。' },
    example: '120',
  },
];

/** A grid's totals, which are not sizes. */
const TOTALS = new Set(['total', 'sum', '合计', '小计', '总计', '总数']);
const MAX_QTY = 1_000_000;

/** A grid: no size and quantity columns, each size a column of its own (the headers no column matched). */
const isGrid = (match: HeaderMatch<Key>) => !match.at.has('size') && !match.at.has('qty');

/** "1,200" or "1200" → 1200; null when not a whole number of the range. */
function quantityOf(text: string): number | null {
  const digits = /^\d{1,3}(,\d{3})+$/.test(text) ? text.replace(/,/g, '') : text;
  if (!/^\d+$/.test(digits) || Number(digits) > MAX_QTY) return null;
  return Number(digits);
}

type Cell = { row: number; key: Key | null; index?: number; colour: string; size: string; text: string };

/** The cells a row gives: one (rows of style, colour, size, quantity) or one per size column (a grid). */
function cellsOf(row: ImportRow<Key>, sizeColumns: { index: number; size: string }[]): Cell[] {
  const colour = row.get('colour') ?? '';
  if (sizeColumns.length === 0) {
    return [{ row: row.row, key: 'qty', colour, size: row.get('size') ?? '', text: row.get('qty') ?? '' }];
  }
  return sizeColumns.flatMap(({ index, size }) => {
    const text = row.at(index);
    return text === null ? [] : [{ row: row.row, key: null, index, colour, size, text }];
  });
}

type Deps = {
  styles: Pick<StyleService, 'numbered' | 'update'>;
  /** The factory's colour and size presets, which the template offers. */
  factory: Pick<FactoryService, 'settingsOf'>;
};

const RANK: Record<ImportAction, number> = { unchanged: 0, create: 1, update: 2 };

/**
 * A style's order quantities, by colour and size: rows of style, colour, size and quantity, or a colour × size
 * grid. The cells named are set; the style's other cells stay as they are.
 */
export function orderQuantitiesImport({ styles, factory }: Deps): ImportKindSpec<Key> {
  return {
    kind: 'orderQuantities',
    columns: COLUMNS,
    permissions: { create: 'style:edit', update: 'style:edit' },
    optionalWhen: (match) => (isGrid(match) ? ['size', 'qty'] : []),
    async choiceLists(auth) {
      const { colours, sizes } = await factory.settingsOf(auth.factoryId);
      return { colours, sizes };
    },
    async plan({ auth, rows, match, dryRun }) {
      const problems: RowProblem<Key>[] = [];
      const actions = new Map<number, ImportAction>();
      const sizeColumns = isGrid(match)
        ? match.unknown
            .filter(({ text }) => !TOTALS.has(headerKey(text)))
            .map(({ index, text }) => ({ index, size: text }))
        : [];
      const found = new Map(
        (
          await styles.numbered(
            auth.factoryId,
            [...new Set(rows.flatMap((row) => row.get('styleNo') ?? []))],
            {
              lock: !dryRun,
            },
          )
        ).map((style) => [style.styleNo, style]),
      );
      const changes = new Map<Style, Map<string, OrderQty>>();
      // Each style's quantities by colour and size, looked up once per cell.
      const byCell = new Map<Style, Map<string, number>>();
      const quantitiesOf = (style: Style) => {
        let cells = byCell.get(style);
        if (!cells) {
          cells = new Map(style.orderQty.map((q) => [`${q.colour}\u0000${q.size}`, q.qty]));
          byCell.set(style, cells);
        }
        return cells;
      };
      const firstOf = new Map<string, number>();
      for (const row of rows) {
        const styleNo = row.get('styleNo');
        const style = styleNo === null ? undefined : found.get(styleNo);
        if (styleNo === null)
          problems.push({ row: row.row, key: 'styleNo', message: msg('imports.required') });
        else if (!style)
          problems.push({ row: row.row, key: 'styleNo', message: msg('imports.unknownStyle', { styleNo }) });
        if (row.get('colour') === null)
          problems.push({ row: row.row, key: 'colour', message: msg('imports.required') });
        if (!style) continue;
        let rowAction: ImportAction = 'unchanged';
        for (const cell of cellsOf(row, sizeColumns)) {
          const at = {
            row: cell.row,
            key: cell.key,
            ...(cell.index === undefined ? {} : { index: cell.index }),
          };
          const before = problems.length;
          if (cell.colour !== '' && !style.colours.includes(cell.colour))
            problems.push({
              row: row.row,
              key: 'colour',
              message: msg('imports.notColour', { colour: cell.colour, styleNo: style.styleNo }),
            });
          if (!style.sizes.includes(cell.size))
            problems.push(
              cell.size === ''
                ? { row: row.row, key: 'size', message: msg('imports.required') }
                : {
                    ...at,
                    key: cell.key === null ? null : 'size',
                    message: msg('imports.notSize', { size: cell.size, styleNo: style.styleNo }),
                  },
            );
          const qty = quantityOf(cell.text);
          if (qty === null)
            problems.push({
              ...at,
              message: cell.text === '' ? msg('imports.required') : msg('imports.quantity', { max: MAX_QTY }),
            });
          const name = `${style.styleNo}\u0000${cell.colour}\u0000${cell.size}`;
          const first = firstOf.get(name);
          if (first !== undefined && problems.length === before)
            problems.push({
              ...at,
              message: msg('imports.cellRepeated', { colour: cell.colour, size: cell.size, row: first }),
            });
          firstOf.set(name, first ?? row.row);
          if (problems.length > before || qty === null) continue;
          const current = quantitiesOf(style).get(`${cell.colour}\u0000${cell.size}`) ?? 0;
          const cellAction: ImportAction =
            qty === current ? 'unchanged' : current === 0 ? 'create' : 'update';
          if (RANK[cellAction] > RANK[rowAction]) rowAction = cellAction;
          const styleChanges = changes.get(style) ?? new Map<string, OrderQty>();
          styleChanges.set(`${cell.colour}\u0000${cell.size}`, { colour: cell.colour, size: cell.size, qty });
          changes.set(style, styleChanges);
        }
        actions.set(row.row, rowAction);
      }
      const writes: ImportWrite[] = [];
      for (const [style, cells] of changes) {
        const kept = style.orderQty.filter((q) => !cells.has(`${q.colour}\u0000${q.size}`));
        const { id, processes, ...header } = style;
        const orderQty = [...kept, ...cells.values()].filter((q) => q.qty > 0);
        const was = quantitiesOf(style);
        const unchanged =
          orderQty.length === style.orderQty.filter((q) => q.qty > 0).length &&
          orderQty.every((q) => was.get(`${q.colour}\u0000${q.size}`) === q.qty);
        if (unchanged) continue;
        const input = styleInputSchema.parse({ ...header, orderQty, processes });
        const row = Math.min(
          ...[...cells.keys()].map((name) => firstOf.get(`${style.styleNo}\u0000${name}`) ?? 0),
        );
        writes.push({ row, run: () => styles.update(auth, id, input) });
      }
      return { actions, problems, writes, usedColumns: sizeColumns.map(({ index }) => index) };
    },
  };
}
