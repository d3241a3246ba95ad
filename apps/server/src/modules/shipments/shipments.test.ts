import {
  PHONE_MESSAGE,
  type Shipment,
  type ShipmentFigures,
  type ShipmentPage,
  type Style,
} from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { memberIdsOf, signIn } from '../../../test/people';
import { createStyle, cutBed, processesOf, scanRecorder } from '../../../test/shop-floor';
import { readWorkbook } from '../../../test/xlsx';
import { queryRows } from '../../db/client';
import { CUSTOMER_MESSAGES } from '../customers';
import { STYLE_MESSAGES } from '../styles';
import { SHIPMENT_MESSAGES } from './service';
import { english, renderMessage } from '../../lib/messages';

let t: TestContext;
let admin: Caller;
let clerk: Caller;
let worker: Caller;
let huzhou: Caller;
let ids: {
  customer: number;
  otherCustomer: number;
  huzhouCustomer: number;
  huzhouStyle: number;
  w12: number;
};

/** Huzhou works on the far side of the date line here, so its numbers take its own calendar's day. */
const HUZHOU_ZONE = 'Pacific/Kiritimati';
const dayIn = (timeZone: string) => new Date().toLocaleDateString('en-CA', { timeZone }).replaceAll('-', '');
const messageOf = (response: { json<T>(): T }) => response.json<{ message: string }>().message;

const { record } = scanRecorder('ship-test');

function addStyle(styleNo: string, extra: Record<string, unknown> = {}): Promise<Style> {
  return createStyle(admin, {
    styleNo,
    name: `Tee ${styleNo}`,
    customerId: ids.customer,
    colours: ['黑色', '白色'],
    sizes: ['S', 'M'],
    orderQty: [
      { colour: '黑色', size: 'S', qty: 12 },
      { colour: '黑色', size: 'M', qty: 20 },
      { colour: '白色', size: 'S', qty: 8 },
    ],
    processes: [
      { name: '合肩', rate: '0.12' },
      { name: '上领', rate: '0.35' },
    ],
    ...extra,
  });
}

const order = (styleId: number, lines: [string, string, number][], extra: Record<string, unknown> = {}) => ({
  customerId: ids.customer,
  styleId,
  shipDate: '2026-11-23',
  lines: lines.map(([colour, size, qty]) => ({ colour, size, qty })),
  ...extra,
});

async function create(body: object, as: Caller = admin): Promise<Shipment> {
  const response = await as.post('/api/shipments', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Shipment>();
}

async function act(id: number, action: 'confirm' | 'void', body?: object): Promise<Shipment> {
  const response = await admin.post(
    `/api/shipments/${id}/${action}`,
    body ?? (action === 'void' ? { reason: 'test' } : {}),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Shipment>();
}

beforeAll(async () => {
  t = await createTestContext();
  await t.database.db.execute(sql`update factories set time_zone = ${HUZHOU_ZONE} where id = 2`);
  ({ admin, clerk, w11: worker, huzhou } = await signIn(t, 'admin', 'clerk', 'w11', 'huzhou'));
  const one = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ id: number }>(t.database.db, query))[0]?.id ?? 0);
  ids = {
    customer: await one(sql`select id from customers where factory_id = 1 and name = '杭州优衫贸易'`),
    otherCustomer: await one(sql`select id from customers where factory_id = 1 and name = '宁波衣佳服饰'`),
    huzhouCustomer: await one(sql`select id from customers where factory_id = 2 order by id limit 1`),
    huzhouStyle: await one(sql`select id from styles where factory_id = 2 order by id limit 1`),
    ...(await memberIdsOf(t.database, 'w12')),
  };
});
afterAll(() => t.close());

