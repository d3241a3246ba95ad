import {
  type AttendanceInput,
  type AttendanceQuery,
  type AttendanceRow,
  type ClockInput,
  type EfficiencyQuery,
  type EfficiencyRow,
  minuteOfDay,
  type MyAttendance,
  type MyEfficiencyQuery,
  type Page,
} from '@gbo/contracts';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { msg } from '../../lib/messages';
import { canSee, type DeptService } from '../depts';
import type { FactoryService } from '../factory';
import type { DayRecord, Figures } from '../figures';
import type { MemberFilter } from '../people';
import { efficiencyRows, type Figures as GroupFigures } from './efficiency';
import * as repo from './repository';
import { type Attended, attendedTime, minutesPerHour } from './worked-time';

/** A minute of the day as a clock shows it: 527 → "08:47". */
const clockText = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The permission of a worker paid by the piece. */
const PIECE_WORKER = 'scan:self';

export const ATTENDANCE_MESSAGES = {
  workerNotFound: (id: number) => msg('attendance.workerNotFound', { id }),
  deptNotFound: (id: number) => msg('attendance.deptNotFound', { id }),
  future: (day: string, today: string) => msg('attendance.future', { day, today }),
  laterThanNow: (field: 'clockIn' | 'clockOut', time: string, now: string) =>
    msg('attendance.laterThanNow', { field, time, now }),
  notAMember: msg('attendance.notAMember'),
  notAWorker: msg('attendance.notAWorker'),
  clockedIn: (time: string) => msg('attendance.clockedIn', { time }),
  clockedOut: (time: string) => msg('attendance.clockedOut', { time }),
  minutesEntered: msg('attendance.minutesEntered'),
  notClockedIn: msg('attendance.notClockedIn'),
  clockOutTooSoon: (time: string) => msg('attendance.clockOutTooSoon', { time }),
} as const;

/** The hour of the day as a row of `groupBy=hour` names it. */
const hourName = (key: string) => `${key}:00`;

