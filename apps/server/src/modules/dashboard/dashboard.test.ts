import type { Dashboard, ProductionGrid, ShipmentFigures } from '@gbo/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  createTestContext,
  deptIdOf,
  personIdOf,
  type TestContext,
} from '../../../test/helpers';
import { memberIdsOf, signIn } from '../../../test/people';
import { processesByTicket, scanRecorder } from '../../../test/shop-floor';
import { queryRows } from '../../db/client';

// The dashboard on the demo data, compared with what the scans and shipments themselves say (summed here in
// SQL, or by the production grid and the shipment figures), for each kind of caller. Today's scans are made
// by the test; the demo's are yesterday's and the day before's (Ningbo's calendar).

const NINGBO = 1;

let t: TestContext;
let admin: Caller;
let supervisor: Caller;
let clerk: Caller;
let w11: Caller;
let huzhouAdmin: Caller;
let huzhouWorker: Caller;
let processOf: Map<number, number>;
const { record: scan } = scanRecorder('dashboard');

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);

async function dashboard(caller: Caller): Promise<Dashboard> {
  const response = await caller.get('/api/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
}

/** The dashboard once its count of finished pieces not shipped is there (it is counted in the background). */
async function counted(caller: Caller): Promise<Dashboard> {
  for (let i = 0; i < 100; i++) {
    const answer = await dashboard(caller);
    if (answer.shipping?.notShippedQty !== null) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the count of finished pieces not shipped never came');
}

/** Valid pieces and money per work day of some workers (all of the factory's when null), from the scans. */
async function scansByDay(factoryId: number, workerIds: number[] | null) {
  const found = await rows<{ day: string; qty: string | number; amount: string }>(
    sql`select work_date::text as day, sum(qty) as qty, sum(amount)::numeric(18,2)::text as amount
        from scans where factory_id = ${factoryId} and status = 'valid'
          ${workerIds ? sql`and worker_id = any(${`{${workerIds.join(',')}}`}::bigint[])` : sql``}
        group by work_date`,
  );
  return new Map(found.map((row) => [row.day, { qty: Number(row.qty), amount: row.amount }]));
}

/** The same figures as the dashboard's, with money as numbers of cents (2 decimals here, exact in both). */
const cents = (amount: string | null) => (amount === null ? null : Math.round(Number(amount) * 100));

function expectOutput(
  answer: Dashboard,
  part: {
    today: unknown;
    yesterday: unknown;
    month: unknown;
    days: { day: string; qty: number; amount: string | null }[];
  },
  expected: Map<string, { qty: number; amount: string }>,
) {
  const of = (day: string) => expected.get(day) ?? { qty: 0, amount: '0' };
  const figure = (day: string) => ({ qty: of(day).qty, amount: cents(of(day).amount) });
  const shown = (f: { qty: number; amount: string | null }) => ({ qty: f.qty, amount: cents(f.amount) });
  expect(part.days.map((d) => d.day).at(-1)).toBe(answer.today);
  expect(part.days).toHaveLength(14);
  for (const day of part.days) expect(shown(day), day.day).toEqual(figure(day.day));
  expect(shown(part.today as never)).toEqual(figure(answer.today));
  expect(shown(part.yesterday as never)).toEqual(figure(answer.yesterday));
  const month = [...expected].filter(([day]) => day >= answer.monthStart && day <= answer.today);
  expect(shown(part.month as never)).toEqual({
    qty: month.reduce((n, [, f]) => n + f.qty, 0),
    amount: month.reduce((n, [, f]) => n + (cents(f.amount) ?? 0), 0),
  });
}

beforeAll(async () => {
  t = await createTestContext();
  const people = await signIn(t, 'admin', 'supervisor', 'clerk', 'w11', 'huzhou', 'huzhouWorker');
  ({ admin, supervisor, clerk, w11, huzhou: huzhouAdmin, huzhouWorker } = people);
  processOf = await processesByTicket(w11, '36011');
  // Today: worker 11 scans bundles 1 and 2 (processes 1 and 2), worker 12 (through the supervisor) bundle 3;
  // bundle 11 (processes 1–4 done by the demo) is finished today, its process 6 in two scans (10, the rest).
  for (const ticket of ['36001', '36002'])
    for (const seq of [1, 2]) await scan(w11, { ticket, processId: processOf.get(seq) });
  const { w12, w13 } = await memberIdsOf(t.database, 'w12', 'w13');
  await scan(supervisor, { ticket: '36003', processId: processOf.get(1), workerId: w12 });
  for (const seq of [5, 7, 8, 9, 10, 11, 12])
    await scan(supervisor, { ticket: '36011', processId: processOf.get(seq), workerId: w13 });
  await scan(supervisor, { ticket: '36011', processId: processOf.get(6), workerId: w12, qty: 10 });
  await scan(supervisor, { ticket: '36011', processId: processOf.get(6), workerId: w12 });
});

afterAll(async () => {
  await t.close();
});

describe('GET api/dashboard', () => {
  it('answers 401 without a session, on the figures and on their event stream', async () => {
    for (const url of ['/api/dashboard', '/api/dashboard/events']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/event-stream' } });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('shows the administrator the whole factory’s output, equal to its scans', async () => {
    const answer = await dashboard(admin);
    expect(answer.timeZone).toBe('Asia/Shanghai');
    expect(answer.output?.scope).toBe('factory');
    const expected = await scansByDay(NINGBO, null);
    expectOutput(answer, answer.output as never, expected);
    // Today's pieces are the test's: 4 + 1 scans of whole bundles and bundle 11's eight processes.
    expect(answer.output?.today.qty).toBeGreaterThan(0);
    expect(answer.output?.yesterday.qty).toBeGreaterThan(0);
    // The administrator is not paid by the piece.
    expect(answer.mine).toBeNull();
  });

  it('ranks the workers of today and of the month as their scans do', async () => {
    const answer = await dashboard(admin);
    const top = async (from: string) =>
      (
        await rows<{ worker_id: string | number; qty: string | number; amount: string }>(
          sql`select worker_id, sum(qty) as qty, sum(amount)::text as amount from scans
              where factory_id = ${NINGBO} and status = 'valid' and work_date between ${from}::date and ${answer.today}::date
              group by worker_id order by sum(qty) desc, sum(amount) desc, worker_id limit 5`,
        )
      ).map((row) => ({ workerId: Number(row.worker_id), qty: Number(row.qty), amount: cents(row.amount) }));
    const shown = (
      list: Dashboard['output'] extends infer O ? (O extends { topToday: infer L } ? L : never) : never,
    ) => list.map((w) => ({ workerId: w.workerId, qty: w.qty, amount: cents(w.amount) }));
    expect(shown(answer.output?.topToday ?? [])).toEqual(await top(answer.today));
    expect(shown(answer.output?.topMonth ?? [])).toEqual(await top(answer.monthStart));
    expect(answer.output?.topToday.map((w) => w.name)).toContain('Chen Jing');
  });

  it('counts today’s pieces per stage and the bed’s completion and slowest process as the production grid does', async () => {
    const answer = await dashboard(admin);
    const stages = await rows<{ stage: string; qty: string | number }>(
      sql`select p.stage, sum(s.qty) as qty from scans s
          join cut_order_processes p on p.factory_id = s.factory_id and p.id = s.process_id
          where s.factory_id = ${NINGBO} and s.status = 'valid' and s.work_date = ${answer.today}::date
          group by p.stage`,
    );
    const byStage = new Map(stages.map((row) => [row.stage, Number(row.qty)]));
    expect(answer.production?.stages).toEqual(
      ['cutting', 'sewing', 'finishing', 'packing'].map((stage) => ({ stage, qty: byStage.get(stage) ?? 0 })),
    );
    const [bed] = answer.production?.cutOrders ?? [];
    expect(answer.production?.cutOrders).toHaveLength(1);
    const grid = (await admin.get(`/api/production?cutOrderId=${bed?.cutOrderId}`)).json<ProductionGrid>();
    const gridBed = grid.cutOrders[0];
    expect(bed).toMatchObject({
      styleNo: 'PL2408',
      bedNo: 1,
      qty: gridBed?.qty,
      finishedQty: gridBed?.finishedQty,
      slowest: {
        seq: gridBed?.slowest?.seq,
        name: gridBed?.slowest?.name,
        doneQty: gridBed?.slowest?.doneQty,
      },
    });
    // Bundles 10 (the demo's) and 11 (today's, one process in two scans) are finished.
    expect(bed?.qty).toBe(855);
    const bundle11 = grid.bundles.content.find((b) => b.bundleNo === 11);
    expect(bundle11?.finishedQty).toBe(bundle11?.qty);
    expect(bed?.finishedQty).toBeGreaterThanOrEqual((bundle11?.qty ?? 0) + 20);
    expect(Date.parse(bed?.lastScanAt ?? '')).toBeGreaterThan(Date.now() - 10 * 60_000);
  });

  it('counts this month’s confirmed shipments and the finished pieces not shipped, as the shipment figures do', async () => {
    const answer = await counted(admin);
    // The demo's confirmed order ships today: PL2408's finished XL and 2XL, 272 pieces.
    expect(answer.shipping).toMatchObject({ monthOrders: 1, monthQty: 272 });
    const [style] = await rows<{ id: number }>(
      sql`select id from styles where factory_id = ${NINGBO} and style_no = 'PL2408'`,
    );
    const figures = (await admin.get(`/api/shipments/figures?styleId=${style?.id}`)).json<ShipmentFigures>();
    const notShipped = figures.cells.reduce((n, cell) => n + Math.max(0, cell.finished - cell.shipped), 0);
    expect(answer.shipping?.notShippedQty).toBe(notShipped);
    // The demo has finished pieces it has not shipped yet (bundle 10's, what the XL and 2XL cut beyond the order).
    expect(notShipped).toBeGreaterThan(0);
    expect(Date.parse(answer.shipping?.notShippedAsOf ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows a line supervisor their departments’ people only', async () => {
    const answer = await dashboard(supervisor);
    expect(answer.output?.scope).toBe('depts');
    const line1 = await deptIdOf(t.database, 'Sewing line 1', NINGBO);
    const people = await rows<{ id: number }>(
      sql`select id from members where factory_id = ${NINGBO} and dept_id = ${line1}`,
    );
    const ids = people.map((p) => Number(p.id));
    expectOutput(answer, answer.output as never, await scansByDay(NINGBO, ids));
    for (const worker of [...(answer.output?.topToday ?? []), ...(answer.output?.topMonth ?? [])])
      expect(ids).toContain(worker.workerId);
    // Worker 14 (sewing line 2) scanned in the demo: the whole factory's month is more than the line's.
    expect(answer.output?.month.qty).toBeLessThan((await dashboard(admin)).output?.month.qty ?? 0);
    // A line supervisor follows production (work:list) but ships nothing.
    expect(answer.production).not.toBeNull();
    expect(answer.shipping).toBeNull();
  });

  it('shows a worker their own figures only, and their money only while the factory shows them rates', async () => {
    const answer = await dashboard(w11);
    expect(answer).toMatchObject({ output: null, production: null, shipping: null });
    const me = await personIdOf(t.database, '13900000011', NINGBO);
    expectOutput(answer, answer.mine as never, await scansByDay(NINGBO, [me]));
    expect(answer.mine?.today.qty).toBe(4 * 20);
    // Nobody else's name or figures is in the answer.
    const text = JSON.stringify(answer);
    for (const name of ['Liu Yang', 'Chen Jing', 'Yang Li', 'Zhao Lei']) expect(text).not.toContain(name);

    const settings = (await admin.get('/api/factory/getFactoryEnum?factoryId=1')).json<object>();
    const update = (values: object) =>
      admin.post('/api/factory/updateFactoryEnum', { factoryId: NINGBO, settings: values });
    expect((await update({ ...settings, showRatesToWorkers: false })).statusCode).toBe(204);
    try {
      const hidden = await dashboard(w11);
      expect(hidden.mine?.today).toEqual({ qty: 4 * 20, amount: null });
      expect(hidden.mine?.days.every((day) => day.amount === null)).toBe(true);
      expect(hidden.mine?.month.amount).toBeNull();
      // The office still sees money.
      expect((await dashboard(admin)).output?.today.amount).not.toBeNull();
    } finally {
      expect((await update(settings)).statusCode).toBe(204);
    }
  });

  it('shows the cutting clerk production only, and a member without roles nothing', async () => {
    const answer = await dashboard(clerk);
    expect(answer).toMatchObject({ output: null, mine: null, shipping: null });
    expect(answer.production?.cutOrders).toHaveLength(1);

    const nobody = await personIdOf(t.database, '13900000016', NINGBO);
    await t.database.db.execute(
      sql`delete from member_roles where factory_id = ${NINGBO} and member_id = ${nobody}`,
    );
    const noRoles = await t.as('13900000016', NINGBO);
    const bare = await dashboard(noRoles);
    expect(bare).toMatchObject({ output: null, mine: null, production: null, shipping: null });
    expect(bare.today).toBe(answer.today);
  });

  it('shows Huzhou nothing of Ningbo', async () => {
    const answer = await counted(huzhouAdmin);
    const zero = { qty: 0, amount: '0.00' };
    expect(answer.output).toMatchObject({ scope: 'factory', today: zero, yesterday: zero, month: zero });
    expect(answer.output?.days.every((day) => day.qty === 0)).toBe(true);
    expect(answer.output?.topToday).toEqual([]);
    expect(answer.output?.topMonth).toEqual([]);
    expect(answer.production).toEqual({
      stages: ['cutting', 'sewing', 'finishing', 'packing'].map((stage) => ({ stage, qty: 0 })),
      cutOrders: [],
    });
    expect(answer.shipping).toMatchObject({ monthOrders: 0, monthQty: 0, notShippedQty: 0 });
    const worker = await dashboard(huzhouWorker);
    expect(worker.mine).toMatchObject({ today: zero, yesterday: zero, month: zero });
    expect(worker.output).toBeNull();
  });

  it('follows an undone scan at once', async () => {
    const before = await dashboard(w11);
    const made = await scan(w11, { ticket: '36004', processId: processOf.get(1) });
    expect((await dashboard(w11)).mine?.today.qty).toBe((before.mine?.today.qty ?? 0) + made.qty);
    expect((await w11.delete(`/api/scans/${made.id}`)).statusCode).toBe(204);
    expect((await dashboard(w11)).mine?.today).toEqual(before.mine?.today);
  });
});
