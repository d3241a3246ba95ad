import { formatDateIn, wallClock } from '@/lib/format';

/** Dates of a factory are days in its own time zone; the server stores instants (ISO 8601 with an offset). */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How far the zone's clocks are ahead of UTC at an instant, in minutes. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The last second of a day in a time zone, e.g. ('2027-12-31', 'Asia/Shanghai') → '2027-12-31T23:59:59+08:00':
 * a factory's service runs to the end of its expiry day where it is.
 */
export function endOfDayIn(day: string, timeZone: string): string {
  const match = DAY.exec(day);
  if (!match) throw new Error(`Not a day: ${day}`);
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, date, 23, 59, 59);
  // The offset at the guess, then again at the result, in case a clock change lies between them.
  let offset = zoneOffsetMinutes(new Date(wallAsUtc), timeZone);
  offset = zoneOffsetMinutes(new Date(wallAsUtc - offset * 60_000), timeZone);
  return `${day}T23:59:59${offsetText(offset)}`;
}

/** The day (YYYY-MM-DD) an instant falls on in a time zone. */
export const dayIn = formatDateIn;

/** The IANA time zones this browser knows, with the default first; the default is always offered. */
export function timeZoneNames(fallback = 'Asia/Shanghai'): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [fallback, ...known.filter((zone) => zone !== fallback)];
}
