import { addDays, type Period } from '@/lib/work-days';
import { MAX_WAGE_PERIOD_DAYS } from '@gbo/contracts';

/** The periods the pay page offers at a tap; a paid (settled) period is chosen from a list. */
export const QUICK_PERIODS = ['today', 'month', 'lastMonth'] as const;
export type QuickPeriod = (typeof QUICK_PERIODS)[number];

/** A quick period's days, from the factory's today (`YYYY-MM-DD`). */
export function quickPeriod(choice: QuickPeriod, today: string): Period {
  if (choice === 'today') return { from: today, to: today };
  const monthStart = `${today.slice(0, 8)}01`;
  if (choice === 'month') return { from: monthStart, to: today };
  const lastMonthEnd = addDays(monthStart, -1);
  return { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd };
}

/** The year back from today in which the page looks for the periods that paid the worker. */
export const paidPeriodsWindow = (today: string): Period => ({
  from: addDays(today, -(MAX_WAGE_PERIOD_DAYS - 1)),
  to: today,
});

/** The days of a period, newest first: the days a question may be about (none after today). */
export function daysOf({ from, to }: Period, today: string): string[] {
  const days: string[] = [];
  for (let day = to > today ? today : to; day >= from; day = addDays(day, -1)) days.push(day);
  return days;
}
