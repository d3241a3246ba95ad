import type {
  Scan,
  ScanLookup,
  ScanPage,
  WageAdjustment,
  WageDetail,
  WageNotice,
  WageRow,
  WageSettlementDetail,
  WageSettlementPage,
} from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  createTestContext,
  deptIdOf,
  personIdOf,
  roleIdOf,
  type TestContext,
} from '../../../test/helpers';
import { memberIdsOf, signIn } from '../../../test/people';
import { createStyle, cutBed, processesByTicket, scanRecorder } from '../../../test/shop-floor';
import { parseWorkbook, readWorkbook } from '../../../test/xlsx';
import { queryRows } from '../../db/client';
import { roleMenus } from '../../db/schema';
import { SCAN_MESSAGES } from '../scans';
import { WAGE_MESSAGES } from './service';
import { english } from '../../lib/messages';

let t: TestContext;
let admin: Caller;
let clerk: Caller;
let supervisor: Caller;
let w11: Caller;
let w12: Caller;
let w13: Caller;
let w14: Caller;
let huzhou: Caller;
let ids: { w11: number; w12: number; w13: number; w14: number; clerk: number; supervisor: number };
/** The demo bed's processes (PL2408 bed 1) by sequence. */
let demo: Map<number, number>;

/** The worked example's day (docs/domain.md §4): the scans are moved to it, a day long over. */
const DAY = '2024-08-13';
const AUGUST = 'from=2024-08-01&to=2024-08-31';

const { post: scan, recordOn: scanOn } = scanRecorder('wage-test', () => t.database);
const rowOf = (rows: WageRow[], workerId: number) => rows.find((row) => row.workerId === workerId);

beforeAll(async () => {
  t = await createTestContext();
  const people = await signIn(t, 'admin', 'clerk', 'supervisor', 'w11', 'w12', 'w13', 'w14', 'huzhou');
  ({ admin, clerk, supervisor, w11, w12, w13, w14, huzhou } = people);
  ids = await memberIdsOf(t.database, 'w11', 'w12', 'w13', 'w14', 'clerk', 'supervisor');
  demo = await processesByTicket(w11);
  // docs/domain.md §4 on 2024-08-13: 2.40 + 8.00 + 7.20 + 10.00 = 27.60.
  await scanOn(DAY, w13, { ticket: '36001', processId: demo.get(1) });
  await scanOn(DAY, w11, { ticket: '36001', processId: demo.get(2) });
  await scanOn(DAY, w12, { ticket: '36001', processId: demo.get(3), qty: 12 });
  await scanOn(DAY, w12, { ticket: '36033', processId: demo.get(4) });
  // Another day of Liu Yang's, and a sewer of line 2.
  await scanOn('2024-08-14', w12, { ticket: '36002', processId: demo.get(3), qty: 5 });
  await scanOn('2024-08-14', w14, { ticket: '36002', processId: demo.get(1) });
});
afterAll(() => t.close());

