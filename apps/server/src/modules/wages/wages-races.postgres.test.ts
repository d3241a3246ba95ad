import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  callerFor,
  createTestContext,
  deptIdOf,
  openSecondApp,
  personIdOf,
  type SecondApp,
  type TestContext,
} from '../../../test/helpers';
import { memberIdsOf, tokensOf } from '../../../test/people';
import { processesByTicket, scanRecorder } from '../../../test/shop-floor';
import { queryRows } from '../../db/client';
import { recordScan } from '../scans';

// Races only PostgreSQL shows (PGlite runs one statement at a time): CI's PostgreSQL pass runs this file.
// Two apps, each with its own connection pool on the same database, stand for two server processes.
let t: TestContext;
let second: SecondApp;
/** The administrator, signed in once, through this process and through the second. */
let here: Caller;
let there: Caller;

beforeAll(async () => {
  t = await createTestContext();
  second = await openSecondApp(t);
  const { admin } = await tokensOf(t, 'admin');
  here = callerFor(t.app, admin);
  there = callerFor(second.app, admin);
  // 24 full scans of bundles 1–8 by three workers, spread over August 2024 (a month long over).
  const { w11, w12, w13 } = await memberIdsOf(t.database, 'w11', 'w12', 'w13');
  const workers = [w11, w12, w13];
  const processes = await processesByTicket(here);
  const { recordOn } = scanRecorder('wage-race-scan', () => t.database);
  let n = 0;
  for (let bundle = 1; bundle <= 8; bundle++) {
    for (const seq of [1, 2, 3]) {
      await recordOn(`2024-08-${String((n % 28) + 1).padStart(2, '0')}`, here, {
        ticket: String(36000 + bundle),
        processId: processes.get(seq),
        workerId: workers[n % 3],
      });
      n++;
    }
  }
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(t.database.db, query);
  return row as T;
}

describe('settlements at the same time', () => {
  it('settle each scan and adjustment once, overlapping periods from two processes', async () => {
    const workerId = await personIdOf(t.database, '13900000012');
    const periods = [
      ['2024-08-01', '2024-08-20'],
      ['2024-08-10', '2024-08-31'],
      ['2024-08-01', '2024-08-31'],
      ['2024-08-15', '2024-08-25'],
      ['2024-07-01', '2024-08-10'],
      ['2024-08-05', '2024-08-06'],
    ];
    const settles = Array.from({ length: 24 }, (_, i) => {
      const [from, to] = periods[i % periods.length] as [string, string];
      return (i % 2 ? there : here).post('/api/wages/settlements', { from, to });
    });
    // Adjustments of August arrive meanwhile: each is settled with the month, or refused once it is settled.
    const adjustments = Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? here : there).post('/api/wages/adjustments', {
        workerId,
        month: '2024-08',
        kind: i % 4 === 0 ? 'deduction' : 'bonus',
        amount: '1.50',
      }),
    );
    const responses = await Promise.all([...settles, ...adjustments]);
    const settleCodes = responses.slice(0, settles.length).map((r) => r.statusCode);
    expect(settleCodes.every((code) => code === 201 || code === 409)).toBe(true);
    expect(settleCodes.filter((code) => code === 201).length).toBeGreaterThan(0);
    const adjustmentCodes = responses.slice(settles.length).map((r) => r.statusCode);
    expect(adjustmentCodes.every((code) => code === 201 || code === 409)).toBe(true);

    // Every scan of August is settled, by one settlement whose period holds its day.
    const scans = await one<{ open: string; outside: string; qty: string; amount: string }>(
      sql`select count(*) filter (where s.settlement_id is null) as open,
            count(*) filter (where s.work_date not between ws.period_from and ws.period_to) as outside,
            sum(s.qty) as qty, sum(s.amount)::text as amount
          from scans s left join wage_settlements ws on ws.factory_id = s.factory_id and ws.id = s.settlement_id
          where s.factory_id = 1 and s.status = 'valid' and s.work_date between '2024-08-01' and '2024-08-31'`,
    );
    expect(Number(scans.open)).toBe(0);
    expect(Number(scans.outside)).toBe(0);
    // What the settlements paid is what was scanned and adjusted: nothing twice, nothing lost.
    const paid = await one<{ qty: string; amount: string; adjustments: string; lines: string }>(
      sql`select sum(qty) as qty, sum(amount)::text as amount, sum(adjustments)::text as adjustments,
            count(*) as lines
          from wage_settlement_lines where factory_id = 1`,
    );
    expect(Number(paid.qty)).toBe(Number(scans.qty));
    expect(paid.amount).toBe(scans.amount);
    const adjusted = await one<{ open: string; total: string | null }>(
      sql`select count(*) filter (where settlement_id is null) as open,
            coalesce(sum(case when kind = 'deduction' then -amount else amount end), 0)::numeric(14, 2)::text as total
          from wage_adjustments where factory_id = 1 and month = '2024-08-01'`,
    );
    expect(Number(adjusted.open)).toBe(0);
    expect(paid.adjustments).toBe(adjusted.total);
    // Each settlement's totals are its lines'.
    const mismatched = await one<{ n: string }>(
      sql`select count(*) as n from wage_settlements ws
          left join (select settlement_id, sum(qty) as qty, sum(total) as total from wage_settlement_lines
            where factory_id = 1 group by settlement_id) l on l.settlement_id = ws.id
          where ws.factory_id = 1 and (ws.qty <> coalesce(l.qty, 0) or ws.total <> coalesce(l.total, 0))`,
    );
    expect(Number(mismatched.n)).toBe(0);
  });

  it('never leave an adjustment entered while its month was being settled out of the settlement', async () => {
    const workerId = await personIdOf(t.database, '13900000013');
    for (let m = 1; m <= 12; m++) {
      const month = `2023-${String(m).padStart(2, '0')}`;
      const add = (caller: Caller, i: number) =>
        caller.post('/api/wages/adjustments', { workerId, month, kind: 'bonus', amount: `${i + 1}` });
      // One adjustment is there before: the month has something to settle.
      expect((await add(here, 0)).statusCode).toBe(201);
      const to = new Date(Date.UTC(2023, m, 0)).toISOString().slice(0, 10);
      await Promise.all([
        there.post('/api/wages/settlements', { from: `${month}-01`, to }),
        ...Array.from({ length: 30 }, async (_, i) => {
          await delay(i / 2);
          const response = await add(i % 2 ? here : there, i + 1);
          expect([201, 409]).toContain(response.statusCode);
        }),
      ]);
    }
    const open = await one<{ n: string }>(
      sql`select count(*) as n from wage_adjustments
          where factory_id = 1 and month < '2024-01-01' and settlement_id is null`,
    );
    expect(Number(open.n)).toBe(0);
    const paid = await one<{ lines: string | null; adjusted: string | null }>(
      sql`select (select sum(l.adjustments) from wage_settlement_lines l join wage_settlements ws
              on ws.factory_id = l.factory_id and ws.id = l.settlement_id
              where l.factory_id = 1 and ws.period_to < '2024-01-01')::text as lines,
            (select sum(amount) from wage_adjustments where factory_id = 1 and month < '2024-01-01')::text
              as adjusted`,
    );
    expect(paid.lines).toBe(paid.adjusted);
  });

  it('never leave a scan in flight out of the settlement of its day (the scan guard shares the wage lock)', async () => {
    const processId = (await processesByTicket(here, '36036')).get(12) ?? 0;
    const workerId = await personIdOf(t.database, '13900000011');
    const day = '2022-03-15';
    const scanOf = (n: number) => ({
      factoryId: 1,
      ticketNo: 36036,
      processId,
      workerId,
      recordedBy: workerId,
      qty: 1,
      requestId: `wage-race-in-flight-${n}`,
      timeZone: 'Asia/Shanghai',
      scanTime: `${day}T04:00:00Z`,
    });
    // The day has a scan to settle; a second one is inserted and not yet committed when the settlement starts.
    await recordScan(t.database.db, scanOf(1));
    let commit = () => undefined as void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    const inFlight = t.database.db.transaction(async (tx) => {
      await recordScan(tx, scanOf(2));
      await held;
    });
    await delay(200);
    const settling = there.post('/api/wages/settlements', { from: day, to: day });
    await delay(300);
    commit();
    await inFlight;
    expect((await settling).statusCode).toBe(201);
    const open = await one<{ n: string }>(
      sql`select count(*) as n from scans where factory_id = 1 and work_date = ${day}::date
          and status = 'valid' and settlement_id is null`,
    );
    expect(Number(open.n)).toBe(0);
  });

  it('pay everyone a department settlement covers while people move between departments', async () => {
    const [line1, line2] = [
      await deptIdOf(t.database, 'Sewing line 1'),
      await deptIdOf(t.database, 'Sewing line 2'),
    ];
    const { w11, w12, w13, w14 } = await memberIdsOf(t.database, 'w11', 'w12', 'w13', 'w14');
    const movers = [w11, w12, w13, w14];
    const homes = await queryRows<{ id: number | string; dept_id: number | string }>(
      t.database.db,
      sql`select id, dept_id from members where id = any(${`{${movers.join(',')}}`}::bigint[])`,
    );
    // (bundle, process) pairs nobody has scanned yet: one piece of each is scanned below.
    const free = await queryRows<{ ticket_no: number | string; process_id: number | string }>(
      t.database.db,
      sql`select b.ticket_no, p.id as process_id from bundles b
          join cut_order_processes p on p.factory_id = b.factory_id and p.cut_order_id = b.cut_order_id
          where b.factory_id = 1 and b.status = 'active' and not exists (select 1 from scans s
            where s.factory_id = b.factory_id and s.bundle_id = b.id and s.process_id = p.id)
          order by b.ticket_no desc, p.id limit 48`,
    );
    expect(free).toHaveLength(48);
    let n = 0;
    try {
      for (let round = 0; round < 12; round++) {
        const day = `2021-05-${String(round + 1).padStart(2, '0')}`;
        for (const workerId of movers) {
          const pair = free[n++];
          await recordScan(t.database.db, {
            factoryId: 1,
            ticketNo: Number(pair?.ticket_no),
            processId: Number(pair?.process_id),
            workerId,
            recordedBy: workerId,
            qty: 1,
            requestId: `wage-race-mover-${n}`,
            timeZone: 'Asia/Shanghai',
            scanTime: `${day}T04:00:00Z`,
          });
        }
        // Line 2's settlement of the day, from the second process, while the first moves people across.
        await Promise.all([
          there.post('/api/wages/settlements', { from: day, to: day, deptId: line2 }),
          ...movers.map(async (workerId, i) => {
            await delay(i * 2 + (round % 3));
            await t.database.db.execute(
              sql`update members set dept_id = ${(round + i) % 2 ? line1 : line2} where id = ${workerId}`,
            );
          }),
        ]);
      }
    } finally {
      for (const home of homes)
        await t.database.db.execute(sql`update members set dept_id = ${home.dept_id} where id = ${home.id}`);
    }
    // No one is left with a scan the settlements did not pay on a day they closed for them.
    const stranded = await one<{ n: string }>(
      sql`select count(*) as n from scans where factory_id = 1 and status = 'valid' and settlement_id is null
          and work_date between '2021-05-01' and '2021-05-31'
          and wage_day_settled(factory_id, worker_id, work_date)`,
    );
    expect(Number(stranded.n)).toBe(0);
    // Each settlement paid only people it covers.
    const uncovered = await one<{ n: string }>(
      sql`select count(*) as n from wage_settlement_lines l
          join wage_settlements ws on ws.factory_id = l.factory_id and ws.id = l.settlement_id
          where l.factory_id = 1 and ws.dept_id is not null and not exists (select 1
            from wage_settlement_workers w
            where w.factory_id = l.factory_id and w.settlement_id = l.settlement_id and w.worker_id = l.worker_id)`,
    );
    expect(Number(uncovered.n)).toBe(0);
  });

  it('tell the losers of simultaneous deletes of one adjustment that it is gone, not settled', async () => {
    const workerId = await personIdOf(t.database, '13900000014');
    for (let round = 0; round < 5; round++) {
      const added = await here.post('/api/wages/adjustments', {
        workerId,
        month: '2022-01',
        kind: 'bonus',
        amount: '1',
      });
      expect(added.statusCode).toBe(201);
      const { id } = added.json<{ id: number }>();
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) => (i % 2 ? here : there).delete(`/api/wages/adjustments/${id}`)),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([204, 404, 404, 404]);
    }
  });
});
