import type { Customer, Style, StyleSummary } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { inTransaction, queryRows, transactional } from '../../db/client';
import { cutOrders } from '../../db/schema';
import { createStyleService, STYLE_MESSAGES } from './service';
import { english } from '../../lib/messages';

let t: TestContext;
let admin: Caller;
let clerk: Caller;
let worker: Caller;
let supervisor: Caller;
let huzhouAdmin: Caller;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
  clerk = await t.as('13900000002', 1);
  worker = await t.as('13900000011', 1);
  supervisor = await t.as('13900000003', 1);
  huzhouAdmin = await t.as('13900000001', 2);
});
afterAll(() => t.close());

type StylePage = { content: StyleSummary[]; totalElements: number };

/** The PL2408 polo's twelve processes (docs/domain.md §4): 3.82 a garment, 上领 0.50 for 3XL. */
const POLO_PROCESSES = [
  ['合肩', '0.12'],
  ['做门筒', '0.40'],
  ['上门筒', '0.60'],
  ['上领', '0.45'],
  ['压后领贴', '0.25'],
  ['上袖', '0.35'],
  ['埋夹(拷侧缝)', '0.40'],
  ['冚袖口', '0.25'],
  ['冚脚', '0.25'],
  ['锁眼钉扣', '0.20'],
  ['剪线查衫', '0.20'],
  ['大烫包装', '0.35'],
].map(([name, rate]) => ({ name, rate, ...(name === '上领' ? { sizeRates: { '3XL': '0.5' } } : {}) }));

let unique = 0;
const polo = (overrides: object = {}) => ({
  styleNo: `T-${++unique}`,
  name: 'Polo',
  orderNo: 'DD-1',
  deliveryDate: '2026-09-30',
  colours: ['黑色', '白色'],
  sizes: ['S', 'M', '3XL'],
  orderQty: [
    { colour: '黑色', size: 'S', qty: 38 },
    { colour: '白色', size: '3XL', qty: 28 },
  ],
  overcutPct: '5',
  processes: POLO_PROCESSES,
  ...overrides,
});

