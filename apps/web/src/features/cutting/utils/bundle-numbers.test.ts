import { describe, expect, it } from 'vitest';
import {
  formatNumberRanges,
  MAX_PICKED_NUMBERS,
  parseBundleNumbers,
  planRecut,
} from '@/features/cutting/utils/bundle-numbers';

describe('parseBundleNumbers', () => {
  it.each([
    ['3, 7-9', [3, 7, 8, 9]],
    ['7-9 3', [3, 7, 8, 9]],
    ['3，7–9；12~13', [3, 7, 8, 9, 12, 13]],
    [' 5 ', [5]],
    ['4, 4, 3-5', [3, 4, 5]],
    ['10-10', [10]],
  ])('reads %j as %j', (text, numbers) => {
    expect(parseBundleNumbers(text)).toEqual({ ok: true, numbers });
  });

  it.each([
    ['', 'empty', undefined],
    [' , ', 'empty', undefined],
    ['3, x', 'format', 'x'],
    ['0', 'format', '0'],
    ['3-', 'format', '3-'],
    ['1.5', 'format', '1.5'],
    ['9-7', 'order', '9-7'],
  ])('refuses %j (%s)', (text, problem, part) => {
    expect(parseBundleNumbers(text)).toEqual(
      part === undefined ? { ok: false, problem } : { ok: false, problem, part },
    );
  });

  it('refuses more numbers than a bed can hold', () => {
    expect(parseBundleNumbers(`1-${MAX_PICKED_NUMBERS}`).ok).toBe(true);
    expect(parseBundleNumbers(`1-${MAX_PICKED_NUMBERS + 1}`)).toEqual({ ok: false, problem: 'tooMany' });
  });
});

describe('formatNumberRanges', () => {
  it.each([
    [[], ''],
    [[5], '5'],
    [[9, 3, 7, 8], '3, 7–9'],
    [[1, 2, 3, 3], '1–3'],
    [[1, 3, 5], '1, 3, 5'],
  ])('%j → %j', (numbers, text) => {
    expect(formatNumberRanges(numbers)).toBe(text);
  });
});

describe('planRecut', () => {
  it('splits evenly, the remainder to the last, numbered after the style’s last bundle', () => {
    expect(planRecut(100, 3, 36)).toEqual([
      { bundleNo: 37, qty: 33 },
      { bundleNo: 38, qty: 33 },
      { bundleNo: 39, qty: 34 },
    ]);
    expect(planRecut(10, 4, 0).map((bundle) => bundle.qty)).toEqual([2, 2, 2, 4]);
    expect(planRecut(7, 1, 5)).toEqual([{ bundleNo: 6, qty: 7 }]);
  });

  it('plans nothing for a re-cut the server would refuse', () => {
    expect(planRecut(2, 3, 0)).toEqual([]);
    expect(planRecut(5, 0, 0)).toEqual([]);
    expect(planRecut(Number.NaN, 2, 0)).toEqual([]);
  });
});
