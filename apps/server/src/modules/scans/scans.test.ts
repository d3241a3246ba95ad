import type { CutOrder, SavedCutOrder, Scan, ScanLookup, ScanPage, Style } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  createTestContext,
  deptIdOf,
  personIdOf,
  TEST_SECRET as SECRET,
  type TestContext,
} from '../../../test/helpers';
import { memberIdsOf, signIn } from '../../../test/people';
import { createStyle, cutBed, processesByTicket, processesOf, scanRecorder } from '../../../test/shop-floor';
import { readWorkbook } from '../../../test/xlsx';
import { queryRows } from '../../db/client';
import { CUT_ORDER_MESSAGES, ticketCode } from '../cut-orders';
import { localDate } from './repository';
import { SCAN_MESSAGES } from './service';
import { english } from '../../lib/messages';

let t: TestContext;
let admin: Caller;
let clerk: Caller;
let supervisor: Caller;
let w11: Caller;
let w12: Caller;
let w13: Caller;
let huzhou: Caller;
let ids: { w11: number; w12: number; w13: number; supervisor: number; huzhouWorker: number };
/** The demo bed's processes (PL2408 bed 1) by sequence. */
let demo: Map<number, number>;

const { requestId: rid, post: scan } = scanRecorder('scan-test');
/** Today on Ningbo's wall clock (Asia/Shanghai). */
const shanghaiToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });

async function countScans(where = sql`true`): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    t.database.db,
    sql`select count(*) as n from scans where ${where}`,
  );
  return Number(row?.n ?? 0);
}

const styleBody = (styleNo: string) => ({
  styleNo,
  name: `Polo ${styleNo}`,
  colours: ['黑色'],
  sizes: ['S', 'M'],
  orderQty: [],
  processes: [
    { name: '合肩', rate: '0.120', stage: 'sewing' },
    { name: '上领', rate: '0.350', sizeRates: { M: '0.455' } },
  ],
});
/** A bed of a test style cut by the clerk: S and M once each, 10 layers of 黑色. */
const cut = (styleId: number) => cutBed(clerk, styleId, '2024-08-12', { 黑色: 10 });

beforeAll(async () => {
  t = await createTestContext();
  const people = await signIn(t, 'admin', 'clerk', 'supervisor', 'w11', 'w12', 'w13', 'huzhou');
  ({ admin, clerk, supervisor, w11, w12, w13, huzhou } = people);
  ids = await memberIdsOf(t.database, 'w11', 'w12', 'w13', 'supervisor', 'huzhouWorker');
  demo = await processesByTicket(w11);
});
afterAll(() => t.close());

describe('the worked example of docs/domain.md §4', () => {
  it('pays 2.40 + 8.00 + 7.20 + 10.00 = 27.60, refuses "only 8 left" and a duplicate', async () => {
    const first = await scan(w13, { ticket: '36001', processId: demo.get(1) });
    expect(first.statusCode).toBe(201);
    expect(first.json<Scan>()).toMatchObject({
      bundleNo: 1,
      ticketNo: 36001,
      styleNo: 'PL2408',
      bedNo: 1,
      processName: '合肩',
      seq: 1,
      qty: 20,
      rate: '0.120',
      amount: '2.40',
      workerId: ids.w13,
      recordedBy: ids.w13,
      status: 'valid',
      settled: false,
      workDate: shanghaiToday(),
    });
    expect((await scan(w11, { ticket: '36001', processId: demo.get(2) })).json<Scan>().amount).toBe('8.00');
    const partial = await scan(w12, { ticket: '36001', processId: demo.get(3), qty: 12 });
    expect(partial.json<Scan>()).toMatchObject({ qty: 12, amount: '7.20' });
    const over = await scan(w12, { ticket: '36001', processId: demo.get(3), qty: 13 });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toBe(english(SCAN_MESSAGES.onlyLeft(1, '上门筒', 8)));
    // Bundle 33 is 3XL: 上领's size rate 0.50.
    const collar = await scan(w12, { ticket: '36033', processId: demo.get(4) });
    expect(collar.json<Scan>()).toMatchObject({ qty: 20, rate: '0.500', amount: '10.00' });
    const again = await scan(w13, { ticket: '36001', processId: demo.get(1) });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/^Bundle 1 合肩 is already done by \S/);
    expect(again.json<{ message: string }>().message).toBe(
      english(SCAN_MESSAGES.alreadyDone(1, '合肩', [first.json<Scan>().workerName])),
    );

    const today = shanghaiToday();
    const page = (await supervisor.get(`/api/scans?from=${today}&to=${today}`)).json<ScanPage>();
    expect(page.totals).toEqual({ qty: 72, amount: '27.60' });
    expect(page.totalElements).toBe(4);

    const lookup = (await w12.get('/api/scans/lookup?ticket=36001')).json<ScanLookup>();
    expect(lookup.bundle).toMatchObject({ bundleNo: 1, qty: 20, status: 'active' });
    expect(lookup.processes).toHaveLength(12);
    expect(lookup.processes.slice(0, 4).map((p) => [p.doneQty, p.remainingQty, p.rate])).toEqual([
      [20, 0, '0.120'],
      [20, 0, '0.400'],
      [12, 8, '0.600'],
      [0, 20, '0.450'],
    ]);
    expect(lookup.processes[0]?.doneBy).toEqual([first.json<Scan>().workerName]);
    // The QR text names the same bundle.
    const byQr = await w12.get(
      `/api/scans/lookup?ticket=${encodeURIComponent(ticketCode(SECRET, 1, 36001))}`,
    );
    expect(byQr.json<ScanLookup>().bundle.bundleNo).toBe(1);
  });

  it('takes what remains when qty is left out', async () => {
    const rest = await scan(w12, { ticket: '36001', processId: demo.get(3) });
    expect(rest.json<Scan>()).toMatchObject({ qty: 8, amount: '4.80' });
  });
});