const add = async (body: object, as: Caller = clerk) => {
  const response = await as.post('/api/styles', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Style>();
};

const customer = async (name: string, as: Caller = clerk) =>
  (await as.post('/api/customers', { name })).json<Customer>();

const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

describe('styles', () => {
  it('adds a style with its processes numbered in list order and the rates summed exactly', async () => {
    const buyer = await customer('Polo Buyer');
    const style = await add(polo({ styleNo: 'PL-A', customerId: buyer.id }));
    expect(style).toMatchObject({
      styleNo: 'PL-A',
      customerId: buyer.id,
      customerName: 'Polo Buyer',
      orderTotal: 66,
      overcutPct: '5.00',
      processCount: 12,
      rateTotal: '3.820',
    });
    expect(style.processes.map((p) => [p.seq, p.name, p.stage])).toEqual(
      POLO_PROCESSES.map((p, i) => [i + 1, p.name, 'sewing']),
    );
    expect(style.processes[0]?.rate).toBe('0.120');
    expect(style.processes[3]?.sizeRates).toEqual({ '3XL': '0.500' });
    expect((await clerk.get(`/api/styles/${style.id}`)).json<Style>()).toEqual(style);

    const [log] = await queryRows<{ description: string }>(
      t.database.db,
      sql`select description from audit_logs where factory_id = 1 and path = '/api/styles' and status_code = 201
          order by id desc limit 1`,
    );
    expect(log?.description).toBe('Add style PL-A Polo');
  });

  it('sums many rates as numeric text, never as floats', async () => {
    const style = await add(
      polo({ processes: Array.from({ length: 30 }, (_, i) => ({ name: `P${i}`, rate: '0.1' })) }),
    );
    expect(style.rateTotal).toBe('3.000'); // 30 × 0.1 in floats is 3.0000000000000013
    const empty = await add(polo({ processes: [] }));
    expect(empty).toMatchObject({ processCount: 0, rateTotal: '0.000', processes: [] });
  });

  it('lists summaries, filtered by blurry and customer', async () => {
    const buyer = await customer('List Buyer');
    const a = await add(
      polo({ styleNo: 'LST-1', name: 'Listed tee', customerId: buyer.id, orderNo: 'ORD-XYZ' }),
    );
    const b = await add(polo({ styleNo: 'LST-2', name: 'Other', orderNo: null }));
    const byBlurry = async (blurry: string) =>
      (await supervisor.get(`/api/styles?blurry=${encodeURIComponent(blurry)}`)).json<StylePage>().content;
    expect((await byBlurry('lst-')).map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    expect((await byBlurry('listed')).map((s) => s.id)).toEqual([a.id]);
    expect((await byBlurry('ord-xyz')).map((s) => s.id)).toEqual([a.id]);
    const page = (await clerk.get(`/api/styles?customerId=${buyer.id}`)).json<StylePage>();
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({
      id: a.id,
      customerName: 'List Buyer',
      processCount: 12,
      rateTotal: '3.820',
      orderTotal: 66,
    });
    expect(page.content[0]).not.toHaveProperty('orderQty');
    const sorted = (await clerk.get('/api/styles?blurry=LST-&sort=styleNo,desc')).json<StylePage>();
    expect(sorted.content.map((s) => s.styleNo)).toEqual(['LST-2', 'LST-1']);
  });

  it('replaces the whole style and its processes on edit', async () => {
    const style = await add(polo());
    const edited = await clerk.put(
      `/api/styles/${style.id}`,
      polo({
        styleNo: style.styleNo,
        name: 'Polo v2',
        sizes: ['M', 'L'],
        orderQty: [{ colour: '白色', size: 'L', qty: 10 }],
        processes: [
          { name: 'Pack', rate: 0.35, stage: 'packing' },
          { name: 'Join shoulders', rate: '0.12', dailyQuota: 800 },
        ],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<Style>();
    expect(after).toMatchObject({ name: 'Polo v2', sizes: ['M', 'L'], orderTotal: 10, rateTotal: '0.470' });
    expect(after.processes.map((p) => [p.seq, p.name, p.stage, p.rate, p.dailyQuota])).toEqual([
      [1, 'Pack', 'packing', '0.350', null],
      [2, 'Join shoulders', 'sewing', '0.120', 800],
    ]);
  });

  it('refuses a style number already used in the factory, naming it', async () => {
    await add(polo({ styleNo: 'DUP-1' }));
    const again = await clerk.post('/api/styles', polo({ styleNo: 'DUP-1' }));
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(english(STYLE_MESSAGES.styleNoTaken('DUP-1')));
    const other = await add(polo());
    const renamed = await clerk.put(`/api/styles/${other.id}`, polo({ styleNo: 'DUP-1' }));
    expect(renamed.statusCode).toBe(409);
    // Another factory may use the same number.
    await add(polo({ styleNo: 'DUP-1' }), huzhouAdmin);
  });

  it('refuses to delete a style a cut order uses, and deletes one none does', async () => {
    const used = await add(polo());
    await t.database.db.insert(cutOrders).values({
      factoryId: 1,
      styleId: used.id,
      bedNo: 1,
      cutDate: '2026-08-12',
      ratio: [{ size: 'S', ratio: 1 }],
      lays: [{ colour: '黑色', layers: 10, dyeLot: null, shade: null }],
    });
    const refused = await clerk.delete(`/api/styles/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(english(STYLE_MESSAGES.inUse(used.styleNo)));
    expect((await clerk.get(`/api/styles/${used.id}`)).statusCode).toBe(200);

    const unused = await add(polo());
    expect((await clerk.delete(`/api/styles/${unused.id}`)).statusCode).toBe(204);
    expect((await clerk.get(`/api/styles/${unused.id}`)).statusCode).toBe(404);
    const [left] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from style_processes where style_id = ${unused.id}`,
    );
    expect(left?.n).toBe(0);
  });

  it('answers 400 naming the field at fault', async () => {
    const cases: [object, RegExp][] = [
      [{ orderQty: [{ colour: '红色', size: 'S', qty: 1 }] }, /orderQty.*红色 is not a colour of the style/],
      [{ orderQty: [{ colour: '黑色', size: 'XXL', qty: 1 }] }, /orderQty.*XXL is not a size of the style/],
      [{ processes: [{ name: 'x', rate: '1', sizeRates: { '4XL': '1' } }] }, /sizeRates.*4XL is not a size/],
      [{ processes: [{ name: 'x', rate: 'abc' }] }, /processes.*rate/],
      [{ processes: [{ name: 'x', rate: '0.4567' }] }, /processes.*rate/],
      [{ processes: [{ name: 'x', rate: '1', sizeRates: { S: '1.2345' } }] }, /sizeRates/],
      [{ colours: [] }, /colours/],
      [{ sizes: ['S', 'S'] }, /sizes/],
      [{ styleNo: ' ' }, /styleNo/],
      [{ deliveryDate: '2026-02-30' }, /deliveryDate/],
      [{ processes: [{ name: 'x', rate: '1', stage: 'dyeing' }] }, /stage/],
      [{ colours: ['x'.repeat(33)] }, /^colours\[0\]: must be at most 32 characters$/],
      [{ sizes: ['x'.repeat(17)] }, /^sizes\[0\]: must be at most 16 characters$/],
      [{ orderNo: 5 }, /^orderNo: must be text$/],
      [{ overcutPct: true }, /^overcutPct: must be a percentage from 0 to 99.99$/],
      [
        { processes: [{ name: 'x', rate: '1', sizeRates: 'S' }] },
        /^processes\[0\]\.sizeRates: must be sizes/,
      ],
      [{ processes: [5] }, /^processes\[0\]: must be a process/],
    ];
    for (const [overrides, message] of cases) {
      const response = await clerk.post('/api/styles', polo(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(messageOf(response)).toMatch(message);
    }
    expect((await clerk.get('/api/styles?customerId=abc')).statusCode).toBe(400);
    expect(messageOf(await clerk.get(`/api/styles?blurry=${'x'.repeat(65)}`))).toBe(
      'blurry: must be at most 64 characters',
    );
    expect((await clerk.get('/api/styles/abc')).statusCode).toBe(400);
  });

  it('keeps each factory to its own styles and customers', async () => {
    const huzhouCustomer = await customer('Huzhou Buyer', huzhouAdmin);
    const huzhouStyle = await add(polo({ styleNo: 'HZ-ONLY', customerId: huzhouCustomer.id }), huzhouAdmin);
    expect((await admin.get(`/api/styles/${huzhouStyle.id}`)).statusCode).toBe(404);
    expect((await admin.put(`/api/styles/${huzhouStyle.id}`, polo())).statusCode).toBe(404);
    expect((await admin.delete(`/api/styles/${huzhouStyle.id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/styles?blurry=HZ-ONLY')).json<StylePage>().totalElements).toBe(0);
    const filtered = await admin.get(`/api/styles?customerId=${huzhouCustomer.id}`);
    expect(filtered.statusCode).toBe(404);
    expect(messageOf(filtered)).toBe(english(STYLE_MESSAGES.customerNotFound(huzhouCustomer.id)));

    const foreign = await admin.post('/api/styles', polo({ customerId: huzhouCustomer.id }));
    expect(foreign.statusCode).toBe(404);
    expect(messageOf(foreign)).toBe(english(STYLE_MESSAGES.customerNotFound(huzhouCustomer.id)));
    const mine = await add(polo());
    const moved = await admin.put(`/api/styles/${mine.id}`, polo({ customerId: huzhouCustomer.id }));
    expect(moved.statusCode).toBe(404);
    expect((await huzhouAdmin.get(`/api/styles/${huzhouStyle.id}`)).json<Style>().name).toBe('Polo');
  });

  it('lets those who pick a style read them, and only style managers write', async () => {
    const style = await add(polo());
    expect((await supervisor.get('/api/styles')).statusCode).toBe(200); // work:list
    expect((await supervisor.get(`/api/styles/${style.id}`)).statusCode).toBe(200);
    expect((await supervisor.post('/api/styles', polo())).statusCode).toBe(403);
    expect((await worker.get('/api/styles')).statusCode).toBe(403);
    expect((await worker.get(`/api/styles/${style.id}`)).statusCode).toBe(403);
    expect((await worker.post('/api/styles', polo())).statusCode).toBe(403);
    expect((await worker.put(`/api/styles/${style.id}`, polo())).statusCode).toBe(403);
    expect((await worker.delete(`/api/styles/${style.id}`)).statusCode).toBe(403);
  });
});

describe('the demo styles', () => {
  it('hold PL2408 as docs/domain.md §4 gives it, and Huzhou its own', async () => {
    const [pl2408] = (await clerk.get('/api/styles?blurry=PL2408')).json<StylePage>().content;
    expect(pl2408).toMatchObject({
      name: '男士珠地短袖POLO',
      customerName: '杭州优衫贸易',
      orderNo: 'DD-2408-001',
      colours: ['黑色', '白色', '藏青'],
      sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
      orderTotal: 818,
      overcutPct: '5.00',
      processCount: 12,
      rateTotal: '3.820',
    });
    const style = (await clerk.get(`/api/styles/${pl2408?.id}`)).json<Style>();
    expect(style.processes.find((p) => p.name === '上领')).toMatchObject({
      rate: '0.450',
      sizeRates: { '3XL': '0.500' },
    });
    expect((await huzhouAdmin.get('/api/styles?blurry=KD2410')).json<StylePage>().totalElements).toBe(1);
    expect((await admin.get('/api/styles?blurry=KD2410')).json<StylePage>().totalElements).toBe(0);
  });
});

describe('a style for cutting', () => {
  it('gives the style with its processes in order, locked inside a transaction when asked', async () => {
    const buyer = await customer('Cutting Buyer');
    const style = await add(polo({ customerId: buyer.id }));
    const service = createStyleService({ db: transactional(t.database.db) });
    const found = await inTransaction(t.database.db, () => service.forCutting(1, style.id, { lock: true }));
    expect(found).toMatchObject({
      id: style.id,
      styleNo: style.styleNo,
      customerName: 'Cutting Buyer',
      orderNo: 'DD-1',
      colours: ['黑色', '白色'],
      sizes: ['S', 'M', '3XL'],
      orderQty: style.orderQty,
    });
    expect(found?.processes.map((p) => p.seq)).toEqual(POLO_PROCESSES.map((_, i) => i + 1));
    expect(found?.processes[3]).toEqual({
      seq: 4,
      name: '上领',
      stage: 'sewing',
      rate: '0.450',
      sizeRates: { '3XL': '0.500' },
      dailyQuota: null,
      sam: null,
    });
    expect(await service.forCutting(2, style.id)).toBeNull();
  });
});