describe('wages of a period', () => {
  it('pays the worked example: 2.40 + 8.00 + 7.20 + 10.00 = 27.60 on one day', async () => {
    const response = await admin.get(`/api/wages?from=${DAY}&to=${DAY}`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<WageRow[]>();
    expect(rows.map((r) => [r.name, r.jobNumber, r.qty, r.amount, r.total])).toEqual([
      ['Zhang Min', 'W011', 20, '8.00', '8.00'],
      ['Liu Yang', 'W012', 32, '17.20', '17.20'],
      ['Chen Jing', 'W013', 20, '2.40', '2.40'],
    ]);
    expect(rowOf(rows, ids.w12)).toMatchObject({
      deptName: 'Sewing line 1',
      adjustments: '0.00',
      settledQty: 0,
      settledAmount: '0.00',
    });
    const sheet = await readWorkbook(
      await admin.get(`/api/wages/download?from=${DAY}&to=${DAY}`),
      `payroll-${DAY}-${DAY}.xlsx`,
    );
    expect(sheet[0]).toEqual([
      'Job number',
      'Name',
      'Department',
      'Pieces',
      'Piece wage',
      'Adjustments',
      'Total',
      'Settled pieces',
    ]);
    expect(sheet).toHaveLength(5);
    expect(sheet[4]?.slice(0, 7)).toEqual(['Total', undefined, undefined, 72, 27.6, 0, 27.6]);
  });

  it('itemises a worker’s wage by style × process × rate, with per-day totals', async () => {
    const response = await admin.get(`/api/wages/${ids.w12}?${AUGUST}`);
    expect(response.statusCode, response.body).toBe(200);
    const wage = response.json<WageDetail>();
    expect(wage).toMatchObject({
      worker: { id: ids.w12, name: 'Liu Yang', jobNumber: 'W012', deptName: 'Sewing line 1' },
      from: '2024-08-01',
      to: '2024-08-31',
      qty: 37,
      amount: '20.20',
      total: '20.20',
      settled: [],
    });
    expect(wage.items).toEqual([
      { styleNo: 'PL2408', seq: 3, processName: '上门筒', rate: '0.600', qty: 17, amount: '10.20' },
      { styleNo: 'PL2408', seq: 4, processName: '上领', rate: '0.500', qty: 20, amount: '10.00' },
    ]);
    expect(wage.days).toEqual([
      { workDate: '2024-08-13', qty: 32, amount: '17.20' },
      { workDate: '2024-08-14', qty: 5, amount: '3.00' },
    ]);
  });

  it('adds subsidies and bonuses, subtracts deductions, in the month’s period only', async () => {
    const add = (body: Record<string, unknown>) => admin.post('/api/wages/adjustments', body);
    const subsidy = await add({
      workerId: ids.w13,
      month: '2024-08',
      kind: 'subsidy',
      amount: '50',
      note: 'Meals',
    });
    expect(subsidy.statusCode, subsidy.body).toBe(201);
    expect(subsidy.json<WageAdjustment>()).toMatchObject({
      workerId: ids.w13,
      workerName: 'Chen Jing',
      month: '2024-08',
      kind: 'subsidy',
      amount: '50.00',
      note: 'Meals',
      createdByName: 'Wang Fang',
      settlementId: null,
    });
    expect((await add({ workerId: ids.w13, month: '2024-08', kind: 'bonus', amount: 20.5 })).statusCode).toBe(
      201,
    );
    const deduction = (
      await add({ workerId: ids.w13, month: '2024-08', kind: 'deduction', amount: '12.25' })
    ).json<WageAdjustment>();
    expect((await add({ workerId: ids.w13, month: '2024-09', kind: 'bonus', amount: '99' })).statusCode).toBe(
      201,
    );
    // A worker with adjustments only is on the list too.
    expect((await add({ workerId: ids.w11, month: '2024-07', kind: 'bonus', amount: '5' })).statusCode).toBe(
      201,
    );

    const rows = (await admin.get(`/api/wages?${AUGUST}`)).json<WageRow[]>();
    expect(rowOf(rows, ids.w13)).toMatchObject({
      qty: 20,
      amount: '2.40',
      adjustments: '58.25',
      total: '60.65',
    });
    const july = (await admin.get('/api/wages?from=2024-07-01&to=2024-07-31')).json<WageRow[]>();
    expect(july.map((r) => [r.workerId, r.qty, r.amount, r.adjustments, r.total])).toEqual([
      [ids.w11, 0, '0.00', '5.00', '5.00'],
    ]);
    const wage = (await admin.get(`/api/wages/${ids.w13}?${AUGUST}`)).json<WageDetail>();
    expect(wage.adjustmentItems.map((a) => [a.kind, a.amount])).toEqual([
      ['subsidy', '50.00'],
      ['bonus', '20.50'],
      ['deduction', '12.25'],
    ]);

    const edited = await admin.put(`/api/wages/adjustments/${deduction.id}`, {
      workerId: ids.w13,
      month: '2024-08',
      kind: 'deduction',
      amount: '10',
      note: 'Late twice',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<WageAdjustment>()).toMatchObject({ amount: '10.00', note: 'Late twice' });
    const listed = (await admin.get(`/api/wages/adjustments?month=2024-08&workerId=${ids.w13}`)).json<
      WageAdjustment[]
    >();
    expect(listed.map((a) => a.amount)).toEqual(['50.00', '20.50', '10.00']);
    const september = (await admin.get('/api/wages/adjustments?month=2024-09')).json<WageAdjustment[]>();
    expect(september).toHaveLength(1);
    const removed = await admin.delete(`/api/wages/adjustments/${september[0]?.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await admin.get('/api/wages/adjustments?month=2024-09')).json<WageAdjustment[]>()).toEqual([]);

    const [logged] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from audit_logs where factory_id = 1 and status_code < 300
        and (description like 'Add wage adjustment #%' or description like 'Edit wage adjustment #%'
          or description like 'Delete wage adjustment #%')`,
    );
    expect(Number(logged?.n)).toBe(7);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [string, string][] = [
      [`/api/wages?from=2024-08-31&to=2024-08-01`, 'to'],
      [`/api/wages?from=2023-01-01&to=2024-08-01`, 'to'],
      [`/api/wages?from=2024-08-01`, 'to'],
      [`/api/wages/${ids.w11}?from=2024-13-01&to=2024-08-01`, 'from'],
      ['/api/wages/adjustments?month=2024-8', 'month'],
    ];
    for (const [url, field] of cases) {
      const response = await admin.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toContain(field);
    }
    const bad = await admin.post('/api/wages/adjustments', {
      workerId: ids.w11,
      month: '2024-08',
      kind: 'fine',
      amount: '-1',
    });
    expect(bad.statusCode).toBe(400);
    for (const amount of ['0', '-1', '1.234', '1000000']) {
      const response = await admin.post('/api/wages/adjustments', {
        workerId: ids.w11,
        month: '2024-08',
        kind: 'bonus',
        amount,
      });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('amount');
    }
    const missing = await admin.post('/api/wages/adjustments', {
      workerId: 999_999,
      month: '2024-08',
      kind: 'bonus',
      amount: '1',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: english(WAGE_MESSAGES.workerNotFound(999_999)) });
  });
});

describe('who reads which wages', () => {
  it('lets a worker read only their own wage, by their member id or as `me`', async () => {
    const own = await w11.get(`/api/wages/${ids.w11}?${AUGUST}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<WageDetail>()).toMatchObject({ worker: { id: ids.w11 }, qty: 20, amount: '8.00' });
    const me = await w11.get(`/api/wages/me?${AUGUST}`);
    expect(me.json<WageDetail>()).toEqual(own.json<WageDetail>());
    const other = await w11.get(`/api/wages/${ids.w12}?${AUGUST}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: english(WAGE_MESSAGES.ownOnly) });
    expect((await w11.get(`/api/wages?${AUGUST}`)).statusCode).toBe(403);
    expect((await w11.get('/api/wages/adjustments?month=2024-08')).statusCode).toBe(403);
    expect((await w11.get('/api/wages/settlements')).statusCode).toBe(403);
    // Someone not paid by the piece has no wage here, not even their own.
    expect((await clerk.get(`/api/wages/me?${AUGUST}`)).statusCode).toBe(403);
    expect((await clerk.get(`/api/wages/${ids.clerk}?${AUGUST}`)).statusCode).toBe(403);
    // The platform operator is no member: no own wage.
    const operator = await t.as('13800000000', 1);
    expect((await operator.get(`/api/wages/me?${AUGUST}`)).statusCode).toBe(403);
  });

  it('hides a worker’s money when the factory hides rates from workers', async () => {
    const settings = (await admin.get('/api/factory/getFactoryEnum?factoryId=1')).json<object>();
    const update = (values: object) =>
      admin.post('/api/factory/updateFactoryEnum', { factoryId: 1, settings: values });
    expect((await update({ ...settings, showRatesToWorkers: false })).statusCode).toBe(204);
    try {
      const wage = (await w12.get(`/api/wages/me?${AUGUST}`)).json<WageDetail>();
      expect(wage).toMatchObject({ qty: 37, amount: null, total: null, adjustments: null });
      expect(wage.items.every((item) => item.rate === null && item.amount === null)).toBe(true);
      expect((await admin.get(`/api/wages/${ids.w12}?${AUGUST}`)).json<WageDetail>().amount).toBe('20.20');
    } finally {
      await update(settings);
    }
  });

  it('keeps the payroll of a line to its people (the role’s data scope)', async () => {
    // Give line supervisors the wages page: their scope is their department (Sewing line 1).
    const role = await roleIdOf(t.database, 'line_supervisor');
    const [page] = await queryRows<{ id: number | string }>(
      t.database.db,
      sql`select id from menus where permission = 'wage:list'`,
    );
    await t.database.db.insert(roleMenus).values({ factoryId: 1, roleId: role, menuId: Number(page?.id) });
    const scoped = await t.as('13900000003', 1);
    const rows = (await scoped.get(`/api/wages?${AUGUST}`)).json<WageRow[]>();
    expect(rows.map((r) => r.workerId).sort()).toEqual([ids.w11, ids.w12, ids.w13].sort());
    expect(rowOf((await admin.get(`/api/wages?${AUGUST}`)).json<WageRow[]>(), ids.w14)).toMatchObject({
      qty: 20,
    });
    expect((await scoped.get(`/api/wages/${ids.w14}?${AUGUST}`)).statusCode).toBe(404);
    expect((await scoped.get(`/api/wages/${ids.w12}?${AUGUST}`)).statusCode).toBe(200);
    const line2Id = await deptIdOf(t.database, 'Sewing line 2');
    expect((await scoped.get(`/api/wages?${AUGUST}&deptId=${line2Id}`)).statusCode).toBe(404);
    const byDept = (await admin.get(`/api/wages?${AUGUST}&deptId=${line2Id}`)).json<WageRow[]>();
    expect(byDept.map((r) => r.workerId)).toEqual([ids.w14]);
    // Another factory's people and departments are not found.
    expect((await huzhou.get(`/api/wages/${ids.w11}?${AUGUST}`)).statusCode).toBe(404);
    expect((await huzhou.get(`/api/wages?${AUGUST}&deptId=${line2Id}`)).statusCode).toBe(404);
    expect((await huzhou.get(`/api/wages?${AUGUST}`)).json<WageRow[]>()).toEqual([]);
  });
});

describe('who is paid by the piece (scan:self)', () => {
  it('credits workers only: a clerk or a supervisor cannot be credited, nor scan their own', async () => {
    const own = await scan(clerk, { ticket: '36006', processId: demo.get(1) });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: english(SCAN_MESSAGES.ownNotAllowed) });
    expect((await scan(supervisor, { ticket: '36006', processId: demo.get(1) })).statusCode).toBe(403);
    const forClerk = await scan(admin, { ticket: '36006', processId: demo.get(1), workerId: ids.clerk });
    expect(forClerk.statusCode).toBe(400);
    expect(forClerk.json()).toMatchObject({ message: 'workerId: Li Na is not a piece-rate worker' });
    const forSupervisor = await scan(admin, {
      ticket: '36006',
      processId: demo.get(1),
      workerId: ids.supervisor,
    });
    expect(forSupervisor.statusCode).toBe(400);
    expect(forSupervisor.json()).toMatchObject({
      message: english(SCAN_MESSAGES.notAPieceWorker('Zhang Wei')),
    });
    const forWorker = await scan(supervisor, { ticket: '36006', processId: demo.get(1), workerId: ids.w11 });
    expect(forWorker.statusCode, forWorker.body).toBe(201);
    expect((await w11.delete(`/api/scans/${forWorker.json<Scan>().id}`)).statusCode).toBe(204);
    // Reading scans: a worker their own, someone neither paid by the piece nor keeping scans none.
    expect((await clerk.get('/api/scans')).statusCode).toBe(403);
    expect((await w11.get('/api/scans')).statusCode).toBe(200);
  });

  it('credits no one who has left or whose membership is disabled', async () => {
    const forW14 = () => scan(admin, { ticket: '36006', processId: demo.get(2), workerId: ids.w14 });
    const refused = { message: english(SCAN_MESSAGES.notWorkingHere('Yang Li')) };
    for (const change of [sql`enabled = false`, sql`left_at = now()`]) {
      await t.database.db.execute(sql`update members set ${change} where id = ${ids.w14}`);
      const response = await forW14();
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(refused);
      await t.database.db.execute(
        sql`update members set enabled = true, left_at = null where id = ${ids.w14}`,
      );
    }
    const credited = await forW14();
    expect(credited.statusCode, credited.body).toBe(201);
    expect((await admin.delete(`/api/scans/${credited.json<Scan>().id}`)).statusCode).toBe(204);
  });

  it('does not pay the factory’s administrator by the piece, unless granted scan:self on purpose', async () => {
    const adminId = await personIdOf(t.database, '13900000001');
    const grantsOf = async (code: string) =>
      (
        await queryRows<{ permission: string }>(
          t.database.db,
          sql`select m.permission from role_menus rm join roles r on r.factory_id = rm.factory_id and r.id = rm.role_id
              join menus m on m.id = rm.menu_id where r.factory_id = 1 and r.code = ${code}`,
        )
      ).map((row) => row.permission);
    expect(await grantsOf('admin')).not.toContain('scan:self');
    expect(await grantsOf('admin')).toContain('scan:list');
    expect(await grantsOf('worker')).toContain('scan:self');
    const own = await scan(admin, { ticket: '36006', processId: demo.get(1) });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: english(SCAN_MESSAGES.ownNotAllowed) });
    const forSelf = await scan(admin, { ticket: '36006', processId: demo.get(1), workerId: adminId });
    expect(forSelf.statusCode).toBe(403);
    const credited = await scan(supervisor, { ticket: '36006', processId: demo.get(1), workerId: adminId });
    expect(credited.statusCode).toBe(404); // the administrator is in no sewing line
    const bonus = await admin.post('/api/wages/adjustments', {
      workerId: adminId,
      month: '2024-08',
      kind: 'bonus',
      amount: '5',
    });
    expect(bonus.statusCode).toBe(400);
    expect(bonus.json<{ message: string }>().message).toMatch(/^workerId: .* is not a piece-rate worker$/);
    // Granted on purpose, the administrator is paid by the piece like anyone.
    const role = await roleIdOf(t.database, 'admin');
    const [menu] = await queryRows<{ id: number | string }>(
      t.database.db,
      sql`select id from menus where permission = 'scan:self'`,
    );
    await t.database.db.insert(roleMenus).values({ factoryId: 1, roleId: role, menuId: Number(menu?.id) });
    try {
      const granted = await t.as('13900000001', 1);
      const made = await scan(granted, { ticket: '36006', processId: demo.get(1), qty: 1 });
      expect(made.statusCode, made.body).toBe(201);
      expect((await granted.delete(`/api/scans/${made.json<Scan>().id}`)).statusCode).toBe(204);
    } finally {
      await t.database.db.execute(
        sql`delete from role_menus where factory_id = 1 and role_id = ${role} and menu_id = ${Number(menu?.id)}`,
      );
    }
  });

  it('adjusts the wage of workers only: a clerk’s adjustment is refused naming workerId', async () => {
    const body = { workerId: ids.clerk, month: '2024-08', kind: 'bonus', amount: '5' };
    const forClerk = await admin.post('/api/wages/adjustments', body);
    expect(forClerk.statusCode).toBe(400);
    expect(forClerk.json()).toMatchObject({ message: english(WAGE_MESSAGES.notAPieceWorker('Li Na')) });
    const forWorker = await admin.post('/api/wages/adjustments', { ...body, workerId: ids.w14 });
    expect(forWorker.statusCode, forWorker.body).toBe(201);
    const id = forWorker.json<WageAdjustment>().id;
    const moved = await admin.put(`/api/wages/adjustments/${id}`, body);
    expect(moved.statusCode).toBe(400);
    expect(moved.json<{ message: string }>().message).toMatch(/^workerId: /);
    expect((await admin.delete(`/api/wages/adjustments/${id}`)).statusCode).toBe(204);
  });

  it('tells a worker when an adjustment touches their pay, until they have seen it', async () => {
    const notices = async (worker: Caller) => {
      const reply = await worker.get('/api/wages/me/notices');
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<WageNotice[]>();
    };
    const see = (worker: Caller, shown: WageNotice[]) =>
      worker.put('/api/wages/me/notices', { seen: shown.map(({ id, version }) => ({ id, version })) });
    // Whatever the demo left unseen is seen first.
    const before = await notices(w13);
    if (before.length > 0) expect((await see(w13, before)).statusCode).toBe(204);
    expect(await notices(w13)).toEqual([]);

    const body = {
      workerId: ids.w13,
      month: '2024-09',
      kind: 'subsidy',
      amount: '12.5',
      note: 'Night shift',
    };
    const added = await admin.post('/api/wages/adjustments', body);
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json<WageAdjustment>().id;
    const shown = await notices(w13);
    expect(shown).toEqual([
      expect.objectContaining({
        id,
        month: '2024-09',
        kind: 'subsidy',
        amount: '12.50',
        note: 'Night shift',
      }),
    ]);
    // Another worker naming it marks nothing: it is not theirs.
    expect((await see(w14, shown)).statusCode).toBe(204);
    expect((await notices(w13)).map((n) => n.id)).toEqual([id]);
    expect((await see(w13, shown)).statusCode).toBe(204);
    expect(await notices(w13)).toEqual([]);

    // Changed, it is news again; and "seen" of the version shown before the change does not hide the change.
    expect((await admin.put(`/api/wages/adjustments/${id}`, { ...body, amount: '15' })).statusCode).toBe(200);
    const changed = await notices(w13);
    expect(changed).toEqual([expect.objectContaining({ id, amount: '15.00' })]);
    expect((await admin.put(`/api/wages/adjustments/${id}`, { ...body, kind: 'deduction' })).statusCode).toBe(
      200,
    );
    expect((await see(w13, changed)).statusCode).toBe(204);
    expect(await notices(w13)).toEqual([expect.objectContaining({ id, kind: 'deduction', amount: '12.50' })]);

    // Amounts hidden as on the worker's pay page; the reason still shows.
    const settings = (await admin.get('/api/factory/getFactoryEnum?factoryId=1')).json<object>();
    const update = (values: object) =>
      admin.post('/api/factory/updateFactoryEnum', { factoryId: 1, settings: values });
    expect((await update({ ...settings, showRatesToWorkers: false })).statusCode).toBe(204);
    try {
      expect(await notices(w13)).toEqual([
        expect.objectContaining({ id, amount: null, note: 'Night shift' }),
      ]);
    } finally {
      await update(settings);
    }
    expect((await admin.delete(`/api/wages/adjustments/${id}`)).statusCode).toBe(204);
    expect(await notices(w13)).toEqual([]);

    // Only a worker paid by the piece has notices; bad input names the field.
    const version = 'a'.repeat(32);
    expect((await clerk.get('/api/wages/me/notices')).statusCode).toBe(403);
    expect((await clerk.put('/api/wages/me/notices', { seen: [{ id, version }] })).statusCode).toBe(403);
    const many = Array.from({ length: 201 }, (_, i) => ({ id: i + 1, version }));
    for (const bad of [
      {},
      { seen: [] },
      { seen: [{ id: 'x', version }] },
      { seen: [{ id }] },
      { seen: many },
    ]) {
      const reply = await w13.put('/api/wages/me/notices', bad);
      expect(reply.statusCode, JSON.stringify(bad)).toBe(400);
      expect(reply.json<{ message: string }>().message).toMatch(/^seen/);
    }
  });

  it('refuses months outside 2000–2099 naming month', async () => {
    for (const month of ['9999-12', '1999-12', '2100-01']) {
      const add = await admin.post('/api/wages/adjustments', {
        workerId: ids.w14,
        month,
        kind: 'bonus',
        amount: '1',
      });
      expect(add.statusCode, month).toBe(400);
      expect(add.json<{ message: string }>().message, month).toMatch(/^month: /);
      expect((await admin.get(`/api/wages/adjustments?month=${month}`)).statusCode, month).toBe(400);
    }
  });
});

