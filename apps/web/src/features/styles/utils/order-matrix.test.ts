import { describe, expect, it } from 'vitest';
import {
  cellKey,
  matrixTotals,
  parseQty,
  toOrderCells,
  toOrderQty,
  withCell,
} from '@/features/styles/utils/order-matrix';

const COLOURS = ['Black', 'White', 'Navy'];
const SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'];
/** PL2408's order (docs/domain.md §4). */
const ORDER = {
  Black: [38, 78, 78, 76, 38, 36],
  White: [28, 58, 58, 58, 28, 28],
  Navy: [24, 48, 48, 48, 24, 24],
};
const orderQty = Object.entries(ORDER).flatMap(([colour, row]) =>
  row.map((qty, i) => ({ colour, size: SIZES[i] as string, qty })),
);

describe('order matrix', () => {
  it('totals PL2408’s order by colour, by size and in all', () => {
    const totals = matrixTotals(COLOURS, SIZES, toOrderCells(orderQty));
    expect(totals.rows).toEqual([344, 258, 216]);
    expect(totals.columns).toEqual([90, 184, 184, 182, 90, 88]);
    expect(totals.total).toBe(818);
  });

  it('counts blank cells as 0', () => {
    const cells = { [cellKey('Black', 'M')]: 5 };
    expect(matrixTotals(['Black', 'White'], ['S', 'M'], cells)).toEqual({
      rows: [5, 0],
      columns: [0, 5],
      total: 5,
    });
    expect(matrixTotals([], SIZES, cells)).toEqual({ rows: [], columns: [0, 0, 0, 0, 0, 0], total: 0 });
  });

  it('sends the cells of the style’s colours and sizes holding a quantity, row by row', () => {
    const cells = {
      [cellKey('White', 'S')]: 3,
      [cellKey('Black', 'M')]: 2,
      [cellKey('Black', 'S')]: 0,
      [cellKey('Red', 'S')]: 9,
    };
    expect(toOrderQty(['Black', 'White'], ['S', 'M'], cells)).toEqual([
      { colour: 'Black', size: 'M', qty: 2 },
      { colour: 'White', size: 'S', qty: 3 },
    ]);
    expect(toOrderQty(COLOURS, SIZES, toOrderCells(orderQty))).toEqual(orderQty);
  });

  it('reads a cell’s text', () => {
    expect(parseQty(' 12 ')).toBe(12);
    expect(parseQty('')).toBeUndefined();
    expect(parseQty('1.5')).toBeNaN();
    expect(parseQty('-3')).toBeNaN();
  });

  it('sets and clears a cell', () => {
    const key = cellKey('Black', 'S');
    expect(withCell({}, key, 4)).toEqual({ [key]: 4 });
    expect(withCell({ [key]: 4 }, key, undefined)).toEqual({});
  });
});
