import { type AttendanceSource, minuteOfDay, type Shift } from '@gbo/contracts';
import type { DayRecord } from '../figures';

// A worker's attended time on a work day, as minutes of the day (docs/design.md §11). Pure: the service reads
// the record, the department's shift and the factory's clock, and hands them here.

/** A stretch of a day, in minutes after midnight: from (included) to (excluded). */
export type Interval = { from: number; to: number };

export type Attended = {
  /** When the worker attended, breaks left out, in order. */
  intervals: Interval[];
  minutes: number;
  source: AttendanceSource | null;
  /** Clocked in and not out. */
  open: boolean;
};

const DAY_END = 24 * 60;

/** A stretch less the shift's breaks. */
export function lessBreaks(span: Interval, shift: Shift): Interval[] {
  const pieces: Interval[] = [];
  let from = span.from;
  for (const pause of shift.breaks) {
    const start = minuteOfDay(pause.start);
    const end = minuteOfDay(pause.end);
    if (end <= from || start >= span.to) continue;
    if (start > from) pieces.push({ from, to: start });
    from = Math.max(from, end);
  }
  if (from < span.to) pieces.push({ from, to: span.to });
  return pieces;
}

/** The shift's working time: from its start to its end, less its breaks. */
export const shiftIntervals = (shift: Shift): Interval[] =>
  lessBreaks({ from: minuteOfDay(shift.start), to: minuteOfDay(shift.end) }, shift);

const total = (intervals: Interval[]) => intervals.reduce((sum, i) => sum + i.to - i.from, 0);

/**
 * Entered minutes placed on the clock: along the shift's working time from its start, then past its end, then
 * back from its start towards midnight, then in its breaks, so that the hours of the day add up to what was
 * entered however much it is (a whole day, 1,440, fills every minute).
 */
function placeMinutes(minutes: number, shift: Shift): Interval[] {
  const start = minuteOfDay(shift.start);
  const end = minuteOfDay(shift.end);
  const breaks = shift.breaks.map((pause) => ({
    from: minuteOfDay(pause.start),
    to: minuteOfDay(pause.end),
  }));
  const placed: Interval[] = [];
  let left = minutes;
  const take = (stretch: Interval, fromItsEnd = false) => {
    const length = Math.min(left, stretch.to - stretch.from);
    if (length <= 0) return;
    placed.push(
      fromItsEnd
        ? { from: stretch.to - length, to: stretch.to }
        : { from: stretch.from, to: stretch.from + length },
    );
    left -= length;
  };
  for (const stretch of shiftIntervals(shift)) take(stretch);
  take({ from: end, to: DAY_END });
  take({ from: 0, to: start }, true);
  for (const pause of breaks) take(pause);
  return placed.sort((a, b) => a.from - b.from);
}

/** The intervals cut off at a minute of the day. */
export const until = (intervals: Interval[], end: number): Interval[] =>
  intervals.filter((i) => i.from < end).map((i) => ({ from: i.from, to: Math.min(i.to, end) }));

/**
 * A worker's attended time on a day:
 * - minutes entered win, placed from the shift's start (`manual`);
 * - clocked: clock-in to clock-out less the shift's breaks (`clock`); while still open, up to now on today's
 *   record, or the shift's end on a past day's never clocked out;
 * - no record: the shift's working time when `shiftWhenScanned` (the factory keeps no attendance and the worker
 *   scanned that day: `shift`), else nothing.
 * `now` is the minute of the day it is when the day is today (null for a past day): today's time is counted
 * up to it, not to the end of the day (the board's "so far").
 */
export function attendedTime(
  record: DayRecord | null,
  shift: Shift,
  options: { now: number | null; shiftWhenScanned: boolean },
): Attended {
  const soFar = (intervals: Interval[], source: AttendanceSource | null, open: boolean): Attended => {
    const counted = options.now === null ? intervals : until(intervals, options.now);
    return { intervals: counted, minutes: total(counted), source, open };
  };
  if (record?.minutes !== null && record?.minutes !== undefined) {
    return soFar(placeMinutes(record.minutes, shift), 'manual', false);
  }
  if (record?.clockIn) {
    const open = record.clockOut === null;
    const from = minuteOfDay(record.clockIn);
    const to = open ? (options.now ?? minuteOfDay(shift.end)) : minuteOfDay(record.clockOut ?? '');
    return soFar(to > from ? lessBreaks({ from, to }, shift) : [], 'clock', open);
  }
  if (options.shiftWhenScanned) return soFar(shiftIntervals(shift), 'shift', false);
  return soFar([], null, false);
}

/** Minutes of the intervals in each hour of the day (0–23), hours without any left out. */
export function minutesPerHour(intervals: Interval[]): Map<number, number> {
  const hours = new Map<number, number>();
  for (const { from, to } of intervals) {
    for (let at = from; at < to;) {
      const hour = Math.floor(at / 60);
      const next = Math.min(to, (hour + 1) * 60);
      hours.set(hour, (hours.get(hour) ?? 0) + next - at);
      at = next;
    }
  }
  return hours;
}
