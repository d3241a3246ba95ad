import {
  efficiencyOf,
  type EfficiencyGroup,
  type EfficiencyRow,
  MAX_HOURLY_EFFICIENCY_DAYS,
} from '@gbo/contracts';
import { addDays, dayCount, parseDay, type Period } from '@/lib/work-days';

export { dayCount, type Period };

/** The Monday of the week of `day`. */
export const mondayOf = (day: string) => addDays(day, -((parseDay(day).getUTCDay() + 6) % 7));

/** This week so far: its Monday to today (the page's period when it opens). */
export const thisWeek = (today: string): Period => ({ from: mondayOf(today), to: today });

/** The whole of last week, Monday to Sunday. */
export const lastWeek = (today: string): Period => {
  const from = addDays(mondayOf(today), -7);
  return { from, to: addDays(from, 6) };
};

/** The last `weeks` weeks, from a Monday to today: a trend by week. */
export const lastWeeks = (today: string, weeks: number): Period => ({
  from: addDays(mondayOf(today), -7 * (weeks - 1)),
  to: today,
});

/** Whether the API refuses the period for this grouping: by hour it reads the scans themselves, 31 days at most. */
export const tooLongFor = (groupBy: EfficiencyGroup, period: Period) =>
  groupBy === 'hour' && dayCount(period) > MAX_HOURLY_EFFICIENCY_DAYS;

/** The figures of every row together; efficiency from the sums, as the API computes a row's. */
export interface EfficiencyTotals {
  qty: number;
  samQty: number;
  earnedMinutes: number;
  attendedMinutes: number;
  efficiency: number | null;
}

export function efficiencyTotals(rows: readonly EfficiencyRow[]): EfficiencyTotals {
  const sum = (pick: (row: EfficiencyRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  // Earned minutes have 3 decimals: summed in thousandths, so no float error creeps in.
  const earnedMinutes = sum((row) => Math.round(row.earnedMinutes * 1000)) / 1000;
  const attendedMinutes = sum((row) => row.attendedMinutes);
  return {
    qty: sum((row) => row.qty),
    samQty: sum((row) => row.samQty),
    earnedMinutes,
    attendedMinutes,
    efficiency: efficiencyOf(earnedMinutes, attendedMinutes),
  };
}

/** Pieces that earn nothing: their process has no standard minutes. */
export const piecesWithoutSam = (totals: Pick<EfficiencyTotals, 'qty' | 'samQty'>) =>
  Math.max(0, totals.qty - totals.samQty);

/** An efficiency as a percent with one decimal, `85.3 %`; `—` where nothing was attended. */
export const formatEfficiency = (efficiency: number | null) =>
  efficiency === null ? '—' : `${(efficiency * 100).toFixed(1)} %`;

/** Minutes with at most one decimal and thousands grouped, `1,234.5`. */
export const formatMinuteCount = (minutes: number) =>
  minutes.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** What a row is called: its name, else its key (a day, a week's Monday, an hour). */
export const rowLabel = (row: Pick<EfficiencyRow, 'key' | 'name'>) => row.name || row.key;

/** Whether the grouping is a time line (a trend), rather than a comparison of groups. */
export const isTimeline = (groupBy: EfficiencyGroup) => groupBy === 'day' || groupBy === 'week';

/**
 * The rows in the chart's order: in time for days, weeks and hours; best first for workers and lines (those
 * attended with nothing to show last).
 */
export function chartRows(rows: readonly EfficiencyRow[], groupBy: EfficiencyGroup): EfficiencyRow[] {
  if (isTimeline(groupBy) || groupBy === 'hour') return [...rows].sort((a, b) => a.key.localeCompare(b.key));
  return [...rows].sort(
    (a, b) => (b.efficiency ?? -1) - (a.efficiency ?? -1) || rowLabel(a).localeCompare(rowLabel(b)),
  );
}

/** A row's efficiency in percent for the chart (1 decimal); null leaves a gap. */
export const percentOf = (efficiency: number | null) =>
  efficiency === null ? null : Math.round(efficiency * 1000) / 10;
