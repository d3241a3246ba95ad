import { describe, expect, it } from 'vitest';
import { attributeDefects, type Scanner } from './attribution';

const scanner = (workerId: number, qty: number, firstScanId = workerId): Scanner => ({
  workerId,
  qty,
  firstScanId,
});

describe('attributeDefects', () => {
  it.each([
    ['one scanner takes every defect', 2, [scanner(7, 20)], [{ workerId: 7, qty: 2 }]],
    ['nobody scanned: charged to nobody', 3, [], [{ workerId: null, qty: 3 }]],
    ['no defects, no charges', 0, [scanner(7, 20)], []],
    [
      'shared in proportion to the pieces scanned',
      5,
      [scanner(1, 12), scanner(2, 8)],
      [
        { workerId: 1, qty: 3 },
        { workerId: 2, qty: 2 },
      ],
    ],
    ['one defect goes to the larger share', 1, [scanner(1, 8), scanner(2, 12)], [{ workerId: 2, qty: 1 }]],
    [
      'equal shares: the earlier scan',
      1,
      [scanner(1, 10, 50), scanner(2, 10, 40)],
      [{ workerId: 2, qty: 1 }],
    ],
    [
      'largest remainder: 1.5 / 1.5 / 0 over three',
      3,
      [scanner(1, 10, 1), scanner(2, 10, 2), scanner(3, 0, 3)],
      [
        { workerId: 1, qty: 2 },
        { workerId: 2, qty: 1 },
      ],
    ],
    [
      'never more than found',
      2,
      [scanner(1, 7), scanner(2, 7), scanner(3, 6)],
      [
        { workerId: 1, qty: 1 },
        { workerId: 2, qty: 1 },
      ],
    ],
  ])('%s', (_name, qty, scanners, expected) => {
    const charges = attributeDefects(qty, scanners);
    expect(charges).toEqual(expected);
    expect(charges.reduce((sum, c) => sum + c.qty, 0)).toBe(qty);
  });
});
