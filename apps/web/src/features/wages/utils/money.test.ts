import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatMills,
  formatMoney,
  sumMills,
  toCents,
  toMills,
  wageTotals,
} from '@/features/wages/utils/money';

describe('money in thousandths', () => {
  it.each([
    ['27.60', 27_600],
    ['0.29', 290], // 0.29 × 100 is 28.999999999999996 as a float
    ['1.15', 1_150], // 114.99999999999999
    ['0.125', 125],
    ['1.005', 1_005],
    ['-5.00', -5_000],
    ['-0.07', -70],
    ['12', 12_000],
    ['12.5', 12_500],
    ['999999.99', 999_999_990],
    ['-0.00', 0],
  ])('%s is %i mills', (text, mills) => {
    expect(toMills(text)).toBe(mills);
  });

  it('takes hidden money (null) as nothing and refuses what is no amount', () => {
    expect(toMills(null)).toBe(0);
    expect(() => toMills('12.3456')).toThrow();
    expect(() => toMills('1e3')).toThrow();
  });

  it('sums exactly where floats drift, and where rounding each scan would not', () => {
    // As floats: 0.1 + 0.2 = 0.30000000000000004; ten times 0.10 is 0.9999999999999999.
    expect(sumMills(['0.10', '0.20'])).toBe(300);
    expect(sumMills(Array.from({ length: 10 }, () => '0.10'))).toBe(1_000);
    expect(sumMills(['2.40', '8.00', '7.20', '10.00'])).toBe(27_600);
    // Ten 1-piece scans at 0.125 are one 10-piece scan's 1.25 (not 10 × 0.13 = 1.30).
    expect(formatMills(sumMills(Array.from({ length: 10 }, () => '0.125')))).toBe('1.25');
  });

  it.each([
    [0, '0.00'],
    [70, '0.07'],
    [125, '0.125'],
    [2_500, '2.50'],
    [27_600, '27.60'],
    [-5_000, '-5.00'],
    [1_234_567_891, '1,234,567.891'],
  ])('writes %i mills as %s', (mills, text) => {
    expect(formatMills(mills)).toBe(text);
  });

  it('shows hidden money as a dash, the rest as the server wrote it', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('31084.5')).toBe('31,084.50');
    expect(formatMoney('0.125')).toBe('0.125');
  });
});

describe('typed amounts in cents (adjustments)', () => {
  it('reads at most 2 decimals', () => {
    expect(toCents('12.34')).toBe(1_234);
    expect(toCents('-0.07')).toBe(-7);
    expect(() => toCents('12.345')).toThrow();
    expect(formatCents(-500)).toBe('-5.00');
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

  it('adds every worker exactly, in thousandths', () => {
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
      amount: 128_590,
      adjustments: -34_350,
      total: 94_240,
      settledAmount: 27_600,
    });
    expect(formatMills(wageTotals(rows).total)).toBe('94.24');
  });

  it('pays what the rows pay: each worker’s total rounded once by the server, then added', () => {
    // Three workers of 0.125: 0.375 of piece wages, each paid 0.13, so 0.39 leaves the till (not 0.38).
    const rows = Array.from({ length: 3 }, () => row('0.125', '0.00', '0.13'));
    const totals = wageTotals(rows);
    expect(formatMills(totals.amount)).toBe('0.375');
    expect(formatMills(totals.total)).toBe('0.39');
  });

  it('is zero for no workers', () => {
    expect(wageTotals([])).toMatchObject({ workers: 0, qty: 0, amount: 0, total: 0 });
  });
});
