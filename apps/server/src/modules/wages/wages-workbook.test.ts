import type { WageSettlementDetail } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportAuth, readBook, records } from '../../../test/area-workbook';
import {
  type Caller,
  createTestContext,
  TEST_SECRET,
  testConfig,
  type TestContext,
} from '../../../test/helpers';
import { memberIdsOf, signIn } from '../../../test/people';
import { processesByTicket, scanRecorder } from '../../../test/shop-floor';
import { queryRows, transactional } from '../../db/client';
import { Maintenance } from '../../lib/maintenance';
import { createServices } from '../../services';
import type { WageService } from './service';

let t: TestContext;
let admin: Caller;
let huzhou: Caller;
let wages: WageService;
let ids: { w11: number; w12: number; huzhouWorker: number };
let settlement: WageSettlementDetail;

const { recordOn: scanOn } = scanRecorder('wage-export', () => t.database);

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: string | number }>(t.database.db, query))[0]?.n);

const created = async (response: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>();
};

beforeAll(async () => {
  t = await createTestContext();
  const people = await signIn(t, 'admin', 'w11', 'w12', 'huzhou');
  ({ admin, huzhou } = people);
  ids = await memberIdsOf(t.database, 'w11', 'w12', 'huzhouWorker');
  // The app's services, as app.ts builds them.
  wages = createServices({
    config: testConfig({ DATA_DIR: t.dataDir }),
    db: transactional(t.database.db),
    secret: TEST_SECRET,
    log: { info: () => {}, error: () => {} },
    engine: t.database.engine,
    maintenance: new Maintenance(),
    restart: null,
    onNotShippedCounted: () => {},
  }).wages;
  // The demo bed (PL2408 bed 1): 20 pieces of 上领 at 0.40 and 12 of 上门筒 at 0.60 in August 2024.
  const demo = await processesByTicket(people.w11);
  await scanOn('2024-08-13', people.w11, { ticket: '36001', processId: demo.get(2) });
  await scanOn('2024-08-13', people.w12, { ticket: '36001', processId: demo.get(3), qty: 12 });
  await created(
    await admin.post('/api/wages/adjustments', {
      workerId: ids.w12,
      month: '2024-08',
      kind: 'bonus',
      amount: '50',
      note: 'Meals',
    }),
  );
  await created(
    await admin.post('/api/wages/adjustments', {
      workerId: ids.w11,
      month: '2024-08',
      kind: 'deduction',
      amount: '1.5',
      note: 'Late',
    }),
  );
  const settled = await admin.post('/api/wages/settlements', { from: '2024-08-01', to: '2024-08-31' });
  expect(settled.statusCode, settled.body).toBe(201);
  settlement = settled.json<WageSettlementDetail>();
  // Times of the factory's clock to find in the sheets: 02:03:04 UTC is 10:03:04 in Ningbo.
  await t.database.db.execute(
    sql`update wage_settlements set create_time = '2024-09-01T02:03:04Z' where factory_id = 1`,
  );
  await t.database.db.execute(
    sql`update wage_adjustments set created_at = '2024-08-20T02:03:04Z' where factory_id = 1`,
  );
  // Huzhou's settlement of an adjustment alone.
  await created(
    await huzhou.post('/api/wages/adjustments', {
      workerId: ids.huzhouWorker,
      month: '2024-08',
      kind: 'subsidy',
      amount: '77.7',
      note: 'Huzhou only',
    }),
  );
  expect(
    (await huzhou.post('/api/wages/settlements', { from: '2024-08-01', to: '2024-08-31' })).statusCode,
  ).toBe(201);
});
afterAll(() => t.close());

