import type {
  AttendanceRow,
  CutOrder,
  Dept,
  EfficiencyRow,
  FactorySettings,
  MyAttendance,
  Page,
} from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, deptIdOf, type TestContext } from '../../../test/helpers';
import { memberIdsOf, signIn } from '../../../test/people';
import { createStyle, cutBed, processesOf, scanRecorder } from '../../../test/shop-floor';
import { queryRows } from '../../db/client';
import { english } from '../../lib/messages';
import { ATTENDANCE_MESSAGES } from './service';

let t: TestContext;
let admin: Caller;
let supervisor: Caller;
let w11: Caller;
let w12: Caller;
let w13: Caller;
let huzhou: Caller;
let ids: { w11: number; w12: number; w13: number; w14: number };
let line1: number;

const { record: scan } = scanRecorder('attendance-test');
const message = (response: { json<T>(): T }) => response.json<{ message: string }>().message;

/** A Monday long before the demo's scans, and the days after it. */
const MONDAY = '2026-01-05';
const TUESDAY = '2026-01-06';

/** Moves a scan to a work day and a wall-clock time of the factory (Asia/Shanghai). */
async function moveScan(id: number, day: string, time: string) {
  await t.database.db.execute(
    sql`update scans set work_date = ${day}::date, scan_time = ${`${day} ${time}:00+08`}::timestamptz where id = ${id}`,
  );
}

