import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { memberIdsOf, signIn } from '../../../test/people';
import { createStyle, cutBed, processesByTicket, processesOf } from '../../../test/shop-floor';
import { queryRows, withDatabase } from '../../db/client';
import { type RecordScanValues, recordScanText } from './repository';

// Issue 22: a bed is scanned right after it is generated, before autovacuum (which may be off) has given
// PostgreSQL any statistics of its bundles. A server connection keeps the scan statement prepared from its
// first scans, on the beds there were then; its plan must not go on reading a bundle by the factory alone
// (every bundle of the factory for each scan) once a large bed has been added. PostgreSQL only: PGlite keeps
// no prepared statements. The test database is a copy of the template, which nothing has analyzed.
let t: TestContext;
let connection: pg.Client;

beforeAll(async () => {
  t = await createTestContext();
  const [row] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
  connection = new pg.Client({
    connectionString: withDatabase(process.env.DATABASE_URL ?? '', row?.name ?? ''),
  });
  await connection.connect();
});
afterAll(async () => {
  await connection.end();
  await t.close();
});

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Join Filter'?: number;
  Plans?: PlanNode[];
};

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** EXPLAIN ANALYZE of the prepared scan statement on the connection that keeps it (the scan rolled back). */
async function explainScan(values: RecordScanValues): Promise<PlanNode> {
  const { params } = recordScanText(values);
  await connection.query('begin');
  try {
    // EXPLAIN takes no bound parameters: the values as literals, of the types the statement gave them.
    const literals = params.map((value) =>
      typeof value === 'string' || typeof value === 'number'
        ? connection.escapeLiteral(String(value))
        : 'null',
    );
    const result = await connection.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) execute cold_scan(${literals.join(', ')})`,
    );
    return result.rows[0]?.['QUERY PLAN'][0].Plan as PlanNode;
  } finally {
    await connection.query('rollback');
  }
}

describe('a scan on a bed generated a moment ago (no statistics)', () => {
  it('finds its bundle by the keys, in the plan the connection kept from before the bed', async () => {
    const { clerk, w11 } = await signIn(t, 'clerk', 'w11');
    const { w11: workerId } = await memberIdsOf(t.database, 'w11');
    const values = (ticketNo: number, processId: number, requestId: string): RecordScanValues => ({
      factoryId: 1,
      ticketNo,
      processId,
      workerId,
      recordedBy: workerId,
      qty: 1,
      requestId,
      timeZone: 'Asia/Shanghai',
      scanTime: null,
    });
    // The statement as a server connection keeps it: one plan for every call (a generic plan, which
    // PostgreSQL settles on after five calls), made on the demo's beds.
    const demoProcess = (await processesByTicket(w11, '36001')).get(1) ?? 0;
    await connection.query('set plan_cache_mode = force_generic_plan');
    await connection.query(`prepare cold_scan as ${recordScanText(values(36001, demoProcess, 'x')).sql}`);
    await explainScan(values(36001, demoProcess, 'cold-demo'));

    // A bed of 2,000 bundles: 20 colours of 300 layers at 30 plies, 10 sizes once each.
    const colours = Array.from({ length: 20 }, (_, i) => `C${i + 1}`);
    const sizes = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'];
    const style = await createStyle(clerk, {
      styleNo: 'COLD-BED',
      name: 'Cold bed',
      colours,
      sizes,
      processes: [{ name: 'Seam', rate: '0.25' }],
    });
    const lays = Object.fromEntries(colours.map((colour) => [colour, 300]));
    const bed = await cutBed(clerk, style.id, new Date().toISOString().slice(0, 10), lays, sizes);
    expect(bed.bundles).toHaveLength(2000);
    const processId = (await processesOf(clerk, bed)).get(1) ?? 0;

    const plan = await explainScan(values(bed.bundles[1999]?.ticketNo ?? 0, processId, 'cold-new'));
    const bundleReads = nodesOf(plan)
      .filter((node) => node['Relation Name'] === 'bundles')
      .map((node) => ({
        index: node['Index Name'] ?? node['Node Type'],
        rows: node['Actual Rows'],
        removed: node['Rows Removed by Filter'] ?? 0,
      }));
    // The ticket's bundle, and the scan's bundle for the answer: one row each, read by a unique key.
    expect(bundleReads).toEqual([
      { index: 'bundles_ticket_no_uq', rows: 1, removed: 0 },
      { index: 'bundles_bed_uq', rows: 1, removed: 0 },
    ]);
    const joinFiltered = nodesOf(plan).reduce(
      (sum, node) => sum + (node['Rows Removed by Join Filter'] ?? 0),
      0,
    );
    expect(joinFiltered).toBeLessThan(100);
  });
});

/**
 * The plans of the statements a connection runs for `run`, as auto_explain reports them to the client (a
 * notice each): the database's own statements inside triggers and functions included.
 */
async function nestedPlans(run: () => Promise<unknown>): Promise<{ query: string; plan: PlanNode }[]> {
  const notices: string[] = [];
  const listener = (notice: { message?: string }) => notices.push(notice.message ?? '');
  connection.on('notice', listener);
  await connection.query(`load 'auto_explain'`);
  await connection.query(`set auto_explain.log_min_duration = 0`);
  await connection.query(`set auto_explain.log_nested_statements = on`);
  await connection.query(`set auto_explain.log_analyze = on`);
  await connection.query(`set auto_explain.log_format = 'json'`);
  await connection.query(`set auto_explain.log_level = 'notice'`);
  try {
    await run();
  } finally {
    await connection.query(`set auto_explain.log_min_duration = -1`);
    connection.off('notice', listener);
  }
  return notices
    .map((message) => message.slice(message.indexOf('{')))
    .filter((text) => text.startsWith('{'))
    .map((text) => JSON.parse(text) as { 'Query Text': string; Plan: PlanNode })
    .map((explained) => ({ query: explained['Query Text'], plan: explained.Plan }));
}

describe('the scan guard on a scans table without statistics', () => {
  it('counts a (bundle, process) by its index, not by a plan made while the table was a few rows', async () => {
    const { clerk } = await signIn(t, 'clerk');
    const { w11: workerId } = await memberIdsOf(t.database, 'w11');
    const colours = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6'];
    const sizes = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'];
    const style = await createStyle(clerk, {
      styleNo: 'COLD-SCANS',
      name: 'Cold scans',
      colours,
      sizes,
      processes: [{ name: 'Seam', rate: '0.25' }],
    });
    const lays = Object.fromEntries(colours.map((colour) => [colour, 300]));
    const bed = await cutBed(clerk, style.id, new Date().toISOString().slice(0, 10), lays, sizes);
    const processId = (await processesOf(clerk, bed)).get(1) ?? 0;
    const bundleIds = bed.bundles.map((bundle) => bundle.id);
    // One piece of the bed's process for each bundle given, in one statement: the guard runs once a row.
    const scan = (ids: number[], tag: string) =>
      connection.query(
        `insert into scans (factory_id, bundle_id, cut_order_id, process_id, worker_id, recorded_by, qty, rate,
           amount, work_date, request_id, scan_time)
         select 1, b.id, b.cut_order_id, $1, $2, $2, 1, 0.25, 0.25, current_date, $3 || b.id, now()
         from bundles b where b.factory_id = 1 and b.id = any($4::bigint[])`,
        [processId, workerId, tag, ids],
      );
    // Scans one by one while the table is the demo's few hundred rows (the function's plans made then; a
    // kept plan is PostgreSQL's choice after five), then the rest of the bed at once: no ANALYZE anywhere.
    for (const id of bundleIds.slice(0, 8)) await scan([id], 'first-');
    await scan(bundleIds.slice(8), 'bed-');

    const plans = await nestedPlans(() => scan([bundleIds[0] ?? 0], 'again-'));
    const count = plans.find(({ query }) => /sum\(qty\) FILTER/.test(query));
    expect(count, plans.map(({ query }) => query).join('\n---\n')).toBeDefined();
    const scansRead = nodesOf(count?.plan as PlanNode).filter((node) => node['Relation Name'] === 'scans');
    // The bundle's one scan so far, from the index that leads to it; not the process's every scan, nor the
    // factory's.
    expect(scansRead.map((node) => node['Index Name'])).toEqual(['scans_bundle_process_idx']);
    expect(scansRead[0]?.['Rows Removed by Filter'] ?? 0).toBe(0);
    expect(scansRead[0]?.['Actual Rows']).toBe(1);
  });
});
