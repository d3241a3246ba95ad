import { describe, expect, it } from 'vitest';
import { dashboardCalendar } from './calendar';

describe('dashboardCalendar', () => {
  it.each([
    ['a day mid-month', '2026-11-27', '2026-11-26', '2026-11-01', '2026-11-30', '2026-11-14'],
    ['the first of a month', '2026-12-01', '2026-11-30', '2026-12-01', '2026-12-31', '2026-11-18'],
    ['the first of a year', '2027-01-01', '2026-12-31', '2027-01-01', '2027-01-31', '2026-12-19'],
    [
      'the end of February in a leap year',
      '2028-02-29',
      '2028-02-28',
      '2028-02-01',
      '2028-02-29',
      '2028-02-16',
    ],
    ['the end of February otherwise', '2027-02-28', '2027-02-27', '2027-02-01', '2027-02-28', '2027-02-15'],
  ])('%s', (_, today, yesterday, monthStart, monthEnd, firstDay) => {
    const calendar = dashboardCalendar(today, 14);
    expect(calendar).toMatchObject({ today, yesterday, monthStart, monthEnd });
    expect(calendar.days).toHaveLength(14);
    expect(calendar.days[0]).toBe(firstDay);
    expect(calendar.days.at(-1)).toBe(today);
    expect(calendar.days[12]).toBe(yesterday);
  });

  it('refuses what is not a day', () => {
    expect(() => dashboardCalendar('someday', 14)).toThrow('not a day');
  });
});