export function createAttendanceService({
  db,
  factory,
  figures,
  depts,
}: {
  db: Db;
  factory: Pick<FactoryService, 'settingsOf'>;
  figures: Figures;
  /** The data scope, and each department's shift. */
  depts: Pick<DeptService, 'visibleDepts' | 'lineSettings'>;
}) {
  /**
   * Whom a reader sees (a line supervisor: their departments' people), narrowed to a department or a person
   * they may see: another factory's, or one outside their scope, does not exist.
   */
  async function scopeFilter(auth: AuthContext, narrow: { deptId?: number; workerId?: number }) {
    const visible = await depts.visibleDepts(auth);
    const filter: MemberFilter = visible === 'all' ? {} : { deptIds: visible };
    if (narrow.deptId !== undefined) {
      if (!(await figures.deptExists(auth.factoryId, narrow.deptId)) || !canSee(visible, narrow.deptId))
        throw notFound(ATTENDANCE_MESSAGES.deptNotFound(narrow.deptId));
      filter.deptId = narrow.deptId;
    }
    if (narrow.workerId !== undefined) {
      const worker = await figures.member(auth.factoryId, narrow.workerId);
      if (!worker || !canSee(visible, worker.deptId))
        throw notFound(ATTENDANCE_MESSAGES.workerNotFound(narrow.workerId));
      filter.workerId = narrow.workerId;
    }
    return filter;
  }

  /**
   * How attended time is worked out in this factory now: the shift of each department, whether the factory
   * keeps attendance, and the factory's clock (an open record of today runs to now).
   */
  async function attendanceRules({ factoryId, timeZone }: { factoryId: number; timeZone: string }) {
    const settings = await factory.settingsOf(factoryId);
    const lines = await depts.lineSettings(factoryId);
    const clock = await repo.factoryClock(db, timeZone);
    return {
      clock,
      keepsAttendance: settings.keepsAttendance,
      lineOf: (deptId: number | null) => lines.of(deptId),
      shiftOf: (deptId: number | null) => lines.of(deptId).shift,
      attended: (
        record: DayRecord | null,
        deptId: number | null,
        workDate: string,
        scanned: boolean,
      ): Attended =>
        attendedTime(record, lines.of(deptId).shift, {
          now: workDate === clock.today ? clock.minute : null,
          shiftWhenScanned: !settings.keepsAttendance && scanned,
        }),
    };
  }

  async function roster(auth: AuthContext, query: AttendanceQuery): Promise<Page<AttendanceRow>> {
    const filter = await scopeFilter(auth, query);
    const { rows, total } = await figures.attendanceRoster(auth.factoryId, query, filter, query);
    const rules = await attendanceRules(auth);
    return {
      totalElements: total,
      content: rows.map((row) => {
        const attended = rules.attended(row.recorded ? row : null, row.deptId, row.workDate, row.qty > 0);
        return {
          workerId: row.workerId,
          workerName: row.workerName,
          jobNumber: row.jobNumber,
          deptId: row.deptId,
          deptName: row.deptName,
          workDate: row.workDate,
          clockIn: row.clockIn,
          clockOut: row.clockOut,
          minutes: row.minutes,
          open: attended.open,
          attendedMinutes: attended.minutes,
          source: attended.source,
          qty: row.qty,
          shift: rules.shiftOf(row.deptId),
          updatedByName: row.updatedByName,
          updateTime: row.updateTime?.toISOString() ?? null,
        };
      }),
    };
  }

  /** A supervisor sets a worker's day as it was (minutes win), or clears it when nothing is given. */
  async function save(auth: AuthContext, input: AttendanceInput): Promise<void> {
    await scopeFilter(auth, { workerId: input.workerId });
    const { today, minute } = await repo.factoryClock(db, auth.timeZone);
    if (input.workDate > today) throw badRequest(ATTENDANCE_MESSAGES.future(input.workDate, today));
    // An open day of today starting later than now would hold the worker's own clock-out (refused as too soon).
    if (
      input.workDate === today &&
      input.minutes === null &&
      input.clockIn !== null &&
      input.clockOut === null &&
      minuteOfDay(input.clockIn) > minute
    )
      throw badRequest(ATTENDANCE_MESSAGES.laterThanNow('clockIn', input.clockIn, clockText(minute)));
    if (input.clockIn === null && input.minutes === null) {
      await repo.deleteRecord(db, auth.factoryId, input.workerId, input.workDate);
      return;
    }
    await repo.saveRecord(db, auth.factoryId, { ...input, updatedBy: auth.memberId });
  }

  /** The signed-in worker's today. */
  async function mine(auth: AuthContext): Promise<MyAttendance> {
    const memberId = requireMember(auth);
    const rules = await attendanceRules(auth);
    const worker = await figures.member(auth.factoryId, memberId);
    const record = await repo.findRecord(db, auth.factoryId, memberId, rules.clock.today);
    const attended = rules.attended(record, worker?.deptId ?? null, rules.clock.today, false);
    return {
      workDate: rules.clock.today,
      clockIn: record?.clockIn ?? null,
      clockOut: record?.clockOut ?? null,
      open: attended.open,
      attendedMinutes: attended.minutes,
      keepsAttendance: rules.keepsAttendance,
    };
  }

  function requireMember(auth: AuthContext): number {
    if (auth.memberId === null) throw forbidden(ATTENDANCE_MESSAGES.notAMember);
    return auth.memberId;
  }

  /**
   * Clocks the signed-in worker in or out now; what stands in the way is named. Only a worker paid by the
   * piece, granted scan:self (an administrator's `admin` does not make them one): whoever clocks in counts
   * on their line's board.
   */
  async function clock(auth: AuthContext, input: ClockInput): Promise<MyAttendance> {
    const memberId = requireMember(auth);
    if (!(await auth.authorities()).includes(PIECE_WORKER)) throw forbidden(ATTENDANCE_MESSAGES.notAWorker);
    const done =
      input.action === 'in'
        ? await repo.clockIn(db, auth.factoryId, memberId, auth.timeZone)
        : await repo.clockOut(db, auth.factoryId, memberId, auth.timeZone);
    if (!done) {
      const { today } = await repo.factoryClock(db, auth.timeZone);
      const record = await repo.findRecord(db, auth.factoryId, memberId, today);
      throw conflict(clockRefusal(input.action, record));
    }
    return mine(auth);
  }

  async function efficiency(auth: AuthContext, query: EfficiencyQuery): Promise<EfficiencyRow[]> {
    return efficiencyFor(auth, query, await scopeFilter(auth, query));
  }

  async function efficiencyFor(
    auth: AuthContext,
    query: EfficiencyQuery,
    filter: MemberFilter,
  ): Promise<EfficiencyRow[]> {
    const rules = await attendanceRules(auth);
    const days = await figures.workerDays(auth.factoryId, query, filter);
    const attendedOf = (day: (typeof days)[number]) =>
      rules.attended(day.recorded ? day : null, day.deptId, day.workDate, day.qty > 0);

    let rows: GroupFigures[];
    if (query.groupBy === 'hour') {
      // The pieces of each hour from the kept hour totals, summed per hour by the database; the minutes
      // attended in it from each day's attended time. A row per hour: the grouping is by hour alone.
      const attended = new Map<number, number>();
      for (const day of days)
        for (const [hour, minutes] of minutesPerHour(attendedOf(day).intervals))
          attended.set(hour, (attended.get(hour) ?? 0) + minutes);
      const scanned = new Map(
        (await figures.hourTotals(auth.factoryId, query, filter)).map((h) => [h.hour, h]),
      );
      rows = [...new Set([...scanned.keys(), ...attended.keys()])].map((hour) => ({
        workerId: 0,
        deptId: null,
        workDate: query.from,
        hour,
        qty: scanned.get(hour)?.qty ?? 0,
        samQty: scanned.get(hour)?.samQty ?? 0,
        earned: scanned.get(hour)?.earned ?? '0',
        attended: attended.get(hour) ?? 0,
      }));
    } else {
      rows = days.map((day) => ({ ...day, attended: attendedOf(day).minutes }));
    }

    const names = await figures.namesOf(auth.factoryId, {
      workerIds: query.groupBy === 'worker' ? [...new Set(rows.map((r) => r.workerId))] : [],
      deptIds:
        query.groupBy === 'dept'
          ? [...new Set(rows.flatMap((r) => (r.deptId === null ? [] : [r.deptId])))]
          : [],
    });
    const nameOf = (key: string): string => {
      switch (query.groupBy) {
        case 'worker':
          return names.workers.get(Number(key)) ?? key;
        case 'dept':
          return key === 'none' ? '' : (names.depts.get(Number(key)) ?? key);
        case 'hour':
          return hourName(key);
        default:
          return key;
      }
    };
    return efficiencyRows(rows, query.groupBy, nameOf);
  }

  /**
   * A line's today, for its board: its shift and target, the day and minute it is, and per worker who scanned
   * or attended, their pieces and minutes earned and attended so far, the attended ones hour by hour.
   */
  async function lineToday(factoryId: number, timeZone: string, deptId: number) {
    const rules = await attendanceRules({ factoryId, timeZone });
    const day = rules.clock.today;
    const days = await figures.workerDays(factoryId, { from: day, to: day }, { deptId });
    return {
      ...rules.lineOf(deptId),
      today: day,
      minute: rules.clock.minute,
      workers: days.map((worker) => {
        const attended = rules.attended(worker.recorded ? worker : null, deptId, day, worker.qty > 0);
        return {
          workerId: worker.workerId,
          qty: worker.qty,
          earned: worker.earned,
          attended: attended.minutes,
          attendedByHour: minutesPerHour(attended.intervals),
        };
      }),
    };
  }

  /** The signed-in worker's own efficiency per day (their pay page). */
  async function myEfficiency(auth: AuthContext, period: MyEfficiencyQuery): Promise<EfficiencyRow[]> {
    const memberId = requireMember(auth);
    return efficiencyFor(auth, { ...period, groupBy: 'day' }, { workerId: memberId });
  }

  return { roster, save, mine, clock, efficiency, myEfficiency, lineToday };
}

/** Why a clock-in or clock-out was not made, from the day's record as it stands. */
function clockRefusal(action: ClockInput['action'], record: repo.StoredRecord | null) {
  if (record?.minutes !== null && record?.minutes !== undefined) return ATTENDANCE_MESSAGES.minutesEntered;
  if (action === 'in') {
    if (record?.clockOut) return ATTENDANCE_MESSAGES.clockedOut(record.clockOut);
    return ATTENDANCE_MESSAGES.clockedIn(record?.clockIn ?? '');
  }
  if (!record?.clockIn) return ATTENDANCE_MESSAGES.notClockedIn;
  if (record.clockOut) return ATTENDANCE_MESSAGES.clockedOut(record.clockOut);
  return ATTENDANCE_MESSAGES.clockOutTooSoon(record.clockIn);
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
