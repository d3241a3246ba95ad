import { describe, expect, it } from 'vitest';
import { cellKey, parsePastedQty, pastedGrid, pasteIntoCells } from '@/features/styles/utils/order-matrix';

const COLOURS = ['Black', 'White', 'Navy'];
const SIZES = ['S', 'M', 'L'];

describe('pasting cells copied from Excel into the order matrix', () => {
  it('reads quantities with thousands separators, blanks as none', () => {
    expect(parsePastedQty('38')).toBe(38);
    expect(parsePastedQty(' 1,200 ')).toBe(1200);
    expect(parsePastedQty('1 200 000')).toBe(1_200_000);
    expect(parsePastedQty('1\u00a0200')).toBe(1200);
    expect(parsePastedQty('"2,400"')).toBe(2400);
    expect(parsePastedQty('')).toBeUndefined();
    expect(parsePastedQty('  ')).toBeUndefined();
    expect(parsePastedQty('12,00')).toBeNaN();
    expect(parsePastedQty('1.5')).toBeNaN();
    expect(parsePastedQty('-3')).toBeNaN();
    expect(parsePastedQty('ten')).toBeNaN();
  });

  it('splits rows by line and cells by tab, without Excel’s last line break; one value is no grid', () => {
    expect(pastedGrid('38\t78\r\n28\t58\r\n')).toEqual([
      ['38', '78'],
      ['28', '58'],
    ]);
    expect(pastedGrid('1\t\t3')).toEqual([['1', '', '3']]);
    expect(pastedGrid('5\n')).toEqual([['5']]);
    expect(pastedGrid('1,200')).toBeUndefined();
  });

  it('fills from the focused cell rightwards and down, skipping blanks and dropping what falls outside', () => {
    const start = { [cellKey('White', 'M')]: 9, [cellKey('Navy', 'L')]: 4 };
    const grid = pastedGrid('1,000\t\t7\tspill\n\tx\n3\t4\t5\n') ?? [];
    const { cells, changed, skipped } = pasteIntoCells(start, COLOURS, SIZES, { row: 1, column: 0 }, grid);
    expect(cells).toEqual({
      [cellKey('White', 'S')]: 1000,
      // Blank: left as it was.
      [cellKey('White', 'M')]: 9,
      [cellKey('White', 'L')]: 7,
      [cellKey('Navy', 'L')]: 4,
    });
    expect(changed).toEqual([cellKey('White', 'S'), cellKey('White', 'L')]);
    // "x" is no quantity; "spill" and the third line fall outside the matrix.
    expect(skipped).toBe(1);
    expect(start[cellKey('White', 'M')]).toBe(9);
  });
});
