import type { ProductionGrid, SavedCutOrder, Style } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { signIn } from '../../../test/people';
import { createStyle, cutBed, processesOf, scanRecorder } from '../../../test/shop-floor';
import { readWorkbook } from '../../../test/xlsx';
import { CUT_ORDER_MESSAGES } from '../cut-orders';
import { english } from '../../lib/messages';

let t: TestContext;
let admin: Caller;
let clerk: Caller;
let supervisor: Caller;
let w11: Caller;
let w12: Caller;
let w13: Caller;
let huzhou: Caller;
let style: Style;
let bed1: SavedCutOrder;
let bed2: SavedCutOrder;
/** Each bed's snapshot process ids by seq (the ids differ per bed). */
let p1: Map<number, number>;
let p2: Map<number, number>;

const { record } = scanRecorder('production-test');

const styleBody = {
  styleNo: 'T-PROD-1',
  name: 'Polo T-PROD-1',
  colours: ['黑色', '白色'],
  sizes: ['S', 'M'],
  orderQty: [],
  processes: [
    { name: '合肩', rate: '0.120', stage: 'sewing' },
    { name: '上领', rate: '0.350' },
    { name: '大烫', rate: '0.200', stage: 'packing' },
  ],
};

/** Bundle `bundleNo` of a saved bed. */
const ticketOf = (bed: SavedCutOrder, bundleNo: number) =>
  String(bed.bundles.find((b) => b.bundleNo === bundleNo)?.ticketNo);

/** Records process `seq` of a bed's bundle `bundleNo`: what remains of it, or `qty`. */
const scan = (caller: Caller, bed: SavedCutOrder, bundleNo: number, seq: number, qty?: number) =>
  record(caller, {
    ticket: ticketOf(bed, bundleNo),
    processId: (bed === bed1 ? p1 : p2).get(seq),
    ...(qty === undefined ? {} : { qty }),
  });