describe('a request id', () => {
  it('answers the first scan again, never a second one, also when sent at once', async () => {
    const requestId = rid();
    const body = { ticket: '36002', processId: demo.get(1), qty: 3, requestId };
    const first = await w11.post('/api/scans', body);
    expect(first.statusCode).toBe(201);
    const again = await w11.post('/api/scans', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countScans(sql`request_id = ${requestId}`)).toBe(1);

    const together = { ticket: '36002', processId: demo.get(2), qty: 1, requestId: rid() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => w11.post('/api/scans', together)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json<Scan>().id)).size).toBe(1);

    // The same id with another ticket, process or quantity is no retry: refused, never answered as done.
    for (const other of [
      { ...body, ticket: '36003' },
      { ...body, processId: demo.get(2) },
      { ...body, qty: 2 },
    ]) {
      const reused = await w11.post('/api/scans', other);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({ message: english(SCAN_MESSAGES.requestIdReused) });
    }
    // Someone else's request id reads nothing of theirs.
    const stolen = await w12.post('/api/scans', body);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toMatchObject({ message: english(SCAN_MESSAGES.requestIdTaken) });
  });

  it('must be a UUID or 8 to 64 url-safe characters', async () => {
    for (const requestId of ['short', 'a'.repeat(65), 'has space 123', undefined]) {
      const response = await w11.post('/api/scans', { ticket: '36003', processId: demo.get(1), requestId });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/requestId/);
    }
    const uuid = await w11.post('/api/scans', {
      ticket: '36003',
      processId: demo.get(1),
      qty: 1,
      requestId: crypto.randomUUID(),
    });
    expect(uuid.statusCode).toBe(201);
  });
});

