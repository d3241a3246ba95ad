import type { SavedCutOrder } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportAuth, readBook, records } from '../../../test/area-workbook';
import { type Caller, createTestContext, TEST_SECRET, type TestContext } from '../../../test/helpers';
import { createStyle } from '../../../test/shop-floor';
import { queryRows, transactional } from '../../db/client';
import { createFactoryService } from '../factory';
import { createPrinterService } from '../printers';
import { createStyleService } from '../styles';
import { createCutOrderService, type CutOrderService } from './service';

let t: TestContext;
let admin: Caller;
let huzhou: Caller;
let service: CutOrderService;
let bed: SavedCutOrder;

const cut = async (caller: Caller, body: object) => {
  const response = await caller.post('/api/cutOrders', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedCutOrder>();
};

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: string | number }>(t.database.db, query))[0]?.n);

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
  huzhou = await t.as('13900000001', 2);
  const db = transactional(t.database.db);
  service = createCutOrderService({
    db,
    secret: TEST_SECRET,
    styles: createStyleService({ db }),
    factory: createFactoryService({ db }),
    printers: createPrinterService({ db }),
  });
  const style = await createStyle(admin, {
    styleNo: 'BED-EXP',
    name: 'Bed export polo',
    colours: ['黑色', '白色'],
    sizes: ['S', 'M'],
    processes: [
      { name: '合肩', rate: '0.125', sam: '0.5' },
      { name: '上领', rate: '0.35', stage: 'finishing', sizeRates: { M: '0.4' }, dailyQuota: 800 },
    ],
  });
  // S once and M twice; black 40 plies (two bundles a stack at 30 at most), white 20: 9 bundles, 180 pieces.
  bed = await cut(admin, {
    styleId: style.id,
    cutDate: '2024-08-12',
    markerName: 'MK-EXP',
    markerLength: '6.80',
    ratio: [
      { size: 'S', ratio: 1 },
      { size: 'M', ratio: 2 },
    ],
    lays: [
      { colour: '黑色', layers: 40, dyeLot: 'G1', shade: 'A' },
      { colour: '白色', layers: 20 },
    ],
    maxPlies: 30,
    note: 'first bed',
  });
  const [first, , third] = bed.bundles;
  const voided = await admin.post(`/api/bundles/${third?.id}/void`, { reason: 'stained' });
  expect(voided.statusCode, voided.body).toBe(200);
  const printed = await admin.post('/api/bundles/print', {
    template: 'a4',
    cutOrderId: bed.id,
    bundleNoFrom: 1,
    bundleNoTo: 2,
  });
  expect(printed.statusCode, printed.body).toBe(200);
  // Times of the factory's clock to find in the sheets: 02:03:04 UTC is 10:03:04 in Ningbo.
  await t.database.db.execute(
    sql`update cut_orders set create_time = '2024-08-12T02:03:04Z' where factory_id = 1 and id = ${bed.id}`,
  );
  await t.database.db.execute(
    sql`update bundles set create_time = '2024-08-12T02:03:05Z' where factory_id = 1 and id = ${first?.id}`,
  );
  const other = await createStyle(huzhou, {
    styleNo: 'HZ-BED',
    name: 'Huzhou bed',
    colours: ['红色'],
    sizes: ['M'],
    processes: [{ name: '湖州工序', rate: '9.99' }],
  });
  await cut(huzhou, {
    styleId: other.id,
    cutDate: '2024-08-13',
    ratio: [{ size: 'M', ratio: 1 }],
    lays: [{ colour: '红色', layers: 10 }],
    maxPlies: 30,
  });
});
afterAll(() => t.close());

describe('the beds workbook of the factory export', () => {
  it('writes each bed with its totals, and each bed’s processes, of this factory only', async () => {
    const written: number[] = [];
    const { names, sheets } = await readBook(
      await service.bedsWorkbook(exportAuth(1), { onRows: (n) => written.push(n) }),
    );
    expect(names).toEqual(['Beds', 'Bed processes']);
    expect(sheets.get('Beds')?.[0]).toEqual([
      'Style no',
      'Style name',
      'Customer',
      'Bed',
      'Cut date',
      'Marker',
      'Marker length',
      'Ratio',
      'Colours',
      'Layers',
      'Lays',
      'Max plies',
      'Bundle size',
      'Pieces',
      'Bundles',
      'Bundle nos',
      'Prints',
      'Note',
      'Created by',
      'Created',
    ]);
    const beds = records(sheets.get('Beds'));
    expect(beds.find((row) => row['Style no'] === 'BED-EXP')).toEqual({
      'Style no': 'BED-EXP',
      'Style name': 'Bed export polo',
      Customer: null,
      Bed: 1,
      'Cut date': '2024-08-12',
      Marker: 'MK-EXP',
      'Marker length': 6.8,
      Ratio: 'S:1 M:2',
      Colours: '黑色, 白色',
      Layers: 60,
      Lays: '黑色 40 (G1 A), 白色 20',
      'Max plies': 30,
      'Bundle size': null,
      // Bundle 3 (white S, 20 pieces) is void: the active ones count.
      Pieces: 160,
      Bundles: 8,
      'Bundle nos': '1–9',
      Prints: 1,
      Note: 'first bed',
      'Created by': 'Wang Fang',
      Created: new Date('2024-08-12T10:03:04Z'),
    });
    expect(beds.map((row) => row['Style no'])).toContain('PL2408');
    expect(beds).toHaveLength(await count(sql`select count(*) as n from cut_orders where factory_id = 1`));

    expect(sheets.get('Bed processes')?.[0]).toEqual([
      'Style no',
      'Bed',
      'Seq',
      'Process',
      'Stage',
      'Rate',
      'Size rates',
      'Daily quota',
      'SAM',
    ]);
    expect(records(sheets.get('Bed processes')).filter((row) => row['Style no'] === 'BED-EXP')).toEqual([
      {
        'Style no': 'BED-EXP',
        Bed: 1,
        Seq: 1,
        Process: '合肩',
        Stage: 'Sewing',
        Rate: 0.125,
        'Size rates': null,
        'Daily quota': null,
        SAM: 0.5,
      },
      {
        'Style no': 'BED-EXP',
        Bed: 1,
        Seq: 2,
        Process: '上领',
        Stage: 'Finishing',
        Rate: 0.35,
        'Size rates': 'M 0.400',
        'Daily quota': 800,
        SAM: null,
      },
    ]);
    expect(records(sheets.get('Bed processes'))).toHaveLength(
      await count(sql`select count(*) as n from cut_order_processes where factory_id = 1`),
    );
    expect(JSON.stringify([...sheets.values()])).not.toMatch(/HZ-BED|湖州工序|红色/);
    expect(written.at(-1)).toBe(beds.length + (sheets.get('Bed processes')?.length ?? 0) - 1);
  });

  it('formats a bed process’s rate as money', async () => {
    const { workbook } = await readBook(await service.bedsWorkbook(exportAuth(1), {}));
    const sheet = workbook.getWorksheet('Bed processes');
    const row = sheet?.getRows(2, sheet.rowCount - 1)?.find((r) => r.getCell(1).value === 'BED-EXP');
    expect(row?.getCell(6).numFmt).toBe('0.00#');
  });
});

