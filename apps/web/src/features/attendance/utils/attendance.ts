import type { AttendanceInput, AttendanceRow, Shift } from '@gbo/contracts';

/** Minutes as hours and minutes, `8:05` (485). */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A shift as words need it: its hours (`08:00–17:00`) and its breaks (`12:00–13:00`, comma-separated). */
export function shiftParts(shift: Shift): { hours: string; breaks: string } {
  return {
    hours: `${shift.start}–${shift.end}`,
    breaks: shift.breaks.map((b) => `${b.start}–${b.end}`).join(', '),
  };
}

/** A (person, day) row's key: the list has no id of its own. */
export const attendanceKey = (row: Pick<AttendanceRow, 'workerId' | 'workDate'>) =>
  `${row.workerId}:${row.workDate}`;

/** Whether the day has a record kept (clocked or entered) that Clear would remove. */
export const hasRecord = (row: Pick<AttendanceRow, 'clockIn' | 'clockOut' | 'minutes'>) =>
  row.clockIn !== null || row.clockOut !== null || row.minutes !== null;

/** What the dialog edits: times `HH:mm`, minutes entered; null when empty. */
export interface AttendanceValues {
  clockIn: string | null;
  clockOut: string | null;
  minutes: number | null;
}

/** Why clock-out is refused, as the API checks it: it needs clock-in, and comes after it. */
export function clockOutProblem({
  clockIn,
  clockOut,
}: AttendanceValues): 'needsClockIn' | 'notAfter' | undefined {
  if (clockOut === null) return undefined;
  if (clockIn === null) return 'needsClockIn';
  return clockIn < clockOut ? undefined : 'notAfter';
}

/** The `PUT api/attendance` body of a worker's day as the dialog has it (all empty removes the record). */
export const toAttendanceInput = (
  row: Pick<AttendanceRow, 'workerId' | 'workDate'>,
  values: AttendanceValues,
): AttendanceInput => ({ workerId: row.workerId, workDate: row.workDate, ...values });

/** Clear: the day's record removed, its minutes counted again from the shift (or none). */
export const clearedInput = (row: Pick<AttendanceRow, 'workerId' | 'workDate'>): AttendanceInput =>
  toAttendanceInput(row, { clockIn: null, clockOut: null, minutes: null });

/** The filters as query parameters, blanks left out (a cleared select). */
export function withoutBlanks<T extends object>(filters: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}

/** A person as buttons and titles name them: "Zhang Min (W011)". */
export const workerLabel = (row: Pick<AttendanceRow, 'workerName' | 'jobNumber'>) =>
  row.jobNumber ? `${row.workerName} (${row.jobNumber})` : row.workerName;
