import { describe, expect, it } from 'vitest';
import {
  attendanceKey,
  clearedInput,
  clockOutProblem,
  formatMinutes,
  hasRecord,
  shiftParts,
  toAttendanceInput,
  withoutBlanks,
  workerLabel,
} from '@/features/attendance/utils/attendance';

const day = { workerId: 12, workDate: '2026-12-02' };

describe('attendance rules', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [60, '1:00'],
    [485, '8:05'],
    [1440, '24:00'],
  ])('writes %i minutes as %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it('names a shift by its hours and breaks', () => {
    expect(
      shiftParts({
        start: '08:00',
        end: '17:30',
        breaks: [
          { start: '10:00', end: '10:15' },
          { start: '12:00', end: '13:00' },
        ],
      }),
    ).toEqual({ hours: '08:00–17:30', breaks: '10:00–10:15, 12:00–13:00' });
    expect(shiftParts({ start: '08:00', end: '12:00', breaks: [] }).breaks).toBe('');
  });

  it.each([
    [{ clockIn: null, clockOut: null, minutes: null }, undefined],
    [{ clockIn: '08:00', clockOut: null, minutes: null }, undefined],
    [{ clockIn: null, clockOut: '17:00', minutes: 480 }, 'needsClockIn'],
    [{ clockIn: '08:00', clockOut: '08:00', minutes: null }, 'notAfter'],
    [{ clockIn: '17:00', clockOut: '08:00', minutes: null }, 'notAfter'],
    [{ clockIn: '08:00', clockOut: '17:00', minutes: null }, undefined],
  ] as const)('checks clock-out of %j: %s', (values, problem) => {
    expect(clockOutProblem(values)).toBe(problem);
  });

  it('sends the day as the dialog has it, and all empty to clear', () => {
    expect(toAttendanceInput(day, { clockIn: '08:00', clockOut: null, minutes: 450 })).toEqual({
      workerId: 12,
      workDate: '2026-12-02',
      clockIn: '08:00',
      clockOut: null,
      minutes: 450,
    });
    expect(clearedInput(day)).toEqual({ ...day, clockIn: null, clockOut: null, minutes: null });
  });

  it('knows a kept record, keys a row, names a worker and drops blank filters', () => {
    expect(hasRecord({ clockIn: null, clockOut: null, minutes: null })).toBe(false);
    expect(hasRecord({ clockIn: null, clockOut: null, minutes: 0 })).toBe(true);
    expect(attendanceKey(day)).toBe('12:2026-12-02');
    expect(workerLabel({ workerName: 'Li Lei', jobNumber: 'W012' })).toBe('Li Lei (W012)');
    expect(workerLabel({ workerName: 'Li Lei', jobNumber: null })).toBe('Li Lei');
    expect(withoutBlanks({ from: '2026-12-01', deptId: undefined, workerId: null })).toEqual({
      from: '2026-12-01',
    });
  });
});