describe('settling a period', () => {
  let settlement: WageSettlementDetail;

  it('refuses a period that is not over, naming `to`', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
    const response = await admin.post('/api/wages/settlements', { from: '2024-08-01', to: today });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^to: /);
  });

  it('freezes the period’s scans and adjustments and keeps each worker’s figures', async () => {
    const lines = await admin.get(`/api/wages?${AUGUST}`);
    const response = await admin.post('/api/wages/settlements', { from: '2024-08-01', to: '2024-08-31' });
    expect(response.statusCode, response.body).toBe(201);
    settlement = response.json<WageSettlementDetail>();
    expect(settlement).toMatchObject({
      from: '2024-08-01',
      to: '2024-08-31',
      deptId: null,
      workerCount: 4,
      qty: 97,
      amount: '33.00',
      adjustments: '60.50',
      total: '93.50',
      createdByName: 'Wang Fang',
    });
    // The lines are the figures the wage list showed.
    expect(settlement.lines.map((l) => [l.workerId, l.qty, l.amount, l.adjustments, l.total])).toEqual(
      lines.json<WageRow[]>().map((r) => [r.workerId, r.qty, r.amount, r.adjustments, r.total]),
    );
    const rows = (await admin.get(`/api/wages?${AUGUST}`)).json<WageRow[]>();
    expect(rows.every((r) => r.settledQty === r.qty && r.settledAmount === r.amount)).toBe(true);
    const wage = (await w12.get(`/api/wages/me?${AUGUST}`)).json<WageDetail>();
    expect(wage.settled).toEqual([{ settlementId: settlement.id, from: '2024-08-01', to: '2024-08-31' }]);
    expect(wage.settledQty).toBe(37);

    const page = (await admin.get('/api/wages/settlements')).json<WageSettlementPage>();
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({ id: settlement.id, total: '93.50' });
    expect((await admin.get(`/api/wages/settlements/${settlement.id}`)).json()).toEqual(settlement);
    expect((await huzhou.get(`/api/wages/settlements/${settlement.id}`)).statusCode).toBe(404);
    expect((await huzhou.get('/api/wages/settlements')).json<WageSettlementPage>().totalElements).toBe(0);
  });

  it('refuses to undo a settled scan and to change a settled month’s adjustments', async () => {
    const settled = (await admin.get(`/api/scans?status=settled&size=100`)).json<ScanPage>();
    expect(settled.totalElements).toBe(6);
    expect(settled.content.every((s) => s.settled)).toBe(true);
    const target = settled.content[0];
    const undo = await admin.delete(`/api/scans/${target?.id}`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toMatchObject({ message: english(SCAN_MESSAGES.settled(target?.id ?? 0)) });

    const august = (await admin.get('/api/wages/adjustments?month=2024-08')).json<WageAdjustment[]>();
    expect(august.every((a) => a.settlementId === settlement.id)).toBe(true);
    const first = august[0];
    const body = { workerId: ids.w13, month: '2024-08', kind: 'bonus', amount: '1' };
    const edit = await admin.put(`/api/wages/adjustments/${first?.id}`, body);
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ message: english(WAGE_MESSAGES.adjustmentSettled(first?.id ?? 0)) });
    expect((await admin.delete(`/api/wages/adjustments/${first?.id}`)).statusCode).toBe(409);
    const add = await admin.post('/api/wages/adjustments', body);
    expect(add.statusCode).toBe(409);
    expect(add.json()).toMatchObject({ message: english(WAGE_MESSAGES.monthSettled('2024-08')) });
    // Nor is an open month's adjustment moved into a settled one.
    const open = (
      await admin.post('/api/wages/adjustments', { ...body, month: '2024-10' })
    ).json<WageAdjustment>();
    expect((await admin.put(`/api/wages/adjustments/${open.id}`, body)).statusCode).toBe(409);
    expect((await admin.put(`/api/wages/adjustments/${open.id}`, { ...body, amount: '2' })).statusCode).toBe(
      409,
    );
    expect(
      (await admin.put(`/api/wages/adjustments/${open.id}`, { ...body, month: '2024-11' })).statusCode,
    ).toBe(200);
  });

  it('settles a period once: again is a 409, and only what is left is settled later', async () => {
    const again = await admin.post('/api/wages/settlements', { from: '2024-08-01', to: '2024-08-31' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: english(WAGE_MESSAGES.nothingToSettle('2024-08-01', '2024-08-31')),
    });
    const overlapping = await admin.post('/api/wages/settlements', { from: '2024-08-14', to: '2024-09-30' });
    expect(overlapping.statusCode).toBe(409);
    // A department's people only: a new scan of line 2 in September.
    await scanOn('2024-09-02', w14, { ticket: '36003', processId: demo.get(1) });
    await scanOn('2024-09-02', w11, { ticket: '36003', processId: demo.get(2) });
    const deptId = await deptIdOf(t.database, 'Sewing line 2');
    const byDept = await admin.post('/api/wages/settlements', {
      from: '2024-09-01',
      to: '2024-09-30',
      deptId,
    });
    expect(byDept.statusCode, byDept.body).toBe(201);
    expect(byDept.json<WageSettlementDetail>().lines.map((l) => l.workerId)).toEqual([ids.w14]);
    const rest = await admin.post('/api/wages/settlements', { from: '2024-09-01', to: '2024-09-30' });
    expect(rest.json<WageSettlementDetail>().lines.map((l) => [l.workerId, l.amount])).toEqual([
      [ids.w11, '12.00'],
    ]);
    // Nothing was left unsettled, nothing settled twice.
    const [open] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from scans where status = 'valid' and settlement_id is null and factory_id = 1
        and work_date < '2024-10-01'`,
    );
    expect(Number(open?.n)).toBe(0);
    const [logged] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from audit_logs where description like 'Settle wages #%' and factory_id = 1
        and status_code = 201`,
    );
    expect(Number(logged?.n)).toBe(3);
  });

  it('settles only for wage:settle, and a line supervisor only their own department', async () => {
    expect(
      (await w11.post('/api/wages/settlements', { from: '2024-01-01', to: '2024-01-31' })).statusCode,
    ).toBe(403);
    expect(
      (await clerk.post('/api/wages/settlements', { from: '2024-01-01', to: '2024-01-31' })).statusCode,
    ).toBe(403);
  });

  it('shows a line supervisor the settlements of their department only (not the factory’s)', async () => {
    // Sewing line 1's October, settled by itself; the factory's August and line 2's September exist.
    const free = (await w12.get('/api/scans/lookup?ticket=36003')).json<ScanLookup>();
    const open = free.processes.find((p) => p.remainingQty > 0);
    await scanOn('2024-10-02', w12, { ticket: '36003', processId: open?.processId, qty: 1 });
    const line1 = await deptIdOf(t.database, 'Sewing line 1');
    const own = await admin.post('/api/wages/settlements', {
      from: '2024-10-01',
      to: '2024-10-31',
      deptId: line1,
    });
    expect(own.statusCode, own.body).toBe(201);
    const all = (await admin.get('/api/wages/settlements?size=100')).json<WageSettlementPage>();
    const scoped = await t.as('13900000003', 1); // wage:list with the scope Sewing line 1 (granted above)
    const seen = (await scoped.get('/api/wages/settlements?size=100')).json<WageSettlementPage>();
    expect(all.content.some((s) => s.deptId === null)).toBe(true);
    expect(seen.content.map((s) => s.id)).toEqual([own.json<WageSettlementDetail>().id]);
    expect(seen.totalElements).toBe(1);
    for (const other of all.content.filter((s) => s.deptId !== line1)) {
      const read = await scoped.get(`/api/wages/settlements/${other.id}`);
      expect(read.statusCode, String(other.deptName)).toBe(404);
      expect(read.json()).toMatchObject({ message: english(WAGE_MESSAGES.settlementNotFound(other.id)) });
    }
    const mine = await scoped.get(`/api/wages/settlements/${own.json<WageSettlementDetail>().id}`);
    expect(mine.json<WageSettlementDetail>().lines.map((l) => l.workerId)).toEqual([ids.w12]);
  });

  it('shows a department settlement whole after its people move to another department', async () => {
    const [line1, line2] = [
      await deptIdOf(t.database, 'Sewing line 1'),
      await deptIdOf(t.database, 'Sewing line 2'),
    ];
    const scoped = await t.as('13900000003', 1); // wage:list with the scope Sewing line 1 (granted above)
    const octobers = (await scoped.get('/api/wages/settlements?size=100')).json<WageSettlementPage>();
    const october = octobers.content.find((s) => s.deptId === line1);
    const [home] = await queryRows<{ dept_id: number | string }>(
      t.database.db,
      sql`select dept_id from members where id = ${ids.w12}`,
    );
    await t.database.db.execute(sql`update members set dept_id = ${line2} where id = ${ids.w12}`);
    try {
      const read = await scoped.get(`/api/wages/settlements/${october?.id ?? 0}`);
      expect(read.statusCode, read.body).toBe(200);
      const detail = read.json<WageSettlementDetail>();
      expect(detail.lines.map((l) => l.workerId)).toEqual([ids.w12]);
      expect(detail.lines.reduce((sum, l) => sum + l.qty, 0)).toBe(detail.qty);
    } finally {
      await t.database.db.execute(
        sql`update members set dept_id = ${home?.dept_id ?? null} where id = ${ids.w12}`,
      );
    }
  });
});

