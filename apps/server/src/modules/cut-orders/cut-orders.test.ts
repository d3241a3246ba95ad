import {
  type Bundle,
  type CutOrder,
  type CutOrderSummary,
  type CutPreview,
  MAX_BUNDLE_NO,
  MAX_PRINT_BUNDLE_IDS,
  MAX_START_BUNDLE_NO,
  MAX_TICKETS_PER_PAGE,
  type Page,
  type SavedCutOrder,
  type Style,
  type TicketPrintPreview,
  type TicketPrintResult,
} from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { queryRows } from '../../db/client';
import { createFactoryService } from '../factory';
import { createStyleService } from '../styles';
import { CUT_ORDER_MESSAGES, createCutOrderService } from './service';
import { readTicketCode, ticketCode } from './ticket-code';
import { english } from '../../lib/messages';
import { createPrinterService } from '../printers';

let t: TestContext;
let admin: Caller;
let clerk: Caller;
let huzhou: Caller;
let style: Style;
let other: Style;

const SECRET = 'test-secret-0123456789-0123456789';
const SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'];

const styleBody = (styleNo: string) => ({
  styleNo,
  name: `Polo ${styleNo}`,
  colours: ['黑色', '白色', '藏青'],
  sizes: SIZES,
  orderQty: [{ colour: '黑色', size: 'M', qty: 300 }],
  processes: [
    { name: '合肩', rate: '0.120', stage: 'sewing' },
    { name: '上领', rate: '0.350', sizeRates: { '3XL': '0.500' } },
  ],
});

/** The worked example of docs/domain.md §4. */
const bed = (styleId: number, extra: Record<string, unknown> = {}) => ({
  styleId,
  cutDate: '2024-08-12',
  markerName: 'MK-PL2408-A',
  markerLength: '6.80',
  ratio: SIZES.map((size, i) => ({ size, ratio: [1, 2, 2, 2, 1, 1][i] })),
  lays: [
    { colour: '黑色', layers: 40, dyeLot: 'G2408-11', shade: 'A' },
    { colour: '白色', layers: 30, dyeLot: 'G2408-12', shade: 'A' },
    { colour: '藏青', layers: 25, dyeLot: 'G2408-13', shade: 'B' },
  ],
  maxPlies: 30,
  ...extra,
});

const planned = (bundles: CutPreview['bundles']) =>
  bundles.map(({ bundleNo, colour, size, qty, plyFrom, plyTo, dyeLot, shade }) => ({
    bundleNo,
    colour,
    size,
    qty,
    plyFrom,
    plyTo,
    dyeLot,
    shade,
  }));

/** Changes Ningbo's settings; answers how to put them back. */
async function changeSettings(patch: Record<string, unknown>) {
  const settings = (await admin.get('/api/factory/getFactoryEnum?factoryId=1')).json<object>();
  const update = (values: object) =>
    admin.post('/api/factory/updateFactoryEnum', { factoryId: 1, settings: values });
  expect((await update({ ...settings, ...patch })).statusCode).toBe(204);
  return async () => {
    expect((await update(settings)).statusCode).toBe(204);
  };
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
  clerk = await t.as('13900000002', 1);
  huzhou = await t.as('13900000001', 2);
  const created = await admin.post('/api/styles', styleBody('T-CUT-1'));
  expect(created.statusCode).toBe(201);
  style = created.json<Style>();
  other = (await admin.post('/api/styles', styleBody('T-CUT-2'))).json<Style>();
});
afterAll(() => t.close());

describe('the demo data', () => {
  it('has bed 1 of PL2408 in Ningbo: the worked example, tickets 36001–36036', async () => {
    const list = (await clerk.get('/api/cutOrders?blurry=PL2408')).json<Page<CutOrderSummary>>();
    expect(list.content).toHaveLength(1);
    expect(list.content[0]).toMatchObject({ bedNo: 1, totalQty: 855, totalBundles: 36 });
    expect(list.content[0]?.createdBy).toBeTruthy();
    const bundles = (await clerk.get(`/api/bundles?cutOrderId=${list.content[0]?.id}&size=100`)).json<
      Page<Bundle>
    >().content;
    expect(bundles.map((b) => b.ticketNo)).toEqual(Array.from({ length: 36 }, (_, i) => 36001 + i));
    const detail = (await clerk.get(`/api/cutOrders/${list.content[0]?.id}`)).json<CutOrder>();
    expect(detail.processes).toHaveLength(12);
    expect(detail.lays.map((lay) => [lay.dyeLot, lay.shade])).toEqual([
      ['G2408-11', 'A'],
      ['G2408-12', 'A'],
      ['G2408-13', 'B'],
    ]);
  });
});

