import type { Scan, ScanLookup } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testConfig } from '../../../test/helpers';
import { type App, buildApp } from '../../app';
import { type Database, openPostgres, queryRows, withDatabase } from '../../db/client';

// Races only PostgreSQL shows (PGlite runs one statement at a time): CI's PostgreSQL pass runs this file.
// Two apps, each with its own connection pool on the same database, stand for two server processes.
let t: TestContext;
let second: { app: App; database: Database };
let worker: string;

beforeAll(async () => {
  t = await createTestContext();
  const [row] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
  const database = await openPostgres(withDatabase(process.env.DATABASE_URL ?? '', row?.name ?? ''), 4);
  const app = await buildApp(
    { config: testConfig({ DATA_DIR: t.dataDir }), database, secret: 'test-secret-0123456789-0123456789' },
    false,
  );
  await app.ready();
  second = { app, database };
  worker = await t.login('13900000011', 1);
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

const inject = (
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = worker,
) => app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

async function processOf(ticket: string, seq: number): Promise<number> {
  const lookup = (await inject(t.app, 'GET', `/api/scans/lookup?ticket=${ticket}`)).json<ScanLookup>();
  return lookup.processes.find((p) => p.seq === seq)?.processId ?? 0;
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
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        inject(i % 2 ? second.app : t.app, 'POST', '/api/scans', {
          ticket: '36001',
          processId,
          qty: 1,
          requestId: `race-one-piece-${i}`,
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(20);
    expect(codes.filter((code) => code === 409)).toHaveLength(80);
    expect(await validSum(36001, processId)).toBe(20);
  });

  it('take "what remains" once: of 20 scans without qty one gets the bundle, the rest 409', async () => {
    const processId = await processOf('36002', 1);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inject(i % 2 ? second.app : t.app, 'POST', '/api/scans', {
          ticket: '36002',
          processId,
          requestId: `race-rest-${i}`,
        }),
      ),
    );
    const accepted = responses.filter((r) => r.statusCode === 201).map((r) => r.json<Scan>());
    expect(accepted.map((s) => s.qty)).toEqual([20]);
    expect(await validSum(36002, processId)).toBe(20);
  });

  it('answer one request id sent 20 times at once with one scan', async () => {
    const processId = await processOf('36003', 1);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inject(i % 2 ? second.app : t.app, 'POST', '/api/scans', {
          ticket: '36003',
          processId,
          qty: 2,
          requestId: 'race-same-request',
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(19);
    expect(new Set(responses.map((r) => r.json<Scan>().id)).size).toBe(1);
    expect(await validSum(36003, processId)).toBe(2);
  });

  it('never let a bundle’s quantity drop below what scans running alongside record', async () => {
    const clerk = await t.login('13900000002', 1);
    const processId = await processOf('36004', 1);
    const [bundle] = await queryRows<{ id: string | number }>(
      t.database.db,
      sql`select id from bundles where factory_id = 1 and ticket_no = 36004`,
    );
    // Bundle 4 has 25 pieces; 10 scans of 2 race an edit down to 10.
    const scans = Array.from({ length: 10 }, (_, i) =>
      inject(i % 2 ? second.app : t.app, 'POST', '/api/scans', {
        ticket: '36004',
        processId,
        qty: 2,
        requestId: `race-edit-${i}`,
      }),
    );
    const edit = inject(second.app, 'PUT', `/api/bundles/${bundle?.id}`, { qty: 10 }, clerk);
    await Promise.all([...scans, edit]);
    const [after] = await queryRows<{ qty: number }>(
      t.database.db,
      sql`select qty from bundles where factory_id = 1 and ticket_no = 36004`,
    );
    expect(await validSum(36004, processId)).toBeLessThanOrEqual(after?.qty ?? 0);
  });

  it('keep a worker’s day totals exact while many of their scans and undos run at once', async () => {
    const supervisor = await t.login('13900000003', 1);
    const processId = await processOf('36005', 2);
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inject(i % 2 ? second.app : t.app, 'POST', '/api/scans', {
          ticket: '36005',
          processId,
          qty: 1,
          requestId: `race-totals-${i}`,
        }),
      ),
    );
    const ids = made.filter((r) => r.statusCode === 201).map((r) => r.json<Scan>().id);
    await Promise.all(
      ids
        .slice(0, 8)
        .map((id, i) =>
          inject(i % 2 ? second.app : t.app, 'DELETE', `/api/scans/${id}`, undefined, supervisor),
        ),
    );
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
