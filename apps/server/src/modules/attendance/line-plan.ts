import type { BoardHour, Shift } from '@gbo/contracts';
import type { WorkerHour } from '../figures';
import { thousandthsOf } from './efficiency';
import { minutesPerHour, shiftIntervals, until } from './worked-time';

// A line's day hour by hour, for its board (docs/design.md §11). Pure: the board's service gathers the line's
// workers, scans and output, and hands them here.

/** A worker of the line today: pieces, minutes earned (numeric text) and attended so far, by hour. */
export type LineWorker = {
  workerId: number;
  qty: number;
  earned: string;
  attended: number;
  attendedByHour: Map<number, number>;
};

export type LinePlanInput = {
  shift: Shift;
  targetEfficiency: number;
  /** The minute of the day it is now. */
  minute: number;
  workers: LineWorker[];
  /** The style's total standard minutes; null: none, so no target and output in pieces. */
  samTotal: number | null;
  /** Per hour: standard garments made, and pieces of the style's last process. */
  outputs: { hour: number; garments: number; lastProcessQty: number }[];
  /** The line's scans per worker and hour. */
  scanned: WorkerHour[];
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Target and output per hour of the shift (and any hour outside it with work): the target is the line's
 * workers × the hour's working minutes × target efficiency ÷ the style's SAM, in garments; the output the
 * standard garments made (minutes earned ÷ each bed's SAM), or, without SAM, the style's last-process pieces.
 * The day's target counts the working minutes up to now.
 */
export function linePlan(input: LinePlanInput) {
  const workers = input.workers.filter((w) => w.qty > 0 || w.attended > 0);
  const workerCount = workers.length;
  const working = shiftIntervals(input.shift);
  const shiftHours = minutesPerHour(working);
  const soFar = [...minutesPerHour(until(working, input.minute)).values()].reduce((a, b) => a + b, 0);
  const targetOf = (minutes: number) =>
    input.samTotal ? oneDecimal((workerCount * minutes * input.targetEfficiency) / input.samTotal) : null;

  const earnedByHour = new Map<number, number>();
  for (const s of input.scanned)
    earnedByHour.set(s.hour, (earnedByHour.get(s.hour) ?? 0) + thousandthsOf(s.earned));
  const attendedByHour = new Map<number, number>();
  for (const w of workers)
    for (const [hour, minutes] of w.attendedByHour)
      attendedByHour.set(hour, (attendedByHour.get(hour) ?? 0) + minutes);
  const outputOf = new Map(
    input.outputs.map((o) => [o.hour, input.samTotal ? o.garments : o.lastProcessQty]),
  );

  const hourSet = new Set([
    ...shiftHours.keys(),
    ...outputOf.keys(),
    ...earnedByHour.keys(),
    ...attendedByHour.keys(),
  ]);
  // Every hour from the first to the last with work or working time, the breaks' hours among them.
  const hours: BoardHour[] = [];
  for (let hour = Math.min(...hourSet); hour <= Math.max(...hourSet); hour++) {
    hours.push({
      hour,
      target: targetOf(shiftHours.get(hour) ?? 0),
      output: oneDecimal(outputOf.get(hour) ?? 0),
      earnedMinutes: (earnedByHour.get(hour) ?? 0) / 1000,
      attendedMinutes: attendedByHour.get(hour) ?? 0,
    });
  }
  const earnedThousandths = workers.reduce((sum, w) => sum + thousandthsOf(w.earned), 0);
  return {
    workerCount,
    hours,
    output: oneDecimal(hours.reduce((sum, h) => sum + h.output, 0)),
    target: targetOf(soFar),
    earnedMinutes: earnedThousandths / 1000,
    attendedMinutes: workers.reduce((sum, w) => sum + w.attended, 0),
    workers: workers.map((w) => ({ ...w, earned: thousandthsOf(w.earned) / 1000 })),
  };
}
