import type { ScanPage, WageSettlementDetail } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, deptIdOf, type TestContext } from '../../../test/helpers';
import { memberIdsOf, signIn } from '../../../test/people';
import { processesByTicket, scanRecorder } from '../../../test/shop-floor';
import { queryRows } from '../../db/client';
import { recordScan, scanRefusalOf } from './repository';

// The database keeps each worker's day totals (scan_day_totals) and hour totals (scan_hour_totals) in step with
// scans through triggers, and the scan list's totals come from the day totals when the filter names only days,
// people and status. These tests change scans every way the product does (record, undo, a work day moved,
// settle) and compare.

let t: TestContext;
let admin: Caller;
let w11: Caller;
let w12: Caller;
let w14: Caller;
let ids: { w11: number; w12: number; w14: number };
let demo: Map<number, number>;

const { requestId: rid, recordOn: scanOn } = scanRecorder('day-totals', () => t.database);

/** A scan of the demo bed's first process made at an instant, straight into the database (the guard decides). */
const scanAt = (ticketNo: number, workerId: number, scanTime: string, qty = 1) =>
  recordScan(t.database.db, {
    factoryId: 1,
    ticketNo,
    processId: demo.get(1) ?? 0,
    workerId,
    recordedBy: workerId,
    qty,
    requestId: rid(),
    timeZone: 'Asia/Shanghai',
    scanTime,
  });
/** What a promise was refused with (null when it was not). */
const refusal = (attempt: Promise<unknown>): Promise<unknown> =>
  attempt.then(
    () => null,
    (refused: unknown) => refused,
  );

/** Every (factory, day, worker)'s totals, as the triggers kept them and as the scans add up now. */
async function keptAndCounted(): Promise<{ kept: string[]; counted: string[] }> {
  const line = (r: Record<string, unknown>) => Object.values(r).map(String).join(' ');
  const kept = await queryRows<Record<string, unknown>>(
    t.database.db,
    sql`select factory_id, work_date::text as work_date, worker_id, scans, valid_scans, valid_qty, valid_amount,
          settled_scans, settled_qty, settled_amount
        from scan_day_totals where scans <> 0 order by 1, 2, 3`,
  );
  const counted = await queryRows<Record<string, unknown>>(
    t.database.db,
    sql`select factory_id, work_date::text, worker_id, count(*) as scans,
          count(*) filter (where status = 'valid') as valid_scans,
          coalesce(sum(qty) filter (where status = 'valid'), 0) as valid_qty,
          coalesce(sum(amount) filter (where status = 'valid'), 0)::numeric(18,3) as valid_amount,
          count(*) filter (where settlement_id is not null) as settled_scans,
          coalesce(sum(qty) filter (where settlement_id is not null), 0) as settled_qty,
          coalesce(sum(amount) filter (where settlement_id is not null), 0)::numeric(18,3) as settled_amount
        from scans group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { kept: kept.map(line), counted: counted.map(line) };
}

/**
 * Every (factory, day, worker, hour, process)'s valid pieces, as the triggers kept them (scan_hour_totals) and as
 * the valid scans add up now, by hour of scan_time in the factory's time zone.
 */
async function hoursKeptAndCounted(): Promise<{ kept: string[]; counted: string[] }> {
  const line = (r: Record<string, unknown>) => Object.values(r).map(String).join(' ');
  const kept = await queryRows<Record<string, unknown>>(
    t.database.db,
    sql`select factory_id, work_date::text as work_date, worker_id, hour, process_id, cut_order_id, valid_scans,
          valid_qty, valid_sam_qty, valid_earned::numeric(18,3)
        from scan_hour_totals where valid_scans <> 0 order by 1, 2, 3, 4, 5`,
  );
  const counted = await queryRows<Record<string, unknown>>(
    t.database.db,
    sql`select s.factory_id, s.work_date::text, s.worker_id,
          extract(hour from s.scan_time at time zone f.time_zone)::int as hour, s.process_id,
          max(s.cut_order_id) as cut_order_id, count(*) as valid_scans, sum(s.qty) as valid_qty,
          coalesce(sum(s.qty) filter (where s.sam is not null), 0) as valid_sam_qty,
          coalesce(sum(s.qty * s.sam), 0)::numeric(18,3) as valid_earned
        from scans s join factories f on f.id = s.factory_id
        where s.status = 'valid' group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
  );
  return { kept: kept.map(line), counted: counted.map(line) };
}

