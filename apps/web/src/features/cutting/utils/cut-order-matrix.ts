/** Pieces of one colour × size. */
export interface MatrixCell {
  colour: string;
  size: string;
  qty: number;
}

/** A colour × size matrix with its row and column totals. */
export interface Matrix {
  colours: string[];
  sizes: string[];
  /** cells[row][column], in `colours` × `sizes` order. */
  cells: number[][];
  rowTotals: number[];
  columnTotals: number[];
  total: number;
}

const cellKey = (colour: string, size: string) => `${colour}\u0000${size}`;

/** Σ qty by colour × size (bundles or cells alike). */
export function sumByCell(items: readonly MatrixCell[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const { colour, size, qty } of items) {
    const key = cellKey(colour, size);
    sums.set(key, (sums.get(key) ?? 0) + qty);
  }
  return sums;
}

/** Unique values in first-seen order. */
const unique = (values: Iterable<string>) => [...new Set(values)];

/**
 * The matrix of `items` (bundles or cells): rows in `colours` order, then any other colour as it comes;
 * columns in `sizes` order (the style's), then any other size.
 */
export function buildMatrix(
  items: readonly MatrixCell[],
  colours: readonly string[],
  sizes: readonly string[],
): Matrix {
  const sums = sumByCell(items);
  const rows = unique([...colours, ...items.map((item) => item.colour)]);
  const columns = unique([...sizes, ...items.map((item) => item.size)]);
  const cells = rows.map((colour) => columns.map((size) => sums.get(cellKey(colour, size)) ?? 0));
  return {
    colours: rows,
    sizes: columns,
    ...withTotals(
      cells,
      columns.length,
      (a, b) => a + b,
      () => 0,
    ),
  };
}

/** A grid's cells with the totals of each row, of each column and of all, by `add` from `zero`. */
function withTotals<C>(cells: C[][], columnCount: number, add: (a: C, b: C) => C, zero: () => C) {
  const rowTotals = cells.map((row) => row.reduce(add, zero()));
  const columnTotals = Array.from({ length: columnCount }, (_, c) =>
    cells.reduce((sum, row) => add(sum, row[c] ?? zero()), zero()),
  );
  return { cells, rowTotals, columnTotals, total: rowTotals.reduce(add, zero()) };
}

/** One cell of the style's progress: ordered, cut by earlier beds, this bed, and what is left after it. */
export interface ProgressCell {
  ordered: number;
  cutBefore: number;
  thisBed: number;
  /** ordered − cutBefore − thisBed; below 0 the style is over-cut. */
  left: number;
}

/** A matrix of progress cells, with totals of each figure by row, by column and overall. */
export interface ProgressMatrix {
  colours: string[];
  sizes: string[];
  cells: ProgressCell[][];
  rowTotals: ProgressCell[];
  columnTotals: ProgressCell[];
  total: ProgressCell;
  /** Whether the style has order quantities at all (without them nothing is "left"). */
  hasOrder: boolean;
}

const zero = (): ProgressCell => ({ ordered: 0, cutBefore: 0, thisBed: 0, left: 0 });
const add = (a: ProgressCell, b: ProgressCell): ProgressCell => ({
  ordered: a.ordered + b.ordered,
  cutBefore: a.cutBefore + b.cutBefore,
  thisBed: a.thisBed + b.thisBed,
  left: a.left + b.left,
});

/**
 * Left to cut per colour × size: the style's order less what earlier beds cut and what this bed cuts.
 * Rows: the style's colours, then this bed's others; columns: the style's sizes, then any other.
 */
export function progressMatrix(
  input: {
    ordered: readonly MatrixCell[];
    cutBefore: readonly MatrixCell[];
    thisBed: readonly MatrixCell[];
  },
  colours: readonly string[],
  sizes: readonly string[],
): ProgressMatrix {
  const ordered = sumByCell(input.ordered);
  const cutBefore = sumByCell(input.cutBefore);
  const thisBed = sumByCell(input.thisBed);
  const all = [...input.ordered, ...input.cutBefore, ...input.thisBed];
  const rows = unique([...colours, ...all.map((item) => item.colour)]);
  const columns = unique([...sizes, ...all.map((item) => item.size)]);
  const cells = rows.map((colour) =>
    columns.map((size) => {
      const key = cellKey(colour, size);
      const cell = {
        ordered: ordered.get(key) ?? 0,
        cutBefore: cutBefore.get(key) ?? 0,
        thisBed: thisBed.get(key) ?? 0,
      };
      return { ...cell, left: cell.ordered - cell.cutBefore - cell.thisBed };
    }),
  );
  return {
    colours: rows,
    sizes: columns,
    ...withTotals(cells, columns.length, add, zero),
    hasOrder: input.ordered.some((cell) => cell.qty > 0),
  };
}

/** Bundle numbers as a range: "37–72", one number alone, or nothing. */
export function bundleRange(from: number | null | undefined, to: number | null | undefined): string {
  if (from === null || from === undefined) return '';
  if (to === null || to === undefined || to === from) return String(from);
  return `${from}–${to}`;
}
