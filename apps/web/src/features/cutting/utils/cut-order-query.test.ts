import { describe, expect, it } from 'vitest';
import { isFiltered, toCutDateRange, toCutOrderParams } from '@/features/cutting/utils/cut-order-query';

describe('toCutOrderParams', () => {
  it('sends the filters given, trimmed, with the page', () => {
    expect(
      toCutOrderParams(
        { styleId: 3, customerId: 2, bedNo: 4, blurry: ' PL24 ', from: '2026-08-01', to: '2026-08-31' },
        1,
        20,
      ),
    ).toEqual({
      page: 1,
      size: 20,
      styleId: 3,
      customerId: 2,
      bedNo: 4,
      blurry: 'PL24',
      cutDate: ['2026-08-01', '2026-08-31'],
    });
  });

  it('leaves blanks out', () => {
    expect(toCutOrderParams({ blurry: '  ', bedNo: null }, 0, 10)).toEqual({ page: 0, size: 10 });
    expect(isFiltered({ blurry: ' ' })).toBe(false);
    expect(isFiltered({ bedNo: 2 })).toBe(true);
  });
});

describe('toCutDateRange', () => {
  it.each([
    [undefined, undefined, undefined],
    ['2026-08-01', undefined, ['2026-08-01', '9999-12-31']],
    [undefined, '2026-08-01', ['2000-01-01', '2026-08-01']],
    ['2026-08-31', '2026-08-01', ['2026-08-01', '2026-08-31']],
  ])('%s … %s → %j', (from, to, range) => {
    expect(toCutDateRange(from, to)).toEqual(range);
  });
});
