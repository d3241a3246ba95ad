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