describe('refusals', () => {
  let style: Style;
  let made: SavedCutOrder;

  beforeAll(async () => {
    style = await createStyle(admin, styleBody('T-SCAN-1'));
    made = await cut(style.id);
  });

  it('names what is wrong', async () => {
    const own = (await processesOf(clerk, made)).get(1);
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [
        { ticket: '99999999', processId: demo.get(1) },
        404,
        english(CUT_ORDER_MESSAGES.ticketNotFound(99_999_999)),
      ],
      [
        { ticket: ticketCode(SECRET, 2, 36001), processId: demo.get(1) },
        404,
        english(CUT_ORDER_MESSAGES.otherFactoryTicket),
      ],
      [
        { ticket: 'GBO1:1:36001:AAAAAAAAAAAA', processId: demo.get(1) },
        400,
        /^ticket: this is not a bundle ticket/,
      ],
      [{ ticket: '36004', processId: own }, 400, /^processId: /],
      [{ ticket: '36004', processId: 99_999_999 }, 404, english(SCAN_MESSAGES.processNotFound(99_999_999))],
      [
        { ticket: '36004', processId: demo.get(1), qty: 26 },
        409,
        english(SCAN_MESSAGES.onlyLeft(4, '合肩', 25)),
      ],
      [{ ticket: '36004', processId: demo.get(1), qty: 0 }, 400, /^qty: /],
      [{ ticket: '', processId: demo.get(1) }, 400, /^ticket: /],
    ];
    for (const [body, status, message] of cases) {
      const response = await scan(w11, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const forged = await w11.get(
      `/api/scans/lookup?ticket=${encodeURIComponent('GBO1:1:36001:AAAAAAAAAAAA')}`,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ message: string }>().message).toMatch(/^ticket: /);
  });

  it('refuses to record on a void bundle, and shows it as void on lookup', async () => {
    const bundle = made.bundles[0];
    expect((await clerk.post(`/api/bundles/${bundle?.id}/void`, { reason: 'stained' })).statusCode).toBe(200);
    const response = await scan(w11, { ticket: String(bundle?.ticketNo), processId: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      english(CUT_ORDER_MESSAGES.ticketVoid(bundle?.ticketNo ?? 0, bundle?.bundleNo ?? 0, 'stained')),
    );
    const lookup = await w11.get(`/api/scans/lookup?ticket=${bundle?.ticketNo}`);
    expect(lookup.statusCode).toBe(200);
    const shown = lookup.json<ScanLookup>();
    expect(shown.bundle).toMatchObject({ id: bundle?.id, status: 'void' });
    expect(shown.processes.map((p) => p.name)).toEqual(['合肩', '上领']);
  });

  it('records for someone else only with scan:add, and only a person of this factory', async () => {
    const forOther = await scan(w11, { ticket: '36005', processId: demo.get(1), workerId: ids.w12 });
    expect(forOther.statusCode).toBe(403);
    const foreign = await scan(supervisor, {
      ticket: '36005',
      processId: demo.get(1),
      workerId: ids.huzhouWorker,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      message: english(SCAN_MESSAGES.workerNotFound(ids.huzhouWorker)),
    });
    const recorded = await scan(supervisor, {
      ticket: '36005',
      processId: demo.get(1),
      qty: 5,
      workerId: ids.w12,
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json<Scan>()).toMatchObject({ workerId: ids.w12, recordedBy: ids.supervisor, qty: 5 });
    // Recording one's own scan with one's own id is no one else's.
    const self = await scan(w11, { ticket: '36005', processId: demo.get(1), qty: 1, workerId: ids.w11 });
    expect(self.statusCode).toBe(201);
  });

  it('leaves no generic audit row per scan', async () => {
    const [row] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from audit_logs where path = '/api/scans'`,
    );
    expect(Number(row?.n)).toBe(0);
  });
});

describe('frozen rates and the cutting room’s rules', () => {
  it('keeps the rate of a scan through a style rate edit; sync, delete and a lower bundle qty are refused', async () => {
    const style = await createStyle(admin, styleBody('T-SCAN-2'));
    const made = await cut(style.id);
    const detail = (await clerk.get(`/api/cutOrders/${made.id}`)).json<CutOrder>();
    const m = made.bundles.find((b) => b.size === 'M');
    const collar = detail.processes.find((p) => p.name === '上领')?.id;
    const scanned = await scan(w11, { ticket: String(m?.ticketNo), processId: collar, qty: 4 });
    expect(scanned.json<Scan>()).toMatchObject({ rate: '0.455', amount: '1.82' });

    const edited = await admin.put(`/api/styles/${style.id}`, {
      ...styleBody('T-SCAN-2'),
      processes: [
        { name: '合肩', rate: '0.200', stage: 'sewing' },
        { name: '上领', rate: '0.600', sizeRates: { M: '0.700' } },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const sync = await clerk.post(`/api/cutOrders/${made.id}/syncProcesses`);
    expect(sync.statusCode).toBe(409);
    expect(sync.json()).toMatchObject({ message: english(CUT_ORDER_MESSAGES.syncScanned('T-SCAN-2', 1)) });
    const removed = await clerk.delete(`/api/cutOrders/${made.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ message: english(CUT_ORDER_MESSAGES.scanned('T-SCAN-2', 1)) });

    const later = await scan(w11, { ticket: String(m?.ticketNo), processId: collar, qty: 1 });
    // 1 × 0.455 is kept exact (a wage's total is rounded to the cent, never one scan).
    expect(later.json<Scan>()).toMatchObject({ rate: '0.455', amount: '0.455' });
    // The scan keeps its own rate: even a snapshot changed behind the API's back changes no recorded wage.
    await t.database.db.execute(sql`update cut_order_processes set rate = 9 where id = ${collar ?? 0}`);
    const list = (await supervisor.get(`/api/scans?cutOrderId=${made.id}`)).json<ScanPage>();
    expect(list.content.map((s) => s.rate)).toEqual(['0.455', '0.455']);
    // Exact: 5 × 0.455 = 2.275 (not 0.46 + 1.82 = 2.28, as scans rounded one by one would say).
    expect(list.totals).toEqual({ qty: 5, amount: '2.275' });

    const download = await supervisor.get(`/api/scans/download?cutOrderId=${made.id}`);
    const sheet = await readWorkbook(download, 'scans.xlsx');
    expect(sheet[0]?.slice(0, 3)).toEqual(['Work date', 'Scanned at', 'Worker']);
    expect(sheet.slice(1, 3).map((row) => [row[10], row[11], row[12]])).toEqual([
      [1, 0.455, 0.455],
      [4, 0.455, 1.82],
    ]);
    expect(sheet[3]?.[0]).toBe('Total');
    expect([sheet[3]?.[10], sheet[3]?.[12]]).toEqual([5, 2.275]);
    expect((await w11.get(`/api/scans/download?cutOrderId=${made.id}`)).statusCode).toBe(403);

    const lower = await clerk.put(`/api/bundles/${m?.id}`, { qty: 4 });
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toMatchObject({
      message: english(CUT_ORDER_MESSAGES.belowScanned(m?.bundleNo ?? 0, 5)),
    });
    expect((await clerk.put(`/api/bundles/${m?.id}`, { qty: 5 })).statusCode).toBe(200);
    const full = await scan(w12, { ticket: String(m?.ticketNo), processId: collar });
    expect(full.statusCode).toBe(409);
  });
});

describe('the work date', () => {
  it('is the factory’s local day: 16:30 UTC is 00:30 the next day in Shanghai', async () => {
    const [row] = await queryRows<{ day: string | Date }>(
      t.database.db,
      sql`select ${localDate(sql`'2026-08-12T16:30:00Z'::timestamptz`, 'Asia/Shanghai')}::text as day,
            ${localDate(sql`'2026-08-12T15:59:00Z'::timestamptz`, 'Asia/Shanghai')}::text as before`,
    );
    expect(row).toEqual({ day: '2026-08-13', before: '2026-08-12' });
  });
});

describe('undo', () => {
  it('lets a worker undo their own within 30 minutes, scan:undo any time, never a settled one', async () => {
    const own = (await scan(w13, { ticket: '36006', processId: demo.get(1), qty: 2 })).json<Scan>();
    const others = await w11.delete(`/api/scans/${own.id}`);
    expect(others.statusCode).toBe(403);
    expect((await w13.delete(`/api/scans/${own.id}`)).statusCode).toBe(204);
    const twice = await w13.delete(`/api/scans/${own.id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: english(SCAN_MESSAGES.undoneAlready(own.id)) });
    const shown = (await w13.get('/api/scans?status=undone')).json<ScanPage>();
    expect(shown.content.find((s) => s.id === own.id)).toMatchObject({
      status: 'undone',
      undoneByName: own.workerName,
    });
    // Undone pieces are free again.
    expect((await scan(w13, { ticket: '36006', processId: demo.get(1) })).json<Scan>().qty).toBe(20);

    const old = (await scan(w13, { ticket: '36006', processId: demo.get(2), qty: 2 })).json<Scan>();
    await t.database.db.execute(
      sql`update scans set scan_time = now() - interval '31 minutes' where id = ${old.id}`,
    );
    const late = await w13.delete(`/api/scans/${old.id}`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: english(SCAN_MESSAGES.tooLate) });
    expect((await supervisor.delete(`/api/scans/${old.id}`)).statusCode).toBe(204);

    const settled = (await scan(w13, { ticket: '36006', processId: demo.get(3), qty: 2 })).json<Scan>();
    await t.database.db.execute(sql`with s as (
        insert into wage_settlements (factory_id, period_from, period_to, worker_count, qty, amount, adjustments, total)
        values (1, '2000-01-01', '2000-01-01', 0, 0, 0, 0, 0) returning id)
      update scans set settlement_id = (select id from s) where id = ${settled.id}`);
    const refused = await supervisor.delete(`/api/scans/${settled.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: english(SCAN_MESSAGES.settled(settled.id)) });
    expect((await w13.delete(`/api/scans/${settled.id}`)).statusCode).toBe(409);
    const listed = (await supervisor.get(`/api/scans?status=settled`)).json<ScanPage>();
    expect(listed.content.map((s) => s.id)).toEqual([settled.id]);

    expect((await huzhou.delete(`/api/scans/${own.id}`)).statusCode).toBe(404);
    const [logged] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from audit_logs where description like 'Undo scan #%'`,
    );
    expect(Number(logged?.n)).toBe(2);
  });
});

describe('who reads which scans', () => {
  it('shows a worker only their own; scan:list sees everyone’s, with filters', async () => {
    const own = (await w11.get('/api/scans?size=100')).json<ScanPage>();
    expect(own.content.length).toBeGreaterThan(0);
    expect(own.content.every((s) => s.workerId === ids.w11)).toBe(true);
    expect((await w11.get(`/api/scans?workerId=${ids.w12}`)).statusCode).toBe(403);
    expect((await w11.get(`/api/scans?workerId=${ids.w11}`)).statusCode).toBe(200);
    // Someone neither paid by the piece nor keeping scans reads none.
    expect((await clerk.get('/api/scans')).statusCode).toBe(403);

    const all = (await supervisor.get('/api/scans?size=1000')).json<ScanPage>();
    expect(new Set(all.content.map((s) => s.workerId)).size).toBeGreaterThan(1);
    const byWorker = (await supervisor.get(`/api/scans?workerId=${ids.w12}&size=1000`)).json<ScanPage>();
    expect(byWorker.content.every((s) => s.workerId === ids.w12)).toBe(true);
    const byBundle = (await supervisor.get('/api/scans?bundleNo=33&styleId=1&size=1000')).json<ScanPage>();
    expect(byBundle.content.every((s) => s.bundleNo === 33)).toBe(true);
    const byProcess = (
      await supervisor.get(`/api/scans?processId=${demo.get(1)}&status=valid`)
    ).json<ScanPage>();
    expect(byProcess.content.every((s) => s.processId === demo.get(1) && s.status === 'valid')).toBe(true);

    expect((await supervisor.get(`/api/scans?workerId=${ids.huzhouWorker}`)).statusCode).toBe(404);
    expect((await supervisor.get('/api/scans?from=2026-08-13&to=2026-08-12')).statusCode).toBe(400);
    expect((await huzhou.get('/api/scans')).json<ScanPage>().totalElements).toBe(0);
    expect((await huzhou.get('/api/scans/lookup?ticket=36001')).statusCode).toBe(404);
  });

  it('keeps a line supervisor to their department’s people (the role’s data scope)', async () => {
    const w14 = await t.as('13900000014', 1);
    const other = (await scan(w14, { ticket: '36008', processId: demo.get(1), qty: 1 })).json<Scan>();
    const seen = (await supervisor.get('/api/scans?size=1000')).json<ScanPage>().content;
    expect(seen.some((s) => s.id === other.id)).toBe(false);
    expect(seen.some((s) => s.workerId === ids.w12)).toBe(true);
    const everyone = (await admin.get('/api/scans?size=1000')).json<ScanPage>().content;
    expect(everyone.some((s) => s.id === other.id)).toBe(true);
    const w14Id = await personIdOf(t.database, '13900000014');
    const forOther = await scan(supervisor, { ticket: '36008', processId: demo.get(2), workerId: w14Id });
    expect(forOther.statusCode).toBe(404);
    expect((await supervisor.delete(`/api/scans/${other.id}`)).statusCode).toBe(404);
    // Filtering by a person or department outside the scope is not found either (not an empty page).
    const line2 = await deptIdOf(t.database, 'Sewing line 2');
    for (const query of [`workerId=${w14Id}`, `deptId=${line2}`]) {
      const filtered = await supervisor.get(`/api/scans?${query}`);
      expect(filtered.statusCode, query).toBe(404);
      expect(filtered.json<{ message: string }>().message).toBe(
        english(SCAN_MESSAGES.filterNotFound(query.split('=')[0] as string, Number(query.split('=')[1]))),
      );
      expect((await supervisor.get(`/api/scans/download?${query}`)).statusCode).toBe(404);
    }
    expect((await admin.get(`/api/scans?workerId=${w14Id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/scans/${other.id}`)).statusCode).toBe(204);
  });

  it('hides rates from workers when the factory says so, never from scan keepers', async () => {
    const settings = (await admin.get('/api/factory/getFactoryEnum?factoryId=1')).json<object>();
    const update = (values: object) =>
      admin.post('/api/factory/updateFactoryEnum', { factoryId: 1, settings: values });
    expect((await update({ ...settings, showRatesToWorkers: false })).statusCode).toBe(204);
    try {
      const lookup = (await w11.get('/api/scans/lookup?ticket=36007')).json<ScanLookup>();
      expect(lookup.processes.every((p) => p.rate === undefined)).toBe(true);
      const made = (await scan(w11, { ticket: '36007', processId: demo.get(1), qty: 1 })).json<Scan>();
      expect(made).toMatchObject({ rate: null, amount: null });
      expect((await w11.get('/api/scans')).json<ScanPage>().totals.amount).toBeNull();
      const kept = (await supervisor.get('/api/scans/lookup?ticket=36007')).json<ScanLookup>();
      expect(kept.processes[0]?.rate).toBe('0.120');
    } finally {
      expect((await update(settings)).statusCode).toBe(204);
    }
  });
});

describe('the process of a scan is one of its ticket’s bed', () => {
  it('refuses another style’s process of the same seq, and another bed’s of the same style, naming processId', async () => {
    // The reported case: a supervisor recording for a worker chose "2" of one style, then typed a ticket of
    // PL2408 (whose process 2 is 做门筒): the other style's process 2 is refused, nothing is paid.
    const jacket = await createStyle(admin, styleBody('T-SCAN-JK'));
    const jacketProcess2 = (await processesOf(clerk, await cut(jacket.id))).get(2);
    const [pl2408] = await queryRows<{ id: number | string }>(
      t.database.db,
      sql`select id from styles where factory_id = 1 and style_no = 'PL2408'`,
    );
    const bed2 = await cutBed(clerk, Number(pl2408?.id), '2024-08-20', { 黑色: 5 }, ['S']);
    const bed2Process2 = (await processesOf(clerk, bed2)).get(2);
    const before = await countScans();
    for (const processId of [jacketProcess2, bed2Process2]) {
      const response = await scan(supervisor, { ticket: '36035', processId, workerId: ids.w12 });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        english(SCAN_MESSAGES.processNotInBed(processId ?? 0, 'PL2408', 1)),
      );
    }
    expect(await countScans()).toBe(before);
    // Its own bed's process 2 is recorded.
    const own = await scan(supervisor, {
      ticket: '36035',
      processId: demo.get(2),
      workerId: ids.w12,
      qty: 1,
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('is the database’s rule too: a scan row whose process is of another bed is refused', async () => {
    const [other] = await queryRows<{ id: number | string }>(
      t.database.db,
      sql`select p.id from cut_order_processes p join cut_orders c on c.factory_id = p.factory_id
            and c.id = p.cut_order_id join bundles b on b.factory_id = c.factory_id
          where p.factory_id = 1 and b.ticket_no <> 36035 and c.id <> (select cut_order_id from bundles
            where factory_id = 1 and ticket_no = 36035) limit 1`,
    );
    const statement = sql`insert into scans (factory_id, bundle_id, cut_order_id, process_id, worker_id,
        recorded_by, qty, rate, amount, work_date, request_id)
      select b.factory_id, b.id, b.cut_order_id, ${Number(other?.id)}, ${ids.w12}, ${ids.w12}, 1, 0.1, 0.1,
        current_date, 'db-rule-1'
      from bundles b where b.factory_id = 1 and b.ticket_no = 36035`;
    await expect(t.database.db.execute(statement)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23503' }) as unknown,
    });
    expect(await countScans(sql`request_id = 'db-rule-1'`)).toBe(0);
  });
});
