import { describe, expect, it } from 'vitest';
import { daySchema, rateSchema, workDaySchema } from './money';

describe('daySchema', () => {
  it('takes real days PostgreSQL can store', () => {
    for (const day of ['2026-08-12', '2028-02-29', '0001-01-01', '9999-12-31'])
      expect(daySchema.safeParse(day).success).toBe(true);
  });
  it('refuses impossible days and year 0000 (no such year in PostgreSQL)', () => {
    for (const day of ['2026-02-30', '2026-13-01', '0000-01-01', '2026-1-1', '2026-08-12T00:00:00Z'])
      expect(daySchema.safeParse(day).success).toBe(false);
  });
});

describe('workDaySchema', () => {
  it('takes the days of 2000 to 2099 only: a mistyped year is refused', () => {
    for (const day of ['2000-01-01', '2026-12-02', '2099-12-31'])
      expect(workDaySchema.safeParse(day).success).toBe(true);
    for (const day of ['1999-12-31', '1900-01-01', '0202-11-23', '2100-01-01', '9999-12-31'])
      expect(workDaySchema.safeParse(day).success).toBe(false);
  });
});

describe('rateSchema', () => {
  it('keeps a rate as text, up to 4 digits and 3 decimals', () => {
    expect(rateSchema.parse(' 0.5 ')).toBe('0.5');
    expect(rateSchema.parse(0.45)).toBe('0.45');
    for (const rate of ['-1', '1e3', '0.1234', '10000', '', 1e21, 0.1 + 0.2])
      expect(rateSchema.safeParse(rate).success).toBe(false);
  });
});
