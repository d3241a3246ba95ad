import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney, sumCents, toCents, wageTotals } from '@/features/wages/utils/money';

describe('money in cents', () => {
  it.each([
    ['27.60', 2760],
    ['0.29', 29], // 0.29 × 100 is 28.999999999999996 as a float
    ['1.15', 115], // 114.99999999999999
    ['4.35', 435],
    ['-5.00', -500],
    ['-0.07', -7],
    ['12', 1200],
    ['12.5', 1250],
    ['999999.99', 99_999_999],
    ['-0.00', 0],
  ])('%s is %i cents', (text, cents) => {
    expect(toCents(text)).toBe(cents);
  });

  it('takes hidden money (null) as nothing and refuses what is no amount', () => {
    expect(toCents(null)).toBe(0);
    expect(() => toCents('12.345')).toThrow();
    expect(() => toCents('1e3')).toThrow();
  });

  it('sums exactly where floats drift', () => {
    // As floats: 0.1 + 0.2 = 0.30000000000000004; ten times 0.10 is 0.9999999999999999.
    expect(sumCents(['0.10', '0.20'])).toBe(30);
    expect(sumCents(Array.from({ length: 10 }, () => '0.10'))).toBe(100);
    expect(sumCents(['2.40', '8.00', '7.20', '10.00'])).toBe(2760);
    expect(sumCents(['1.15', '4.35', '-5.50'])).toBe(0);
  });

  it.each([
    [0, '0.00'],
    [7, '0.07'],
    [2760, '27.60'],
    [-500, '-5.00'],
    [123_456_789, '1,234,567.89'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('shows hidden money as a dash', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('31084.5')).toBe('31,084.50');
  });
});

describe('the totals row', () => {
  const row = (amount: string, adjustments: string, total: string, qty = 1, settledQty = 0) => ({
    qty,
    settledQty,
    amount,
    adjustments,
    total,
    settledAmount: settledQty > 0 ? amount : '0.00',
  });

  it('adds every worker exactly, in cents', () => {
    const rows = [
      row('27.60', '0.00', '27.60', 12, 12),
      row('0.29', '1.15', '1.44', 1),
      ...Array.from({ length: 7 }, () => row('0.10', '0.00', '0.10', 1)),
      row('100.00', '-35.50', '64.50', 40),
    ];
    expect(wageTotals(rows)).toEqual({
      workers: 10,
      qty: 60,
      settledQty: 12,
      amount: 12_859,
      adjustments: -3_435,
      total: 9_424,
      settledAmount: 2_760,
    });
    expect(formatCents(wageTotals(rows).total)).toBe('94.24');
  });

  it('is zero for no workers', () => {
    expect(wageTotals([])).toMatchObject({ workers: 0, qty: 0, amount: 0, total: 0 });
  });
});
