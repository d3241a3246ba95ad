import { describe, expect, it } from 'vitest';
import { breakdownMatrix, cellState, percent, slowestSeq } from '@/features/production/utils/grid-cell';
import {
  dayBefore,
  defaultScanFilters,
  isNarrowed,
  toScanParams,
} from '@/features/production/utils/scan-query';

describe('grid cells', () => {
  it.each([
    [0, 20, 'none'],
    [1, 20, 'partial'],
    [19, 20, 'partial'],
    [20, 20, 'done'],
  ] as const)('%i of %i is %s', (done, qty, state) => expect(cellState(done, qty)).toBe(state));

  it('rounds a share down to a whole percentage, 0 of nothing is 0', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(199, 200)).toBe(99);
    expect(percent(5, 0)).toBe(0);
    expect(percent(30, 20)).toBe(100);
  });

  it('marks the least done unfinished process as the slowest, the lowest seq on a tie', () => {
    const p = (seq: number, doneQty: number, totalQty = 100) => ({ seq, doneQty, totalQty });
    expect(slowestSeq([p(1, 100), p(2, 40), p(3, 40), p(4, 60)])).toBe(2);
    expect(slowestSeq([p(1, 100), p(2, 100)])).toBeUndefined();
    expect(slowestSeq([p(1, 0, 0), p(2, 10)])).toBe(2);
  });

  it('lays a breakdown out as colours × sizes in the order they come', () => {
    const rows = [
      { colour: 'Black', size: 'S', qty: 10, doneQty: 10 },
      { colour: 'Black', size: 'M', qty: 20, doneQty: 0 },
      { colour: 'White', size: 'S', qty: 5, doneQty: 1 },
    ];
    const matrix = breakdownMatrix(rows);
    expect(matrix.colours).toEqual(['Black', 'White']);
    expect(matrix.sizes).toEqual(['S', 'M']);
    expect(matrix.cell('White', 'S')?.doneQty).toBe(1);
    expect(matrix.cell('White', 'M')).toBeUndefined();
  });
});

describe('scan filters', () => {
  it('opens on the last seven work days, today included, across a month end', () => {
    expect(dayBefore('2026-03-03', 6)).toBe('2026-02-25');
    expect(defaultScanFilters('2026-01-04')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
  });

  it('leaves blanks out and tells a narrowed filter from the default days', () => {
    expect(
      toScanParams({ from: '2026-01-01', workerId: undefined, bundleNo: null as unknown as number }),
    ).toEqual({
      from: '2026-01-01',
    });
    expect(isNarrowed({ from: '2026-01-01', to: '2026-01-07' })).toBe(false);
    expect(isNarrowed({ from: '2026-01-01', status: 'undone' })).toBe(true);
  });
});
