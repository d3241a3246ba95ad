import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultAdjustmentMonth,
  isOver,
  isValidPeriod,
  lastDays,
  lastMonth,
  monthsCounted,
  thisMonth,
} from '@/features/wages/utils/period';

describe('wage periods', () => {
  it('picks this month so far, last month and the last days before today', () => {
    expect(thisMonth('2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(lastMonth('2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastMonth('2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(lastMonth('2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(lastDays('2026-03-02', 7)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('is over once it ends before today', () => {
    expect(isOver({ from: '2026-11-01', to: '2026-11-24' }, '2026-11-25')).toBe(true);
    expect(isOver({ from: '2026-11-01', to: '2026-11-25' }, '2026-11-25')).toBe(false);
  });

  it('is at most a year, both ends included', () => {
    expect(isValidPeriod({ from: '2026-01-01', to: '2026-12-31' })).toBe(true);
    expect(isValidPeriod({ from: '2028-01-01', to: '2028-12-31' })).toBe(true); // 366 days
    expect(isValidPeriod({ from: '2026-01-01', to: '2027-01-02' })).toBe(false);
    expect(isValidPeriod({ from: '2026-02-01', to: '2026-01-31' })).toBe(false);
  });

  it('counts the adjustments of the months whose first day it holds', () => {
    expect(monthsCounted({ from: '2026-11-01', to: '2026-11-25' })).toEqual(['2026-11']);
    expect(monthsCounted({ from: '2026-11-02', to: '2026-11-25' })).toEqual([]);
    expect(monthsCounted({ from: '2026-10-15', to: '2026-12-01' })).toEqual(['2026-11', '2026-12']);
    expect(defaultAdjustmentMonth({ from: '2026-10-15', to: '2026-12-01' })).toBe('2026-11');
    expect(defaultAdjustmentMonth({ from: '2026-11-20', to: '2026-11-24' })).toBe('2026-11');
  });
});
