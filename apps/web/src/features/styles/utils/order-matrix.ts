import type { OrderQty } from '@gbo/contracts';

/** The order quantities being entered, by cell (`cellKey`); a cell left blank is absent. */
export type OrderCells = Readonly<Record<string, number>>;

/** A colour × size cell's key (NUL cannot be typed into a name). */
export const cellKey = (colour: string, size: string) => `${colour}\u0000${size}`;

/** The quantities a style answered, as cells. */
export function toOrderCells(orderQty: readonly OrderQty[]): OrderCells {
  return Object.fromEntries(orderQty.map((cell) => [cellKey(cell.colour, cell.size), cell.qty]));
}

/**
 * The cells to send: those of the style's colours and sizes (a removed colour's cells go with it) holding
 * more than 0, row by row.
 */
export function toOrderQty(
  colours: readonly string[],
  sizes: readonly string[],
  cells: OrderCells,
): OrderQty[] {
  return colours.flatMap((colour) =>
    sizes.flatMap((size) => {
      const qty = cells[cellKey(colour, size)] ?? 0;
      return qty > 0 ? [{ colour, size, qty }] : [];
    }),
  );
}

/** The matrix's totals: each colour's (row), each size's (column) and the whole order. */
export function matrixTotals(colours: readonly string[], sizes: readonly string[], cells: OrderCells) {
  const qty = (colour: string, size: string) => cells[cellKey(colour, size)] ?? 0;
  const rows = colours.map((colour) => sizes.reduce((sum, size) => sum + qty(colour, size), 0));
  const columns = sizes.map((size) => colours.reduce((sum, colour) => sum + qty(colour, size), 0));
  return { rows, columns, total: rows.reduce((sum, row) => sum + row, 0) };
}

/** What a quantity cell's text means: a whole number, or blank (undefined); anything else is not a quantity (NaN). */
export function parseQty(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The cells with one changed (blank removes it). */
export function withCell(cells: OrderCells, key: string, qty: number | undefined): OrderCells {
  const next = { ...cells };
  if (qty === undefined) delete next[key];
  else next[key] = qty;
  return next;
}

/** A pasted quantity: digits, with thousands separators as Excel copies them (1,200 or 1 200), or blank. */
export function parsePastedQty(text: string): number | undefined {
  const trimmed = text
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .trim();
  if (trimmed === '') return undefined;
  if (/^\d{1,7}$/.test(trimmed)) return Number(trimmed);
  if (/^\d{1,3}([,\s\u00a0\u202f]\d{3}){1,2}$/.test(trimmed)) return Number(trimmed.replace(/\D/g, ''));
  return Number.NaN;
}

/**
 * Cells copied from a spreadsheet: one row a line, cells split by tabs (the trailing line break Excel adds
 * dropped). A single value is no grid: undefined, so it pastes into the cell as typed text.
 */
export function pastedGrid(text: string): string[][] | undefined {
  if (!/[\t\r\n]/.test(text)) return undefined;
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((line) => line.split('\t'));
}

/**
 * A pasted grid laid on the matrix from the cell at (`row`, `column`), rightwards and down: cells past the
 * last colour or size are dropped, blank ones leave their cell as it was, and text that is no quantity too
 * (counted in `skipped`). `changed` are the keys of the cells set.
 */
export function pasteIntoCells(
  cells: OrderCells,
  colours: readonly string[],
  sizes: readonly string[],
  from: { row: number; column: number },
  grid: readonly (readonly string[])[],
): { cells: OrderCells; changed: string[]; skipped: number } {
  let next = cells;
  const changed: string[] = [];
  let skipped = 0;
  grid.forEach((line, rowOffset) => {
    const colour = colours[from.row + rowOffset];
    if (colour === undefined) return;
    line.forEach((text, columnOffset) => {
      const size = sizes[from.column + columnOffset];
      if (size === undefined) return;
      const qty = parsePastedQty(text);
      if (qty === undefined) return;
      if (Number.isNaN(qty)) {
        skipped++;
        return;
      }
      const key = cellKey(colour, size);
      next = withCell(next, key, qty);
      changed.push(key);
    });
  });
  return { cells: next, changed, skipped };
}