describe('the wages workbook of the factory export', () => {
  it('writes the factory’s settlements, their lines and the adjustments, and nothing of another factory', async () => {
    const written: number[] = [];
    const { names, sheets } = await readBook(
      await wages.factoryWorkbook(exportAuth(1), { onRows: (n) => written.push(n) }),
    );
    expect(names).toEqual(['Settlements', 'Settlement lines', 'Adjustments']);
    expect(sheets.get('Settlements')?.[0]).toEqual([
      'Settlement',
      'From',
      'To',
      'Department',
      'People',
      'Pieces',
      'Piece wage',
      'Adjustments',
      'Total',
      'Settled by',
      'Settled at',
    ]);
    expect(records(sheets.get('Settlements'))).toEqual([
      {
        Settlement: settlement.id,
        From: '2024-08-01',
        To: '2024-08-31',
        Department: 'Whole factory',
        People: 2,
        Pieces: 32,
        // 8.00 + 7.20, and 50.00 − 1.50.
        'Piece wage': 15.2,
        Adjustments: 48.5,
        Total: 63.7,
        'Settled by': 'Wang Fang',
        'Settled at': new Date('2024-09-01T10:03:04Z'),
      },
    ]);

    expect(sheets.get('Settlement lines')?.[0]).toEqual([
      'Settlement',
      'From',
      'To',
      'Job number',
      'Name',
      'Department',
      'Pieces',
      'Piece wage',
      'Adjustments',
      'Total',
    ]);
    const line = (jobNumber: string, name: string, qty: number, amount: number, adjusted: number) => ({
      Settlement: settlement.id,
      From: '2024-08-01',
      To: '2024-08-31',
      'Job number': jobNumber,
      Name: name,
      Department: 'Sewing line 1',
      Pieces: qty,
      'Piece wage': amount,
      Adjustments: adjusted,
      Total: Math.round((amount + adjusted) * 100) / 100,
    });
    expect(records(sheets.get('Settlement lines'))).toEqual(
      [
        { id: ids.w11, row: line('W011', 'Zhang Min', 20, 8, -1.5) },
        { id: ids.w12, row: line('W012', 'Liu Yang', 12, 7.2, 50) },
      ]
        .sort((a, b) => a.id - b.id)
        .map(({ row }) => row),
    );

    expect(sheets.get('Adjustments')?.[0]).toEqual([
      'Adjustment',
      'Month',
      'Job number',
      'Name',
      'Kind',
      'Amount',
      'Note',
      'QC inspection',
      'Settlement',
      'Entered by',
      'Entered at',
    ]);
    const adjustments = records(sheets.get('Adjustments'));
    expect(adjustments.map(({ Adjustment: _id, ...row }) => row)).toEqual([
      {
        Month: '2024-08',
        'Job number': 'W012',
        Name: 'Liu Yang',
        Kind: 'Bonus',
        Amount: 50,
        Note: 'Meals',
        'QC inspection': null,
        Settlement: settlement.id,
        'Entered by': 'Wang Fang',
        'Entered at': new Date('2024-08-20T10:03:04Z'),
      },
      {
        Month: '2024-08',
        'Job number': 'W011',
        Name: 'Zhang Min',
        Kind: 'Deduction',
        Amount: 1.5,
        Note: 'Late',
        'QC inspection': null,
        Settlement: settlement.id,
        'Entered by': 'Wang Fang',
        'Entered at': new Date('2024-08-20T10:03:04Z'),
      },
    ]);
    expect(JSON.stringify([...sheets.values()])).not.toMatch(/Huzhou only|Zhou Qiang|77\.7/);
    expect(written.at(-1)).toBe(5);
  });

  it('formats money as money', async () => {
    const { workbook } = await readBook(await wages.factoryWorkbook(exportAuth(1), {}));
    for (const [sheet, column] of [
      ['Settlements', 9],
      ['Settlement lines', 10],
      ['Adjustments', 6],
    ] as const)
      expect(workbook.getWorksheet(sheet)?.getRow(2).getCell(column).numFmt).toBe('0.00#');
  });

  it('reads past a batch of 1,000: every settlement, line and adjustment exactly once', async () => {
    // 700 settlements of a day each in 2031, each paying W011 and W012 (1,400 lines), and 1,100 adjustments.
    await t.database.db.execute(sql`
      with made as (
        insert into wage_settlements (factory_id, period_from, period_to, worker_count, qty, amount, adjustments,
          total)
        select 1, date '2031-01-01' + n, date '2031-01-01' + n, 2, 2, 0.2, 0, 0.2 from generate_series(0, 699) n
        returning id)
      insert into wage_settlement_lines (factory_id, settlement_id, worker_id, qty, amount, adjustments, total)
      select 1, made.id, w.id, 1, 0.1, 0, 0.1
      from made cross join (values (${ids.w11}::bigint), (${ids.w12}::bigint)) w(id)`);
    await t.database.db.execute(sql`
      insert into wage_adjustments (factory_id, worker_id, month, kind, amount, note)
      select 1, ${ids.w11}, date '2032-01-01', 'subsidy', 1 + n / 100.0, 'Bulk ' || n
      from generate_series(1, 1100) n`);
    const { sheets } = await readBook(await wages.factoryWorkbook(exportAuth(1), {}));
    const settlements = records(sheets.get('Settlements'));
    expect(settlements).toHaveLength(701);
    expect(new Set(settlements.map((row) => row.Settlement)).size).toBe(701);
    const lines = records(sheets.get('Settlement lines'));
    expect(lines).toHaveLength(
      await count(sql`select count(*) as n from wage_settlement_lines where factory_id = 1`),
    );
    expect(lines).toHaveLength(1402);
    expect(new Set(lines.map((row) => JSON.stringify([row.Settlement, row['Job number']]))).size).toBe(1402);
    const adjustments = records(sheets.get('Adjustments'));
    expect(adjustments).toHaveLength(1102);
    expect(new Set(adjustments.map((row) => row.Adjustment)).size).toBe(1102);
    expect(adjustments.find((row) => row.Note === 'Bulk 1050')?.Amount).toBe(11.5);
  }, 60_000);
});
