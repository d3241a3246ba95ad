import { useSessionStore } from '@/lib/session-store';

/** Until a factory is signed in to: the installation's default zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

const pad = (n: number) => String(n).padStart(2, '0');

/** The zone dates are read in: the factory's own, so a day is the same day for everyone in it. */
const factoryTimeZone = () => useSessionStore.getState().factory?.timeZone ?? DEFAULT_TIME_ZONE;

/** The wall-clock parts of an instant in a time zone (24-hour clock). */
export function wallClock(instant: string | Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** A day as every screen writes it, "2026-03-03", in a time zone: one format in both languages. */
export function formatDateIn(iso: string, timeZone: string): string {
  const { year, month, day } = wallClock(iso, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A time of day on the 24-hour clock in both languages, "14:05" or with its seconds "14:05:09", in a time zone. */
export function formatTimeIn(iso: string, timeZone: string, withSeconds = false): string {
  const { hour, minute, second } = wallClock(iso, timeZone);
  return `${pad(hour)}:${pad(minute)}${withSeconds ? `:${pad(second)}` : ''}`;
}

/** A moment as every screen writes it, "2026-03-03 14:05", in a time zone. */
export function formatDateTimeIn(iso: string, timeZone: string): string {
  return `${formatDateIn(iso, timeZone)} ${formatTimeIn(iso, timeZone)}`;
}

// In the factory's zone, never the browser's. One argument only: they are handed to tables as renderers.
export const formatDate = (iso: string) => formatDateIn(iso, factoryTimeZone());
export const formatDateTime = (iso: string) => formatDateTimeIn(iso, factoryTimeZone());
export const formatTime = (iso: string) => formatTimeIn(iso, factoryTimeZone());
export const formatTimeWithSeconds = (iso: string) => formatTimeIn(iso, factoryTimeZone(), true);
