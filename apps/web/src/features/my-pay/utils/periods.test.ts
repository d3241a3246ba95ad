import { describe, expect, it } from 'vitest';
import { daysOf, paidPeriodsWindow, quickPeriod } from '@/features/my-pay/utils/periods';

describe('quickPeriod', () => {
  it.each([
    ['today', '2026-12-02', { from: '2026-12-02', to: '2026-12-02' }],
    ['month', '2026-12-02', { from: '2026-12-01', to: '2026-12-02' }],
    ['lastMonth', '2026-12-02', { from: '2026-11-01', to: '2026-11-30' }],
    ['lastMonth', '2026-01-15', { from: '2025-12-01', to: '2025-12-31' }],
    ['lastMonth', '2028-03-01', { from: '2028-02-01', to: '2028-02-29' }],
  ] as const)('%s of %s', (choice, today, period) => {
    expect(quickPeriod(choice, today)).toEqual(period);
  });
});

describe('paidPeriodsWindow', () => {
  it('is the longest period one wage query may cover, ending today', () => {
    expect(paidPeriodsWindow('2026-12-02')).toEqual({ from: '2025-12-02', to: '2026-12-02' });
  });
});

describe('daysOf', () => {
  it('lists a period’s days newest first, none after today', () => {
    expect(daysOf({ from: '2026-11-29', to: '2026-12-31' }, '2026-12-02')).toEqual([
      '2026-12-02',
      '2026-12-01',
      '2026-11-30',
      '2026-11-29',
    ]);
    expect(daysOf({ from: '2026-12-03', to: '2026-12-31' }, '2026-12-02')).toEqual([]);
  });
});