describe('generating a bed', () => {
  let first: SavedCutOrder;

  it('previews the worked example and saves exactly what it previewed', async () => {
    const preview = await clerk.post('/api/cutOrders/preview', bed(style.id));
    expect(preview.statusCode).toBe(200);
    const shown = preview.json<CutPreview>();
    expect(shown).toMatchObject({ bedNo: 1, totalQty: 855, totalBundles: 36, cutQty: [] });
    expect(shown.orderQty).toEqual([{ colour: '黑色', size: 'M', qty: 300 }]);
    const brief = shown.bundles.map((b) => `${b.bundleNo} ${b.size} ${b.colour} ${b.plyFrom}-${b.plyTo}`);
    expect(brief.slice(0, 5)).toEqual([
      '1 S 黑色 1-20',
      '2 S 黑色 21-40',
      '3 S 白色 1-30',
      '4 S 藏青 1-25',
      '5 M 黑色 1-20',
    ]);
    expect(brief.slice(32)).toEqual([
      '33 3XL 黑色 1-20',
      '34 3XL 黑色 21-40',
      '35 3XL 白色 1-30',
      '36 3XL 藏青 1-25',
    ]);

    const saved = await clerk.post('/api/cutOrders', bed(style.id));
    expect(saved.statusCode).toBe(201);
    first = saved.json<SavedCutOrder>();
    const { bundles, id, ...totals } = first;
    const { bundles: shownBundles, ...shownTotals } = shown;
    expect(totals).toEqual(shownTotals);
    expect(id).toBeGreaterThan(0);
    expect(planned(bundles)).toEqual(planned(shownBundles));
    // One block of tickets, in bundle order.
    const tickets = bundles.map((b) => b.ticketNo);
    expect(tickets).toEqual(tickets.map((_, i) => (tickets[0] as number) + i));
    expect(bundles.every((b) => b.status === 'active' && !b.recut && b.cutOrderId === id)).toBe(true);
    expect(readTicketCode(SECRET, bundles[0]?.qr ?? '')).toEqual({ factoryId: 1, ticketNo: tickets[0] });
  });

  it('keeps the bed, its bundles and its snapshot; lists it and shows it with its matrix', async () => {
    const detail = (await clerk.get(`/api/cutOrders/${first.id}`)).json<CutOrder>();
    expect(detail).toMatchObject({
      bedNo: 1,
      styleNo: 'T-CUT-1',
      totalQty: 855,
      totalBundles: 36,
      bundleNoFrom: 1,
      bundleNoTo: 36,
      markerLength: '6.80',
      maxPlies: 30,
      bundleSize: null,
      colours: ['黑色', '白色', '藏青'],
      sizes: SIZES,
      processesOutOfSync: false,
      prints: [],
    });
    expect(detail.matrix).toContainEqual({ colour: '黑色', size: 'M', qty: 80 });
    expect(detail.matrix.reduce((sum, cell) => sum + cell.qty, 0)).toBe(855);
    expect(detail.processes.map((p) => [p.seq, p.name, p.rate])).toEqual([
      [1, '合肩', '0.120'],
      [2, '上领', '0.350'],
    ]);
    const list = (await clerk.get(`/api/cutOrders?styleId=${style.id}`)).json<Page<CutOrderSummary>>();
    expect(list.content.map((row) => row.bedNo)).toEqual([1]);
    expect(
      (await clerk.get('/api/cutOrders?blurry=t-cut-1')).json<Page<CutOrderSummary>>().totalElements,
    ).toBe(1);
    const outside = await clerk.get('/api/cutOrders?cutDate=2024-09-01&cutDate=2024-09-30');
    expect(outside.json<Page<CutOrderSummary>>().totalElements).toBe(0);
    const bundles = (await clerk.get(`/api/bundles?cutOrderId=${first.id}&sizeName=M&size=100`)).json<
      Page<Bundle>
    >();
    expect(bundles.totalElements).toBe(8);
    expect(bundles.content.map((b) => b.bundleNo)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('continues the style’s numbers and tickets on the next bed, with what is cut already', async () => {
    const preview = (await clerk.post('/api/cutOrders/preview', bed(style.id))).json<CutPreview>();
    expect(preview.bedNo).toBe(2);
    expect(preview.bundles[0]?.bundleNo).toBe(37);
    expect(preview.cutQty).toContainEqual({ colour: '黑色', size: 'M', qty: 80 });
    const second = (await clerk.post('/api/cutOrders', bed(style.id))).json<SavedCutOrder>();
    expect(second.bedNo).toBe(2);
    expect(second.bundles.map((b) => b.bundleNo)).toEqual(preview.bundles.map((b) => b.bundleNo));
    expect(second.bundles[0]?.ticketNo).toBe((first.bundles.at(-1)?.ticketNo ?? 0) + 1);
    // Another style numbers from 1 again; tickets go on factory-wide.
    const another = (await clerk.post('/api/cutOrders', bed(other.id))).json<SavedCutOrder>();
    expect(another.bundles[0]?.bundleNo).toBe(1);
    expect(another.bundles[0]?.ticketNo).toBe((second.bundles.at(-1)?.ticketNo ?? 0) + 1);
  });

  it('refuses a bed number or bundle number already used, naming it', async () => {
    const bedTaken = await clerk.post('/api/cutOrders', bed(style.id, { bedNo: 1 }));
    expect(bedTaken.statusCode).toBe(409);
    expect(bedTaken.json()).toMatchObject({ message: english(CUT_ORDER_MESSAGES.bedTaken('T-CUT-1', 1)) });
    const numberTaken = await clerk.post('/api/cutOrders', bed(style.id, { startBundleNo: 60 }));
    expect(numberTaken.statusCode).toBe(409);
    expect(numberTaken.json()).toMatchObject({
      message: english(CUT_ORDER_MESSAGES.numberTaken('T-CUT-1', 60)),
    });
    const previewTaken = await clerk.post('/api/cutOrders/preview', bed(style.id, { startBundleNo: 1 }));
    expect(previewTaken.json()).toMatchObject({
      message: english(CUT_ORDER_MESSAGES.numberTaken('T-CUT-1', 1)),
    });
    // A free range is fine, and the next bed continues after it.
    const free = await clerk.post('/api/cutOrders', bed(style.id, { startBundleNo: 1001, bedNo: 10 }));
    expect(free.statusCode).toBe(201);
    expect(free.json<SavedCutOrder>().bundles[0]?.bundleNo).toBe(1001);
    const after = (await clerk.post('/api/cutOrders/preview', bed(style.id))).json<CutPreview>();
    expect([after.bedNo, after.bundles[0]?.bundleNo]).toEqual([11, 1037]);
  });

  it('backs the number check with the unique index: a clash at insert is the same 409', async () => {
    // A bundle number taken behind the check's back (as if by a writer that skipped it).
    await t.database.db.execute(sql`
      insert into bundles (factory_id, cut_order_id, style_id, bundle_no, ticket_no, colour, size, qty)
      values (1, ${first.id}, ${style.id}, 1040, 999999, '黑色', 'S', 1)`);
    const response = await clerk.post('/api/cutOrders', bed(style.id, { startBundleNo: 1037 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: english(CUT_ORDER_MESSAGES.numberTaken('T-CUT-1', 1040)),
    });
    await t.database.db.execute(sql`delete from bundles where factory_id = 1 and ticket_no = 999999`);
  });

  it('splits by bundle size, and takes the factory’s default max plies when neither is given', async () => {
    const sized = (
      await clerk.post(
        '/api/cutOrders/preview',
        bed(style.id, { maxPlies: undefined, bundleSize: 20, ratio: [{ size: 'M', ratio: 1 }] }),
      )
    ).json<CutPreview>();
    expect(sized.bundles.map((b) => [b.colour, b.plyFrom, b.plyTo])).toEqual([
      ['黑色', 1, 20],
      ['黑色', 21, 40],
      ['白色', 1, 20],
      ['白色', 21, 30],
      ['藏青', 1, 20],
      ['藏青', 21, 25],
    ]);
    const restore = await changeSettings({ defaultMaxPlies: 10 });
    const byDefault = (
      await clerk.post(
        '/api/cutOrders/preview',
        bed(style.id, { maxPlies: undefined, ratio: [{ size: 'S', ratio: 1 }] }),
      )
    ).json<CutPreview>();
    expect(byDefault.bundles.map((b) => b.qty)).toEqual([10, 10, 10, 10, 10, 10, 10, 9, 8, 8]);
    await restore();
  });
});

describe('over-cut (issue 20, item 12)', () => {
  const overBed = (styleId: number, lays: { colour: string; layers: number }[]) => ({
    styleId,
    cutDate: '2026-11-20',
    ratio: [
      { size: 'S', ratio: 1 },
      { size: 'M', ratio: 2 },
    ],
    lays,
    maxPlies: 30,
  });
  const overStyleBody = {
    ...styleBody('T-CUT-OVER'),
    orderQty: [
      { colour: '黑色', size: 'S', qty: 40 },
      { colour: '黑色', size: 'M', qty: 100 },
    ],
  };
  let overStyle: Style;
  beforeAll(async () => {
    const created = await admin.post('/api/styles', {
      ...overStyleBody,
      overcutPct: '5',
    });
    expect(created.statusCode).toBe(201);
    overStyle = created.json<Style>();
  });

  it('previews the cells past order + the style’s overcut (5 %), by pieces and %', async () => {
    const preview = (
      await clerk.post(
        '/api/cutOrders/preview',
        overBed(overStyle.id, [
          { colour: '黑色', layers: 50 },
          { colour: '白色', layers: 10 },
        ]),
      )
    ).json<CutPreview>();
    expect(preview.overCutAllowance).toBe('5');
    // Black S: 50 of 40 (+10, 25 %); black M: 100 of 100 is the order; white was not ordered at all.
    expect(preview.overCut).toEqual([
      { colour: '黑色', size: 'S', ordered: 40, cut: 50, over: 10, overPercent: 25 },
      { colour: '白色', size: 'S', ordered: 0, cut: 10, over: 10, overPercent: null },
      { colour: '白色', size: 'M', ordered: 0, cut: 20, over: 20, overPercent: null },
    ]);
  });

  it('counts earlier beds, and takes the style’s overcut, to the hundredth', async () => {
    const setOvercut = async (overcutPct: string) =>
      expect(
        (await admin.put(`/api/styles/${overStyle.id}`, { ...overStyleBody, overcutPct })).statusCode,
      ).toBe(200);
    // 50 of 40 is 125 %: past 24.99 %, within 25 %.
    await setOvercut('24.99');
    const past = overBed(overStyle.id, [{ colour: '黑色', layers: 50 }]);
    expect((await clerk.post('/api/cutOrders/preview', past)).json<CutPreview>().overCut).toHaveLength(1);
    await setOvercut('25');
    try {
      const within = overBed(overStyle.id, [{ colour: '黑色', layers: 50 }]);
      const preview = (await clerk.post('/api/cutOrders/preview', within)).json<CutPreview>();
      // 50 of 40 is 125 %: within a 25 % allowance.
      expect(preview.overCutAllowance).toBe('25');
      expect(preview.overCut).toEqual([]);
      const saved = await clerk.post('/api/cutOrders', within);
      expect(saved.statusCode).toBe(201);
      expect(saved.json<SavedCutOrder>().overCut).toEqual([]);
      // The same bed again (as a copy of it would be): every cell is past the order.
      const copy = (await clerk.post('/api/cutOrders/preview', within)).json<CutPreview>();
      expect(copy.overCut).toEqual([
        { colour: '黑色', size: 'S', ordered: 40, cut: 100, over: 60, overPercent: 150 },
        { colour: '黑色', size: 'M', ordered: 100, cut: 200, over: 100, overPercent: 100 },
      ]);
    } finally {
      await setOvercut('5');
    }
  });
});

describe('refusals', () => {
  it('answers 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        bed(style.id, { lays: [...bed(0).lays, { colour: '紫色', layers: 10 }] }),
        'lays[3].colour: 紫色 is not a colour of style T-CUT-1',
      ],
      [
        bed(style.id, { ratio: [{ size: '4XL', ratio: 1 }] }),
        'ratio[0].size: 4XL is not a size of style T-CUT-1',
      ],
      [bed(style.id, { ratio: [{ size: 'S', ratio: 0 }] }), 'ratio: at least one size needs a ratio above 0'],
      [bed(style.id, { lays: [{ colour: '黑色', layers: 0 }] }), 'lays[0].layers:'],
      [
        bed(style.id, {
          maxPlies: 1,
          lays: [{ colour: '黑色', layers: 2000 }],
          ratio: [{ size: 'S', ratio: 11 }],
        }),
        'lays: this bed would make 22000 bundles',
      ],
      [bed(style.id, { cutDate: '2024-02-30' }), 'cutDate:'],
      [bed(style.id, { bundleSize: 20 }), 'bundleSize: give maxPlies or bundleSize, not both'],
    ];
    for (const [body, message] of cases) {
      for (const url of ['/api/cutOrders/preview', '/api/cutOrders']) {
        const response = await clerk.post(url, body);
        expect(response.statusCode, `${url} ${message}`).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(message);
      }
    }
  });

  it('says what is wrong where: too long, too many, out of range, not together', async () => {
    const one = bed(style.id).lays[0];
    const cases: [string, string, object | undefined, string][] = [
      [
        'POST',
        '/api/cutOrders/preview',
        bed(style.id, { lays: [{ colour: 'x'.repeat(33), layers: 10 }] }),
        'lays[0].colour: must be at most 32 characters',
      ],
      [
        'POST',
        '/api/cutOrders/preview',
        bed(style.id, { lays: Array(201).fill(one) }),
        'lays: at most 200 lays',
      ],
      [
        'POST',
        '/api/cutOrders/preview',
        bed(style.id, { lays: [{ colour: '黑色', layers: 10, shade: 5 }] }),
        'lays[0].shade: must be text',
      ],
      [
        'POST',
        '/api/cutOrders/preview',
        bed(style.id, { markerLength: true }),
        'markerLength: must be metres from 0 to 9999.99',
      ],
      [
        'POST',
        '/api/cutOrders/preview',
        bed(style.id, { startBundleNo: MAX_START_BUNDLE_NO + 1 }),
        `startBundleNo: must be a whole number from 1 to ${MAX_START_BUNDLE_NO}`,
      ],
      [
        'POST',
        '/api/cutOrders/syncProcesses',
        { ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
        'ids: at most 1000 ids',
      ],
      [
        'GET',
        `/api/bundles?bundleNo=${MAX_BUNDLE_NO + 1}`,
        undefined,
        `bundleNo: must be a whole number from 1 to ${MAX_BUNDLE_NO}`,
      ],
      ['GET', `/api/cutOrders?blurry=${'x'.repeat(65)}`, undefined, 'blurry: must be at most 64 characters'],
      [
        'GET',
        '/api/cutOrders?cutDate=2026-12-01&cutDate=2026-01-01',
        undefined,
        'cutDate: the first day must not be after the second',
      ],
      [
        'POST',
        '/api/bundles/print',
        { template: 'a4', bundleIds: [] },
        'bundleIds: name at least one bundle',
      ],
      [
        'POST',
        '/api/bundles/print',
        { template: 'a4', bundleIds: [1], bundleNoFrom: 100 },
        'bundleNoFrom: goes with a cutOrderId, not with bundleIds',
      ],
      [
        'POST',
        '/api/bundles/print',
        { template: 'a4', bundleIds: [1], bundleNoTo: 100 },
        'bundleNoTo: goes with a cutOrderId, not with bundleIds',
      ],
      [
        'POST',
        '/api/bundles/print',
        { template: 'a4', bundleIds: Array.from({ length: MAX_PRINT_BUNDLE_IDS + 1 }, (_, i) => i + 1) },
        `bundleIds: at most ${MAX_PRINT_BUNDLE_IDS} bundles in one print`,
      ],
      [
        'POST',
        '/api/bundles/print/preview',
        { template: 'a4', bundleIds: Array.from({ length: MAX_PRINT_BUNDLE_IDS + 1 }, (_, i) => i + 1) },
        `bundleIds: at most ${MAX_PRINT_BUNDLE_IDS} bundles in one print`,
      ],
      [
        'POST',
        '/api/bundles/print',
        { template: 'a4', cutOrderId: 1, size: MAX_TICKETS_PER_PAGE + 1 },
        `size: must be a whole number from 1 to ${MAX_TICKETS_PER_PAGE}`,
      ],
      [
        'POST',
        '/api/bundles/print/tickets',
        { template: 'a4', cutOrderId: 1, after: { cutOrderId: 1 } },
        `after.bundleNo: must be a whole number from 1 to ${MAX_BUNDLE_NO}`,
      ],
      [
        'POST',
        '/api/bundles/print/tickets',
        { template: 'a4', cutOrderId: 1 },
        'after: must be the next field of the previous page: a cutOrderId and a bundleNo',
      ],
      ['POST', '/api/bundles/1/void', { reason: 'x'.repeat(201) }, 'reason: must be at most 200 characters'],
      ['POST', '/api/bundles/1/void', { reason: 5 }, 'reason: must be text'],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = method === 'GET' ? await clerk.get(url) : await clerk.post(url, payload);
      expect(`${response.statusCode} ${response.json<{ message: string }>().message}`, url).toBe(
        `400 ${message}`,
      );
    }
  });

  it('numbers no bundle past the highest number the filter and a print reach', async () => {
    const high = (await admin.post('/api/styles', styleBody('T-CUT-HIGH'))).json<Style>();
    const made = await clerk.post('/api/cutOrders', bed(high.id, { startBundleNo: MAX_START_BUNDLE_NO }));
    expect(made.statusCode).toBe(201);
    const saved = made.json<SavedCutOrder>();
    // The last number two below the top: a re-cut of two fits, one of three does not.
    await t.database.db.execute(
      sql`update bundles set bundle_no = ${MAX_BUNDLE_NO - 2} where id = ${saved.bundles.at(-1)?.id}`,
    );
    const recut = { cutOrderId: saved.id, colour: '黑色', size: 'S', qty: 6 };
    const refused = await clerk.post('/api/bundles', { ...recut, bundles: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: english(CUT_ORDER_MESSAGES.numbersRunOut('T-CUT-HIGH', MAX_BUNDLE_NO + 1)),
    });
    expect((await clerk.post('/api/bundles', { ...recut, bundles: 2 })).statusCode).toBe(201);
    const next = await clerk.post('/api/cutOrders/preview', bed(high.id));
    expect(next.statusCode).toBe(409);
    expect(next.json()).toMatchObject({
      message: english(CUT_ORDER_MESSAGES.numbersRunOut('T-CUT-HIGH', MAX_BUNDLE_NO + 36)),
    });
    // The top number is found and printed like any other.
    const found = (await clerk.get(`/api/bundles?styleId=${high.id}&bundleNo=${MAX_BUNDLE_NO}`)).json<
      Page<Bundle>
    >();
    expect(found.content.map((b) => b.bundleNo)).toEqual([MAX_BUNDLE_NO]);
    const printed = await clerk.post('/api/bundles/print', {
      template: 'a4',
      cutOrderId: saved.id,
      bundleNoFrom: MAX_BUNDLE_NO - 1,
      bundleNoTo: MAX_BUNDLE_NO,
    });
    expect(printed.json<TicketPrintResult>().tickets.map((ticket) => ticket.bundleNo)).toEqual([
      MAX_BUNDLE_NO - 1,
      MAX_BUNDLE_NO,
    ]);
  });

  it('answers 404 for another factory’s style, bed and bundle, and 403 to a worker', async () => {
    const first = (await clerk.get(`/api/cutOrders?styleId=${style.id}&size=1&sort=bedNo,asc`)).json<
      Page<CutOrderSummary>
    >().content[0];
    const bundle = (await clerk.get(`/api/bundles?cutOrderId=${first?.id}&size=1`)).json<Page<Bundle>>()
      .content[0];
    expect((await huzhou.post('/api/cutOrders/preview', bed(style.id))).statusCode).toBe(404);
    expect((await huzhou.post('/api/cutOrders', bed(style.id))).statusCode).toBe(404);
    expect((await huzhou.get(`/api/cutOrders/${first?.id}`)).statusCode).toBe(404);
    expect((await huzhou.delete(`/api/cutOrders/${first?.id}`)).statusCode).toBe(404);
    expect((await huzhou.post(`/api/cutOrders/${first?.id}/syncProcesses`)).statusCode).toBe(404);
    expect((await huzhou.put(`/api/bundles/${bundle?.id}`, { qty: 5 })).statusCode).toBe(404);
    expect((await huzhou.post(`/api/bundles/${bundle?.id}/void`, { reason: 'x' })).statusCode).toBe(404);
    const print = await huzhou.post('/api/bundles/print', { template: 'a4', bundleIds: [bundle?.id] });
    expect(print.statusCode).toBe(404);
    expect(print.json()).toMatchObject({
      message: english(CUT_ORDER_MESSAGES.bundleNotFound(bundle?.id ?? 0)),
    });
    // Nor is it printed, previewed or paged beside a bundle of Huzhou's own, or as Huzhou's bed.
    const huzhouStyle = (await huzhou.post('/api/styles', styleBody('T-CUT-HZ'))).json<Style>();
    const own = (await huzhou.post('/api/cutOrders', bed(huzhouStyle.id))).json<SavedCutOrder>().bundles[0];
    for (const url of ['/api/bundles/print', '/api/bundles/print/preview', '/api/bundles/print/tickets']) {
      const after = url.endsWith('tickets') ? { after: { cutOrderId: 1, bundleNo: 1 } } : {};
      const mixed = await huzhou.post(url, {
        template: 'a4',
        bundleIds: [own?.id ?? 0, bundle?.id],
        ...after,
      });
      expect(`${mixed.statusCode} ${mixed.json<{ message: string }>().message}`, url).toBe(
        `404 ${english(CUT_ORDER_MESSAGES.bundleNotFound(bundle?.id ?? 0))}`,
      );
      const bed = await huzhou.post(url, { template: 'a4', cutOrderId: first?.id, ...after });
      expect(bed.statusCode, url).toBe(404);
    }
    const append = await huzhou.post('/api/bundles', {
      cutOrderId: first?.id,
      colour: '黑色',
      size: 'S',
      qty: 5,
    });
    expect(append.statusCode).toBe(404);
    expect((await huzhou.get(`/api/bundles?cutOrderId=${first?.id}`)).statusCode).toBe(404);
    expect((await huzhou.get(`/api/bundles?styleId=${style.id}`)).statusCode).toBe(404);
    expect((await huzhou.get(`/api/cutOrders?styleId=${style.id}`)).statusCode).toBe(404);

    const worker = await t.as('13900000011', 1);
    expect((await worker.post('/api/cutOrders/preview', bed(style.id))).statusCode).toBe(403);
    expect((await worker.post('/api/cutOrders', bed(style.id))).statusCode).toBe(403);
    expect((await worker.get('/api/cutOrders')).statusCode).toBe(403);
    expect((await worker.get('/api/bundles')).statusCode).toBe(403);
    expect(
      (await worker.post('/api/bundles/print', { template: 'a4', bundleIds: [bundle?.id] })).statusCode,
    ).toBe(403);

    // A line supervisor reads beds to filter production and scans by bed and process, and changes none.
    const supervisor = await t.as('13900000003', 1);
    expect((await supervisor.get(`/api/cutOrders?styleId=${style.id}`)).statusCode).toBe(200);
    expect((await supervisor.get(`/api/cutOrders/${first?.id}`)).statusCode).toBe(200);
    expect((await supervisor.post('/api/cutOrders', bed(style.id))).statusCode).toBe(403);
    expect((await supervisor.delete(`/api/cutOrders/${first?.id}`)).statusCode).toBe(403);
  });
});

describe('process snapshot', () => {
  it('stays as generated when the style’s rates change, until synced', async () => {
    const made = (await clerk.post('/api/cutOrders', bed(other.id))).json<SavedCutOrder>();
    const edited = await admin.put(`/api/styles/${other.id}`, {
      ...styleBody('T-CUT-2'),
      processes: [
        { name: '合肩', rate: '0.150', stage: 'sewing' },
        { name: '上领', rate: '0.350', sizeRates: { '3XL': '0.500' } },
        { name: '钉扣', rate: '0.080' },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const before = (await clerk.get(`/api/cutOrders/${made.id}`)).json<CutOrder>();
    expect(before.processesOutOfSync).toBe(true);
    expect(before.processes.map((p) => p.rate)).toEqual(['0.120', '0.350']);

    expect((await clerk.post('/api/cutOrders/syncProcesses', { ids: [made.id] })).statusCode).toBe(204);
    const after = (await clerk.get(`/api/cutOrders/${made.id}`)).json<CutOrder>();
    expect(after.processesOutOfSync).toBe(false);
    expect(after.processes.map((p) => [p.name, p.rate])).toEqual([
      ['合肩', '0.150'],
      ['上领', '0.350'],
      ['钉扣', '0.080'],
    ]);
    // The one-bed form does the same.
    expect((await clerk.post(`/api/cutOrders/${made.id}/syncProcesses`)).statusCode).toBe(204);
  });
});

describe('re-cuts, voids and prints', () => {
  let bedId: number;
  let bundles: Bundle[];

  beforeAll(async () => {
    const style3 = (await admin.post('/api/styles', styleBody('T-CUT-3'))).json<Style>();
    const made = (await clerk.post('/api/cutOrders', bed(style3.id))).json<SavedCutOrder>();
    bedId = made.id;
    bundles = made.bundles;
  });

  it('appends re-cut bundles after the style’s last number, with new tickets', async () => {
    const lastTicket = (await clerk.get('/api/bundles?size=1000'))
      .json<Page<Bundle>>()
      .content.reduce((top, b) => Math.max(top, b.ticketNo), 0);
    const response = await clerk.post('/api/bundles', {
      cutOrderId: bedId,
      colour: '白色',
      size: 'L',
      qty: 100,
      bundles: 3,
      note: 'damaged panels',
    });
    expect(response.statusCode).toBe(201);
    const added = response.json<Bundle[]>();
    expect(added.map((b) => [b.bundleNo, b.qty, b.plyFrom, b.recut])).toEqual([
      [37, 33, null, true],
      [38, 33, null, true],
      [39, 34, null, true],
    ]);
    expect(added.map((b) => b.ticketNo)).toEqual([lastTicket + 1, lastTicket + 2, lastTicket + 3]);
    const wrong = await clerk.post('/api/bundles', { cutOrderId: bedId, colour: '紫色', size: 'L', qty: 5 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'colour: 紫色 is not a colour of style T-CUT-3' });
    // The highest number in use, as the re-cut form shows what a re-cut will get: sorted by number, not by bed.
    const top = await clerk.get(`/api/bundles?cutOrderId=${bedId}&sort=bundleNo,desc&size=1`);
    expect(top.json<Page<Bundle>>().content.map((b) => b.bundleNo)).toEqual([39]);
    expect((await clerk.get('/api/bundles?sort=colour,asc')).json()).toMatchObject({
      status: 400,
      message: 'sort: cannot sort by colour; use one of id, bundleNo, ticketNo',
    });
  });

  it('lists the newest bed’s bundles first by default, each bed’s in number order with its re-cuts', async () => {
    const { content } = (await clerk.get('/api/bundles?size=1000')).json<Page<Bundle>>();
    const beds = [...new Set(content.map((b) => b.cutOrderId))];
    expect(beds.length).toBeGreaterThan(1);
    expect(beds[0]).toBe(bedId);
    expect(beds).toEqual([...beds].sort((a, b) => b - a));
    const ofBed = content.filter((b) => b.cutOrderId === bedId).map((b) => b.bundleNo);
    expect(ofBed).toEqual([...ofBed].sort((a, b) => a - b));
    expect(ofBed.at(-1)).toBe(39); // the re-cut bundles, after the bed's own
  });

  it('edits a bundle, voids it once, and prints around it, recording every print', async () => {
    const [one, two, three] = bundles as [Bundle, Bundle, Bundle];
    const edited = await clerk.put(`/api/bundles/${one.id}`, { qty: 19, note: 'one short' });
    expect(edited.json()).toMatchObject({ qty: 19, note: 'one short' });
    expect((await clerk.post(`/api/bundles/${two.id}/void`, {})).statusCode).toBe(400);
    const voided = await clerk.post(`/api/bundles/${two.id}/void`, { reason: 'stained' });
    expect(voided.json()).toMatchObject({ status: 'void', voidReason: 'stained' });
    const again = await clerk.post(`/api/bundles/${two.id}/void`, { reason: 'stained' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: english(CUT_ORDER_MESSAGES.alreadyVoid(2)) });
    expect((await clerk.put(`/api/bundles/${two.id}`, { qty: 5 })).statusCode).toBe(409);

    const printed = await clerk.post('/api/bundles/print', {
      template: 'label60x40',
      bundleIds: [one.id, two.id, three.id],
      withProcesses: true,
    });
    expect(printed.statusCode).toBe(200);
    const result = printed.json<TicketPrintResult>();
    expect(result.factoryName).toBeTruthy();
    expect(result.tickets.map((ticket) => ticket.bundleNo)).toEqual([1, 3]);
    expect(result.tickets[0]).toMatchObject({
      styleNo: 'T-CUT-3',
      styleName: 'Polo T-CUT-3',
      bedNo: 1,
      cutDate: '2024-08-12',
      qty: 19,
    });
    // The bed's processes once, not on each ticket.
    expect(result.beds).toEqual([
      {
        cutOrderId: bedId,
        processes: [
          { seq: 1, name: '合肩', rate: '0.120', sizeRates: {} },
          { seq: 2, name: '上领', rate: '0.350', sizeRates: { '3XL': '0.500' } },
        ],
      },
    ]);
    expect(result).toMatchObject({ total: 2, next: null });
    expect(readTicketCode(SECRET, result.tickets[0]?.qr ?? '')).toEqual({
      factoryId: 1,
      ticketNo: one.ticketNo,
    });

    const onlyVoid = await clerk.post('/api/bundles/print', { template: 'a4', bundleIds: [two.id] });
    expect(onlyVoid.statusCode).toBe(409);

    const whole = await clerk.post('/api/bundles/print', { template: 'a4', cutOrderId: bedId });
    expect(whole.json<TicketPrintResult>().tickets).toHaveLength(38);
    const detail = (await clerk.get(`/api/cutOrders/${bedId}`)).json<CutOrder>();
    expect(detail.prints.map((p) => [p.template, p.bundleCount, p.bundleNos, p.reprint])).toEqual([
      ['label60x40', 2, '1, 3', false],
      ['a4', 38, '1, 3–39', true],
    ]);
    expect(detail.prints[0]?.printedBy).toBeTruthy();
    expect(detail).toMatchObject({ totalBundles: 38, printCount: 2 });
    const again1 = (await clerk.get(`/api/bundles?cutOrderId=${bedId}&bundleNo=1`)).json<Page<Bundle>>();
    expect(again1.content[0]?.printCount).toBe(2);
  });

  it('hides rates on tickets when the factory does not show them to workers', async () => {
    const restore = await changeSettings({ showRatesToWorkers: false });
    const result = (
      await clerk.post('/api/bundles/print', {
        template: 'a4',
        cutOrderId: bedId,
        bundleNoFrom: 36,
        bundleNoTo: 36,
        withProcesses: true,
      })
    ).json<TicketPrintResult>();
    expect(result.beds.map((bed) => bed.processes.map((p) => [p.rate, p.sizeRates]))).toEqual([
      [
        [null, {}],
        [null, {}],
      ],
    ]);
    await restore();
  });

  it('answers a big print in pages, recorded once, each bed’s processes once a page', async () => {
    const history = async () => (await clerk.get(`/api/cutOrders/${bedId}`)).json<CutOrder>().prints.length;
    const before = await history();
    const body = { template: 'label80x60', cutOrderId: bedId, withProcesses: true, size: 15 };
    const printed = await clerk.post('/api/bundles/print', body);
    expect(printed.statusCode, printed.body).toBe(200);
    const first = printed.json<TicketPrintResult>();
    expect(first.tickets.map((ticket) => ticket.bundleNo)).toEqual([
      1,
      ...Array.from({ length: 14 }, (_, i) => i + 3),
    ]);
    expect(first).toMatchObject({ total: 38, next: { cutOrderId: bedId, bundleNo: 16 } });
    expect(first.beds.map((bed) => bed.processes.length)).toEqual([2]);
    const numbers = first.tickets.map((ticket) => ticket.bundleNo);
    let next = first.next;
    const pages: number[] = [];
    while (next) {
      const page = (
        await clerk.post('/api/bundles/print/tickets', { ...body, after: next })
      ).json<TicketPrintResult>();
      expect(page.total).toBe(38);
      expect(page.beds.map((bed) => bed.cutOrderId)).toEqual([bedId]);
      pages.push(page.tickets.length);
      numbers.push(...page.tickets.map((ticket) => ticket.bundleNo));
      next = page.next;
    }
    expect(pages).toEqual([15, 8]);
    expect(numbers).toEqual([1, ...Array.from({ length: 37 }, (_, i) => i + 3)]);
    // One print in the history, and every ticket's count up once (a page read records nothing): bundle 3
    // was printed on its own and with the whole bed before, re-cut bundle 39 with the whole bed.
    expect(await history()).toBe(before + 1);
    const listed = (await clerk.get(`/api/bundles?cutOrderId=${bedId}&size=100`)).json<Page<Bundle>>()
      .content;
    const counts = new Map(listed.map((bundle) => [bundle.bundleNo, bundle.printCount]));
    expect([counts.get(3), counts.get(39)]).toEqual([3, 2]);
  });

  it('previews a print: its tickets, void bundles left out, and how often they were printed before', async () => {
    const [one, two, three] = bundles as [Bundle, Bundle, Bundle];
    const body = { template: 'label60x40', bundleIds: [one.id, two.id, three.id], withProcesses: true };
    const preview = (await clerk.post('/api/bundles/print/preview', body)).json<TicketPrintPreview>();
    // Bundle 2 is void; 1 and 3 were printed three times (on their own, then with the whole bed twice), and
    // bundle 4 twice.
    expect(preview).toEqual({
      total: 2,
      voided: 1,
      printedBefore: [{ printCount: 3, tickets: 2 }],
      beds: [{ cutOrderId: bedId, tickets: 2, processes: 2 }],
    });
    const four = (await clerk.get(`/api/bundles?cutOrderId=${bedId}&bundleNo=4`)).json<Page<Bundle>>()
      .content[0];
    const mixed = await clerk.post('/api/bundles/print/preview', {
      template: 'a4',
      bundleIds: [one.id, four?.id],
    });
    expect(mixed.json<TicketPrintPreview>().printedBefore).toEqual([
      { printCount: 2, tickets: 1 },
      { printCount: 3, tickets: 1 },
    ]);
    // A preview records nothing.
    const again = (await clerk.post('/api/bundles/print/preview', body)).json<TicketPrintPreview>();
    expect(again).toEqual(preview);
  });

  it('reads a scanned ticket back to its bundle, refusing made-up, foreign and void ones', async () => {
    const db = t.database.db;
    const service = createCutOrderService({
      db,
      printers: createPrinterService({ db }),
      secret: SECRET,
      styles: createStyleService({ db }),
      factory: createFactoryService({ db }),
    });
    const auth = (factoryId: number) => ({
      sessionId: 0,
      userId: 1,
      factoryId,
      memberId: null,
      platformAdmin: false,
      minAppVersion: null,
      timeZone: 'Asia/Shanghai',
      authorities: async () => [],
    });
    const [one, two] = bundles as [Bundle, Bundle];
    await expect(service.bundleOfTicket(auth(1), one.qr)).resolves.toMatchObject({ id: one.id, bundleNo: 1 });
    await expect(service.bundleOfTicket(auth(1), two.qr)).rejects.toThrow(
      english(CUT_ORDER_MESSAGES.ticketVoid(two.ticketNo, 2, 'stained')),
    );
    await expect(service.bundleOfTicket(auth(2), one.qr)).rejects.toThrow(
      english(CUT_ORDER_MESSAGES.otherFactoryTicket),
    );
    await expect(service.bundleOfTicket(auth(1), `${one.qr.slice(0, -1)}~`)).rejects.toThrow(
      english(CUT_ORDER_MESSAGES.notATicket),
    );
    await expect(service.bundleOfTicket(auth(1), ticketCode(SECRET, 1, 99_999_999))).rejects.toThrow(
      english(CUT_ORDER_MESSAGES.ticketNotFound(99_999_999)),
    );
  });

  it('logs every write with the bed it was about', async () => {
    const logs = (await admin.get('/api/logs?size=200')).json<Page<{ description: string; path: string }>>()
      .content;
    // A preview changes nothing: it is asked for as the clerk types, and never logged.
    expect(logs.filter((log) => log.path === '/api/cutOrders/preview')).toEqual([]);
    const text = logs.map((log) => log.description).join('\n');
    expect(text).toContain('Generate cut order T-CUT-3 bed 1 (36 bundles)');
    const single = bed(other.id, {
      ratio: [{ size: 'S', ratio: 1 }],
      lays: [{ colour: '黑色', layers: 10 }],
    });
    const made = (await clerk.post('/api/cutOrders', single)).json<SavedCutOrder>();
    const logged = (await admin.get('/api/logs?size=1')).json<Page<{ description: string }>>().content;
    expect(logged[0]?.description).toBe(`Generate cut order T-CUT-2 bed ${made.bedNo} (1 bundle)`);
    expect(text).toContain('Void bundle T-CUT-3 bed 1 bundle 2');
    expect(text).toContain('Add re-cut bundles T-CUT-3 bed 1 bundle 37, 38, 39');
    expect(text).toContain('Print bundle tickets T-CUT-3 bed 1 (1, 3–39)');
  });
});

describe('deleting a bed', () => {
  it('deletes bundles and snapshot with it, and refuses while a scan references a bundle', async () => {
    const style4 = (await admin.post('/api/styles', styleBody('T-CUT-4'))).json<Style>();
    const made = (await clerk.post('/api/cutOrders', bed(style4.id))).json<SavedCutOrder>();
    const kept = (await clerk.post('/api/cutOrders', bed(style4.id))).json<SavedCutOrder>();
    // What the scanning issue will add: scans referencing bundles and snapshot processes, ON DELETE RESTRICT.
    await t.database.db.execute(sql`
      create table test_scans (
        factory_id bigint not null,
        bundle_id bigint not null,
        process_id bigint not null,
        foreign key (factory_id, bundle_id) references bundles (factory_id, id) on delete restrict,
        foreign key (factory_id, process_id) references cut_order_processes (factory_id, id) on delete restrict
      )`);
    const detail = (await clerk.get(`/api/cutOrders/${kept.id}`)).json<CutOrder>();
    await t.database.db.execute(
      sql`insert into test_scans values (1, ${kept.bundles[0]?.id}, ${detail.processes[0]?.id})`,
    );
    const refused = await clerk.delete(`/api/cutOrders/${kept.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: english(CUT_ORDER_MESSAGES.scanned('T-CUT-4', 2)) });
    const sync = await clerk.post('/api/cutOrders/syncProcesses', { ids: [made.id, kept.id] });
    expect(sync.statusCode).toBe(409);
    expect(sync.json()).toMatchObject({ message: english(CUT_ORDER_MESSAGES.syncScanned('T-CUT-4', 2)) });
    expect((await clerk.get(`/api/cutOrders/${kept.id}`)).json<CutOrder>().totalBundles).toBe(36);

    expect((await clerk.delete(`/api/cutOrders/${made.id}`)).statusCode).toBe(204);
    expect((await clerk.get(`/api/cutOrders/${made.id}`)).statusCode).toBe(404);
    expect((await clerk.get(`/api/bundles?cutOrderId=${made.id}`)).statusCode).toBe(404);
    const left = await queryRows(t.database.db, sql`select 1 from bundles where cut_order_id = ${made.id}`);
    expect(left).toEqual([]);
    await t.database.db.execute(sql`drop table test_scans`);
  });
});
