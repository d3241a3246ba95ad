import { describe, expect, it } from 'vitest';
import { attributeDefects, mendedBy, type Scanner, sharesOfPieces } from './attribution';

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

describe('mendedBy', () => {
  const failures = [
    { id: 1, failed: 2 },
    { id: 2, failed: 0 },
    { id: 3, failed: 3 },
  ];
  it.each([
    [
      'the oldest failures first',
      0,
      3,
      [
        { id: 1, before: 0, mended: 2 },
        { id: 3, before: 0, mended: 1 },
      ],
    ],
    ['after what earlier re-inspections mended', 2, 2, [{ id: 3, before: 0, mended: 2 }]],
    [
      'partly into the first',
      1,
      2,
      [
        { id: 1, before: 1, mended: 1 },
        { id: 3, before: 0, mended: 1 },
      ],
    ],
    ['nothing passed, nothing mended', 0, 0, []],
    ['never past the rework', 4, 5, [{ id: 3, before: 2, mended: 1 }]],
  ])('%s', (_name, before, passed, expected) => {
    expect(mendedBy(failures, before, passed)).toEqual(expected);
  });
});

describe('sharesOfPieces', () => {
  const weights = [
    { key: 'a', weight: 3, order: 1 },
    { key: 'b', weight: 1, order: 2 },
  ];
  it('shares the whole in proportion', () => {
    expect(sharesOfPieces(weights, 0, 4)).toEqual([
      { key: 'a', qty: 3 },
      { key: 'b', qty: 1 },
    ]);
  });
  it('gives successive pieces the rest of each share, never taking one back', () => {
    for (let split = 0; split <= 4; split += 1) {
      const first = sharesOfPieces(weights, 0, split);
      const then = sharesOfPieces(weights, split, 4);
      const total = (key: string) =>
        [...first, ...then].filter((s) => s.key === key).reduce((n, s) => n + s.qty, 0);
      expect([total('a'), total('b')]).toEqual([3, 1]);
    }
    expect(sharesOfPieces(weights, 0, 2)).toEqual([{ key: 'a', qty: 2 }]);
    expect(sharesOfPieces(weights, 2, 4)).toEqual([
      { key: 'a', qty: 1 },
      { key: 'b', qty: 1 },
    ]);
  });
  it('gives nothing for no pieces or no weight', () => {
    expect(sharesOfPieces(weights, 2, 2)).toEqual([]);
    expect(sharesOfPieces([{ key: 'a', weight: 0, order: 1 }], 0, 3)).toEqual([]);
  });
});