const efficiency = async (caller: Caller, query: string) => {
  const response = await caller.get(`/api/efficiency?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EfficiencyRow[]>();
};

const roster = async (caller: Caller, query: string) => {
  const response = await caller.get(`/api/attendance?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<AttendanceRow>>();
};

async function setSettings(change: Partial<FactorySettings>) {
  const current = await admin.get('/api/factory/getFactoryEnum?factoryId=1');
  expect(current.statusCode, current.body).toBe(200);
  const settings = { ...current.json<FactorySettings>(), ...change };
  const saved = await admin.post('/api/factory/updateFactoryEnum', { factoryId: 1, settings });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
}

beforeAll(async () => {
  t = await createTestContext();
  ({ admin, supervisor, w11, w12, w13, huzhou } = await signIn(
    t,
    'admin',
    'supervisor',
    'w11',
    'w12',
    'w13',
    'huzhou',
  ));
  ids = await memberIdsOf(t.database, 'w11', 'w12', 'w13', 'w14');
  line1 = await deptIdOf(t.database, 'Sewing line 1');
});
afterAll(() => t.close());

describe('standard minutes on a style and its beds', () => {
  it('keeps SAM with 3 decimals, sums it beside the rates, and copies it into a bed', async () => {
    const style = await createStyle(admin, {
      styleNo: 'SAM-1',
      name: 'Shirt',
      colours: ['白'],
      sizes: ['S'],
      processes: [
        { name: 'Front', rate: '0.300', sam: '1.2' },
        { name: 'Back', rate: '0.200', sam: 0.8 },
        { name: 'Pack', rate: '0.100', sam: '' },
      ],
    });
    expect(style.processes.map((p) => p.sam)).toEqual(['1.200', '0.800', null]);
    expect(style.samTotal).toBe('2.000');
    expect(style.rateTotal).toBe('0.600');
    const bed = await cutBed(admin, style.id, '2026-01-02', { 白: 20 }, ['S']);
    const snapshot = (await admin.get(`/api/cutOrders/${bed.id}`)).json<CutOrder>();
    expect(snapshot.processes.map((p) => p.sam)).toEqual(['1.200', '0.800', null]);

    const none = await createStyle(admin, {
      styleNo: 'SAM-0',
      name: 'No minutes',
      colours: ['白'],
      sizes: ['S'],
      processes: [{ name: 'Sew', rate: '0.300' }],
    });
    expect(none.samTotal).toBeNull();
  });

  it.each([['0'], ['1.2345'], [-1], ['12345'], ['abc']])('refuses SAM %j, naming the field', async (sam) => {
    const response = await admin.post('/api/styles', {
      styleNo: `SAM-BAD-${String(sam)}`,
      name: 'Bad',
      colours: ['白'],
      sizes: ['S'],
      processes: [{ name: 'Sew', rate: '0.300', sam }],
    });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(
      'processes[0].sam: must be minutes from 0.001 to 9999.999, at most 3 decimals',
    );
  });
});

describe('the worked example: SAM 1.200 and 0.800, 20 pieces of each between 08:00 and 12:00', () => {
  it('earns 40 of 240 attended minutes: efficiency 0.1667, and by hour of the day', async () => {
    const style = await createStyle(admin, {
      styleNo: 'EFF-EX',
      name: 'Worked example',
      colours: ['黑'],
      sizes: ['S'],
      processes: [
        { name: 'Front', rate: '0.300', sam: '1.200' },
        { name: 'Back', rate: '0.200', sam: '0.800' },
      ],
    });
    const bed = await cutBed(admin, style.id, '2026-01-02', { 黑: 20 }, ['S']);
    const process = await processesOf(admin, bed);
    const ticket = String(bed.bundles[0]!.ticketNo);
    const front = await scan(w11, { ticket, processId: process.get(1) });
    const back = await scan(w11, { ticket, processId: process.get(2) });
    await moveScan(front.id, MONDAY, '09:30');
    await moveScan(back.id, MONDAY, '11:10');
    const put = await supervisor.put('/api/attendance', {
      workerId: ids.w11,
      workDate: MONDAY,
      clockIn: '08:00',
      clockOut: '12:00',
    });
    expect(put.statusCode, put.body).toBe(204);

    const byWorker = await efficiency(
      supervisor,
      `from=${MONDAY}&to=${MONDAY}&groupBy=worker&workerId=${ids.w11}`,
    );
    expect(byWorker).toEqual([
      {
        key: String(ids.w11),
        name: expect.any(String),
        qty: 40,
        samQty: 40,
        earnedMinutes: 40,
        attendedMinutes: 240,
        efficiency: 0.1667,
      },
    ]);

    const byHour = await efficiency(admin, `from=${MONDAY}&to=${MONDAY}&groupBy=hour&workerId=${ids.w11}`);
    expect(
      byHour.map((h) => [h.key, h.name, h.qty, h.earnedMinutes, h.attendedMinutes, h.efficiency]),
    ).toEqual([
      ['08', '08:00', 0, 0, 60, 0],
      ['09', '09:00', 20, 24, 60, 0.4],
      ['10', '10:00', 0, 0, 60, 0],
      ['11', '11:00', 20, 16, 60, 0.2667],
    ]);

    const byDay = await efficiency(admin, `from=${MONDAY}&to=${TUESDAY}&groupBy=day&workerId=${ids.w11}`);
    expect(byDay.map((d) => [d.key, d.efficiency])).toEqual([[MONDAY, 0.1667]]);

    // The worker reads their own, per day; another worker reads theirs, not this.
    const own = await w11.get(`/api/efficiency/me?from=${MONDAY}&to=${MONDAY}`);
    expect(own.json<EfficiencyRow[]>()).toEqual([
      expect.objectContaining({ key: MONDAY, efficiency: 0.1667 }),
    ]);
    expect((await w12.get(`/api/efficiency/me?from=${MONDAY}&to=${MONDAY}`)).json()).toEqual([]);

    const row = (await roster(admin, `from=${MONDAY}&to=${MONDAY}&workerId=${ids.w11}`)).content[0];
    expect(row).toMatchObject({
      workDate: MONDAY,
      clockIn: '08:00',
      clockOut: '12:00',
      minutes: null,
      attendedMinutes: 240,
      source: 'clock',
      open: false,
      qty: 40,
      shift: { start: '08:00', end: '17:00', breaks: [{ start: '12:00', end: '13:00' }] },
      updatedByName: expect.any(String),
    });
  });
});

describe('attended minutes where the factory keeps no attendance', () => {
  it('counts the department’s shift on each day a worker scanned, and nothing once it keeps attendance', async () => {
    const style = await createStyle(admin, {
      styleNo: 'EFF-SHIFT',
      name: 'Shift example',
      colours: ['红'],
      sizes: ['S'],
      processes: [{ name: 'Sew', rate: '0.300', sam: '12.000' }],
    });
    const bed = await cutBed(admin, style.id, '2026-01-02', { 红: 20 }, ['S']);
    const process = await processesOf(admin, bed);
    const made = await scan(w12, { ticket: String(bed.bundles[0]!.ticketNo), processId: process.get(1) });
    await moveScan(made.id, TUESDAY, '10:00');
    const query = `from=${TUESDAY}&to=${TUESDAY}&groupBy=worker&workerId=${ids.w12}`;

    // The default shift: 08:00–17:00 less lunch, 480 minutes; 20 × 12 = 240 earned.
    expect((await efficiency(admin, query))[0]).toMatchObject({
      earnedMinutes: 240,
      attendedMinutes: 480,
      efficiency: 0.5,
    });
    const rosterRow = (await roster(admin, `from=${TUESDAY}&to=${TUESDAY}&workerId=${ids.w12}`)).content[0];
    expect(rosterRow).toMatchObject({ source: 'shift', attendedMinutes: 480, clockIn: null });

    // The line's own shift: 07:30–17:30 with two breaks of 30 minutes, 540 minutes.
    const dept = (await admin.get('/api/dept?name=Sewing line 1')).json<{ content: Dept[] }>().content[0]!;
    const shift = {
      start: '07:30',
      end: '17:30',
      breaks: [
        { start: '11:30', end: '12:00' },
        { start: '15:00', end: '15:30' },
      ],
    };
    const saved = await admin.put('/api/dept', { ...dept, shift, targetEfficiency: 0.75 });
    expect(saved.statusCode, saved.body).toBe(204);
    const reread = (await admin.get('/api/dept?name=Sewing line 1')).json<{ content: Dept[] }>().content[0]!;
    expect(reread).toMatchObject({ shift, targetEfficiency: 0.75 });
    expect((await efficiency(admin, query))[0]).toMatchObject({ attendedMinutes: 540, efficiency: 0.4444 });

    // A supervisor's entered minutes win over the shift.
    await supervisor.put('/api/attendance', { workerId: ids.w12, workDate: TUESDAY, minutes: 300 });
    expect((await efficiency(admin, query))[0]).toMatchObject({ attendedMinutes: 300, efficiency: 0.8 });
    await supervisor.put('/api/attendance', { workerId: ids.w12, workDate: TUESDAY });

    await setSettings({ keepsAttendance: true });
    try {
      expect((await efficiency(admin, query))[0]).toMatchObject({ attendedMinutes: 0, efficiency: null });
      const kept = (await roster(admin, `from=${TUESDAY}&to=${TUESDAY}&workerId=${ids.w12}`)).content[0];
      expect(kept).toMatchObject({ source: null, attendedMinutes: 0 });
    } finally {
      await setSettings({ keepsAttendance: false });
      await admin.put('/api/dept', { ...dept, shift: null, targetEfficiency: null });
    }
  });

  it('refuses a shift whose breaks are outside it or overlap, and a target out of range', async () => {
    const dept = (await admin.get('/api/dept?name=Sewing line 2')).json<{ content: Dept[] }>().content[0]!;
    const cases: [object, string][] = [
      [{ shift: { start: '17:00', end: '08:00', breaks: [] } }, 'shift.end: must be after start'],
      [
        { shift: { start: '08:00', end: '17:00', breaks: [{ start: '07:00', end: '08:30' }] } },
        'shift.breaks: each break must be inside the shift',
      ],
      [
        {
          shift: {
            start: '08:00',
            end: '17:00',
            breaks: [
              { start: '12:00', end: '13:00' },
              { start: '12:30', end: '12:45' },
            ],
          },
        },
        'shift.breaks: breaks must be in order and not overlap',
      ],
      [{ shift: { start: '8:00', end: '17:00', breaks: [] } }, 'shift.start: must be a time like 08:00'],
      [
        { targetEfficiency: 3 },
        'targetEfficiency: must be a fraction from 0.01 to 2, at most 3 decimals (0.75 is 75 %)',
      ],
      [
        { targetEfficiency: 0.7555 },
        'targetEfficiency: must be a fraction from 0.01 to 2, at most 3 decimals (0.75 is 75 %)',
      ],
    ];
    for (const [change, expected] of cases) {
      const response = await admin.put('/api/dept', { ...dept, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(message(response)).toBe(expected);
    }
  });
});

describe('the attendance roster', () => {
  it('lists every current person of the caller’s scope on each day, newest first, paged', async () => {
    const all = await roster(admin, `from=${MONDAY}&to=${TUESDAY}&size=1000`);
    const people = new Set(all.content.map((r) => r.workerId));
    expect(all.totalElements).toBe(all.content.length);
    expect(all.totalElements).toBe(people.size * 2);
    expect(all.content[0]?.workDate).toBe(TUESDAY);
    expect(all.content.at(-1)?.workDate).toBe(MONDAY);
    expect(people.has(ids.w14)).toBe(true);

    const scoped = await roster(supervisor, `from=${MONDAY}&to=${MONDAY}&size=1000`);
    expect(scoped.content.every((r) => r.deptId === line1)).toBe(true);
    expect(scoped.content.some((r) => r.workerId === ids.w14)).toBe(false);

    const page = await roster(admin, `from=${MONDAY}&to=${TUESDAY}&page=1&size=3`);
    expect(page.content.map((r) => [r.workerId, r.workDate])).toEqual(
      all.content.slice(3, 6).map((r) => [r.workerId, r.workDate]),
    );
  });

  it('keeps a supervisor to their line and a factory to its people: another’s is not found', async () => {
    const outside = await supervisor.put('/api/attendance', {
      workerId: ids.w14,
      workDate: MONDAY,
      minutes: 60,
    });
    expect(outside.statusCode).toBe(404);
    expect(message(outside)).toBe(english(ATTENDANCE_MESSAGES.workerNotFound(ids.w14)));
    const foreign = await huzhou.put('/api/attendance', { workerId: ids.w11, workDate: MONDAY, minutes: 60 });
    expect(foreign.statusCode).toBe(404);
    expect((await huzhou.get(`/api/attendance?from=${MONDAY}&to=${MONDAY}&deptId=${line1}`)).statusCode).toBe(
      404,
    );
    expect(
      (await huzhou.get(`/api/efficiency?from=${MONDAY}&to=${MONDAY}&groupBy=worker&workerId=${ids.w11}`))
        .statusCode,
    ).toBe(404);
    const rows = await queryRows(t.database.db, sql`select 1 from attendance where worker_id = ${ids.w14}`);
    expect(rows).toHaveLength(0);
  });

  it('refuses an open day of today clocked in later than now: it would hold the worker’s own clock-out', async () => {
    const [clock] = await queryRows<{ today: string; minute: number | string }>(
      t.database.db,
      sql`select (now() at time zone 'Asia/Shanghai')::date::text as today,
            extract(hour from now() at time zone 'Asia/Shanghai') * 60
              + extract(minute from now() at time zone 'Asia/Shanghai') as minute`,
    );
    const today = clock!.today;
    // 23:59, unless it is 23:59 already (then no minute of today is later, and 00:00 is not).
    const late = Number(clock!.minute) < 1439 ? '23:59' : null;
    if (late !== null) {
      const refused = await supervisor.put('/api/attendance', {
        workerId: ids.w12,
        workDate: today,
        clockIn: late,
      });
      expect(refused.statusCode).toBe(400);
      expect(message(refused)).toMatch(new RegExp(`^clockIn: ${late} is later than now \\(\\d{2}:\\d{2}\\)`));
    }
    // A whole day given (in and out) holds nothing: the worker's clock has nothing to do.
    const whole = await supervisor.put('/api/attendance', {
      workerId: ids.w12,
      workDate: today,
      clockIn: '00:00',
      clockOut: '23:59',
    });
    expect(whole.statusCode, whole.body).toBe(204);
    // Yesterday's evening is a time that has been.
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const past = await supervisor.put('/api/attendance', {
      workerId: ids.w12,
      workDate: yesterday,
      clockIn: '08:00',
      clockOut: '23:59',
    });
    expect(past.statusCode, past.body).toBe(204);
    const cleared = { workerId: ids.w12, clockIn: null, clockOut: null, minutes: null };
    await supervisor.put('/api/attendance', { ...cleared, workDate: yesterday });
    await supervisor.put('/api/attendance', { ...cleared, workDate: today });
  });

  it('answers 400 naming the field, and 403 without the permission', async () => {
    const cases: [object, string][] = [
      [{ workerId: ids.w11, workDate: MONDAY, clockOut: '12:00' }, 'clockOut: needs clockIn'],
      [
        { workerId: ids.w11, workDate: MONDAY, clockIn: '12:00', clockOut: '08:00' },
        'clockOut: must be after clockIn',
      ],
      [{ workerId: ids.w11, workDate: MONDAY, clockIn: '25:00' }, 'clockIn: must be a time like 08:00'],
      [
        { workerId: ids.w11, workDate: MONDAY, minutes: 2000 },
        'minutes: must be a whole number from 0 to 1440',
      ],
      [
        { workerId: ids.w11, workDate: '2026-02-30', minutes: 60 },
        'workDate: must be a real date like 2026-08-12',
      ],
      [
        { workerId: ids.w11, workDate: '2099-01-01', minutes: 60 },
        expect.stringMatching(/^workDate: 2099-01-01 is after today/),
      ],
      [
        { workerId: ids.w11, workDate: '1900-01-01', minutes: 60 },
        'workDate: must be a day from 2000-01-01 to 2099-12-31',
      ],
    ];
    for (const [body, expected] of cases) {
      const response = await supervisor.put('/api/attendance', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(response)).toEqual(expected);
    }
    const longPeriod = await admin.get('/api/attendance?from=2026-01-01&to=2026-03-01');
    expect(longPeriod.statusCode).toBe(400);
    expect(message(longPeriod)).toBe('to: must be at most 31 days after from (both included)');
    const hourly = await admin.get('/api/efficiency?from=2026-01-01&to=2026-03-01&groupBy=hour');
    expect(message(hourly)).toBe('to: must be at most 31 days after from (both included)');
    expect(message(await admin.get('/api/efficiency?from=2026-01-01&to=2026-01-02&groupBy=style'))).toBe(
      'groupBy: must be worker, dept, day, week or hour',
    );
    expect((await w11.get(`/api/attendance?from=${MONDAY}&to=${MONDAY}`)).statusCode).toBe(403);
    expect(
      (await w11.put('/api/attendance', { workerId: ids.w11, workDate: MONDAY, minutes: 600 })).statusCode,
    ).toBe(403);
    expect((await w11.get(`/api/efficiency?from=${MONDAY}&to=${MONDAY}&groupBy=worker`)).statusCode).toBe(
      403,
    );
  });

  it('audits a correction, and clears the day when nothing is given', async () => {
    await supervisor.put('/api/attendance', { workerId: ids.w13, workDate: MONDAY, minutes: 420 });
    const [audit] = await queryRows<{ description: string }>(
      t.database.db,
      sql`select description from audit_logs where description = 'Edit attendance' order by id desc limit 1`,
    );
    expect(audit?.description).toBe('Edit attendance');
    const cleared = await supervisor.put('/api/attendance', {
      workerId: ids.w13,
      workDate: MONDAY,
      minutes: null,
    });
    expect(cleared.statusCode).toBe(204);
    const rows = await queryRows(
      t.database.db,
      sql`select 1 from attendance where worker_id = ${ids.w13} and work_date = ${MONDAY}::date`,
    );
    expect(rows).toHaveLength(0);
  });
});

describe('clocking in and out from the phone', () => {
  it('clocks in once, out once after at least a minute, and says why not otherwise', async () => {
    const before = (await w13.get('/api/attendance/me')).json<MyAttendance>();
    expect(before).toMatchObject({ clockIn: null, open: false, attendedMinutes: 0, keepsAttendance: false });

    const clockedIn = await w13.post('/api/attendance/clock', { action: 'in' });
    expect(clockedIn.statusCode, clockedIn.body).toBe(200);
    const open = clockedIn.json<MyAttendance>();
    expect(open).toMatchObject({ open: true, clockOut: null, workDate: before.workDate });
    expect(open.clockIn).toMatch(/^\d{2}:\d{2}$/);

    const twice = await w13.post('/api/attendance/clock', { action: 'in' });
    expect(twice.statusCode).toBe(409);
    expect(message(twice)).toBe(english(ATTENDANCE_MESSAGES.clockedIn(open.clockIn ?? '')));
    const tooSoon = await w13.post('/api/attendance/clock', { action: 'out' });
    expect(tooSoon.statusCode).toBe(409);
    expect(message(tooSoon)).toBe(english(ATTENDANCE_MESSAGES.clockOutTooSoon(open.clockIn ?? '')));

    // As if clocked in two hours ago, or at midnight if that is later (a time less 2 hours wraps round to the
    // evening before 02:00, which would put the clock-in after the clock-out).
    await t.database.db.execute(
      sql`update attendance set clock_in = clock_in - least(clock_in - time '00:00', interval '2 hours')
          where worker_id = ${ids.w13} and work_date = ${before.workDate}::date`,
    );
    const out = await w13.post('/api/attendance/clock', { action: 'out' });
    expect(out.statusCode, out.body).toBe(200);
    const closed = out.json<MyAttendance>();
    expect(closed.open).toBe(false);
    expect(closed.clockOut).toMatch(/^\d{2}:\d{2}$/);
    const again = await w13.post('/api/attendance/clock', { action: 'in' });
    expect(message(again)).toBe(english(ATTENDANCE_MESSAGES.clockedOut(closed.clockOut ?? '')));
    expect(message(await w13.post('/api/attendance/clock', { action: 'out' }))).toBe(
      english(ATTENDANCE_MESSAGES.clockedOut(closed.clockOut ?? '')),
    );
    expect(message(await w12.post('/api/attendance/clock', { action: 'out' }))).toBe(
      english(ATTENDANCE_MESSAGES.notClockedIn),
    );
    expect((await w12.post('/api/attendance/clock', { action: 'later' })).statusCode).toBe(400);
    // Whoever clocks in counts on their line's board: only a worker paid by the piece, not the supervisor nor
    // the administrator (whose `admin` grants every page, not a piece wage).
    for (const notWorker of [supervisor, admin]) {
      const refused = await notWorker.post('/api/attendance/clock', { action: 'in' });
      expect(refused.statusCode).toBe(403);
      expect(message(refused)).toBe(english(ATTENDANCE_MESSAGES.notAWorker));
    }
  });

  it('never makes two clock-ins of one day when sent at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => w11.post('/api/attendance/clock', { action: 'in' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const rows = await queryRows(
      t.database.db,
      sql`select 1 from attendance where worker_id = ${ids.w11} and work_date = (now() at time zone 'Asia/Shanghai')::date`,
    );
    expect(rows).toHaveLength(1);
  });
});
