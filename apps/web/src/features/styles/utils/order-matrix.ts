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
