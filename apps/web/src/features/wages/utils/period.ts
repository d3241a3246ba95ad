import { MAX_WAGE_PERIOD_DAYS } from '@gbo/contracts';
import { addDays, dayCount, parseDay as parse, type Period, toDay } from '@/lib/work-days';

export { addDays, dayCount, type Period };

/** This month so far: its first day to today (the page's period when it opens). */
export const thisMonth = (today: string): Period => ({ from: `${today.slice(0, 7)}-01`, to: today });

/** The whole of last month. */
export function lastMonth(today: string): Period {
  const first = parse(`${today.slice(0, 7)}-01`);
  first.setUTCMonth(first.getUTCMonth() - 1);
  const from = toDay(first);
  return { from, to: addDays(`${today.slice(0, 7)}-01`, -1) };
}

/** The last `days` days before today (today left out: a period that is over can be settled). */
export const lastDays = (today: string, days: number): Period => ({
  from: addDays(today, -days),
  to: addDays(today, -1),
});

/** Whether the period is over (ends before the factory's today): only then may it be settled. */
export const isOver = (period: Period, today: string) => period.to < today;

/** Whether a period is one the API takes: from ≤ to, at most a year. */
export const isValidPeriod = (period: Period) =>
  period.from <= period.to && dayCount(period) <= MAX_WAGE_PERIOD_DAYS;

/**
 * The months (`YYYY-MM`) whose adjustments a period counts: those whose first day is in it (a month's
 * subsidy is paid once, with the period that holds the 1st).
 */
export function monthsCounted({ from, to }: Period): string[] {
  const months: string[] = [];
  const first = parse(`${from.slice(0, 7)}-01`);
  if (toDay(first) < from) first.setUTCMonth(first.getUTCMonth() + 1);
  while (toDay(first) <= to) {
    months.push(toDay(first).slice(0, 7));
    first.setUTCMonth(first.getUTCMonth() + 1);
  }
  return months;
}

/** The month a new adjustment starts on: the first one the period counts, else the period's own month. */
export const defaultAdjustmentMonth = (period: Period) => monthsCounted(period)[0] ?? period.from.slice(0, 7);
