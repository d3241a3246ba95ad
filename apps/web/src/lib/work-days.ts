import { formatDateIn } from '@/lib/format';

/** Work dates from–to, both included, `YYYY-MM-DD`. */
export interface Period {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A work date at midnight UTC: days counted on it never meet a daylight-saving change. */
export const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** A date's day as `YYYY-MM-DD` (its UTC day, as parseDay made it). */
export const toDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The day `n` days after `day` (before, for a negative n). */
export function addDays(day: string, n: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + n);
  return toDay(date);
}

/** The number of days of a period, both ends included. */
export const dayCount = ({ from, to }: Period) =>
  Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / 86_400_000) + 1;

/**
 * The work days the worker's figures cover, in the factory's time zone (the server dates a scan the same
 * way): today, and this month from its first day to today.
 */
export function workDays(timeZone: string, now: Date = new Date()) {
  const today = formatDateIn(now.toISOString(), timeZone);
  return { today, monthStart: `${today.slice(0, 8)}01` };
}

/** A scan's time of day, "14:05", in the factory's time zone. */
export function timeOfDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