describe('the worked example of docs/domain.md §4 (demo data)', () => {
  it('is a confirmed first delivery of PL2408: its finished XL and 2XL, 272 pieces at 38.00 = 10,336.00 in 16 cartons of 20', async () => {
    const page = (await admin.get('/api/shipments?blurry=-001&status=confirmed')).json<ShipmentPage>();
    const demo = page.content.find((row) => row.styleNo === 'PL2408');
    expect(demo).toMatchObject({
      status: 'confirmed',
      customerName: '杭州优衫贸易',
      totalQty: 272,
      unitPrice: '38.00',
      amount: '10336.00',
      cartonCount: 16,
    });
    expect(demo?.shipmentNo).toMatch(/^CH-\d{8}-001$/);
    const detail = (await admin.get(`/api/shipments/${demo?.id}`)).json<Shipment>();
    expect(detail).toMatchObject({
      address: '浙江省杭州市滨江区江南大道588号',
      contact: '陈经理',
      phone: '0571-86752301',
      orderNo: 'DD-2408-001',
      colours: ['黑色', '白色', '藏青'],
      sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
    });
    // The order's XL and 2XL: 黑色 76 + 38, 白色 58 + 28, 藏青 48 + 24.
    expect(detail.colourTotals).toEqual([
      { colour: '黑色', qty: 114, amount: '4332.00' },
      { colour: '白色', qty: 86, amount: '3268.00' },
      { colour: '藏青', qty: 72, amount: '2736.00' },
    ]);
    expect(detail.sizeTotals.filter((total) => total.qty > 0)).toEqual([
      { size: 'XL', qty: 182 },
      { size: '2XL', qty: 90 },
    ]);
    expect(detail.lines[0]).toEqual({ colour: '黑色', size: 'XL', qty: 76, amount: '2888.00' });
    expect(detail.packing).toMatchObject({
      mode: 'solid',
      perCarton: 20,
      cartonCount: 16,
      cartonLength: '60',
    });
    // Cartons 1–3 hold 20 of 黑色 XL, carton 4 its tail of 16; the last, 16, is 藏青 2XL's tail of 4.
    expect(detail.packing?.groups.slice(0, 3)).toEqual([
      {
        fromNo: 1,
        toNo: 3,
        cartons: 3,
        contents: [{ colour: '黑色', size: 'XL', qty: 20 }],
        piecesPerCarton: 20,
        pieces: 60,
      },
      {
        fromNo: 4,
        toNo: 4,
        cartons: 1,
        contents: [{ colour: '黑色', size: 'XL', qty: 16 }],
        piecesPerCarton: 16,
        pieces: 16,
      },
      {
        fromNo: 5,
        toNo: 5,
        cartons: 1,
        contents: [{ colour: '黑色', size: '2XL', qty: 20 }],
        piecesPerCarton: 20,
        pieces: 20,
      },
    ]);
    expect(detail.packing?.groups.at(-1)).toMatchObject({ fromNo: 16, toNo: 16, pieces: 4 });
    expect(detail.packing?.groups.reduce((n, g) => n + g.pieces, 0)).toBe(272);
    // Every piece it ships was finished first (the demo's scans of bundles 21–32): nothing to warn about.
    expect(detail.warnings).toEqual([]);
    const figures = (
      await admin.get(`/api/shipments/figures?styleId=${demo?.styleId}`)
    ).json<ShipmentFigures>();
    expect(figures.totals).toMatchObject({ ordered: 818, shipped: 272 });
    expect(figures.totals.finished).toBeGreaterThanOrEqual(272);
    expect(figures.cells.filter((cell) => cell.shipped > cell.finished)).toEqual([]);
  });
});

describe('numbers', () => {
  it('are CH-YYYYMMDD-NNN of the creation day in the factory’s time zone, never reused after delete or void', async () => {
    const style = await addStyle('SHIP-NO');
    const first = await create(order(style.id, [['黑色', 'S', 1]]));
    const day = dayIn('Asia/Shanghai');
    expect(first.shipmentNo).toMatch(new RegExp(`^CH-${day}-\\d{3}$`));
    const n = Number(first.shipmentNo.slice(-3));
    const second = await create(order(style.id, [['黑色', 'S', 1]]));
    expect(second.shipmentNo).toBe(`CH-${day}-${String(n + 1).padStart(3, '0')}`);
    expect((await admin.delete(`/api/shipments/${second.id}`)).statusCode).toBe(204);
    const third = await create(order(style.id, [['黑色', 'S', 1]]));
    expect(third.shipmentNo).toBe(`CH-${day}-${String(n + 2).padStart(3, '0')}`);
    await act(third.id, 'void');
    const fourth = await create(order(style.id, [['黑色', 'S', 1]]));
    expect(fourth.shipmentNo).toBe(`CH-${day}-${String(n + 3).padStart(3, '0')}`);
    // Editing keeps the number, and the ship date has nothing to do with it.
    const edited = await admin.put(
      `/api/shipments/${fourth.id}`,
      order(style.id, [['黑色', 'S', 2]], { shipDate: '2027-01-05' }),
    );
    expect(edited.json<Shipment>().shipmentNo).toBe(fourth.shipmentNo);
  });

  it('sort as numbers past a day’s 999th order (…-1000 after …-999)', async () => {
    const style = await addStyle('SHIP-1000');
    const day = dayIn('Asia/Shanghai');
    await t.database.db.execute(
      sql`update factory_counters set value = 998 where factory_id = 1 and name = ${`shipment:${day}`}`,
    );
    const made = [
      await create(order(style.id, [['黑色', 'S', 1]])),
      await create(order(style.id, [['黑色', 'S', 1]])),
    ];
    expect(made.map((o) => o.shipmentNo)).toEqual([`CH-${day}-999`, `CH-${day}-1000`]);
    const sorted = async (direction: string) =>
      (await admin.get(`/api/shipments?styleId=${style.id}&sort=shipmentNo,${direction}`))
        .json<ShipmentPage>()
        .content.map((o) => o.shipmentNo);
    expect(await sorted('desc')).toEqual([`CH-${day}-1000`, `CH-${day}-999`]);
    expect(await sorted('asc')).toEqual([`CH-${day}-999`, `CH-${day}-1000`]);
  });

  it('count per factory: Huzhou has its own day (its time zone) and serial', async () => {
    const style = await createStyle(huzhou, {
      styleNo: 'HZ-SHIP',
      name: 'Hoodie',
      colours: ['粉色'],
      sizes: ['110'],
    });
    const made = await create(
      {
        customerId: ids.huzhouCustomer,
        styleId: style.id,
        shipDate: '2026-11-23',
        lines: [{ colour: '粉色', size: '110', qty: 3 }],
      },
      huzhou,
    );
    expect(made.shipmentNo).toBe(`CH-${dayIn(HUZHOU_ZONE)}-001`);
  });
});

