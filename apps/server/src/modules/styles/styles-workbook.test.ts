import type { Customer, Style } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellText, exportAuth, readBook, records } from '../../../test/area-workbook';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { createStyle } from '../../../test/shop-floor';
import { queryRows, transactional } from '../../db/client';
import { createStyleService, type StyleService } from './service';

let t: TestContext;
let admin: Caller;
let huzhou: Caller;
let service: StyleService;
let exported: Style;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
  huzhou = await t.as('13900000001', 2);
  service = createStyleService({ db: transactional(t.database.db) });
  const buyer = (await admin.post('/api/customers', { name: 'Export Buyer' })).json<Customer>();
  exported = await createStyle(admin, {
    styleNo: 'EXP-1',
    name: 'Export polo',
    customerId: buyer.id,
    orderNo: 'DD-77',
    deliveryDate: '2026-09-30',
    colours: ['黑色', '白色'],
    sizes: ['S', 'M', '3XL'],
    orderQty: [
      { colour: '黑色', size: 'S', qty: 38 },
      { colour: '白色', size: '3XL', qty: 28 },
    ],
    overcutPct: '4.5',
    finalInspection: true,
    note: '=SUM(A1)',
    processes: [
      { name: '合肩', rate: '0.125', stage: 'sewing', sam: '0.5', dailyQuota: 900 },
      { name: '上领', rate: '0.35', sizeRates: { '3XL': '0.5' }, sam: '1.25' },
    ],
  });
  // A time of the factory's clock to find in the sheet: 02:03:04 UTC is 10:03:04 in Ningbo.
  await t.database.db.execute(
    sql`update styles set create_time = '2024-03-01T02:03:04Z' where factory_id = 1 and id = ${exported.id}`,
  );
  await createStyle(huzhou, {
    styleNo: 'HZ-ONLY',
    name: 'Huzhou polo',
    colours: ['红色'],
    sizes: ['M'],
    orderQty: [{ colour: '红色', size: 'M', qty: 5 }],
    processes: [{ name: '湖州工序', rate: '9.99' }],
  });
});
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: string | number }>(t.database.db, query))[0]?.n);