/** The list's totals for a query, and the same figures summed over the matching scans themselves. */
async function listedAndSummed(query: string, where: ReturnType<typeof sql>) {
  const page = (await admin.get(`/api/scans?size=1&${query}`)).json<ScanPage>();
  const [row] = await queryRows<{ n: string | number; qty: string | number; amount: string }>(
    t.database.db,
    sql`select count(*) as n, coalesce(sum(qty) filter (where status = 'valid'), 0) as qty,
          coalesce(sum(amount) filter (where status = 'valid'), 0)::numeric(18,2)::text as amount
        from scans where factory_id = 1 and ${where}`,
  );
  return {
    listed: [page.totalElements, page.totals.qty, Number(page.totals.amount).toFixed(2)],
    summed: [Number(row?.n), Number(row?.qty), row?.amount],
  };
}

beforeAll(async () => {
  t = await createTestContext();
  ({ admin, w11, w12, w14 } = await signIn(t, 'admin', 'w11', 'w12', 'w14'));
  ids = await memberIdsOf(t.database, 'w11', 'w12', 'w14');
  demo = await processesByTicket(w11);
  await scanOn('2024-08-13', w11, { ticket: '36001', processId: demo.get(1) });
  await scanOn('2024-08-13', w12, { ticket: '36001', processId: demo.get(2), qty: 7 });
  await scanOn('2024-08-14', w12, { ticket: '36002', processId: demo.get(2), qty: 3 });
  await scanOn('2024-08-14', w14, { ticket: '36002', processId: demo.get(1) });
  const undone = await scanOn('2024-08-14', w11, { ticket: '36003', processId: demo.get(4), qty: 2 });
  expect((await admin.delete(`/api/scans/${undone.id}`)).statusCode).toBe(204);
  await scanOn('2024-09-02', w11, { ticket: '36003', processId: demo.get(4), qty: 5 });
  const settle = await admin.post('/api/wages/settlements', { from: '2024-08-01', to: '2024-08-31' });
  expect(settle.statusCode, settle.body).toBe(201);
});
afterAll(() => t.close());