describe('an order', () => {
  it('fills address, contact and phone from the customer unless given; empty means none', async () => {
    const style = await addStyle('SHIP-ADDR');
    const filled = await create(order(style.id, [['黑色', 'M', 5]]));
    expect(filled).toMatchObject({
      address: '浙江省杭州市滨江区江南大道588号',
      contact: '陈经理',
      phone: '0571-86752301',
    });
    const own = await create(
      order(style.id, [['黑色', 'M', 5]], { address: ' Gate 3 ', contact: '', phone: null }),
    );
    expect(own).toMatchObject({ address: 'Gate 3', contact: null, phone: null });
    const other = await create(order(style.id, [['黑色', 'M', 5]], { customerId: ids.otherCustomer }));
    expect(other).toMatchObject({ customerName: '宁波衣佳服饰', contact: '周小姐' });
  });

  it('keeps the lines in the grid’s order without zeros, with row and column totals', async () => {
    const style = await addStyle('SHIP-GRID');
    const made = await create(
      order(style.id, [
        ['白色', 'S', 4],
        ['黑色', 'M', 0],
        ['黑色', 'S', 3],
        ['白色', 'M', 2],
      ]),
    );
    expect(made.lines.map((l) => `${l.colour} ${l.size} ${l.qty}`)).toEqual([
      '黑色 S 3',
      '白色 S 4',
      '白色 M 2',
    ]);
    expect(made.colourTotals).toEqual([
      { colour: '黑色', qty: 3, amount: null },
      { colour: '白色', qty: 6, amount: null },
    ]);
    expect(made.sizeTotals).toEqual([
      { size: 'S', qty: 7 },
      { size: 'M', qty: 2 },
    ]);
    expect(made).toMatchObject({
      status: 'draft',
      totalQty: 9,
      unitPrice: null,
      amount: null,
      packing: null,
      cartonCount: 0,
    });
  });

  it('answers 400 naming the field', async () => {
    const style = await addStyle('SHIP-400');
    const cases: [object, string][] = [
      [
        order(style.id, [
          ['黑色', 'S', 1],
          ['红色', 'S', 1],
        ]),
        english(SHIPMENT_MESSAGES.colourNotInStyle('lines[1].colour', '红色', 'SHIP-400')),
      ],
      [order(style.id, [['黑色', 'XL', 1]]), 'lines[0].size: XL is not a size of SHIP-400'],
      [order(style.id, [['黑色', 'S', -1]]), 'lines[0].qty: must be a whole number from 0 to 1000000'],
      [order(style.id, [['黑色', 'S', 2.5]]), 'lines[0].qty: must be a whole number from 0 to 1000000'],
      [order(style.id, [['黑色', 'S', 0]]), 'lines: ship at least one piece'],
      [
        order(style.id, [
          ['黑色', 'S', 1],
          ['黑色', 'S', 2],
        ]),
        'lines[1]: 黑色 S is listed twice',
      ],
      [
        order(style.id, [['黑色', 'S', 1]], { unitPrice: '1.234' }),
        'unitPrice: must be an amount from 0 to 9999999999.99, at most 2 decimals',
      ],
      [
        order(style.id, [['黑色', 'S', 1]], { shipDate: '2026-02-30' }),
        'shipDate: must be a real date like 2026-08-12',
      ],
      [
        order(style.id, [['黑色', 'S', 1]], { cartons: { mode: 'solid', perCarton: 0 } }),
        'cartons.perCarton: must be a whole number from 1 to 10000',
      ],
      [order(style.id, [['黑色', 'S', 1]], { phone: 'abc' }), `phone: ${PHONE_MESSAGE}`],
      [order(style.id, [['黑色', 'S', 1]], { driverPhone: 'call Wang' }), `driverPhone: ${PHONE_MESSAGE}`],
      [
        order(style.id, [['黑色', 'S', 1]], {
          cartons: {
            mode: 'mixed',
            groups: [{ fromNo: 1, toNo: 1, contents: [{ colour: '红色', size: 'S', qty: 1 }] }],
          },
        }),
        'cartons.groups[0].contents[0].colour: 红色 is not a colour of SHIP-400',
      ],
      [
        order(style.id, [['黑色', 'S', 100_001]], { cartons: { mode: 'solid', perCarton: 1 } }),
        english(SHIPMENT_MESSAGES.tooManyCartons(100_001)),
      ],
      [
        order(
          style.id,
          // Eleven cells of a million: refused before any colour is looked at.
          Array.from({ length: 11 }, (_, i) => [`C${i}`, 'S', 1_000_000] as [string, string, number]),
        ),
        'lines: at most 10000000 pieces in one order',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post('/api/shipments', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
    const made = await create(order(style.id, [['黑色', 'S', 1]]));
    const voided = await admin.post(`/api/shipments/${made.id}/void`, {});
    expect(messageOf(voided)).toBe('reason is required');
    expect((await admin.get('/api/shipments?status=sent')).statusCode).toBe(400);
    expect(messageOf(await admin.get('/api/shipments?from=2026-02-01&to=2026-01-01'))).toBe(
      'to: must not be before from',
    );
    expect(messageOf(await admin.get('/api/shipments/figures'))).toMatch(/^styleId/);
  });
});

describe('status', () => {
  it('refuses to confirm a draft shipping a colour its style has dropped since (409); what was shipped of it still counts', async () => {
    const style = await addStyle('SHIP-DROP', { orderQty: [] });
    const shippedBefore = await create(order(style.id, [['白色', 'S', 3]]));
    await act(shippedBefore.id, 'confirm');
    const made = await create(order(style.id, [['白色', 'M', 4]]));
    const edited = await admin.put(`/api/styles/${style.id}`, {
      styleNo: style.styleNo,
      name: style.name,
      customerId: ids.customer,
      colours: ['黑色'],
      sizes: ['S', 'M'],
      orderQty: [],
      processes: style.processes.map(({ name, rate }) => ({ name, rate })),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const confirmed = await admin.post(`/api/shipments/${made.id}/confirm`);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json<{ message: string }>().message).toBe(
      english(SHIPMENT_MESSAGES.cellGoneFromStyle(made.shipmentNo, '白色', 'M', 'SHIP-DROP')),
    );
    expect((await admin.get(`/api/shipments/${made.id}`)).json<Shipment>().status).toBe('draft');
    // What was shipped of the dropped colour still counts in the style's figures.
    const figures = (await admin.get(`/api/shipments/figures?styleId=${style.id}`)).json<ShipmentFigures>();
    expect(figures.colours).toEqual(['黑色']);
    expect(figures.cells.at(-1)).toEqual({
      colour: '白色',
      size: 'S',
      ordered: 0,
      finished: 0,
      shipped: 3,
      left: -3,
    });
    expect(figures.totals.shipped).toBe(3);
  });

  it('goes draft → confirmed → void; only drafts are edited or deleted', async () => {
    const style = await addStyle('SHIP-STATUS');
    const made = await create(order(style.id, [['黑色', 'S', 5]], { note: 'first' }));
    const edited = await admin.put(
      `/api/shipments/${made.id}`,
      order(style.id, [['白色', 'M', 7]], { carrier: 'SF', note: '' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Shipment>()).toMatchObject({
      carrier: 'SF',
      note: null,
      totalQty: 7,
      status: 'draft',
    });
    expect(edited.json<Shipment>().lines).toEqual([{ colour: '白色', size: 'M', qty: 7, amount: null }]);

    const confirmed = await act(made.id, 'confirm');
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedBy: expect.any(String) });
    expect(confirmed.confirmedAt).not.toBeNull();
    const no = confirmed.shipmentNo;
    const refusals = [
      [
        await admin.put(`/api/shipments/${made.id}`, order(style.id, [['黑色', 'S', 1]])),
        english(SHIPMENT_MESSAGES.notDraft(no, 'confirmed')),
      ],
      [await admin.delete(`/api/shipments/${made.id}`), english(SHIPMENT_MESSAGES.notDraft(no, 'confirmed'))],
      [
        await admin.post(`/api/shipments/${made.id}/confirm`, {}),
        english(SHIPMENT_MESSAGES.notConfirmable(no, 'confirmed')),
      ],
    ] as const;
    for (const [response, message] of refusals) {
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toBe(message);
    }
    const voided = await act(made.id, 'void', { reason: 'Customer cancelled' });
    expect(voided).toMatchObject({
      status: 'void',
      voidReason: 'Customer cancelled',
      voidedBy: expect.any(String),
    });
    expect(voided.warnings).toEqual([]);
    const again = await admin.post(`/api/shipments/${made.id}/void`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(english(SHIPMENT_MESSAGES.voidAlready(no)));
    expect((await admin.post(`/api/shipments/${made.id}/confirm`, {})).statusCode).toBe(409);
    expect((await admin.delete(`/api/shipments/${made.id}`)).statusCode).toBe(409);

    // A draft may be voided straight away, or deleted.
    const draft = await create(order(style.id, [['黑色', 'S', 1]]));
    expect((await act(draft.id, 'void', { reason: 'duplicate' })).status).toBe('void');
    const gone = await create(order(style.id, [['黑色', 'S', 1]]));
    expect((await admin.delete(`/api/shipments/${gone.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/shipments/${gone.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/shipments/${gone.id}`)).statusCode).toBe(404);
    expect((await admin.post(`/api/shipments/${gone.id}/void`, { reason: 'x' })).statusCode).toBe(404);
  });

  it('records every change in the audit log, naming the order', async () => {
    const style = await addStyle('SHIP-AUDIT');
    const made = await create(order(style.id, [['黑色', 'S', 4]]));
    await act(made.id, 'confirm');
    await act(made.id, 'void', { reason: 'Wrong style' });
    const rows = await queryRows<{ description: string }>(
      t.database.db,
      sql`select description from audit_logs where factory_id = 1 and path like ${`/api/shipments%`}
          and description like ${`%${made.shipmentNo}%`} order by id`,
    );
    expect(rows.map((row) => row.description)).toEqual([
      `Add shipment order ${made.shipmentNo} (SHIP-AUDIT, 4 pcs)`,
      `Confirm shipment order ${made.shipmentNo} (SHIP-AUDIT, 4 pcs)`,
      `Void shipment order ${made.shipmentNo} (SHIP-AUDIT, 4 pcs): Wrong style`,
    ]);
  });

  it('keeps a customer and a style with orders from being deleted', async () => {
    const customer = (await admin.post('/api/customers', { name: 'Shipped To Ltd.' })).json<{
      id: number;
      name: string;
    }>();
    const style = await addStyle('SHIP-KEEP', { customerId: null });
    await create(order(style.id, [['黑色', 'S', 1]], { customerId: customer.id }));
    const refused = await admin.delete(`/api/customers/${customer.id}`);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(english(CUSTOMER_MESSAGES.inUse('Shipped To Ltd.')));
    const styleRefused = await admin.delete(`/api/styles/${style.id}`);
    expect(styleRefused.statusCode).toBe(409);
    expect(messageOf(styleRefused)).toBe(english(STYLE_MESSAGES.inUse('SHIP-KEEP')));
  });
});

describe('cartons', () => {
  it('packs solid colour and size from the lines: full cartons and a tail per cell, numbered 1…n', async () => {
    const style = await addStyle('SHIP-SOLID');
    const made = await create(
      order(
        style.id,
        [
          ['黑色', 'S', 25],
          ['黑色', 'M', 24],
          ['白色', 'S', 5],
        ],
        {
          cartons: {
            mode: 'solid',
            perCarton: 12,
            cartonLength: 60,
            cartonWidth: '40.5',
            cartonHeight: '35',
            grossWeight: '20.25',
          },
        },
      ),
    );
    expect(made.cartonCount).toBe(6);
    expect(made.packing).toMatchObject({
      mode: 'solid',
      perCarton: 12,
      cartonLength: '60',
      cartonWidth: '40.5',
      grossWeight: '20.25',
      netWeight: null,
    });
    expect(
      made.packing?.groups.map((g) => [
        g.fromNo,
        g.toNo,
        g.contents[0]?.colour,
        g.contents[0]?.size,
        g.piecesPerCarton,
      ]),
    ).toEqual([
      [1, 2, '黑色', 'S', 12],
      [3, 3, '黑色', 'S', 1],
      [4, 5, '黑色', 'M', 12],
      [6, 6, '白色', 'S', 5],
    ]);
  });

  it('takes mixed cartons entered by hand when they hold exactly the lines', async () => {
    const style = await addStyle('SHIP-MIXED');
    const lines: [string, string, number][] = [
      ['黑色', 'S', 12],
      ['黑色', 'M', 6],
      ['白色', 'S', 6],
    ];
    const groups = [
      {
        fromNo: 1,
        toNo: 3,
        contents: [
          { colour: '黑色', size: 'S', qty: 4 },
          { colour: '黑色', size: 'M', qty: 2 },
        ],
      },
      { fromNo: 4, toNo: 4, contents: [{ colour: '白色', size: 'S', qty: 6 }] },
    ];
    const made = await create(
      order(style.id, lines, { cartons: { mode: 'mixed', groups, netWeight: '7.5' } }),
    );
    expect(made.cartonCount).toBe(4);
    expect(made.packing?.groups).toEqual([
      { ...groups[0], cartons: 3, piecesPerCarton: 6, pieces: 18 },
      { ...groups[1], cartons: 1, piecesPerCarton: 6, pieces: 6 },
    ]);
    const short = await admin.post(
      '/api/shipments',
      order(style.id, lines, { cartons: { mode: 'mixed', groups: [groups[0]] } }),
    );
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toBe('cartons.groups: the cartons hold 0 pieces of 白色 S, the lines ship 6');
    const gap = await admin.post(
      '/api/shipments',
      order(style.id, lines, {
        cartons: { mode: 'mixed', groups: [groups[0], { ...groups[1], fromNo: 5, toNo: 5 }] },
      }),
    );
    expect(messageOf(gap)).toBe(
      'cartons.groups[1].fromNo: must be 4, the carton after the range before (no gap or overlap)',
    );
  });

  it('follows the lines when a solid-packed draft is edited', async () => {
    const style = await addStyle('SHIP-REPACK');
    const cartons = { mode: 'solid', perCarton: 10 };
    const made = await create(order(style.id, [['黑色', 'S', 10]], { cartons }));
    expect(made.cartonCount).toBe(1);
    const edited = (
      await admin.put(`/api/shipments/${made.id}`, order(style.id, [['黑色', 'S', 31]], { cartons }))
    ).json<Shipment>();
    expect(edited.cartonCount).toBe(4);
    expect(edited.packing?.groups.at(-1)).toMatchObject({ fromNo: 4, toNo: 4, pieces: 1 });
  });
});

describe('amounts', () => {
  it('are qty × unit price to the cent, per line, per colour, per order and over a list', async () => {
    const style = await addStyle('SHIP-MONEY');
    // 0.1 + 0.2 is not 0.3 in binary floats; here it is.
    const dimes = await create(
      order(
        style.id,
        [
          ['黑色', 'S', 1],
          ['黑色', 'M', 2],
          ['白色', 'S', 3],
        ],
        { unitPrice: '0.10' },
      ),
    );
    expect(dimes.lines.map((l) => l.amount)).toEqual(['0.10', '0.20', '0.30']);
    expect(dimes.colourTotals.map((c) => c.amount)).toEqual(['0.30', '0.30']);
    expect(dimes).toMatchObject({ unitPrice: '0.10', amount: '0.60' });
    const sevens = await create(order(style.id, [['黑色', 'S', 3]], { unitPrice: 0.07 }));
    expect(sevens.amount).toBe('0.21');
    const big = await create(order(style.id, [['黑色', 'S', 1_000_000]], { unitPrice: '12345678.91' }));
    expect(big.amount).toBe('12345678910000.00');
    const none = await create(order(style.id, [['黑色', 'S', 5]]));
    expect(none.amount).toBeNull();
    const voided = await create(order(style.id, [['白色', 'S', 9]], { unitPrice: '1.00' }));
    await act(voided.id, 'void');

    const page = (
      await admin.get(`/api/shipments?styleId=${style.id}&size=2&sort=id,asc`)
    ).json<ShipmentPage>();
    expect(page.totalElements).toBe(5);
    expect(page.content.map((row) => row.id)).toEqual([dimes.id, sevens.id]);
    // The void order ships nothing: it, its 9 pieces and 9.00 are left out of the totals (the list has it).
    expect(page.totals).toEqual({ orders: 4, qty: 1_000_014, amount: '12345678910000.81', cartons: 0 });
    const onlyVoid = (await admin.get(`/api/shipments?styleId=${style.id}&status=void`)).json<ShipmentPage>();
    expect(onlyVoid.totals).toEqual({ orders: 1, qty: 9, amount: '9.00', cartons: 0 });
  });
});

describe('the list', () => {
  it('filters by ship dates, customer, style, status and number, and exports the same to Excel', async () => {
    const style = await addStyle('SHIP-LIST');
    const a = await create(
      order(style.id, [['黑色', 'S', 1]], { shipDate: '2025-03-01', unitPrice: '2.50' }),
    );
    const b = await create(
      order(style.id, [['黑色', 'S', 2]], { shipDate: '2025-03-15', customerId: ids.otherCustomer }),
    );
    const c = await create(order(style.id, [['黑色', 'S', 3]], { shipDate: '2025-04-01' }));
    await act(c.id, 'confirm');
    const idsOf = async (query: string) =>
      (await admin.get(`/api/shipments?styleId=${style.id}&${query}`))
        .json<ShipmentPage>()
        .content.map((r) => r.id);
    expect(await idsOf('')).toEqual([c.id, b.id, a.id]);
    expect(await idsOf('from=2025-03-01&to=2025-03-31')).toEqual([b.id, a.id]);
    expect(await idsOf('from=2025-03-02')).toEqual([c.id, b.id]);
    expect(await idsOf('to=2025-03-01')).toEqual([a.id]);
    expect(await idsOf(`customerId=${ids.otherCustomer}`)).toEqual([b.id]);
    expect(await idsOf('status=confirmed')).toEqual([c.id]);
    expect(await idsOf(`blurry=${encodeURIComponent(a.shipmentNo.slice(-8))}`)).toEqual([a.id]);
    expect(await idsOf('sort=shipmentNo,asc')).toEqual([a.id, b.id, c.id]);
    expect((await admin.get('/api/shipments?sort=driver,asc')).statusCode).toBe(400);

    const sheet = await readWorkbook(
      await admin.get(`/api/shipments/download?styleId=${style.id}&to=2025-03-31`),
      'shipments.xlsx',
    );
    expect(sheet[0]?.slice(0, 10)).toEqual([
      'Shipment no.',
      'Ship date',
      'Status',
      'Customer',
      'Style no.',
      'Style',
      'Pieces',
      'Cartons',
      'Unit price',
      'Amount',
    ]);
    expect(sheet.slice(1).map((row) => row.slice(0, 3))).toEqual([
      [b.shipmentNo, '2025-03-15', 'draft'],
      [a.shipmentNo, '2025-03-01', 'draft'],
      ['Total', undefined, undefined],
    ]);
    expect(sheet[2]?.slice(6, 10)).toEqual([1, 0, 2.5, 2.5]);
    expect(sheet.at(-1)?.slice(6, 10)).toEqual([3, 0, undefined, 2.5]);
  });
});

describe('figures: ordered, finished, shipped and left', () => {
  it('count finished pieces from valid scans of active bundles, and shipped from confirmed orders', async () => {
    const style = await addStyle('SHIP-FIG');
    const saved = await cutBed(admin, style.id, '2026-11-01', { 黑色: 10, 白色: 10 });
    const processes = [...(await processesOf(admin, saved)).values()];
    const ticket = (colour: string, size: string) =>
      String(saved.bundles.find((b) => b.colour === colour && b.size === size)?.ticketNo);
    // Worker 12's scans, recorded by the administrator.
    const done = async (ticketNo: string, processId: number | undefined, qty?: number) =>
      (await record(admin, { ticket: ticketNo, processId, qty, workerId: ids.w12 })).id;
    // 黑色 S: both processes done → 10 finished. 黑色 M: the second process 4 of 10 → 4.
    await done(ticket('黑色', 'S'), processes[0]);
    await done(ticket('黑色', 'S'), processes[1]);
    await done(ticket('黑色', 'M'), processes[0]);
    await done(ticket('黑色', 'M'), processes[1], 4);
    // 白色 S: only the first process → 0; 白色 M: the second's scan undone → 0.
    await done(ticket('白色', 'S'), processes[0]);
    await done(ticket('白色', 'M'), processes[0]);
    const undone = await done(ticket('白色', 'M'), processes[1]);
    expect((await admin.delete(`/api/scans/${undone}`)).statusCode).toBe(204);
    // A re-cut bundle of 白色 S finished, then voided: void bundles count for nothing.
    const recut = await admin.post('/api/bundles', {
      cutOrderId: saved.id,
      colour: '白色',
      size: 'S',
      qty: 5,
    });
    expect(recut.statusCode, recut.body).toBe(201);
    const [extra] = recut.json<{ id: number; ticketNo: number }[]>();
    await done(String(extra?.ticketNo), processes[0]);
    await done(String(extra?.ticketNo), processes[1]);
    expect((await admin.post(`/api/bundles/${extra?.id}/void`, { reason: 'mis-cut' })).statusCode).toBe(200);

    // Shipped: confirmed orders only (not drafts, not void ones).
    const shipped = await create(
      order(style.id, [
        ['黑色', 'S', 6],
        ['黑色', 'M', 1],
      ]),
    );
    await act(shipped.id, 'confirm');
    await create(order(style.id, [['黑色', 'S', 3]]));
    const cancelled = await create(order(style.id, [['黑色', 'M', 2]]));
    await act(cancelled.id, 'confirm');
    await act(cancelled.id, 'void');

    const figures = (await admin.get(`/api/shipments/figures?styleId=${style.id}`)).json<ShipmentFigures>();
    expect(figures.cells).toEqual([
      { colour: '黑色', size: 'S', ordered: 12, finished: 10, shipped: 6, left: 4 },
      { colour: '黑色', size: 'M', ordered: 20, finished: 4, shipped: 1, left: 3 },
      { colour: '白色', size: 'S', ordered: 8, finished: 0, shipped: 0, left: 0 },
      { colour: '白色', size: 'M', ordered: 0, finished: 0, shipped: 0, left: 0 },
    ]);
    expect(figures.totals).toEqual({ ordered: 40, finished: 14, shipped: 7, left: 7 });

    // Shipping beyond what is left warns, and is saved all the same.
    const over = await create(
      order(style.id, [
        ['黑色', 'S', 5],
        ['黑色', 'M', 3],
        ['白色', 'S', 1],
      ]),
    );
    expect(over.warnings).toEqual([
      {
        colour: '黑色',
        size: 'S',
        qty: 5,
        available: 4,
        message: english(SHIPMENT_MESSAGES.overFinished('黑色', 'S', 5, 4)),
      },
      {
        colour: '白色',
        size: 'S',
        qty: 1,
        available: 0,
        message: english(SHIPMENT_MESSAGES.overFinished('白色', 'S', 1, 0)),
      },
    ]);
    expect(over.warnings[0]?.message).toBe('黑色 S: ships 5, but only 4 finished pieces are not shipped yet');
    // Once confirmed, it counts itself out of what others left it: the same warnings.
    const confirmed = await act(over.id, 'confirm');
    expect(confirmed.warnings.map((w) => w.available)).toEqual([4, 0]);
    const after = (await admin.get(`/api/shipments/figures?styleId=${style.id}`)).json<ShipmentFigures>();
    expect(after.cells[0]).toMatchObject({ shipped: 11, left: -1 });
  });
});

describe('over-ship (issue 20, item 13)', () => {
  /** Sets whether Ningbo refuses over-shipping; answers how to put its settings back. */
  async function refuseOverShipment(refuse: boolean) {
    const settings = (await admin.get('/api/factory/getFactoryEnum?factoryId=1')).json<object>();
    const update = (values: object) =>
      admin.post('/api/factory/updateFactoryEnum', { factoryId: 1, settings: values });
    expect((await update({ ...settings, refuseOverShipment: refuse })).statusCode).toBe(204);
    return async () => expect((await update(settings)).statusCode).toBe(204);
  }

  it('confirms with the warning by default; refused (409 naming the cells, nothing changed) when the factory says so', async () => {
    const style = await addStyle('SHIP-OVER');
    // Nothing of the style is finished: every piece shipped is over.
    const draft = await create(order(style.id, [['黑色', 'S', 2]]));
    const restore = await refuseOverShipment(true);
    try {
      const refused = await admin.post(`/api/shipments/${draft.id}/confirm`, {});
      expect(refused.statusCode).toBe(409);
      expect(messageOf(refused)).toBe(
        english(
          SHIPMENT_MESSAGES.overShipRefused(draft.shipmentNo, [
            { colour: '黑色', size: 'S', qty: 2, available: 0, message: '' },
          ]),
        ),
      );
      // In Chinese, the refusal names the cells in Chinese too.

      expect(messageOf(refused)).toContain('黑色 S: ships 2, but only 0 finished pieces are not shipped yet');
      const still = (await admin.get(`/api/shipments/${draft.id}`)).json<Shipment>();
      expect(still).toMatchObject({ status: 'draft', confirmedAt: null });
      const refusal = SHIPMENT_MESSAGES.overShipRefused(draft.shipmentNo, still.warnings);
      expect(renderMessage(refusal, 'zh-CN')).toContain('黑色 S：发 2 件，但已完成未发货的只有 0 件');
    } finally {
      await restore();
    }
    const confirmed = await act(draft.id, 'confirm');
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.warnings.map((w) => [w.colour, w.size, w.qty, w.available])).toEqual([
      ['黑色', 'S', 2, 0],
    ]);
  });
});

describe('who may', () => {
  it('refuses those without the shipment permissions (403)', async () => {
    const style = await addStyle('SHIP-403');
    const made = await create(order(style.id, [['黑色', 'S', 1]]));
    for (const caller of [worker, clerk]) {
      expect((await caller.get('/api/shipments')).statusCode).toBe(403);
      expect((await caller.get(`/api/shipments/${made.id}`)).statusCode).toBe(403);
      expect((await caller.get(`/api/shipments/figures?styleId=${style.id}`)).statusCode).toBe(403);
      expect((await caller.get('/api/shipments/download')).statusCode).toBe(403);
      expect((await caller.post('/api/shipments', order(style.id, [['黑色', 'S', 1]]))).statusCode).toBe(403);
      expect(
        (await caller.put(`/api/shipments/${made.id}`, order(style.id, [['黑色', 'S', 1]]))).statusCode,
      ).toBe(403);
      expect((await caller.post(`/api/shipments/${made.id}/confirm`, {})).statusCode).toBe(403);
      expect((await caller.post(`/api/shipments/${made.id}/void`, { reason: 'x' })).statusCode).toBe(403);
      expect((await caller.delete(`/api/shipments/${made.id}`)).statusCode).toBe(403);
    }
    expect((await admin.get(`/api/shipments/${made.id}`)).json<Shipment>().status).toBe('draft');
  });

  it('keeps each factory to its own orders, styles and customers (404)', async () => {
    const hzStyle = (await huzhou.get(`/api/styles/${ids.huzhouStyle}`)).json<Style>();
    const theirs = await create(
      {
        customerId: ids.huzhouCustomer,
        styleId: hzStyle.id,
        shipDate: '2026-11-23',
        lines: [{ colour: hzStyle.colours[0], size: hzStyle.sizes[0], qty: 1 }],
      },
      huzhou,
    );
    const style = await addStyle('SHIP-404');
    const responses = [
      await admin.get(`/api/shipments/${theirs.id}`),
      await admin.put(`/api/shipments/${theirs.id}`, order(style.id, [['黑色', 'S', 1]])),
      await admin.delete(`/api/shipments/${theirs.id}`),
      await admin.post(`/api/shipments/${theirs.id}/confirm`, {}),
      await admin.post(`/api/shipments/${theirs.id}/void`, { reason: 'x' }),
      await admin.post(
        '/api/shipments',
        order(style.id, [['黑色', 'S', 1]], { customerId: ids.huzhouCustomer }),
      ),
      await admin.post('/api/shipments', order(hzStyle.id, [['黑色', 'S', 1]])),
      await admin.get(`/api/shipments?styleId=${hzStyle.id}`),
      await admin.get(`/api/shipments?customerId=${ids.huzhouCustomer}`),
      await admin.get(`/api/shipments/figures?styleId=${hzStyle.id}`),
      await admin.get(`/api/shipments/download?styleId=${hzStyle.id}`),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 404));
    expect(messageOf(responses[5]!)).toBe(english(SHIPMENT_MESSAGES.customerNotFound(ids.huzhouCustomer)));
    expect(messageOf(responses[6]!)).toBe(english(SHIPMENT_MESSAGES.styleNotFound(hzStyle.id)));
    const ningbo = (await admin.get('/api/shipments?size=1000')).json<ShipmentPage>();
    expect(ningbo.content.map((row) => row.id)).not.toContain(theirs.id);
    expect((await huzhou.get(`/api/shipments/${theirs.id}`)).json<Shipment>().status).toBe('draft');
  });
});
