import { z } from 'zod';
import { idSchema, pageQuerySchema } from './common';
import { daySchema, workDaySchema } from './money';

/**
 * Shifts, attendance and efficiency (docs/design.md §11). A department's shift is its work day in local time
 * with its breaks; a worker's attended minutes on a day are their clocked time less the breaks, or minutes a
 * supervisor entered, or (where the factory keeps no attendance) the shift's length on each day they scanned.
 * Efficiency is the standard minutes earned (Σ scanned pieces × the process's SAM) over the minutes attended.
 */

const TIME_MESSAGE = 'must be a time like 08:00';
/** A local time of day, `HH:MM` (24 hours). */
export const clockTimeSchema = z
  .string({ error: TIME_MESSAGE })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE);

export const shiftBreakSchema = z
  .object({ start: clockTimeSchema, end: clockTimeSchema }, { error: 'must be a break: start and end' })
  .refine((b) => b.start < b.end, { message: 'must be after start', path: ['end'] });
export type ShiftBreak = z.infer<typeof shiftBreakSchema>;

/** The most breaks a shift has. */
export const MAX_SHIFT_BREAKS = 6;

/** A shift: from `start` to `end` the same day, less its breaks (in order, inside it, not overlapping). */
export const shiftSchema = z
  .object(
    {
      start: clockTimeSchema,
      end: clockTimeSchema,
      breaks: z
        .array(shiftBreakSchema, { error: 'must be a list of breaks' })
        .max(MAX_SHIFT_BREAKS, `at most ${MAX_SHIFT_BREAKS} breaks`)
        .default([]),
    },
    { error: 'must be a shift: start, end and breaks' },
  )
  .refine((s) => s.start < s.end, { message: 'must be after start', path: ['end'] })
  .refine((s) => s.breaks.every((b) => b.start >= s.start && b.end <= s.end), {
    message: 'each break must be inside the shift',
    path: ['breaks'],
  })
  .refine((s) => s.breaks.every((b, i) => i === 0 || (s.breaks[i - 1]?.end ?? '') <= b.start), {
    message: 'breaks must be in order and not overlap',
    path: ['breaks'],
  });
export type Shift = z.infer<typeof shiftSchema>;

/** A department with no shift of its own, nor a parent with one, works this one (8 hours). */
export const DEFAULT_SHIFT: Shift = {
  start: '08:00',
  end: '17:00',
  breaks: [{ start: '12:00', end: '13:00' }],
};

/** A line with no target efficiency of its own aims at this one. */
export const DEFAULT_TARGET_EFFICIENCY = 0.7;

const TARGET_MESSAGE = 'must be a fraction from 0.01 to 2, at most 3 decimals (0.75 is 75 %)';
/** A line's target efficiency: a fraction (0.75), kept with 3 decimals. */
export const targetEfficiencySchema = z
  .number({ error: TARGET_MESSAGE })
  .min(0.01, TARGET_MESSAGE)
  .max(2, TARGET_MESSAGE)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-9, TARGET_MESSAGE);

/** Minutes of a shift: its length less its breaks. */
export function shiftMinutes(shift: Shift): number {
  const length = minuteOfDay(shift.end) - minuteOfDay(shift.start);
  return length - shift.breaks.reduce((sum, b) => sum + minuteOfDay(b.end) - minuteOfDay(b.start), 0);
}

/** `HH:MM` → minutes after midnight. */
export function minuteOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Efficiency as the API answers it: earned ÷ attended, 4 decimals; null where nothing was attended. */
export function efficiencyOf(earnedMinutes: number, attendedMinutes: number): number | null {
  return attendedMinutes > 0 ? Math.round((earnedMinutes / attendedMinutes) * 10_000) / 10_000 : null;
}

// ─── Attendance ──────────────────────────────────────────────────────────────────────────────

/** The longest period one attendance list covers, in days (both ends included). */
export const MAX_ATTENDANCE_DAYS = 31;

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A period of at most `days` days: `to` not before `from`, both included. */
const periodChecks = <T extends z.ZodType<{ from: string; to: string }>>(schema: T, days: number) =>
  schema
    .refine((p) => p.from <= p.to, { message: 'must not be before from', path: ['to'] })
    .refine((p) => p.from > p.to || dayCount(p.from, p.to) <= days, {
      message: `must be at most ${days} days after from (both included)`,
      path: ['to'],
    });

/**
 * `GET api/attendance?from=&to=&deptId=&workerId=`: a page of (person, day) rows, newest day first: every
 * current person of the caller's scope on every day of the period, and anyone with attendance or scans then.
 */
export const attendanceQuerySchema = periodChecks(
  pageQuerySchema.omit({ sort: true }).extend({
    from: daySchema,
    to: daySchema,
    deptId: idSchema.optional(),
    workerId: idSchema.optional(),
  }),
  MAX_ATTENDANCE_DAYS,
);
export type AttendanceQuery = z.infer<typeof attendanceQuerySchema>;