describe('the day totals', () => {
  it('equal the scans, after scans, an undo, moved work days and a settlement', async () => {
    const { kept, counted } = await keptAndCounted();
    expect(kept.length).toBeGreaterThan(5);
    expect(kept).toEqual(counted);
  });

  it('per hour equal the valid scans, after scans, an undo, moved work days and a settlement', async () => {
    const { kept, counted } = await hoursKeptAndCounted();
    expect(kept.length).toBeGreaterThan(5);
    expect(kept).toEqual(counted);
    // None left for the undone scan: its hour's row is back to nothing.
    const [zero] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from scan_hour_totals where valid_scans = 0 and (valid_qty <> 0 or valid_earned <> 0)`,
    );
    expect(Number(zero?.n)).toBe(0);
  });

  it('give each scanned bundle its latest scan’s work date', async () => {
    const rows = await queryRows<{ kept: string | null; counted: string }>(
      t.database.db,
      sql`select b.last_scan_date::text as kept, max(s.work_date)::text as counted
          from bundles b join scans s on s.factory_id = b.factory_id and s.bundle_id = b.id
          group by b.factory_id, b.id, b.last_scan_date`,
    );
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.map((r) => r.kept)).toEqual(rows.map((r) => r.counted));
  });

  it('per hour follow the factory’s time zone when it changes', async () => {
    await t.database.db.execute(sql`update factories set time_zone = 'Europe/London' where id = 1`);
    try {
      const { kept, counted } = await hoursKeptAndCounted();
      expect(kept).toEqual(counted);
    } finally {
      await t.database.db.execute(sql`update factories set time_zone = 'Asia/Shanghai' where id = 1`);
    }
    const { kept, counted } = await hoursKeptAndCounted();
    expect(kept).toEqual(counted);
  });

  it('give the scan list the same totals as its scans, for every status, day and person filter', async () => {
    const line1 = await deptIdOf(t.database, 'Sewing line 1');
    const cases: [string, ReturnType<typeof sql>][] = [
      ['', sql`true`],
      ['status=valid', sql`status = 'valid'`],
      ['status=undone', sql`status = 'undone'`],
      ['status=settled', sql`settlement_id is not null`],
      ['from=2024-08-14&to=2024-09-30', sql`work_date between '2024-08-14' and '2024-09-30'`],
      [`workerId=${ids.w11}`, sql`worker_id = ${ids.w11}`],
      [`workerId=${ids.w12}&status=settled`, sql`worker_id = ${ids.w12} and settlement_id is not null`],
      [
        `deptId=${line1}&from=2024-08-01&to=2024-08-31`,
        sql`worker_id in (select id from members where dept_id = ${line1})
          and work_date between '2024-08-01' and '2024-08-31'`,
      ],
    ];
    for (const [query, where] of cases) {
      const { listed, summed } = await listedAndSummed(query, where);
      expect(listed, query).toEqual(summed);
    }
    // A filter the totals cannot answer (a bed) sums its scans, and agrees.
    const bed = (await admin.get('/api/scans?size=1')).json<ScanPage>().content[0];
    const [cutOrder] = await queryRows<{ id: number | string }>(
      t.database.db,
      sql`select cut_order_id as id from bundles where id = ${bed?.bundleId ?? 0}`,
    );
    const byBed = await listedAndSummed(
      `cutOrderId=${cutOrder?.id}&status=valid`,
      sql`status = 'valid' and bundle_id in (select id from bundles where cut_order_id = ${cutOrder?.id ?? 0})`,
    );
    expect(byBed.listed).toEqual(byBed.summed);
  });
});

describe('the scan guard', () => {
  it('refuses a scan into a settled work day (a time zone changed after the settlement, say)', async () => {
    // One piece of bundle 4's first process by worker 11, made at a given instant (straight to the database).
    const error = await refusal(scanAt(36004, ids.w11, '2024-08-20T04:00:00Z'));
    expect(scanRefusalOf(error)).toBe('daySettled');
    // The same scan on an open day is recorded.
    const open = await scanAt(36004, ids.w11, '2024-09-20T04:00:00Z');
    expect(open).toMatchObject({ workDate: '2024-09-20', qty: 1, amount: '0.12' });
  });

  it('refuses a scan into a day a department settlement paid its worker for, after they change departments', async () => {
    const [line1, line2] = [
      await deptIdOf(t.database, 'Sewing line 1'),
      await deptIdOf(t.database, 'Sewing line 2'),
    ];
    await scanOn('2024-10-05', w14, { ticket: '36005', processId: demo.get(1), qty: 2 });
    const settle = await admin.post('/api/wages/settlements', {
      from: '2024-10-05',
      to: '2024-10-05',
      deptId: line2,
    });
    expect(settle.statusCode, settle.body).toBe(201);
    await t.database.db.execute(sql`update members set dept_id = ${line1} where id = ${ids.w14}`);
    try {
      const error = await refusal(scanAt(36005, ids.w14, '2024-10-05T04:00:00Z'));
      expect(scanRefusalOf(error)).toBe('daySettled');
    } finally {
      await t.database.db.execute(sql`update members set dept_id = ${line2} where id = ${ids.w14}`);
    }
  });

  it('closes no day for someone who joins a department after its settlement: their scans are taken and paid by its next one', async () => {
    const line2 = await deptIdOf(t.database, 'Sewing line 2');
    const [before] = await queryRows<{ dept_id: number | string }>(
      t.database.db,
      sql`select dept_id from members where id = ${ids.w11}`,
    );
    expect(Number(before?.dept_id)).not.toBe(line2);
    const day = '2024-10-06';
    const scanOfW11 = () => scanAt(36006, ids.w11, `${day}T04:00:00Z`);
    // Worker 11 works the day on another line; line 2 is settled for it.
    await scanOfW11();
    await scanOn(day, w14, { ticket: '36006', processId: demo.get(1), qty: 2 });
    const first = await admin.post('/api/wages/settlements', { from: day, to: day, deptId: line2 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<WageSettlementDetail>().lines.map((l) => l.workerId)).toEqual([ids.w14]);
    await t.database.db.execute(sql`update members set dept_id = ${line2} where id = ${ids.w11}`);
    try {
      // Line 2's settlement did not pay worker 11: the day is still open for them.
      expect(await scanOfW11()).toMatchObject({ workDate: day, qty: 1 });
      const again = await admin.post('/api/wages/settlements', { from: day, to: day, deptId: line2 });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json<WageSettlementDetail>().lines.map((l) => [l.workerId, l.qty])).toEqual([
        [ids.w11, 2],
      ]);
      const [open] = await queryRows<{ n: number | string }>(
        t.database.db,
        sql`select count(*) as n from scans where factory_id = 1 and work_date = ${day}::date
            and status = 'valid' and settlement_id is null`,
      );
      expect(Number(open?.n)).toBe(0);
    } finally {
      await t.database.db.execute(
        sql`update members set dept_id = ${before?.dept_id ?? null} where id = ${ids.w11}`,
      );
    }
  });

  it('keeps every scan: deleting one is refused, an undone scan stays on record', async () => {
    const error: unknown = await t.database.db.execute(sql`delete from scans where factory_id = 1`).then(
      () => null,
      (refused: unknown) => refused,
    );
    expect(scanRefusalOf(error)).toBe('neverDeleted');
    const [row] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from scans where status = 'undone' and factory_id = 1`,
    );
    expect(Number(row?.n)).toBeGreaterThan(0);
  });
});
