import type { ScanQuery } from '@gbo/contracts';

/** The scan list's filters as its filter bar sets them (work dates are YYYY-MM-DD, both included). */
export type ScanFilters = Partial<Omit<ScanQuery, 'page' | 'size' | 'sort'>>;

/** How many work days the list opens with: the last week, today included. */
export const DEFAULT_DAYS = 7;

const pad = (n: number) => String(n).padStart(2, '0');

/** The day `days` before a YYYY-MM-DD day (calendar arithmetic, no time zone). */
export function dayBefore(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const moved = new Date(Date.UTC(year, month - 1, date - days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/**
 * The filters the list opens with: the last week of work days up to today (the factory's today), the span a
 * supervisor checks a worker's claim against and payroll checks before settling.
 */
export function defaultScanFilters(today: string): ScanFilters {
  return { from: dayBefore(today, DEFAULT_DAYS - 1), to: today };
}

/** The filters as query parameters, blanks left out (a blank bundle number or a cleared select). */
export function toScanParams(filters: ScanFilters): ScanFilters {
  const params: ScanFilters = {};
  for (const [key, value] of Object.entries(filters) as [keyof ScanFilters, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    (params as Record<string, unknown>)[key] = value;
  }
  return params;
}

/** Whether the filters narrow the list beyond the default span of days. */
export const isNarrowed = (filters: ScanFilters) =>
  Object.keys(toScanParams(filters)).some((key) => key !== 'from' && key !== 'to');
