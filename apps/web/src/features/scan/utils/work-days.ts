import { formatDateIn } from '@/lib/format';

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
