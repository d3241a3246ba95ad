import type {
  Dashboard,
  DefectCode,
  FactorySettings,
  ProductionGrid,
  ShipmentFigures,
  Style,
  QcInspection,
  QcInspectionPage,
  QcLookup,
  QcSummaryRow,
  SavedCutOrder,
  WageDetail,
} from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { memberIdsOf, signIn, tokensOf } from '../../../test/people';
import { createStyle, cutBed, processesOf, scanRecorder } from '../../../test/shop-floor';
import { readWorkbook } from '../../../test/xlsx';
import { queryRows } from '../../db/client';
import { sqlStateOf } from '../../lib/db-errors';
import { english } from '../../lib/messages';
import { CUT_ORDER_MESSAGES } from '../cut-orders';
import { QC_MESSAGES } from './service';
import { msg } from '../../lib/messages';

let t: TestContext;
let admin: Caller;
let clerk: Caller;
let supervisor: Caller;
let w11: Caller;
let w12: Caller;
let w13: Caller;
let huzhou: Caller;
let ids: { w11: number; w12: number; w13: number; admin: number };
let tokens: { admin: string };

const { record: scan } = scanRecorder('qc-test');
let requests = 0;
const rid = () => `qc-test-${++requests}-${process.pid}`;
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });

/** Posts an inspection with a fresh request id (unless the body names one). */
const inspect = (caller: Caller, body: Record<string, unknown>) =>
  caller.post('/api/qc/inspections', { requestId: rid(), ...body });
const message = (response: { json<T>(): T }) => response.json<{ message: string }>().message;

const styleBody = (styleNo: string, finalInspection = false) => ({
  styleNo,
  name: `Shirt ${styleNo}`,
  colours: ['黑色'],
  sizes: ['S', 'M'],
  orderQty: [],
  finalInspection,
  processes: [
    { name: 'Join shoulders', rate: '0.120', stage: 'sewing' },
    { name: 'Attach collar', rate: '0.350', stage: 'sewing' },
    { name: 'Hem', rate: '0.200', stage: 'sewing' },
  ],
});

type Bed = { bed: SavedCutOrder; process: Map<number, number>; ticket: (i: number) => string };

/** A new style's bed of 20 layers of 黑色, S and M: two bundles of 20. */
async function newBed(styleNo: string, finalInspection = false): Promise<Bed> {
  const style = await createStyle(clerk, styleBody(styleNo, finalInspection));
  const bed = await cutBed(clerk, style.id, '2026-11-20', { 黑色: 20 });
  const process = await processesOf(clerk, bed);
  return { bed, process, ticket: (i) => String(bed.bundles[i]!.ticketNo) };
}

beforeAll(async () => {
  t = await createTestContext();
  ({ admin, clerk, supervisor, w11, w12, w13, huzhou } = await signIn(
    t,
    'admin',
    'clerk',
    'supervisor',
    'w11',
    'w12',
    'w13',
    'huzhou',
  ));
  ids = await memberIdsOf(t.database, 'w11', 'w12', 'w13', 'admin');
  tokens = await tokensOf(t, 'admin');
});
afterAll(() => t.close());