describe('the bundles workbook of the factory export', () => {
  it('writes every bundle, active and void, with its ticket, plies and prints, of this factory only', async () => {
    const { names, sheets } = await readBook(await service.bundlesWorkbook(exportAuth(1), {}));
    expect(names).toEqual(['Bundles']);
    expect(sheets.get('Bundles')?.[0]).toEqual([
      'Style no',
      'Bed',
      'Bundle',
      'Ticket',
      'Colour',
      'Size',
      'Qty',
      'Plies',
      'Dye lot',
      'Shade',
      'Re-cut',
      'Status',
      'Void reason',
      'Voided at',
      'Voided by',
      'Printed',
      'Finished',
      'Note',
      'Created',
    ]);
    const bundles = records(sheets.get('Bundles')).filter((row) => row['Style no'] === 'BED-EXP');
    expect(bundles.map((row) => row.Bundle)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const [first, , third] = bed.bundles;
    expect(bundles[0]).toEqual({
      'Style no': 'BED-EXP',
      Bed: 1,
      Bundle: 1,
      Ticket: first?.ticketNo,
      Colour: '黑色',
      Size: 'S',
      Qty: 20,
      Plies: '1–20',
      'Dye lot': 'G1',
      Shade: 'A',
      'Re-cut': 'No',
      Status: 'Active',
      'Void reason': null,
      'Voided at': null,
      'Voided by': null,
      Printed: 1,
      Finished: 0,
      Note: null,
      Created: new Date('2024-08-12T10:03:05Z'),
    });
    expect(bundles[2]).toMatchObject({
      Ticket: third?.ticketNo,
      Colour: '白色',
      Plies: '1–20',
      'Dye lot': null,
      Status: 'Void',
      'Void reason': 'stained',
      'Voided by': 'Wang Fang',
      Printed: 0,
    });
    expect(bundles[2]?.['Voided at']).toBeInstanceOf(Date);
    expect(records(sheets.get('Bundles'))).toHaveLength(
      await count(sql`select count(*) as n from bundles where factory_id = 1`),
    );
    expect(JSON.stringify([...sheets.values()])).not.toMatch(/HZ-BED|红色/);
  });

  it('reads 2,500 bundles of a bed in batches of 1,000: each exactly once, continued on a second sheet', async () => {
    const style = await createStyle(admin, {
      styleNo: 'BULK-BED',
      name: 'Bulk',
      colours: ['黑色'],
      sizes: ['S', 'M'],
      processes: [{ name: '合肩', rate: '0.1' }],
    });
    // 1,250 plies a bundle each: 2,500 bundles.
    const bulk = await cut(admin, {
      styleId: style.id,
      cutDate: '2024-09-01',
      ratio: [
        { size: 'S', ratio: 1 },
        { size: 'M', ratio: 1 },
      ],
      lays: [{ colour: '黑色', layers: 1250 }],
      maxPlies: 1,
    });
    expect(bulk.bundles).toHaveLength(2500);
    const written: number[] = [];
    const { names, sheets } = await readBook(
      await service.bundlesWorkbook(exportAuth(1), { sheetRowLimit: 2000, onRows: (n) => written.push(n) }),
    );
    expect(names).toEqual(['Bundles', 'Bundles (2)']);
    const all = [...records(sheets.get('Bundles')), ...records(sheets.get('Bundles (2)'))];
    const total = await count(sql`select count(*) as n from bundles where factory_id = 1`);
    expect(all).toHaveLength(total);
    expect(written.at(-1)).toBe(total);
    expect(new Set(all.map((row) => row.Ticket)).size).toBe(total);
    const tickets = all.filter((row) => row['Style no'] === 'BULK-BED').map((row) => row.Ticket);
    expect(tickets.toSorted()).toEqual(bulk.bundles.map((bundle) => bundle.ticketNo).toSorted());
  }, 60_000);
});