describe('the styles workbook of the factory export', () => {
  it('writes the factory’s styles, their processes and order quantities, and nothing of another factory', async () => {
    const written: number[] = [];
    const { names, sheets } = await readBook(
      await service.factoryWorkbook(exportAuth(1), { onRows: (n) => written.push(n) }),
    );
    expect(names).toEqual(['Styles', 'Processes', 'Order quantities']);
    expect(sheets.get('Styles')?.[0]).toEqual([
      'Style no',
      'Name',
      'Customer',
      'Order no',
      'Delivery date',
      'Colours',
      'Sizes',
      'Order qty',
      'Over-cut allowance %',
      'Final inspection',
      'Processes',
      'Rate total',
      'SAM total',
      'Note',
      'Created',
    ]);
    const styles = records(sheets.get('Styles'));
    expect(styles.find((row) => row['Style no'] === 'EXP-1')).toEqual({
      'Style no': 'EXP-1',
      Name: 'Export polo',
      Customer: 'Export Buyer',
      'Order no': 'DD-77',
      'Delivery date': '2026-09-30',
      Colours: '黑色 / 白色',
      Sizes: 'S / M / 3XL',
      'Order qty': 66,
      'Over-cut allowance %': 4.5,
      'Final inspection': 'Yes',
      Processes: 2,
      'Rate total': 0.475,
      'SAM total': 1.75,
      // Text stays text: never a formula.
      Note: '=SUM(A1)',
      Created: new Date('2024-03-01T10:03:04Z'),
    });
    // The demo style is there too; Huzhou's is not, on any sheet.
    expect(styles.map((row) => row['Style no'])).toContain('PL2408');
    expect(styles).toHaveLength(await count(sql`select count(*) as n from styles where factory_id = 1`));
    expect(JSON.stringify([...sheets.values()])).not.toMatch(/HZ-ONLY|湖州工序|9\.99/);

    expect(sheets.get('Processes')?.[0]).toEqual([
      'Style no',
      'Seq',
      'Process',
      'Stage',
      'Rate',
      'Size rates',
      'Daily quota',
      'SAM',
    ]);
    const processes = records(sheets.get('Processes')).filter((row) => row['Style no'] === 'EXP-1');
    expect(processes).toEqual([
      {
        'Style no': 'EXP-1',
        Seq: 1,
        Process: '合肩',
        Stage: 'Sewing',
        Rate: 0.125,
        'Size rates': null,
        'Daily quota': 900,
        SAM: 0.5,
      },
      {
        'Style no': 'EXP-1',
        Seq: 2,
        Process: '上领',
        Stage: 'Sewing',
        Rate: 0.35,
        'Size rates': '3XL 0.500',
        'Daily quota': null,
        SAM: 1.25,
      },
    ]);
    expect(records(sheets.get('Processes'))).toHaveLength(
      await count(sql`select count(*) as n from style_processes where factory_id = 1`),
    );

    expect(sheets.get('Order quantities')?.[0]).toEqual(['Style no', 'Colour', 'Size', 'Order qty']);
    expect(records(sheets.get('Order quantities')).filter((row) => row['Style no'] === 'EXP-1')).toEqual([
      { 'Style no': 'EXP-1', Colour: '黑色', Size: 'S', 'Order qty': 38 },
      { 'Style no': 'EXP-1', Colour: '白色', Size: '3XL', 'Order qty': 28 },
    ]);
    const rows = [...sheets.values()].reduce((sum, sheet) => sum + sheet.length - 1, 0);
    expect(written.at(-1)).toBe(rows);
  });

  it('formats the rate total as money', async () => {
    const { workbook } = await readBook(await service.factoryWorkbook(exportAuth(1), {}));
    const sheet = workbook.getWorksheet('Styles');
    const row = sheet?.getRows(2, sheet.rowCount - 1)?.find((r) => r.getCell(1).value === 'EXP-1');
    expect(row?.getCell(12).numFmt).toBe('0.00#');
    expect(row?.getCell(15).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('reads past a batch of 1,000: every style, process and order cell exactly once', async () => {
    // 1,200 styles of two processes and two order cells each, straight into the tables.
    await t.database.db.execute(sql`
      insert into styles (factory_id, style_no, name, colours, sizes, order_qty)
      select 1, 'BULK-' || n, 'Bulk ' || n, '["黑色"]', '["S", "M"]',
        jsonb_build_array(jsonb_build_object('colour', '黑色', 'size', 'S', 'qty', n),
          jsonb_build_object('colour', '黑色', 'size', 'M', 'qty', n + 1))
      from generate_series(1, 1200) n`);
    await t.database.db.execute(sql`
      insert into style_processes (factory_id, style_id, seq, name, rate)
      select s.factory_id, s.id, p.seq, 'Step ' || p.seq, 0.1 * p.seq
      from styles s cross join generate_series(1, 2) p(seq)
      where s.factory_id = 1 and s.style_no like 'BULK-%'`);
    const { sheets } = await readBook(await service.factoryWorkbook(exportAuth(1), {}));
    const bulk = (name: string) =>
      records(sheets.get(name))
        .map((row) => cellText(row['Style no']))
        .filter((styleNo) => styleNo.startsWith('BULK-'));
    const styles = bulk('Styles');
    expect(styles).toHaveLength(1200);
    expect(new Set(styles).size).toBe(1200);
    expect(records(sheets.get('Styles'))).toHaveLength(
      await count(sql`select count(*) as n from styles where factory_id = 1`),
    );
    const processes = records(sheets.get('Processes')).filter((row) =>
      cellText(row['Style no']).startsWith('BULK-'),
    );
    expect(processes).toHaveLength(2400);
    expect(new Set(processes.map((row) => JSON.stringify([row['Style no'], row.Seq]))).size).toBe(2400);
    const cells = records(sheets.get('Order quantities')).filter((row) =>
      cellText(row['Style no']).startsWith('BULK-'),
    );
    expect(cells).toHaveLength(2400);
    expect(new Set(cells.map((row) => JSON.stringify([row['Style no'], row.Size]))).size).toBe(2400);
    expect(cells.find((row) => row['Style no'] === 'BULK-1000' && row.Size === 'M')?.['Order qty']).toBe(
      1001,
    );
    expect(bulk('Order quantities')).toHaveLength(2400);
  });
});