describe('the worked example: a bundle of 20, 2 open seams at "attach collar"', () => {
  it('charges the worker who scanned it, DHU 10.00, and counts the mended rework once', async () => {
    const { bed, process, ticket } = await newBed('QC-EX');
    expect(bed.bundles[0]!.qty).toBe(20);
    await scan(w11, { ticket: ticket(0), processId: process.get(1) });
    await scan(w12, { ticket: ticket(0), processId: process.get(2) });

    const first = await inspect(admin, {
      ticket: ticket(0),
      checkpoint: 'inline',
      afterProcessId: process.get(2),
      inspectedQty: 20,
      passedQty: 18,
      defects: [{ code: 'OS', qty: 2, processId: process.get(2) }],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<QcInspection>()).toMatchObject({
      bundleNo: bed.bundles[0]!.bundleNo,
      checkpoint: 'inline',
      afterProcessName: 'Attach collar',
      kind: 'first',
      inspectedQty: 20,
      passedQty: 18,
      failedQty: 2,
      defectQty: 2,
      inspectorId: ids.admin,
      workDate: today(),
      status: 'valid',
      defects: [
        {
          code: 'OS',
          name: 'Open seam',
          category: 'sewing',
          qty: 2,
          processName: 'Attach collar',
          workerId: ids.w12,
        },
      ],
    });

    const summary = async (groupBy: string) => {
      const response = await admin.get(`/api/qc/summary?from=${today()}&to=${today()}&groupBy=${groupBy}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<QcSummaryRow[]>();
    };
    const style = (await summary('style')).find((row) => row.name.startsWith('QC-EX'));
    expect(style).toMatchObject({
      inspected: 20,
      defects: 2,
      dhu: '10.00',
      failed: 2,
      rework: 2,
      passed: 18,
    });
    expect(style?.firstPassYield).toBe('90.00');
    // The worker at fault: w12 did 20 pieces of Attach collar, inspected after it; w11's Join shoulders too.
    const workers = await summary('worker');
    expect(workers.find((row) => row.key === String(ids.w12))).toMatchObject({ defects: 2, failed: 2 });
    expect(workers.find((row) => row.key === String(ids.w11))).toMatchObject({ defects: 0 });

    const lookup = (await admin.get(`/api/qc/lookup?ticket=${ticket(0)}`)).json<QcLookup>();
    expect(lookup.checkpoints).toEqual([
      {
        checkpoint: 'inline',
        afterProcessId: process.get(2),
        afterProcessName: 'Attach collar',
        inspectedQty: 20,
        passedQty: 18,
        failedQty: 2,
        reworkQty: 2,
      },
    ]);
    expect(lookup.processes.find((p) => p.seq === 2)?.doneBy).toEqual([
      { workerId: ids.w12, name: expect.any(String), qty: 20 },
    ]);

    // Mended and passed on re-inspection: counted once, rework closed.
    const recheck = await inspect(admin, {
      ticket: ticket(0),
      checkpoint: 'inline',
      afterProcessId: process.get(2),
      kind: 'recheck',
      inspectedQty: 2,
      passedQty: 2,
    });
    expect(recheck.statusCode, recheck.body).toBe(201);
    const after = (await summary('style')).find((row) => row.name.startsWith('QC-EX'));
    expect(after).toMatchObject({
      inspected: 20,
      defects: 2,
      dhu: '10.00',
      failed: 2,
      rework: 0,
      passed: 20,
    });
    // Nothing more to re-inspect, and no 21st piece.
    const again = await inspect(admin, {
      ticket: ticket(0),
      checkpoint: 'inline',
      afterProcessId: process.get(2),
      kind: 'recheck',
      inspectedQty: 1,
      passedQty: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(
      english(
        QC_MESSAGES.overRework(
          bed.bundles[0]!.bundleNo,
          msg('qc.checkpointInline', { process: 'Attach collar' }),
          0,
        ),
      ),
    );
    const more = await inspect(admin, {
      ticket: ticket(0),
      checkpoint: 'inline',
      afterProcessId: process.get(2),
      inspectedQty: 1,
      passedQty: 1,
    });
    expect(more.statusCode).toBe(409);
    expect(message(more)).toMatch(/every piece is inspected already/);
  });
});

describe('counting', () => {
  it('caps first inspections at the bundle, and says how many are left', async () => {
    const { ticket } = await newBed('QC-CAP');
    const body = { ticket: ticket(1), checkpoint: 'final' };
    expect((await inspect(admin, { ...body, inspectedQty: 5, passedQty: 5 })).statusCode).toBe(201);
    const over = await inspect(admin, { ...body, inspectedQty: 16, passedQty: 16 });
    expect(over.statusCode).toBe(409);
    expect(message(over)).toMatch(/5 of 20 pieces are inspected already; only 15 left/);
    expect((await inspect(admin, { ...body, inspectedQty: 15, passedQty: 15 })).statusCode).toBe(201);
  });

  it('passes no more on re-inspection than is in rework, and keeps checkpoints apart', async () => {
    const { process, ticket } = await newBed('QC-RW');
    const inline = { ticket: ticket(0), checkpoint: 'inline', afterProcessId: process.get(1) };
    const failed = await inspect(admin, {
      ...inline,
      inspectedQty: 10,
      passedQty: 7,
      defects: [
        { code: 'SS', qty: 2, processId: process.get(1) },
        { code: 'BS', qty: 2, processId: process.get(1) },
      ],
    });
    expect(failed.statusCode, failed.body).toBe(201);
    // No scan of Join shoulders yet: nobody is charged.
    expect(failed.json<QcInspection>().defects.map((d) => d.workerId)).toEqual([null, null]);
    const tooMany = await inspect(admin, { ...inline, kind: 'recheck', inspectedQty: 4, passedQty: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(message(tooMany)).toMatch(/only 3 pieces are in rework/);
    // The final checkpoint has no rework of its own.
    const final = await inspect(admin, {
      ticket: ticket(0),
      checkpoint: 'final',
      kind: 'recheck',
      inspectedQty: 1,
      passedQty: 1,
    });
    expect(final.statusCode).toBe(409);
    expect(message(final)).toMatch(/no piece is in rework/);
    // Re-inspected: 2 pass, 1 fails again (still in rework).
    const partly = await inspect(admin, {
      ...inline,
      kind: 'recheck',
      inspectedQty: 3,
      passedQty: 2,
      defects: [{ code: 'SS', qty: 1, processId: process.get(1) }],
    });
    expect(partly.statusCode, partly.body).toBe(201);
    const lookup = (await admin.get(`/api/qc/lookup?ticket=${ticket(0)}`)).json<QcLookup>();
    expect(lookup.checkpoints[0]).toMatchObject({
      inspectedQty: 10,
      passedQty: 9,
      failedQty: 3,
      reworkQty: 1,
    });
  });

  it('is the database’s rule: an insert past the bundle is refused whatever writes it', async () => {
    const { bed, ticket } = await newBed('QC-DB');
    expect(
      (await inspect(admin, { ticket: ticket(0), checkpoint: 'final', inspectedQty: 20, passedQty: 20 }))
        .statusCode,
    ).toBe(201);
    const bundle = bed.bundles[0]!;
    const write = t.database.db.execute(
      sql`insert into qc_inspections (factory_id, bundle_id, cut_order_id, checkpoint, kind, inspected_qty,
          passed_qty, defect_qty, inspector_id, request_id, work_date)
        values (1, ${bundle.id}, ${bed.id}, 'final', 'first', 1, 1, 0, ${ids.admin}, 'raw-qc-1', current_date)`,
    );
    await expect(
      write.then(
        () => 'written',
        (error: unknown) => sqlStateOf(error),
      ),
    ).resolves.toBe('GBQ02');
    // Nor can the cutting room shrink the bundle under what was inspected, nor delete an inspection.
    const shrink = t.database.db.execute(
      sql`update bundles set qty = 19 where factory_id = 1 and id = ${bundle.id}`,
    );
    await expect(
      shrink.then(
        () => 'written',
        (error: unknown) => sqlStateOf(error),
      ),
    ).resolves.toBe('GBQ02');
    const remove = t.database.db.execute(
      sql`delete from qc_inspections where factory_id = 1 and bundle_id = ${bundle.id}`,
    );
    await expect(
      remove.then(
        () => 'deleted',
        (error: unknown) => sqlStateOf(error),
      ),
    ).resolves.toBe('GBQ05');
  });
});

describe('attribution', () => {
  it('shares defects among the scanners of a process by their pieces, unless the inspector names one', async () => {
    const { process, ticket } = await newBed('QC-SPLIT');
    await scan(w11, { ticket: ticket(0), processId: process.get(2), qty: 12 });
    await scan(w13, { ticket: ticket(0), processId: process.get(2), qty: 8 });
    const shared = await inspect(admin, {
      ticket: ticket(0),
      checkpoint: 'final',
      inspectedQty: 10,
      passedQty: 5,
      defects: [{ code: 'PK', qty: 5, processId: process.get(2) }],
    });
    expect(shared.statusCode, shared.body).toBe(201);
    expect(shared.json<QcInspection>().defects.map((d) => [d.workerId, d.qty])).toEqual([
      [ids.w11, 3],
      [ids.w13, 2],
    ]);
    const named = await inspect(admin, {
      ticket: ticket(0),
      checkpoint: 'final',
      inspectedQty: 2,
      passedQty: 1,
      defects: [{ code: 'PK', qty: 1, processId: process.get(2), workerId: ids.w13 }],
    });
    expect(named.json<QcInspection>().defects).toMatchObject([{ workerId: ids.w13, qty: 1 }]);
    const stranger = await inspect(admin, {
      ticket: ticket(0),
      checkpoint: 'final',
      inspectedQty: 1,
      passedQty: 0,
      defects: [{ code: 'PK', qty: 1, processId: process.get(2), workerId: ids.w12 }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(message(stranger)).toBe(english(QC_MESSAGES.workerNotScanner(ids.w12, 'Attach collar')));
  });
});

describe('refusals', () => {
  let bed: Bed;
  let other: Bed;
  beforeAll(async () => {
    bed = await newBed('QC-NO');
    other = await newBed('QC-NO2');
  });
  const base = () => ({ ticket: bed.ticket(0), checkpoint: 'final', inspectedQty: 2, passedQty: 1 });
  const defect = (over: Record<string, unknown> = {}) => ({
    code: 'OS',
    qty: 1,
    processId: bed.process.get(2),
    ...over,
  });

  it.each([
    ['passedQty over inspectedQty', { inspectedQty: 2, passedQty: 3 }, 'passedQty'],
    ['failed pieces without defects', { defects: [] }, 'defects'],
    ['defects when all passed', { passedQty: 2 }, 'defects'],
    ['in-line without a process', { checkpoint: 'inline' }, 'afterProcessId'],
    ['a checkpoint that is neither', { checkpoint: 'midway' }, 'checkpoint'],
    ['no inspected pieces', { inspectedQty: 0, passedQty: 0, defects: [] }, 'inspectedQty'],
    ['a bad request id', { requestId: 'x' }, 'requestId'],
    ['a defect code with spaces', { defects: [{ code: 'O S', qty: 1, processId: 1 }] }, 'defects'],
    ['more than ten defects a piece', { defects: [{ code: 'OS', qty: 21, processId: 1 }] }, 'defects'],
  ])('400 for %s, naming the field', async (_name, change, field) => {
    const response = await inspect(admin, { ...base(), defects: [defect()], ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(message(response)).toContain(field);
  });

  it('names what is wrong with a defect line', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ defects: [defect({ code: 'NOPE' })] }, 400, english(QC_MESSAGES.unknownCode('NOPE'))],
      [
        { defects: [defect({ processId: other.process.get(2) })] },
        400,
        english(QC_MESSAGES.processNotInBed('defects[0].processId', other.process.get(2)!, 'QC-NO', 1)),
      ],
      [
        { defects: [defect({ processId: 999_999 })] },
        404,
        english(QC_MESSAGES.processNotFound('defects[0].processId', 999_999)),
      ],
      [
        { checkpoint: 'inline', afterProcessId: bed.process.get(1), defects: [defect()] },
        400,
        english(
          QC_MESSAGES.processAfterCheckpoint(
            'Attach collar',
            msg('qc.checkpointInline', { process: 'Join shoulders' }),
          ),
        ),
      ],
    ];
    for (const [change, status, text] of cases) {
      const response = await inspect(admin, { ...base(), defects: [defect()], ...change });
      expect(response.statusCode, response.body).toBe(status);
      expect(message(response)).toBe(text);
    }
  });

  it('refuses a forged ticket, another factory’s, and a void bundle', async () => {
    const forged = await inspect(admin, {
      ...base(),
      ticket: 'GBO1:1:36001:AAAAAAAAAAAAAAAAAAAAAA',
      defects: [defect()],
    });
    expect(forged.statusCode).toBe(400);
    expect(message(forged)).toBe(english(CUT_ORDER_MESSAGES.notATicket));
    const qr = bed.bed.bundles[1]!.qr;
    const foreign = await inspect(huzhou, { ...base(), ticket: qr, passedQty: 2 });
    expect(foreign.statusCode).toBe(404);
    const voided = await clerk.post(`/api/bundles/${bed.bed.bundles[1]!.id}/void`, { reason: 'Cut wrong' });
    expect(voided.statusCode, voided.body).toBe(200);
    const onVoid = await inspect(admin, { ...base(), ticket: qr, passedQty: 2 });
    expect(onVoid.statusCode).toBe(409);
    expect(message(onVoid)).toMatch(/void/i);
  });

  it('needs qc:add to record and qc:list to read', async () => {
    expect((await inspect(supervisor, { ...base(), defects: [defect()] })).statusCode).toBe(403);
    expect((await inspect(w11, { ...base(), defects: [defect()] })).statusCode).toBe(403);
    expect((await w11.get('/api/qc/inspections')).statusCode).toBe(403);
    expect((await w11.get(`/api/qc/summary?from=${today()}&to=${today()}&groupBy=code`)).statusCode).toBe(
      403,
    );
    expect((await supervisor.get('/api/qc/defectCodes')).statusCode).toBe(403);
  });
});

describe('retries and undo', () => {
  it('answers a repeated request id with the first inspection, never a second', async () => {
    const { ticket } = await newBed('QC-RETRY');
    const body = { ticket: ticket(0), checkpoint: 'final', inspectedQty: 4, passedQty: 4, requestId: rid() };
    const first = await admin.post('/api/qc/inspections', body);
    expect(first.statusCode).toBe(201);
    const again = await admin.post('/api/qc/inspections', body);
    expect(again.statusCode).toBe(200);
    expect(again.json<QcInspection>().id).toBe(first.json<QcInspection>().id);
    const changed = await admin.post('/api/qc/inspections', { ...body, inspectedQty: 5, passedQty: 5 });
    expect(changed.statusCode).toBe(409);
    expect(message(changed)).toBe(english(QC_MESSAGES.requestIdReused));
    // The same pieces with other defects are another inspection, not a retry.
    const processId = (await admin.get(`/api/qc/lookup?ticket=${ticket(1)}`)).json<QcLookup>().processes[0]!
      .processId;
    const failing = {
      ticket: ticket(1),
      checkpoint: 'final',
      afterProcessId: null,
      inspectedQty: 2,
      passedQty: 1,
      // Codes are read in capitals.
      defects: [{ code: 'os', qty: 1, processId }],
      requestId: rid(),
    };
    expect((await admin.post('/api/qc/inspections', failing)).statusCode).toBe(201);
    expect((await admin.post('/api/qc/inspections', failing)).statusCode).toBe(200);
    const otherCode = await admin.post('/api/qc/inspections', {
      ...failing,
      defects: [{ code: 'SS', qty: 1, processId }],
    });
    expect(otherCode.statusCode).toBe(409);
    expect(message(otherCode)).toBe(english(QC_MESSAGES.requestIdReused));
    const [row] = await queryRows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from qc_inspections where request_id = ${body.requestId}`,
    );
    expect(Number(row?.n)).toBe(1);
  });

  it('undoes a first inspection only once its re-inspections are undone', async () => {
    const { process, ticket } = await newBed('QC-UNDO');
    const first = (
      await inspect(admin, {
        ticket: ticket(0),
        checkpoint: 'final',
        inspectedQty: 20,
        passedQty: 19,
        defects: [{ code: 'ST', qty: 1, processId: process.get(3) }],
      })
    ).json<QcInspection>();
    const recheck = (
      await inspect(admin, {
        ticket: ticket(0),
        checkpoint: 'final',
        kind: 'recheck',
        inspectedQty: 1,
        passedQty: 1,
      })
    ).json<QcInspection>();
    const refused = await admin.delete(`/api/qc/inspections/${first.id}`);
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe(english(QC_MESSAGES.reworkRechecked(first.id)));
    expect((await admin.delete(`/api/qc/inspections/${recheck.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/qc/inspections/${first.id}`)).statusCode).toBe(204);
    const twice = await admin.delete(`/api/qc/inspections/${first.id}`);
    expect(twice.statusCode).toBe(409);
    expect(message(twice)).toBe(english(QC_MESSAGES.undoneAlready(first.id)));
    // Undone, the bundle's pieces are free to inspect again.
    expect(
      (await inspect(admin, { ticket: ticket(0), checkpoint: 'final', inspectedQty: 20, passedQty: 20 }))
        .statusCode,
    ).toBe(201);
    // Another factory's inspection id is simply not found.
    expect((await huzhou.delete(`/api/qc/inspections/${first.id}`)).statusCode).toBe(404);
  });
});

describe('defect codes', () => {
  const codesIn = async (language: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/qc/defectCodes',
      headers: { authorization: tokens.admin, 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return response.json<DefectCode[]>();
  };

  it('seeds the common codes for every factory, named in the caller’s language', async () => {
    const en = await codesIn('en');
    expect(en.map((c) => c.code)).toEqual(['OS', 'SS', 'BS', 'PK', 'UH', 'WM', 'ST', 'SV', 'FH', 'MT']);
    expect(en[0]).toMatchObject({ code: 'OS', name: 'Open seam', category: 'sewing', enabled: true });
    expect((await codesIn('zh-CN'))[0]?.name).toBe('开线');
    expect((await huzhou.get('/api/qc/defectCodes')).json<DefectCode[]>()).toHaveLength(10);
  });

  it('adds and renames codes in the factory’s own words, and refuses a switched-off one', async () => {
    const added = await admin.post('/api/qc/defectCodes', {
      code: 'LB',
      name: 'Loose button',
      category: 'trim',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(
      (await admin.post('/api/qc/defectCodes', { code: 'LB', name: 'x', category: 'trim' })).statusCode,
    ).toBe(409);
    const stain = (await codesIn('en')).find((c) => c.code === 'ST')!;
    const renamed = await admin.put('/api/qc/defectCodes', {
      id: stain.id,
      code: 'ST',
      name: 'Oil stain',
      category: 'stain',
      enabled: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await codesIn('zh-CN')).find((c) => c.code === 'ST')).toMatchObject({
      name: 'Oil stain',
      enabled: false,
    });
    const { process, ticket } = await newBed('QC-CODES');
    const off = await inspect(admin, {
      ticket: ticket(0),
      checkpoint: 'final',
      inspectedQty: 1,
      passedQty: 0,
      defects: [{ code: 'ST', qty: 1, processId: process.get(1) }],
    });
    expect(off.statusCode).toBe(400);
    expect(message(off)).toBe(english(QC_MESSAGES.codeDisabled('ST')));
    // A code in use keeps its code (its history was recorded under it); its words may change.
    const os = (await codesIn('en')).find((c) => c.code === 'OS')!;
    const recoded = await admin.put('/api/qc/defectCodes', { ...os, code: 'OS2' });
    expect(recoded.statusCode).toBe(409);
    expect(message(recoded)).toMatch(/Defect code OS is in use/);
    expect((await admin.put('/api/qc/defectCodes', { ...os, name: 'Open seam' })).statusCode).toBe(200);
    const spoof = await admin.post('/api/qc/defectCodes', {
      code: 'RTL',
      name: 'a\u202eb',
      category: 'other',
    });
    expect(spoof.statusCode).toBe(400);
    // Another factory's code is not found; clerks may not edit codes.
    expect(
      (await huzhou.put('/api/qc/defectCodes', { id: stain.id, code: 'ST', name: 'x', category: 'stain' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await clerk.post('/api/qc/defectCodes', { code: 'ZZ', name: 'x', category: 'other' })).statusCode,
    ).toBe(403);
  });
});

describe('the office list, export and figures', () => {
  it('filters, totals and exports inspections of the factory only', async () => {
    const { bed, process, ticket } = await newBed('QC-LIST');
    await scan(w12, { ticket: ticket(0), processId: process.get(2) });
    await inspect(admin, {
      ticket: ticket(0),
      checkpoint: 'final',
      inspectedQty: 20,
      passedQty: 17,
      defects: [
        { code: 'OS', qty: 2, processId: process.get(2) },
        { code: 'WM', qty: 2, processId: process.get(2) },
      ],
    });
    const page = (
      await admin.get(`/api/qc/inspections?cutOrderId=${bed.id}&page=0&size=10`)
    ).json<QcInspectionPage>();
    expect(page.totalElements).toBe(1);
    expect(page.totals).toEqual({ inspected: 20, passed: 17, failed: 3, defects: 4, dhu: '20.00' });
    const open = (
      await admin.get(`/api/qc/inspections?cutOrderId=${bed.id}&reworkOpen=true`)
    ).json<QcInspectionPage>();
    expect(open.totalElements).toBe(1);
    const byWorker = (
      await admin.get(`/api/qc/inspections?workerId=${ids.w12}&cutOrderId=${bed.id}`)
    ).json<QcInspectionPage>();
    expect(byWorker.totalElements).toBe(1);
    expect((await admin.get('/api/qc/inspections?styleId=999999')).statusCode).toBe(404);
    expect((await huzhou.get(`/api/qc/inspections?cutOrderId=${bed.id}`)).statusCode).toBe(404);
    expect((await huzhou.get('/api/qc/inspections')).json<QcInspectionPage>().totalElements).toBe(0);

    const rows = await readWorkbook(
      await admin.get(`/api/qc/inspections/download?cutOrderId=${bed.id}`),
      'inspections.xlsx',
    );
    expect(rows[0]).toContain('Worker at fault');
    expect(rows.slice(1).map((row) => row[14])).toEqual(['OS', 'WM']);

    const codes = (await admin.get(`/api/qc/summary?from=${today()}&to=${today()}&groupBy=code`)).json<
      QcSummaryRow[]
    >();
    const os = codes.find((row) => row.key === 'OS');
    expect(os?.defects).toBeGreaterThanOrEqual(2);
    // Worst first.
    const dhus = codes.map((row) => Number(row.dhu));
    expect([...dhus].sort((a, b) => b - a)).toEqual(dhus);
    const bad = await admin.get(`/api/qc/summary?from=${today()}&to=${today()}&groupBy=colour`);
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toContain('groupBy');
  });
});

describe('finished means passed', () => {
  it('counts a final-checked style’s pieces finished once passed at the final check, on the grid and the dashboard', async () => {
    const { bed, process, ticket } = await newBed('QC-FIN', true);
    for (const seq of [1, 2, 3]) await scan(w12, { ticket: ticket(0), processId: process.get(seq) });
    const styleId = bed.bundles[0]!.styleId;
    const figures = async () => {
      const response = await admin.get(`/api/shipments/figures?styleId=${styleId}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ShipmentFigures>();
    };
    // Sewn through every process, but not yet passed: not finished.
    expect(await figures()).toMatchObject({ finishedMeansPassed: true, totals: { finished: 0 } });
    const failed = await inspect(admin, {
      ticket: ticket(0),
      checkpoint: 'final',
      inspectedQty: 20,
      passedQty: 18,
      defects: [{ code: 'OS', qty: 2, processId: process.get(2) }],
    });
    expect(failed.statusCode, failed.body).toBe(201);
    expect((await figures()).totals.finished).toBe(18);
    await inspect(admin, {
      ticket: ticket(0),
      checkpoint: 'final',
      kind: 'recheck',
      inspectedQty: 2,
      passedQty: 2,
    });
    expect((await figures()).totals.finished).toBe(20);
    // Shipped as finished: the 20 passed pieces go out on a confirmed order.
    const customerId = (await admin.get('/api/customers?size=1')).json<{ content: { id: number }[] }>()
      .content[0]!.id;
    const bundle = bed.bundles[0]!;
    const order = await admin.post('/api/shipments', {
      customerId,
      styleId,
      shipDate: today(),
      lines: [{ colour: bundle.colour, size: bundle.size, qty: 20 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const confirmed = await admin.post(`/api/shipments/${order.json<{ id: number }>().id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await figures()).totals).toMatchObject({ finished: 20, shipped: 20, left: 0 });

    // The production grid marks the final check on the bundle's row.
    const grid = (await admin.get(`/api/production?cutOrderId=${bed.id}`)).json<ProductionGrid>();
    expect(grid.bundles.content[0]?.finalQc).toEqual({ inspectedQty: 20, passedQty: 20, reworkQty: 0 });
    expect(grid.bundles.content[1]?.finalQc).toBeUndefined();

    // The same style without its final check counts the sewn pieces again.
    const style = (await clerk.get(`/api/styles/${styleId}`)).json<Style>();
    const off = await clerk.put(`/api/styles/${styleId}`, { ...style, finalInspection: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await figures()).toMatchObject({ finishedMeansPassed: false, totals: { finished: 20 } });
  });

  it('shows today’s DHU, rework and worst processes on the dashboard of those who read QC', async () => {
    const { bed, process, ticket } = await newBed('QC-DASH');
    const inline = await inspect(admin, {
      ticket: ticket(1),
      checkpoint: 'inline',
      afterProcessId: process.get(1),
      inspectedQty: 20,
      passedQty: 19,
      defects: [{ code: 'SS', qty: 1, processId: process.get(1) }],
    });
    expect(inline.statusCode, inline.body).toBe(201);
    const dashboard = (await admin.get('/api/dashboard')).json<Dashboard>();
    expect(dashboard.quality).not.toBeNull();
    expect(dashboard.quality?.inspected).toBeGreaterThanOrEqual(20);
    expect(dashboard.quality?.worstProcesses.length).toBeGreaterThan(0);
    expect(dashboard.quality?.worstProcesses.length).toBeLessThanOrEqual(3);
    const dhus = dashboard.quality?.worstProcesses.map((p) => Number(p.dhu)) ?? [];
    expect([...dhus].sort((a, b) => b - a)).toEqual(dhus);
    // A worker (no qc:list) sees no quality.
    expect((await w11.get('/api/dashboard')).json<Dashboard>().quality).toBeNull();
    // The grid marks the in-line check on the process's cell.
    const grid = (await admin.get(`/api/production?cutOrderId=${bed.id}`)).json<ProductionGrid>();
    const row = grid.bundles.content.find((b) => b.bundleNo === bed.bundles[1]!.bundleNo);
    expect(row?.cells.find((c) => c.seq === 1)?.qc).toEqual({
      inspectedQty: 20,
      passedQty: 19,
      reworkQty: 1,
    });
    expect(row?.cells.find((c) => c.seq === 2)?.qc).toBeUndefined();
  });
});

describe('a deduction per defect at fault', () => {
  it('deducts from the worker charged, with its reason, and goes when the inspection is undone', async () => {
    const current = (await admin.get('/api/factory/getFactoryEnum?factoryId=1')).json<FactorySettings>();
    const set = (defectDeduction: string) =>
      admin.post('/api/factory/updateFactoryEnum', {
        factoryId: 1,
        settings: { ...current, defectDeduction },
      });
    expect((await set('0.50')).statusCode).toBe(204);
    try {
      const { process, ticket } = await newBed('QC-PAY');
      await scan(w13, { ticket: ticket(0), processId: process.get(2) });
      await scan(w13, { ticket: ticket(1), processId: process.get(2) });
      const inspection = (
        await inspect(admin, {
          ticket: ticket(0),
          checkpoint: 'final',
          inspectedQty: 20,
          passedQty: 17,
          defects: [
            { code: 'OS', qty: 2, processId: process.get(2) },
            { code: 'SS', qty: 1, processId: process.get(2) },
            // Nobody scanned Hem: nobody pays for it.
            { code: 'UH', qty: 1, processId: process.get(3) },
          ],
        })
      ).json<QcInspection>();
      const month = today().slice(0, 8) + '01';
      const mine = async () =>
        (await w13.get(`/api/wages/me?from=${month}&to=${today()}`)).json<WageDetail>().adjustmentItems;
      const charged = (await mine()).filter((item) => item.note?.includes('QC-PAY'));
      expect(charged).toEqual([
        expect.objectContaining({
          kind: 'deduction',
          amount: '1.50',
          note: 'QC QC-PAY #1 bundle 1: Open seam×2 Attach collar, Skipped stitch×1 Attach collar',
        }),
      ]);
      // A deduction past what one adjustment may be is refused, and nothing is recorded.
      expect((await set('9999.99')).statusCode).toBe(204);
      const huge = await inspect(admin, {
        ticket: ticket(1),
        checkpoint: 'final',
        inspectedQty: 20,
        passedQty: 0,
        defects: [{ code: 'OS', qty: 101, processId: process.get(2), workerId: ids.w13 }],
      });
      expect(huge.statusCode, huge.body).toBe(400);
      expect(message(huge)).toMatch(/^defects: the wage adjustment for .* would be 1009998\.99/);
      expect((await admin.get(`/api/qc/lookup?ticket=${ticket(1)}`)).json<QcLookup>().checkpoints).toEqual(
        [],
      );
      // Made by the inspection, it is not edited by hand.
      const byHand = await admin.delete(`/api/wages/adjustments/${charged[0]!.id}`);
      expect(byHand.statusCode).toBe(409);
      expect(message(byHand)).toMatch(new RegExp(`QC inspection ${inspection.id}`));
      expect((await admin.delete(`/api/qc/inspections/${inspection.id}`)).statusCode).toBe(204);
      expect((await mine()).filter((item) => item.note?.includes('QC-PAY'))).toEqual([]);
    } finally {
      expect((await set('0')).statusCode).toBe(204);
    }
  });
});

describe('rework paid again', () => {
  it('pays the worker at fault for the mended pieces at their scan’s rate, and takes it back with the undo', async () => {
    const current = (await admin.get('/api/factory/getFactoryEnum?factoryId=1')).json<FactorySettings>();
    const set = (reworkPaid: boolean) =>
      admin.post('/api/factory/updateFactoryEnum', { factoryId: 1, settings: { ...current, reworkPaid } });
    expect((await set(true)).statusCode).toBe(204);
    try {
      const { process, ticket } = await newBed('QC-REPAY');
      // Attach collar at 0.350 a piece: w11 12 pieces, w13 8.
      await scan(w11, { ticket: ticket(0), processId: process.get(2), qty: 12 });
      await scan(w13, { ticket: ticket(0), processId: process.get(2), qty: 8 });
      const final = { ticket: ticket(0), checkpoint: 'final' };
      await inspect(admin, {
        ...final,
        inspectedQty: 20,
        passedQty: 16,
        defects: [
          { code: 'OS', qty: 3, processId: process.get(2), workerId: ids.w11 },
          { code: 'PK', qty: 1, processId: process.get(2), workerId: ids.w13 },
        ],
      });
      const month = today().slice(0, 8) + '01';
      const paidTo = async (worker: Caller) =>
        (await worker.get(`/api/wages/me?from=${month}&to=${today()}`))
          .json<WageDetail>()
          .adjustmentItems.filter((item) => item.note?.includes('QC-REPAY'));
      // Failing pays nothing (no deduction is set).
      expect(await paidTo(w11)).toEqual([]);
      // 2 of 4 mended: shared by the defects (3 : 1) → w11 2 pieces × 0.350.
      const recheck = (
        await inspect(admin, { ...final, kind: 'recheck', inspectedQty: 2, passedQty: 2 })
      ).json<QcInspection>();
      expect(await paidTo(w11)).toEqual([
        expect.objectContaining({
          kind: 'subsidy',
          amount: '0.70',
          note: 'Rework paid QC-REPAY #1 bundle 1: Attach collar×2',
        }),
      ]);
      expect(await paidTo(w13)).toEqual([]);
      // The last 2: w11's third and w13's one.
      await inspect(admin, { ...final, kind: 'recheck', inspectedQty: 2, passedQty: 2 });
      expect((await paidTo(w13)).map((item) => item.amount)).toEqual(['0.35']);
      expect((await paidTo(w11)).map((item) => item.amount).sort()).toEqual(['0.35', '0.70']);
      // Undone, a re-inspection's pay goes with it.
      expect((await admin.delete(`/api/qc/inspections/${recheck.id}`)).statusCode).toBe(204);
      expect((await paidTo(w11)).map((item) => item.amount)).toEqual(['0.35']);
    } finally {
      expect((await set(false)).statusCode).toBe(204);
    }
  });
});
