import type { Scan } from '@gbo/contracts';
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
import { processesByTicket } from '../../../test/shop-floor';
import { queryRows } from '../../db/client';

// Races only PostgreSQL shows (PGlite runs one statement at a time): CI's PostgreSQL pass runs this file.
// Two apps, each with its own connection pool on the same database, stand for two server processes.
let t: TestContext;
let second: SecondApp;
/** Worker 11, the clerk and the line supervisor, signed in once: each a caller of either process. */
let as: Record<'w11' | 'clerk' | 'supervisor', { here: Caller; there: Caller }>;

beforeAll(async () => {
  t = await createTestContext();
  second = await openSecondApp(t);
  const tokens = await tokensOf(t, 'w11', 'clerk', 'supervisor');
  const both = (token: string) => ({ here: callerFor(t.app, token), there: callerFor(second.app, token) });
  as = { w11: both(tokens.w11), clerk: both(tokens.clerk), supervisor: both(tokens.supervisor) };
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** `count` requests of one person's at once, every other one through the second process. */
const atOnce = <T>(who: keyof typeof as, count: number, send: (caller: Caller, i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i % 2 ? as[who].there : as[who].here, i)));

/** `count` scans by worker 11 at once, from both processes. */
const scansAtOnce = (count: number, body: (i: number) => object) =>
  atOnce('w11', count, (caller, i) => caller.post('/api/scans', body(i)));

async function processOf(ticket: string, seq: number): Promise<number> {
  return (await processesByTicket(as.w11.here, ticket)).get(seq) ?? 0;
}

async function validSum(ticketNo: number, processId: number): Promise<number> {
  const [row] = await queryRows<{ qty: string | number | null }>(
    t.database.db,
    sql`select sum(s.qty) as qty from scans s join bundles b on b.factory_id = s.factory_id and b.id = s.bundle_id
        where b.ticket_no = ${ticketNo} and s.process_id = ${processId} and s.status = 'valid'`,
  );
  return Number(row?.qty ?? 0);
}

describe('scans of one bundle-process at the same time', () => {
  it('accept exactly the bundle’s 20 pieces out of 100 one-piece scans from two processes', async () => {
    const processId = await processOf('36001', 1);
    const responses = await scansAtOnce(100, (i) => ({
      ticket: '36001',
      processId,
      qty: 1,
      requestId: `race-one-piece-${i}`,
    }));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(20);
    expect(codes.filter((code) => code === 409)).toHaveLength(80);
    expect(await validSum(36001, processId)).toBe(20);
  });

  it('take "what remains" once: of 20 scans without qty one gets the bundle, the rest 409', async () => {
    const processId = await processOf('36002', 1);
    const responses = await scansAtOnce(20, (i) => ({
      ticket: '36002',
      processId,
      requestId: `race-rest-${i}`,
    }));
    const accepted = responses.filter((r) => r.statusCode === 201).map((r) => r.json<Scan>());
    expect(accepted.map((s) => s.qty)).toEqual([20]);
    expect(await validSum(36002, processId)).toBe(20);
  });

  it('answer one request id sent 20 times at once with one scan', async () => {
    const processId = await processOf('36003', 1);
    const responses = await scansAtOnce(20, () => ({
      ticket: '36003',
      processId,
      qty: 2,
      requestId: 'race-same-request',
    }));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(19);
    expect(new Set(responses.map((r) => r.json<Scan>().id)).size).toBe(1);
    expect(await validSum(36003, processId)).toBe(2);
  });

  it('never let a bundle’s quantity drop below what scans running alongside record', async () => {
    const processId = await processOf('36004', 1);
    const [bundle] = await queryRows<{ id: string | number }>(
      t.database.db,
      sql`select id from bundles where factory_id = 1 and ticket_no = 36004`,
    );
    // Bundle 4 has 25 pieces; 10 scans of 2 race an edit down to 10.
    const scans = scansAtOnce(10, (i) => ({
      ticket: '36004',
      processId,
      qty: 2,
      requestId: `race-edit-${i}`,
    }));
    const edit = as.clerk.there.put(`/api/bundles/${bundle?.id}`, { qty: 10 });
    await Promise.all([scans, edit]);
    const [after] = await queryRows<{ qty: number }>(
      t.database.db,
      sql`select qty from bundles where factory_id = 1 and ticket_no = 36004`,
    );
    expect(await validSum(36004, processId)).toBeLessThanOrEqual(after?.qty ?? 0);
  });

  it('keep a worker’s day totals exact while many of their scans and undos run at once', async () => {
    const processId = await processOf('36005', 2);
    const made = await scansAtOnce(20, (i) => ({
      ticket: '36005',
      processId,
      qty: 1,
      requestId: `race-totals-${i}`,
    }));
    const ids = made.filter((r) => r.statusCode === 201).map((r) => r.json<Scan>().id);
    const undone = ids.slice(0, 8);
    await atOnce('supervisor', undone.length, (caller, i) => caller.delete(`/api/scans/${undone[i]}`));
    // 20 scans, 8 undone at once: the totals the triggers kept equal what the scans add up to.
    expect(ids).toHaveLength(20);
    const [row] = await queryRows<{ kept: string }>(
      t.database.db,
      sql`select sum(valid_qty)::text || '/' || sum(scans)::text as kept from scan_day_totals
          where factory_id = 1`,
    );
    const [sums] = await queryRows<{ qty: string; n: string }>(
      t.database.db,
      sql`select coalesce(sum(qty) filter (where status = 'valid'), 0)::text as qty, count(*)::text as n
          from scans where factory_id = 1`,
    );
    expect(row?.kept).toBe(`${sums?.qty}/${sums?.n}`);
  });
});
