import type { QcInspection, SavedCutOrder } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  callerFor,
  createTestContext,
  openSecondApp,
  type SecondApp,
  type TestContext,
} from '../../../test/helpers';
import { tokensOf } from '../../../test/people';
import { createStyle, cutBed } from '../../../test/shop-floor';
import { queryRows } from '../../db/client';

// Races only PostgreSQL shows (PGlite runs one statement at a time): CI's PostgreSQL pass runs this file.
// Two apps, each with its own connection pool on the same database, stand for two server processes; the
// administrator inspects through both at once.
let t: TestContext;
let second: SecondApp;
let here: Caller;
let there: Caller;
let clerk: Caller;

const SIZES = ['S', 'M', 'L', 'XL'];
let styleId = 0;

beforeAll(async () => {
  t = await createTestContext();
  second = await openSecondApp(t);
  const tokens = await tokensOf(t, 'admin', 'clerk');
  here = callerFor(t.app, tokens.admin);
  there = callerFor(second.app, tokens.admin);
  clerk = callerFor(t.app, tokens.clerk);
  const style = await createStyle(clerk, {
    styleNo: 'QC-RACE',
    name: 'Race shirt',
    colours: ['黑色'],
    sizes: SIZES,
    orderQty: [],
    processes: [{ name: 'Attach collar', rate: '0.350', stage: 'sewing' }],
  });
  styleId = style.id;
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** A new bed of four bundles of 20 (S, M, L, XL). */
const newBed = (): Promise<SavedCutOrder> => cutBed(clerk, styleId, '2026-11-20', { 黑色: 20 }, SIZES);

/** `count` requests at once, every other one through the second process. */
const atOnce = <T>(count: number, send: (caller: Caller, i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i % 2 ? there : here, i)));

async function sums(bundleId: number) {
  const [row] = await queryRows<Record<string, string | number | null>>(
    t.database.db,
    sql`select coalesce(sum(inspected_qty) filter (where kind = 'first'), 0) as inspected,
          coalesce(sum(passed_qty), 0) as passed,
          coalesce(sum(passed_qty) filter (where kind = 'recheck'), 0) as mended
        from qc_inspections where bundle_id = ${bundleId} and status = 'valid' and checkpoint = 'final'`,
  );
  return { inspected: Number(row?.inspected), passed: Number(row?.passed), mended: Number(row?.mended) };
}

describe('inspections of one bundle at the same time, from two server processes', () => {
  it('never pass more than the bundle: 20 of 60 one-piece inspections are taken', async () => {
    const bundle = (await newBed()).bundles[0]!;
    const responses = await atOnce(60, (caller, i) =>
      caller.post('/api/qc/inspections', {
        ticket: String(bundle.ticketNo),
        checkpoint: 'final',
        inspectedQty: 1,
        passedQty: 1,
        requestId: `qc-race-first-${i}-${process.pid}`,
      }),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(20);
    expect(codes.filter((code) => code === 409)).toHaveLength(40);
    expect(await sums(bundle.id)).toEqual({ inspected: 20, passed: 20, mended: 0 });
    const [final] = await queryRows<{ final_passed_qty: number }>(
      t.database.db,
      sql`select final_passed_qty from bundles where id = ${bundle.id}`,
    );
    expect(final?.final_passed_qty).toBe(20);
  });

  it('re-inspect no more than the rework: 5 of 20 one-piece re-inspections pass', async () => {
    const bundle = (await newBed()).bundles[1]!;
    const processId = (await here.get(`/api/qc/lookup?ticket=${bundle.ticketNo}`)).json<{
      processes: { processId: number }[];
    }>().processes[0]!.processId;
    const first = await here.post('/api/qc/inspections', {
      ticket: String(bundle.ticketNo),
      checkpoint: 'final',
      inspectedQty: 20,
      passedQty: 15,
      defects: [{ code: 'OS', qty: 5, processId }],
      requestId: `qc-race-rework-first-${process.pid}`,
    });
    expect(first.statusCode, first.body).toBe(201);
    const responses = await atOnce(20, (caller, i) =>
      caller.post('/api/qc/inspections', {
        ticket: String(bundle.ticketNo),
        checkpoint: 'final',
        kind: 'recheck',
        inspectedQty: 1,
        passedQty: 1,
        requestId: `qc-race-recheck-${i}-${process.pid}`,
      }),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(await sums(bundle.id)).toEqual({ inspected: 20, passed: 20, mended: 5 });
  });

  it('a re-inspection racing the undo of the inspection that failed its pieces: one wins, never both', async () => {
    const outcomes: string[] = [];
    let bed = await newBed();
    for (let round = 0; round < 8; round += 1) {
      if (round === 4) bed = await newBed();
      const bundle = bed.bundles[round % 4]!;
      const processId = (await here.get(`/api/qc/lookup?ticket=${bundle.ticketNo}`)).json<{
        processes: { processId: number }[];
      }>().processes[0]!.processId;
      const first = (
        await here.post('/api/qc/inspections', {
          ticket: String(bundle.ticketNo),
          checkpoint: 'final',
          inspectedQty: 20,
          passedQty: 17,
          defects: [{ code: 'SS', qty: 3, processId }],
          requestId: `qc-race-undo-first-${round}-${process.pid}`,
        })
      ).json<QcInspection>();
      const [recheck, undo] = await Promise.all([
        there.post('/api/qc/inspections', {
          ticket: String(bundle.ticketNo),
          checkpoint: 'final',
          kind: 'recheck',
          inspectedQty: 3,
          passedQty: 3,
          requestId: `qc-race-undo-recheck-${round}-${process.pid}`,
        }),
        here.delete(`/api/qc/inspections/${first.id}`),
      ]);
      const outcome = `${recheck.statusCode}/${undo.statusCode}`;
      outcomes.push(outcome);
      expect(['201/409', '409/204']).toContain(outcome);
      const after = await sums(bundle.id);
      // Mended pieces are never more than the valid first inspections failed.
      expect(after.mended).toBeLessThanOrEqual(after.inspected - (after.passed - after.mended));
    }
    expect(outcomes).toHaveLength(8);
  });
});
