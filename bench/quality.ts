/**
 * Quality inspections: `POST api/qc/inspections`, then `GET api/qc/summary` per grouping, `GET
 * api/qc/inspections` and `GET api/dashboard`, through the real app (`app.inject`, no network) on the real
 * database.
 *
 * Set-up (Ningbo, demo data): a style of 12 processes and one bed of 5,000 bundles of 10 pieces (through the
 * API), every (bundle, process) scanned once by the 6 demo workers of Ningbo in turn (bulk-loaded with SQL as
 * bench/common.ts's scanBed does, work days over the last week), then VACUUM ANALYZE; the factory deducts
 * BENCH_DEDUCTION (0.50) yuan per defect, so an inspection with defects also writes its wage adjustments.
 *
 * The inspections, as the Ningbo administrator (qc:add), each a first inspection of a whole bundle of 10
 * pieces, one per bundle: even bundles in-line after process 6, odd ones at the final check; every third one
 * fails 1–3 pieces, each with a defect line of its own (codes and processes in turn, processes up to the
 * checkpoint), charged to the worker who scanned that process. Timed (latency median and p95, inspections a
 * second):
 *  1. SEQUENTIAL (1,000) inspections one after another;
 *  2. the remaining bundles' inspections CONCURRENCY (8) at a time (other bundles, so no row lock is shared);
 *  3. re-inspections passing the rework of every other failed bundle, CONCURRENCY at a time.
 * Then, after an ANALYZE (as autovacuum would), each timed REPEAT (5) times after one warm-up (median,
 * slowest, reply size): the summary of the last 7 days per groupBy, the inspections list (first page, page
 * 100, the rework still open) and the dashboard (the administrator's, with today's quality; a worker's,
 * without), once the dashboard's background count is done.
 *
 * Usage:  npx tsx bench/quality.ts                          (embedded PGlite, in memory)
 *         DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/quality.ts
 * BENCH_SEQUENTIAL (1000), BENCH_CONCURRENCY (8), BENCH_REPEAT (5), BENCH_DEDUCTION (0.50; 0: no wage
 * adjustments), BENCH_EXPLAIN (1: EXPLAIN ANALYZE the summary by worker at the end). With DATABASE_URL a
 * fresh database is created and dropped afterwards. The app's pool on PostgreSQL has 4 connections
 * (withAppBench); the callers share this process's event loop with the app.
 */
import { randomBytes } from 'node:crypto';
import { QC_GROUPS, type QcGroup, type QcInspectionInput } from '@gbo/contracts';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../apps/server/src/db/client';
import { createFigures } from '../apps/server/src/modules/figures';
import {
  type Run,
  bedBody,
  quantile,
  runConcurrently,
  scanBed,
  styleBody,
  timeRuns,
  withAppBench,
} from './common';

const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const DEDUCTION = process.env.BENCH_DEDUCTION ?? '0.50';
const CODES = ['OS', 'SS', 'BS', 'PK', 'UH', 'WM', 'ST', 'SV', 'FH', 'MT'];
/** In-line checks come after this process (its seq). */
const INLINE_AFTER = 6;
const SCAN_DAYS = 7;

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });

async function main() {
  await withAppBench(
    { name: 'quality', adminUrl: process.env.DATABASE_URL },
    async ({ app, databaseLabel, signIn, withSql }) => {
      const admin = await signIn('13900000001');
      const clerk = await signIn('13900000002');
      const worker = await signIn('13900000011');
      const call = async (
        method: 'GET' | 'POST',
        url: string,
        headers: { authorization: string },
        payload?: object,
      ) => {
        const reply = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        if (reply.statusCode >= 300) throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
        return reply;
      };

      // ---- the bed, its scans and the factory's deduction ----
      const started = performance.now();
      const style = (await call('POST', '/api/styles', admin, styleBody('BENCH-QC'))).json<{ id: number }>();
      const bed = (await call('POST', '/api/cutOrders', clerk, bedBody(style.id))).json<{
        id: number;
        bundles: { ticketNo: number; qty: number }[];
      }>();
      const scans = await withSql(async (run) => {
        const count = await scanBed(run, bed.id, {
          days: SCAN_DAYS,
          requestPrefix: 'qc-bench',
          workerMobiles: '1390000001%',
        });
        await run('vacuum analyze');
        return count;
      });
      const settings = (await call('GET', '/api/factory/getFactoryEnum?factoryId=1', admin)).json<object>();
      await call('POST', '/api/factory/updateFactoryEnum', admin, {
        factoryId: 1,
        settings: { ...settings, defectDeduction: DEDUCTION },
      });
      const tickets = bed.bundles.map((b) => String(b.ticketNo));
      const lookup = (await call('GET', `/api/qc/lookup?ticket=${tickets[0]}`, admin)).json<{
        processes: { processId: number; seq: number; doneBy: unknown[] }[];
      }>();
      const processes = [...lookup.processes].sort((a, b) => a.seq - b.seq).map((p) => p.processId);
      if (lookup.processes.some((p) => p.doneBy.length !== 1)) throw new Error('the bed is not scanned');
      console.info(
        `${databaseLabel}: bed of ${tickets.length.toLocaleString('en')} bundles, ${scans.toLocaleString('en')} scans, set up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );

      // The first request starts the background count of finished pieces not shipped: timed once it is done.
      const countDone = async () => {
        for (let i = 0; i < 600; i++) {
          const answer = (await call('GET', '/api/dashboard', admin)).json<{
            shipping?: { notShippedAsOf: string | null } | null;
          }>();
          if (!answer.shipping || answer.shipping.notShippedAsOf) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      await countDone();
      const before = await timeRuns(REPEAT, 1, async () => {
        await call('GET', '/api/dashboard', admin);
      });
      console.info(
        `dashboard, administrator, no inspections yet: median ${quantile(before, 0.5).toFixed(0)} ms, slowest ${(before.at(-1) ?? 0).toFixed(0)} ms`,
      );

      // ---- the inspections ----
      const runId = randomBytes(4).toString('hex');
      let requests = 0;
      const afterProcessId = processes[INLINE_AFTER - 1] ?? 0;
      const checkpointOf = (i: number) =>
        i % 2 === 0 ? { checkpoint: 'inline' as const, afterProcessId } : { checkpoint: 'final' as const };
      /** Bundle i's first inspection: every third fails 1–3 pieces, a defect line each. */
      const firstOf = (i: number): QcInspectionInput => {
        const at = checkpointOf(i);
        const covered = at.checkpoint === 'inline' ? processes.slice(0, INLINE_AFTER) : processes;
        const failed = i % 3 === 0 ? 1 + (Math.floor(i / 3) % 3) : 0;
        return {
          ticket: tickets[i] ?? '',
          ...at,
          kind: 'first',
          inspectedQty: 10,
          passedQty: 10 - failed,
          defects: Array.from({ length: failed }, (_, k) => ({
            code: CODES[(i + k) % CODES.length] ?? 'OS',
            qty: 1,
            processId: covered[(i * 7 + k * 5) % covered.length] ?? 0,
          })),
          requestId: `qc-${runId}-${++requests}`,
        };
      };
      const inspect = async (body: QcInspectionInput) => {
        const reply = await app.inject({
          method: 'POST',
          url: '/api/qc/inspections',
          headers: admin,
          payload: body,
        });
        if (reply.statusCode !== 201)
          throw new Error(`inspection: ${reply.statusCode} ${reply.body.slice(0, 300)}`);
      };
      const rows: string[] = [];
      const timed = async (what: string, bodies: QcInspectionInput[], concurrency: number) => {
        let next = 0;
        const result = await runConcurrently(bodies.length, concurrency, () => inspect(bodies[next++]!));
        rows.push(
          `| ${what} | ${concurrency} | ${result.count.toLocaleString('en')} | ${(result.count / result.seconds).toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} |`,
        );
        console.info(rows.at(-1));
      };
      const bundles = Array.from({ length: tickets.length }, (_, i) => i);
      await timed('first inspections, one at a time', bundles.slice(0, SEQUENTIAL).map(firstOf), 1);
      await timed('first inspections, together', bundles.slice(SEQUENTIAL).map(firstOf), CONCURRENCY);
      const rechecks = bundles
        .filter((i) => i % 6 === 0)
        .map((i): QcInspectionInput => {
          const failed = 1 + (Math.floor(i / 3) % 3);
          return {
            ticket: tickets[i] ?? '',
            ...checkpointOf(i),
            kind: 'recheck',
            inspectedQty: failed,
            passedQty: failed,
            defects: [],
            requestId: `qc-${runId}-${++requests}`,
          };
        });
      await timed('re-inspections of rework, together', rechecks, CONCURRENCY);
      const counted = await withSql(async (run) => {
        await run('analyze');
        const { rows: made } = await run<{ inspections: string; defects: string; charges: string }>(
          `select (select count(*) from qc_inspections where factory_id = 1)::text as inspections,
             (select count(*) from qc_defects where factory_id = 1)::text as defects,
             (select count(*) from wage_adjustments where factory_id = 1 and inspection_id is not null)::text
               as charges`,
        );
        return made[0];
      });
      console.info(
        `${counted?.inspections} inspections, ${counted?.defects} defect lines, ${counted?.charges} wage adjustments`,
      );

      // ---- the figures ----
      const time = async (what: string, url: string, headers: { authorization: string }) => {
        let bytes = 0;
        const samples = await timeRuns(REPEAT, 1, async () => {
          bytes = (await call('GET', url, headers)).rawPayload.length;
        });
        rows.push(
          `| ${what} | ${quantile(samples, 0.5).toFixed(0)} | ${(samples.at(-1) ?? 0).toFixed(0)} | ${(bytes / 1024).toFixed(1)} |`,
        );
        console.info(rows.at(-1));
      };
      rows.push('', '| request | median ms | slowest ms | reply KiB |', '|---|---|---|---|');
      const period = `from=${day(SCAN_DAYS)}&to=${day(0)}`;
      for (const groupBy of QC_GROUPS)
        await time(`summary by ${groupBy}`, `/api/qc/summary?${period}&groupBy=${groupBy}`, admin);
      await time('inspections, page 1 of 20', '/api/qc/inspections?page=0&size=20', admin);
      await time('inspections, page 100 of 20', '/api/qc/inspections?page=99&size=20', admin);
      await time('inspections, rework open', '/api/qc/inspections?page=0&size=20&reworkOpen=true', admin);
      await countDone();
      await time('dashboard, administrator (with quality)', '/api/dashboard', admin);
      await time('dashboard, worker (no quality)', '/api/dashboard', worker);

      console.info(`\ndatabase: ${databaseLabel}`);
      console.info('| inspections | at once | count | per second | p50 ms | p95 ms |');
      console.info('|---|---|---|---|---|---|');
      for (const row of rows) console.info(row);
      if (process.env.BENCH_EXPLAIN) {
        const plan = await explainSummary(withSql, { from: day(SCAN_DAYS), to: day(0), groupBy: 'worker' });
        console.info(`\nEXPLAIN (ANALYZE, BUFFERS) of the summary by worker:\n${plan}`);
      }
    },
  );
}

/** The summary's statement as the figures send it, explained with its run on the bench's database. */
async function explainSummary(
  withSql: <T>(work: (run: Run) => Promise<T>) => Promise<T>,
  query: { from: string; to: string; groupBy: QcGroup },
): Promise<string> {
  let statement: SQL | undefined;
  const capture = {
    execute: (sent: SQL) => {
      statement = sent;
      return Promise.resolve({ rows: [] });
    },
  } as unknown as Db;
  await createFigures({ db: capture }).qualitySummary(1, query, false);
  if (!statement) throw new Error('the summary sent no statement');
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  const { rows } = await withSql((run) =>
    run<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, params),
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

await main();
