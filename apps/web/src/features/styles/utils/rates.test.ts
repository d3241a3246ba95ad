import { describe, expect, it } from 'vitest';
import {
  formatThousandths,
  rateTotal,
  samTotal,
  sizeRateTotals,
  sumRates,
  toThousandths,
} from '@/features/styles/utils/rates';

/** PL2408's twelve processes (docs/domain.md §4): 3.82 a garment, 3XL's collar 0.50. */
const PL2408 = [
  '0.12',
  '0.40',
  '0.60',
  '0.45',
  '0.25',
  '0.35',
  '0.40',
  '0.25',
  '0.25',
  '0.20',
  '0.20',
  '0.35',
];

describe('rates in thousandths', () => {
  it.each([
    ['0.45', 450],
    ['0.5', 500],
    ['3', 3000],
    ['0.125', 125],
    [' 12.3 ', 12300],
    ['9999.999', 9_999_999],
    ['0', 0],
  ])('reads %j as %i thousandths', (text, thousandths) => {
    expect(toThousandths(text)).toBe(thousandths);
  });

  it.each(['', '.5', '1.2345', '-1', '12345', '1,5', 'abc', '1e3', '0.1.2'])('refuses %j', (text) => {
    expect(toThousandths(text)).toBeUndefined();
  });

  it.each([
    [3820, '3.82'],
    [125, '0.125'],
    [0, '0.00'],
    [500, '0.50'],
    [10_000, '10.00'],
    [1005, '1.005'],
  ])('writes %i thousandths as %j', (thousandths, text) => {
    expect(formatThousandths(thousandths)).toBe(text);
  });

  it('adds PL2408’s rates to 3.82 exactly, where floats would not', () => {
    expect(sumRates(PL2408)).toBe(3820);
    expect(rateTotal(PL2408.map((rate) => ({ rate, sizeRates: {} })))).toBe('3.82');
    // The trap the integers avoid.
    expect(PL2408.reduce((sum, rate) => sum + Number(rate), 0)).not.toBe(3.82);
  });

  it('adds nothing for a rate not yet valid', () => {
    expect(sumRates(['0.10', 'abc', '', '0.2'])).toBe(300);
  });

  it('totals the sizes paid otherwise, in size order', () => {
    const collar: Record<string, string> = { '3XL': '0.50' };
    const none: Record<string, string> = {};
    const processes = PL2408.map((rate, i) => ({
      rate,
      sizeRates: i === 3 ? collar : none,
    }));
    expect(sizeRateTotals(processes, ['S', 'M', '3XL'])).toEqual([{ size: '3XL', total: '3.87' }]);
    expect(sizeRateTotals(processes, ['S'])).toEqual([]);
  });

  it('totals the standard minutes set, none when no process has any', () => {
    expect(samTotal(['0.85', '', '0.4', '1.2'])).toBe('2.45');
    expect(samTotal(['', ' ', '0'])).toBeNull();
    expect(samTotal([])).toBeNull();
  });
});