/** Where a day's attended minutes come from. */
export const ATTENDANCE_SOURCES = ['clock', 'manual', 'shift'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

export const attendanceRowSchema = z.object({
  workerId: z.number().int(),
  workerName: z.string(),
  jobNumber: z.string().nullable(),
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
  workDate: z.string(),
  /** The record as kept: clocked times (`HH:MM`, local) and minutes entered. */
  clockIn: z.string().nullable(),
  clockOut: z.string().nullable(),
  minutes: z.number().int().nullable(),
  /** Clocked in and not out yet. */
  open: z.boolean(),
  /** The minutes counted for efficiency: entered, clocked less breaks (so far, while open), or the shift's. */
  attendedMinutes: z.number().int(),
  /** Where they come from; null: none (no record, and no scans or a factory that keeps attendance). */
  source: z.enum(ATTENDANCE_SOURCES).nullable(),
  /** Valid pieces scanned that day. */
  qty: z.number().int(),
  /** The worker's department's shift (its own, its parent's, or the default). */
  shift: shiftSchema,
  updatedByName: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

const MINUTES_MESSAGE = 'must be a whole number from 0 to 1440';

/**
 * `PUT api/attendance`: a worker's day as it should be. Minutes win when given; clock-out needs clock-in and
 * comes after it. All empty removes the day's record.
 */
export const attendanceInputSchema = z
  .object({
    workerId: idSchema,
    workDate: workDaySchema,
    clockIn: clockTimeSchema.nullish().transform((time) => time ?? null),
    clockOut: clockTimeSchema.nullish().transform((time) => time ?? null),
    minutes: z
      .number({ error: MINUTES_MESSAGE })
      .int(MINUTES_MESSAGE)
      .min(0, MINUTES_MESSAGE)
      .max(1440, MINUTES_MESSAGE)
      .nullish()
      .transform((minutes) => minutes ?? null),
  })
  .refine((a) => a.clockOut === null || a.clockIn !== null, {
    message: 'needs clockIn',
    path: ['clockOut'],
  })
  .refine((a) => a.clockOut === null || a.clockIn === null || a.clockIn < a.clockOut, {
    message: 'must be after clockIn',
    path: ['clockOut'],
  });
export type AttendanceInput = z.infer<typeof attendanceInputSchema>;

/** `POST api/attendance/clock`: the signed-in worker clocks in or out now. */
export const clockInputSchema = z.object({
  action: z.enum(['in', 'out'], { error: 'must be in or out' }),
});
export type ClockInput = z.infer<typeof clockInputSchema>;

/** `GET api/attendance/me` and the clock's answer: the signed-in worker's today. */
export const myAttendanceSchema = z.object({
  workDate: z.string(),
  clockIn: z.string().nullable(),
  clockOut: z.string().nullable(),
  open: z.boolean(),
  attendedMinutes: z.number().int(),
  /** Whether the factory keeps attendance (the scan page shows the clock only then). */
  keepsAttendance: z.boolean(),
});
export type MyAttendance = z.infer<typeof myAttendanceSchema>;

// ─── Efficiency ──────────────────────────────────────────────────────────────────────────────

export const EFFICIENCY_GROUPS = ['worker', 'dept', 'day', 'week', 'hour'] as const;
export type EfficiencyGroup = (typeof EFFICIENCY_GROUPS)[number];

/** The longest period of one efficiency query, in days (by hour: the scans themselves are read). */
export const MAX_EFFICIENCY_DAYS = 366;
export const MAX_HOURLY_EFFICIENCY_DAYS = 31;

/** `GET api/efficiency?from=&to=&groupBy=&deptId=&workerId=`. */
export const efficiencyQuerySchema = periodChecks(
  z.object({
    from: daySchema,
    to: daySchema,
    groupBy: z.enum(EFFICIENCY_GROUPS, { error: 'must be worker, dept, day, week or hour' }),
    deptId: idSchema.optional(),
    workerId: idSchema.optional(),
  }),
  MAX_EFFICIENCY_DAYS,
).refine(
  (q) => q.groupBy !== 'hour' || q.from > q.to || dayCount(q.from, q.to) <= MAX_HOURLY_EFFICIENCY_DAYS,
  {
    message: `must be at most ${MAX_HOURLY_EFFICIENCY_DAYS} days after from (both included)`,
    path: ['to'],
  },
);
export type EfficiencyQuery = z.infer<typeof efficiencyQuerySchema>;

/** `GET api/efficiency/me?from=&to=`: the signed-in worker's own efficiency per day. */
export const myEfficiencyQuerySchema = periodChecks(
  z.object({ from: daySchema, to: daySchema }),
  MAX_EFFICIENCY_DAYS,
);
export type MyEfficiencyQuery = z.infer<typeof myEfficiencyQuerySchema>;

/**
 * One group's figures. `key`: the worker's or department's id (`none`: no department), the day, the week's
 * Monday, or the hour of the work day (`08`); `qty`: valid pieces; `samQty`: those whose process has standard
 * minutes; `earnedMinutes`: Σ qty × SAM (3 decimals); `attendedMinutes`; `efficiency` = earned ÷ attended as a
 * fraction with 4 decimals, null where nothing was attended.
 */
export const efficiencyRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  qty: z.number().int(),
  samQty: z.number().int(),
  earnedMinutes: z.number(),
  attendedMinutes: z.number().int(),
  efficiency: z.number().nullable(),
});
export type EfficiencyRow = z.infer<typeof efficiencyRowSchema>;
export const efficiencyAnswerSchema = z.array(efficiencyRowSchema);