const grid = async (caller: Caller, query: string) => {
  const response = await caller.get(`/api/production?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductionGrid>();
};

const doneBySeq = (g: ProductionGrid) => g.processes.map((p) => [p.seq, p.doneQty, p.totalQty]);
const finishedByNo = (g: ProductionGrid) => g.bundles.content.map((b) => [b.bundleNo, b.finishedQty]);

beforeAll(async () => {
  t = await createTestContext();
  const people = await signIn(t, 'admin', 'clerk', 'supervisor', 'w11', 'w12', 'w13', 'huzhou');
  ({ admin, clerk, supervisor, w11, w12, w13, huzhou } = people);
  style = await createStyle(admin, styleBody);
  // Bed 1: bundles 1 S 黑色, 2 S 白色, 3 M 黑色, 4 M 白色, 10 pieces each. Bed 2: 5 S 黑色, 6 M 黑色 of 5.
  bed1 = await cutBed(clerk, style.id, '2026-08-12', { 黑色: 10, 白色: 10 });
  bed2 = await cutBed(clerk, style.id, '2026-08-13', { 黑色: 5 });
  p1 = await processesOf(clerk, bed1);
  p2 = await processesOf(clerk, bed2);
  expect(bed1.bundles.map((b) => [b.bundleNo, b.size, b.colour, b.qty])).toEqual([
    [1, 'S', '黑色', 10],
    [2, 'S', '白色', 10],
    [3, 'M', '黑色', 10],
    [4, 'M', '白色', 10],
  ]);
  expect(bed2.bundles.map((b) => [b.bundleNo, b.qty])).toEqual([
    [5, 5],
    [6, 5],
  ]);

  // Bundle 1 through every process (the last in two parts by two workers): finished 10.
  await scan(w13, bed1, 1, 1);
  await scan(w11, bed1, 1, 2);
  await scan(w12, bed1, 1, 3, 6);
  await scan(w11, bed1, 1, 3, 4);
  // Bundle 2: 上领 only 4 of 10 (a partial scan): finished 4.
  await scan(w13, bed1, 2, 1);
  await scan(w11, bed1, 2, 2, 4);
  await scan(w12, bed1, 2, 3);
  // Bundle 3: 上领 scanned and undone (it no longer counts), 大烫 not yet: finished 0. Bundle 4: nothing.
  await scan(w13, bed1, 3, 1);
  const undone = await scan(w11, bed1, 3, 2);
  expect((await w11.delete(`/api/scans/${undone.id}`)).statusCode).toBe(204);
  await scan(w12, bed1, 3, 3, 1);
  await scan(w12, bed1, 3, 3, 2);
  // Bed 2: bundle 5 done (5), bundle 6 合肩 2 of 5.
  await scan(w13, bed2, 5, 1);
  await scan(w11, bed2, 5, 2);
  await scan(w12, bed2, 5, 3);
  await scan(w13, bed2, 6, 1, 2);
});
afterAll(() => t.close());

describe('the grid of a cut order', () => {
  it('counts valid pieces per cell, finishes a bundle at the least of its processes, names the slowest', async () => {
    const g = await grid(supervisor, `cutOrderId=${bed1.id}`);
    expect(g.bundles.totalElements).toBe(4);
    expect(finishedByNo(g)).toEqual([
      [1, 10],
      [2, 4],
      [3, 0],
      [4, 0],
    ]);
    const [one, two, three] = g.bundles.content;
    expect(one).toMatchObject({
      bundleId: bed1.bundles[0]?.id,
      cutOrderId: bed1.id,
      ticketNo: bed1.bundles[0]?.ticketNo,
      bedNo: 1,
      colour: '黑色',
      size: 'S',
      qty: 10,
    });
    expect(one?.cells).toEqual([
      { seq: 1, doneQty: 10, workers: ['Chen Jing'] },
      { seq: 2, doneQty: 10, workers: ['Zhang Min'] },
      { seq: 3, doneQty: 10, workers: ['Liu Yang', 'Zhang Min'] },
    ]);
    expect(two?.cells.map((c) => c.doneQty)).toEqual([10, 4, 10]);
    // The undone scan counts for nothing, and its worker is not named.
    expect(three?.cells).toEqual([
      { seq: 1, doneQty: 10, workers: ['Chen Jing'] },
      { seq: 2, doneQty: 0, workers: [] },
      { seq: 3, doneQty: 3, workers: ['Liu Yang'] },
    ]);
    expect(g.processes).toEqual([
      { seq: 1, name: '合肩', doneQty: 30, totalQty: 40 },
      { seq: 2, name: '上领', doneQty: 14, totalQty: 40 },
      { seq: 3, name: '大烫', doneQty: 23, totalQty: 40 },
    ]);
    expect(g.cutOrders).toEqual([
      {
        cutOrderId: bed1.id,
        bedNo: 1,
        qty: 40,
        finishedQty: 14,
        slowest: { seq: 2, name: '上领', doneQty: 14 },
      },
    ]);
    expect(g.totals).toEqual({ qty: 40, finishedQty: 14 });
  });

  it('breaks the process asked for down by colour × size, in the order bundles number them', async () => {
    const g = await grid(clerk, `cutOrderId=${bed1.id}&breakdownSeq=2&size=1`);
    expect(g.breakdown).toEqual([
      { seq: 2, colour: '黑色', size: 'S', qty: 10, doneQty: 10 },
      { seq: 2, colour: '黑色', size: 'M', qty: 10, doneQty: 0 },
      { seq: 2, colour: '白色', size: 'S', qty: 10, doneQty: 4 },
      { seq: 2, colour: '白色', size: 'M', qty: 10, doneQty: 0 },
    ]);
    expect(g).toMatchObject({ colours: ['黑色', '白色'], sizes: ['S', 'M'] });
    // None unless asked (every process's of a big bed ran to a million rows), none for a seq the bed lacks.
    expect((await grid(clerk, `cutOrderId=${bed1.id}`)).breakdown).toEqual([]);
    expect((await grid(clerk, `cutOrderId=${bed1.id}&breakdownSeq=9`)).breakdown).toEqual([]);
    const refused = await clerk.get(`/api/production?cutOrderId=${bed1.id}&breakdownSeq=0`);
    expect(`${refused.statusCode} ${refused.json<{ message: string }>().message}`).toBe(
      '400 breakdownSeq: must be a whole number from 1 to 10000',
    );
  });

  it('pages the bundles while processes, cut orders, breakdown and totals cover the whole filter', async () => {
    const whole = await grid(supervisor, `cutOrderId=${bed1.id}&breakdownSeq=1`);
    const page = await grid(supervisor, `cutOrderId=${bed1.id}&page=1&size=3&breakdownSeq=1`);
    // One bundle row on the last page: the answer carries that page, not the bed.
    expect(page.bundles.content).toHaveLength(1);
    expect(page.bundles.totalElements).toBe(4);
    expect(finishedByNo(page)).toEqual([[4, 0]]);
    expect(page.processes).toEqual(whole.processes);
    expect(page.cutOrders).toEqual(whole.cutOrders);
    expect(page.breakdown).toEqual(whole.breakdown);
    expect(page.totals).toEqual(whole.totals);
    expect((await grid(supervisor, `cutOrderId=${bed1.id}`)).bundles.content).toHaveLength(4);
  });

  it('filters by finished, colour, size and bundle number', async () => {
    const finished = await grid(supervisor, `cutOrderId=${bed1.id}&finished=true`);
    expect(finishedByNo(finished)).toEqual([[1, 10]]);
    expect(finished.totals).toEqual({ qty: 10, finishedQty: 10 });
    const unfinished = await grid(supervisor, `cutOrderId=${bed1.id}&finished=false`);
    expect(finishedByNo(unfinished)).toEqual([
      [2, 4],
      [3, 0],
      [4, 0],
    ]);
    expect(unfinished.totals).toEqual({ qty: 30, finishedQty: 4 });
    expect(doneBySeq(unfinished)).toEqual([
      [1, 20, 30],
      [2, 4, 30],
      [3, 13, 30],
    ]);
    expect(unfinished.cutOrders[0]?.slowest).toEqual({ seq: 2, name: '上领', doneQty: 4 });

    const white = await grid(supervisor, `cutOrderId=${bed1.id}&colour=${encodeURIComponent('白色')}`);
    expect(finishedByNo(white)).toEqual([
      [2, 4],
      [4, 0],
    ]);
    expect(white.colours).toEqual(['白色']);
    const m = await grid(supervisor, `cutOrderId=${bed1.id}&sizeName=M`);
    expect(m.bundles.content.map((b) => b.bundleNo)).toEqual([3, 4]);
    const two = await grid(supervisor, `styleId=${style.id}&bundleNo=2`);
    expect(finishedByNo(two)).toEqual([[2, 4]]);
    expect(two.totals).toEqual({ qty: 10, finishedQty: 4 });
    const none = await grid(supervisor, `cutOrderId=${bed1.id}&colour=${encodeURIComponent('藏青')}`);
    expect(none).toMatchObject({ bundles: { content: [], totalElements: 0 }, cutOrders: [], breakdown: [] });
    expect(none.totals).toEqual({ qty: 0, finishedQty: 0 });
  });
});

describe('the grid of a style', () => {
  it('matches beds by seq, adds them up, and keeps each bed’s slowest process (ties: the lowest seq)', async () => {
    const g = await grid(supervisor, `styleId=${style.id}`);
    expect(g.bundles.content.map((b) => [b.bedNo, b.bundleNo])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 5],
      [2, 6],
    ]);
    expect(doneBySeq(g)).toEqual([
      [1, 37, 50],
      [2, 19, 50],
      [3, 28, 50],
    ]);
    expect(
      g.cutOrders.map((c) => [c.bedNo, c.qty, c.finishedQty, c.slowest?.seq, c.slowest?.doneQty]),
    ).toEqual([
      [1, 40, 14, 2, 14],
      // 上领 and 大烫 both at 5: the lower seq.
      [2, 10, 5, 2, 5],
    ]);
    expect(g.totals).toEqual({ qty: 50, finishedQty: 19 });
    const bed = await grid(supervisor, `styleId=${style.id}&bedNo=2`);
    expect(finishedByNo(bed)).toEqual([
      [5, 5],
      [6, 0],
    ]);
    // A cut order named with a style must be one of its beds.
    const other = await createStyle(admin, { ...styleBody, styleNo: 'T-PROD-2' });
    const mismatch = await supervisor.get(`/api/production?styleId=${other.id}&cutOrderId=${bed1.id}`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      message: english(CUT_ORDER_MESSAGES.cutOrderNotOfStyle(bed1.id, other.id)),
    });
    // A style without beds is an empty grid.
    expect((await grid(supervisor, `styleId=${other.id}`)).bundles.totalElements).toBe(0);
  });
});

describe('the Excel export', () => {
  it('has a row per bundle, a column per process, the finished pieces and a totals row', async () => {
    const sheet = await readWorkbook(
      await supervisor.get(`/api/production/download?cutOrderId=${bed1.id}`),
      'production.xlsx',
    );
    expect(sheet[0]).toEqual([
      'Bed',
      'Bundle',
      'Ticket',
      'Colour',
      'Size',
      'Pieces',
      '1 合肩',
      '2 上领',
      '3 大烫',
      'Finished',
    ]);
    expect(sheet.slice(1, 5).map((row) => [row[1], row[5], row[6], row[7], row[8], row[9]])).toEqual([
      [1, 10, 10, 10, 10, 10],
      [2, 10, 10, 4, 10, 4],
      [3, 10, 10, 0, 3, 0],
      [4, 10, 0, 0, 0, 0],
    ]);
    expect(sheet[1]?.slice(0, 5)).toEqual([1, 1, bed1.bundles[0]?.ticketNo, '黑色', 'S']);
    expect(sheet).toHaveLength(6);
    expect(sheet[5]?.[0]).toBe('Total');
    expect(sheet[5]?.slice(5)).toEqual([40, 30, 14, 23, 14]);

    const unfinished = await readWorkbook(
      await supervisor.get(`/api/production/download?styleId=${style.id}&finished=false`),
      'production.xlsx',
    );
    expect(unfinished.slice(1, -1).map((row) => row[1])).toEqual([2, 3, 4, 6]);
    expect(unfinished.at(-1)?.slice(5)).toEqual([35, 22, 4, 13, 4]);
  });
});

describe('who may read it', () => {
  it('is work:list’s: a worker is refused, another factory’s cut order or style is not found', async () => {
    expect((await w11.get(`/api/production?cutOrderId=${bed1.id}`)).statusCode).toBe(403);
    expect((await w11.get(`/api/production/download?cutOrderId=${bed1.id}`)).statusCode).toBe(403);
    const elsewhere = await huzhou.get(`/api/production?cutOrderId=${bed1.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({
      message: english(CUT_ORDER_MESSAGES.cutOrderFilterNotFound(bed1.id)),
    });
    expect((await huzhou.get(`/api/production?styleId=${style.id}`)).statusCode).toBe(404);
    expect((await huzhou.get(`/api/production/download?styleId=${style.id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/production?cutOrderId=99999999')).statusCode).toBe(404);
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['', /^cutOrderId: /],
      [`bedNo=1`, /^cutOrderId: /],
      [`cutOrderId=abc`, /^cutOrderId: /],
      [`styleId=0`, /^styleId: /],
      [`cutOrderId=${bed1.id}&finished=yes`, /^finished: /],
      [`cutOrderId=${bed1.id}&size=501`, /^size: /],
      [`cutOrderId=${bed1.id}&page=-1`, /^page: /],
      [`cutOrderId=${bed1.id}&bundleNo=0`, /^bundleNo: /],
      [`cutOrderId=${bed1.id}&bedNo=x`, /^bedNo: /],
      [`cutOrderId=${bed1.id}&colour=${'x'.repeat(33)}`, /^colour: /],
    ];
    for (const [query, message] of cases) {
      const response = await supervisor.get(`/api/production?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toMatch(message);
    }
    expect((await supervisor.get('/api/production/download')).statusCode).toBe(400);
  });
});

describe('void bundles', () => {
  it('are left out of the grid', async () => {
    const six = bed2.bundles.find((b) => b.bundleNo === 6);
    const voided = await clerk.post(`/api/bundles/${six?.id}/void`, { reason: 'torn' });
    expect(voided.statusCode, voided.body).toBe(200);
    const g = await grid(supervisor, `cutOrderId=${bed2.id}`);
    expect(finishedByNo(g)).toEqual([[5, 5]]);
    expect(g.totals).toEqual({ qty: 5, finishedQty: 5 });
    expect(doneBySeq(g)).toEqual([
      [1, 5, 5],
      [2, 5, 5],
      [3, 5, 5],
    ]);
  });
});

describe('the demo data', () => {
  it('has two days of scans on PL2408 bed 1: the worked example (27.60) the day before yesterday', async () => {
    const shanghaiDay = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
    const [pl2408] = (await admin.get('/api/styles?blurry=PL2408')).json<{ content: Style[] }>().content;
    const g = await grid(supervisor, `styleId=${pl2408?.id}&size=100`);
    expect(g.bundles.totalElements).toBe(36);
    const byNo = new Map(g.bundles.content.map((b) => [b.bundleNo, b]));
    // Bundle 10 went through all twelve processes, and so did the first delivery's XL and 2XL (bundles 21–32,
    // 285 pieces) for the shipment; the scan tests' bundles (1–8, 33) are untouched.
    expect(byNo.get(10)?.finishedQty).toBe(20);
    for (let bundleNo = 21; bundleNo <= 32; bundleNo++)
      expect(byNo.get(bundleNo)?.finishedQty).toBe(byNo.get(bundleNo)?.qty);
    expect(g.cutOrders.map((c) => [c.bedNo, c.qty, c.finishedQty])).toEqual([[1, 855, 20 + 285]]);
    for (const bundleNo of [1, 2, 3, 4, 5, 6, 7, 8, 33])
      expect(byNo.get(bundleNo)?.cells.every((c) => c.doneQty === 0)).toBe(true);
    expect(
      byNo
        .get(9)
        ?.cells.slice(0, 4)
        .map((c) => c.doneQty),
    ).toEqual([20, 20, 20, 20]);
    // The undone 上领 of bundle 14 counts for nothing.
    expect(byNo.get(14)?.cells[3]).toEqual({ seq: 4, doneQty: 0, workers: [] });

    const day = shanghaiDay(2);
    const example = (await admin.get(`/api/scans?from=${day}&to=${day}&styleId=${pl2408?.id}`)).json<{
      totalElements: number;
      totals: { qty: number; amount: string };
    }>();
    expect(example).toMatchObject({ totalElements: 4, totals: { qty: 72, amount: '27.60' } });
    const today = shanghaiDay(0);
    const now = (await admin.get(`/api/scans?from=${today}&to=${today}&styleId=${pl2408?.id}`)).json<{
      totalElements: number;
    }>();
    expect(now.totalElements).toBe(0);
  });
});