describe('exact amounts (rates of 3 decimals)', () => {
  const MAY = 'from=2024-05-01&to=2024-05-31';
  let tickets: string[];
  let processId: number;

  beforeAll(async () => {
    const style = await createStyle(admin, {
      styleNo: 'T-WAGE-EXACT',
      name: 'Exact pay',
      colours: ['黑色'],
      sizes: ['S', 'M', 'L'],
      orderQty: [],
      processes: [{ name: '锁眼', rate: '0.125', stage: 'sewing' }],
    });
    const bed = await cutBed(clerk, style.id, '2024-05-01', { 黑色: 10 }, ['S', 'M', 'L']);
    tickets = bed.bundles.map((b) => String(b.ticketNo));
    processId = (await processesByTicket(w11, tickets[0])).get(1) as number;
  });

  it('pays the same however a bundle is split into scans, rounding only the total to the cent', async () => {
    // Liu Yang: ten 1-piece scans; the next worker: one 10-piece scan; a third: one piece.
    const pieces: Scan[] = [];
    for (let i = 0; i < 10; i++)
      pieces.push(await scanOn('2024-05-15', w11, { ticket: tickets[0], processId, qty: 1 }));
    expect(pieces.map((p) => p.amount)).toEqual(Array(10).fill('0.125'));
    // The database keeps a scan's amount exact: qty × rate, never a rounded one.
    await expect(
      t.database.db.execute(sql`update scans set amount = 0.13 where id = ${pieces[0]?.id}`),
    ).rejects.toThrow();
    const whole = await scanOn('2024-05-15', w12, { ticket: tickets[1], processId });
    expect(whole).toMatchObject({ qty: 10, rate: '0.125', amount: '1.25' });
    await scanOn('2024-05-16', w13, { ticket: tickets[2], processId, qty: 1 });
    await scanOn('2024-05-16', w14, { ticket: tickets[2], processId, qty: 1 });

    const rows = (await admin.get(`/api/wages?${MAY}`)).json<WageRow[]>();
    expect(rowOf(rows, ids.w11)).toMatchObject({
      qty: 10,
      amount: '1.25',
      adjustments: '0.00',
      total: '1.25',
    });
    expect(rowOf(rows, ids.w12)).toMatchObject({ qty: 10, amount: '1.25', total: '1.25' });
    // 1 × 0.125: the wage is exact, what is paid is rounded to the cent (half up).
    expect(rowOf(rows, ids.w13)).toMatchObject({ qty: 1, amount: '0.125', total: '0.13' });
    const detail = (await admin.get(`/api/wages/${ids.w11}?${MAY}`)).json<WageDetail>();
    expect(detail.items.map((i) => [i.rate, i.qty, i.amount])).toEqual([['0.125', 10, '1.25']]);
    expect(detail.days).toEqual([{ workDate: '2024-05-15', qty: 10, amount: '1.25' }]);
    expect(detail).toMatchObject({ amount: '1.25', total: '1.25' });
    const listed = (await admin.get(`/api/scans?from=2024-05-01&to=2024-05-31`)).json<ScanPage>();
    expect(listed.totals).toEqual({ qty: 22, amount: '2.75' });
    const download = await admin.get(`/api/wages/download?${MAY}`);
    const sheet = await readWorkbook(download, 'payroll-2024-05-01-2024-05-31.xlsx');
    // The total paid is what the rows pay: 1.25 + 1.25 + 0.13 + 0.13 (not 2.75, the exact sum rounded).
    expect(sheet.at(-1)?.slice(0, 7)).toEqual(['Total', undefined, undefined, 22, 2.75, 0, 2.76]);
    const cells = (await parseWorkbook(download.rawPayload)).worksheets[0]?.getRow(sheet.length);
    expect(cells?.getCell(5).numFmt).toBe('0.00#');
  });

  it('keeps exact amounts in a settlement; each line’s total is rounded once, the settlement pays their sum', async () => {
    const bonus = await admin.post('/api/wages/adjustments', {
      workerId: ids.w13,
      month: '2024-05',
      kind: 'bonus',
      amount: '0.01',
    });
    expect(bonus.statusCode, bonus.body).toBe(201);
    const settled = await admin.post('/api/wages/settlements', { from: '2024-05-01', to: '2024-05-31' });
    expect(settled.statusCode, settled.body).toBe(201);
    const settlement = settled.json<WageSettlementDetail>();
    // Lines pay 1.25 + 1.25 + 0.14 + 0.13 = 2.77, what leaves the till (the exact 2.76 rounded is not).
    expect(settlement).toMatchObject({ qty: 22, amount: '2.75', adjustments: '0.01', total: '2.77' });
    const line = settlement.lines.find((l) => l.workerId === ids.w13);
    // 0.125 + 0.01 = 0.135 → 0.14 (rounded once on the sum, not 0.13 + 0.01).
    expect(line).toMatchObject({ qty: 1, amount: '0.125', adjustments: '0.01', total: '0.14' });
    expect(settlement.lines.find((l) => l.workerId === ids.w11)).toMatchObject({
      amount: '1.25',
      total: '1.25',
    });
  });
});
