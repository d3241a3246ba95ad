import { describe, expect, it } from 'vitest';
import { buildMatrix, bundleRange, progressMatrix } from '@/features/cutting/utils/cut-order-matrix';

const SIZES = ['S', 'M', 'L'];

describe('buildMatrix', () => {
  it('sums bundles by colour × size with row, column and grand totals, in lay and size order', () => {
    const matrix = buildMatrix(
      [
        { colour: 'black', size: 'S', qty: 20 },
        { colour: 'black', size: 'S', qty: 20 },
        { colour: 'white', size: 'S', qty: 30 },
        { colour: 'black', size: 'L', qty: 40 },
      ],
      ['white', 'black'],
      SIZES,
    );
    expect(matrix.colours).toEqual(['white', 'black']);
    expect(matrix.sizes).toEqual(SIZES);
    expect(matrix.cells).toEqual([
      [30, 0, 0],
      [40, 0, 40],
    ]);
    expect(matrix.rowTotals).toEqual([30, 80]);
    expect(matrix.columnTotals).toEqual([70, 0, 40]);
    expect(matrix.total).toBe(110);
  });

  it('keeps colours and sizes it was not told about, after the known ones', () => {
    const matrix = buildMatrix([{ colour: 'navy', size: '3XL', qty: 5 }], ['black'], ['S']);
    expect(matrix.colours).toEqual(['black', 'navy']);
    expect(matrix.sizes).toEqual(['S', '3XL']);
    expect(matrix.cells).toEqual([
      [0, 0],
      [0, 5],
    ]);
  });

  it('is empty without anything', () => {
    expect(buildMatrix([], [], SIZES)).toMatchObject({
      colours: [],
      cells: [],
      columnTotals: [0, 0, 0],
      total: 0,
    });
  });
});

describe('progressMatrix', () => {
  it('leaves ordered − cut before − this bed per cell; below zero is an over-cut', () => {
    const progress = progressMatrix(
      {
        ordered: [
          { colour: 'black', size: 'S', qty: 38 },
          { colour: 'black', size: 'M', qty: 78 },
        ],
        cutBefore: [{ colour: 'black', size: 'S', qty: 20 }],
        thisBed: [
          { colour: 'black', size: 'S', qty: 40 },
          { colour: 'black', size: 'M', qty: 40 },
        ],
      },
      ['black'],
      ['S', 'M'],
    );
    expect(progress.hasOrder).toBe(true);
    expect(progress.cells[0]).toEqual([
      { ordered: 38, cutBefore: 20, thisBed: 40, left: -22 },
      { ordered: 78, cutBefore: 0, thisBed: 40, left: 38 },
    ]);
    expect(progress.rowTotals[0]).toEqual({ ordered: 116, cutBefore: 20, thisBed: 80, left: 16 });
    expect(progress.columnTotals[0]).toEqual({ ordered: 38, cutBefore: 20, thisBed: 40, left: -22 });
    expect(progress.total.left).toBe(16);
  });

  it('knows when the style has no order quantities', () => {
    const progress = progressMatrix(
      { ordered: [], cutBefore: [], thisBed: [{ colour: 'red', size: 'S', qty: 9 }] },
      ['black'],
      ['S'],
    );
    expect(progress.hasOrder).toBe(false);
    expect(progress.colours).toEqual(['black', 'red']);
    expect(progress.cells[1]?.[0]?.left).toBe(-9);
  });
});

describe('bundleRange', () => {
  it.each([
    [37, 72, '37–72'],
    [5, 5, '5'],
    [5, null, '5'],
    [null, null, ''],
  ])('%s to %s → "%s"', (from, to, text) => {
    expect(bundleRange(from, to)).toBe(text);
  });
});
