/**
 * The home dashboard at volume: `GET api/dashboard` through the real server process over loopback HTTP.
 *
 * The data is scan-scale's (bench/scan-scale.ts): one factory (Ningbo, demo data) gets 500 more workers and
 * beds of 5,000 bundles (10 pieces each) of one 12-process style, made through the API as the cutting clerk;
 * then every (bundle, process) of the new beds gets one full scan, written with SQL: a worker in turn, work
 * days spread over the last 60 days (Asia/Shanghai), the bed's snapshot rate. Unlike scan-scale, a step's scans
 * are written in the order they would have been made (by day and time), and the day totals' table is
 * compacted after the load (see scanBeds and the load below). Every bed has scans today, so the dashboard's
 * "beds in progress" are 5,000-bundle beds of 60,000 scans each: the worst case for their completion (Σ over
 * bundles of the least process).
 *
 * The scans are loaded in steps (BENCH_STEPS); after each step (and a VACUUM ANALYZE, as autovacuum would do)
 * and once the dashboard's background count of finished pieces not shipped is done, it times, BENCH_REPEAT
 * times after one warm-up, median and slowest:
 *  - the administrator (every figure of the factory: output, top workers, stages, beds, shipments);
 *  - the line supervisor (the same for their department's people: all 500 bench workers are in it);
 *  - one bench worker (their own figures only);
 * and the background count itself (its statements, from the bench's own connection, median of 3).
 *
 * Usage:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/dashboard.ts   (PostgreSQL)
 *   npx tsx bench/dashboard.ts                                                          (PGlite, smaller)
 *   BENCH_DATABASE=postgres://…/gbo_bench_scale_123 npx tsx bench/dashboard.ts  (a kept scan-scale database,
 *     `BENCH_KEEP=1 npx tsx bench/scan-scale.ts`: timed as it is, nothing loaded)
 * BENCH_STEPS (PostgreSQL 250000,1000000,2000000; PGlite 100000,250000,500000), BENCH_REPEAT (7). A fresh
 * PostgreSQL database is created and dropped afterwards (BENCH_KEEP=1 keeps it). On PGlite the server is
 * stopped while the bench writes scans into its directory (one process may open it), then started again.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { type Db, transactional } from '../apps/server/src/db/client';
import { inReadSnapshot } from '../apps/server/src/db/read-snapshot';
import { createFigures } from '../apps/server/src/modules/figures';
import {
  BUNDLES_PER_BED,
  PROCESSES,
  type Run,
  bedBody,
  makeWorkers,
  post,
  quantile,
  refreshFinished,
  runOn,
  runOnPglite,
  signIn,
  styleBody,
  timeGet,
  timeRuns,
  timedRow,
  transaction,
  withClient,
  withServerBench,
} from './common';

const KEPT = process.env.BENCH_DATABASE;
const ADMIN_URL = process.env.DATABASE_URL;
const ON_POSTGRES = Boolean(KEPT ?? ADMIN_URL);
const STEPS = (process.env.BENCH_STEPS ?? (ON_POSTGRES ? '250000,1000000,2000000' : '100000,250000,500000'))
  .split(',')
  .map(Number);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 7);
const WORKERS = 500;
const DAYS = 60;
const STAGES = ['cutting', 'sewing', 'sewing', 'sewing', 'sewing', 'sewing'];

async function main() {
  const options = {
    name: 'dashboard',
    adminUrl: ADMIN_URL,
    keptUrl: KEPT,
    keep: Boolean(process.env.BENCH_KEEP),
    poolSize: 2,
  };
  await withServerBench(options, async (bench) => {
    const { pool } = bench;
    /** SQL with the server running (PostgreSQL) or stopped for the while (PGlite). */
    const withSql = async <T>(work: (run: Run, db: Db) => Promise<T>): Promise<T> =>
      pool
        ? work(runOn(pool), drizzle(pool) as unknown as Db)
        : bench.withPglite((database) => work(runOnPglite(database.pglite), database.db));
    const url = () => bench.server.url;
    const admin = await signIn(url(), '13900000001');
    const clerk = await signIn(url(), '13900000002');
    const supervisor = await signIn(url(), '13900000003');

    const beds: number[] = [];
    let scans = 0;
    if (!KEPT) {
      await withSql((run) =>
        makeWorkers(run, WORKERS, { prefix: '136', name: 'Scale worker', jobPrefix: 'S' }),
      );
    } else {
      const [row] = await withSql(
        async (run) =>
          (await run<{ n: string }>(`select count(*)::text as n from scans where factory_id = 1`)).rows,
      );
      scans = Number(row?.n ?? 0);
    }
    const worker = await signIn(url(), '13600000001');
    const targets = KEPT ? [scans] : STEPS;
    let style: { id: number } | undefined;
    const rows: string[] = [];
    let countMs = 0;
    for (const target of targets) {
      const started = performance.now();
      const wanted: [number, number][] = [];
      let planned = scans;
      while (planned < target) {
        style ??= await post<{ id: number }>(
          url(),
          admin,
          '/api/styles',
          styleBody('BENCH-DASH', (i) => STAGES[i] ?? 'finishing'),
        );
        const bed = await post<{ id: number }>(url(), clerk, '/api/cutOrders', bedBody(style.id));
        beds.push(bed.id);
        const count = Math.min(BUNDLES_PER_BED * PROCESSES, target - planned);
        wanted.push([bed.id, count]);
        planned += count;
      }
      if (wanted.length > 0) {
        scans = await withSql(async (run, db) => {
          let loaded = scans;
          loaded += await scanBeds(run, wanted, pool);
          // The load updates each worker's day total some 60 times in one transaction, leaving 60 dead versions
          // of each row behind (100 MB for 30,000 rows at 2M scans); scans made one by one leave none for
          // long (each update prunes its page), so the table is compacted as theirs would be.
          await run('vacuum full scan_day_totals');
          await run('vacuum analyze');
          countMs = await timeCount(db);
          return loaded;
        });
      } else {
        countMs = await withSql((_run, db) => timeCount(db));
      }
      const loadSeconds = (performance.now() - started) / 1000;
      // The first request starts the background count of finished pieces not shipped; the requests are timed
      // once it is done (it is timed on its own below: while it runs, it shares the machine's two cores).
      for (let i = 0; i < 600; i++) {
        const reply = await fetch(`${url()}/api/dashboard`, { headers: { authorization: admin } });
        const answer = (await reply.json()) as { shipping?: { notShippedAsOf: string | null } };
        if (answer.shipping?.notShippedAsOf) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const cases: [string, string][] = [
        ['administrator (whole factory)', admin],
        ['line supervisor (their department)', supervisor],
        ['worker (own figures)', worker],
      ];
      for (const [name, token] of cases) {
        rows.push(await timedRow(scans, name, () => timeGet(url(), token, '/api/dashboard', REPEAT), 1));
        console.info(rows.at(-1));
      }
      rows.push(
        `| ${scans.toLocaleString('en')} | background count of finished pieces not shipped | ${countMs.toFixed(0)} | | |`,
      );
      console.info(rows.at(-1));
      console.info(
        `(${scans.toLocaleString('en')} scans in ${beds.length} bench beds; this step loaded in ${loadSeconds.toFixed(0)} s)`,
      );
    }
    console.info(`database: ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}`);
    console.info('| scans | caller | median ms | slowest ms | reply KiB |');
    console.info('|---|---|---|---|---|');
    for (const row of rows) console.info(row);
  });
}

/**
 * The dashboard's slow figure, counted as its background count does (every finished piece of the factory and
 * every confirmed shipment, in one read-only snapshot without JIT): the median of 3, ms.
 */
async function timeCount(database: Db): Promise<number> {
  // The handle the app's services have: it joins the snapshot's transaction (PGlite has one connection).
  const db = transactional(database);
  const figures = createFigures({ db });
  const samples = await timeRuns(3, 0, async () => {
    await inReadSnapshot(
      db,
      async () => {
        await figures.shippedCells(1);
        await figures.finishedCells(1);
      },
      { workMemMb: 64 },
    );
  });
  return quantile(samples, 0.5);
}

/**
 * One full scan of each (bundle, process) of some beds, up to a number per bed (scan-scale's scans: the workers
 * in turn, work days spread over the last DAYS days, the bed's snapshot rate), written in the order they would
 * have been made (by work day and time), as a factory's scans arrive: a day's scans lie together in the table.
 * (scan-scale writes a bed's scans one after another, so a day's scans lie everywhere; `EXPLAIN` of a day's
 * read then shows a page read per scan.) The scan guard (a row lock and a count per scan) and the finished
 * pieces' trigger are left out of this load of scans known to be whole (the beds' bundles are refreshed once);
 * the day totals' trigger is not.
 */
async function scanBeds(run: Run, beds: [number, number][], pool?: pg.Pool) {
  const bedIds = beds.map(([id]) => id);
  const ids = `{${bedIds.join(',')}}`;
  const limits = `{${beds.map(([, limit]) => limit).join(',')}}`;
  const insert = `with workers as (
       select m.id, row_number() over (order by m.id) - 1 as n
       from members m join users u on u.id = m.user_id where m.factory_id = 1 and u.mobile like '136%'),
     beds as (select * from unnest($1::bigint[], $2::int[]) as bed(cut_order_id, lim)),
     pairs as (
       select beds.cut_order_id, pair.* from beds cross join lateral (
         select b.id as bundle_id, b.qty, p.id as process_id, p.rate,
                row_number() over (order by b.bundle_no, p.seq) - 1 as n
         from bundles b
         join cut_order_processes p on p.factory_id = b.factory_id and p.cut_order_id = b.cut_order_id
         where b.factory_id = 1 and b.cut_order_id = beds.cut_order_id
         order by b.bundle_no, p.seq
         limit beds.lim) pair),
     made as (
       select pairs.*, w.id as worker_id, (pairs.n * 7919 % ${DAYS})::int as days_ago
       from pairs join workers w on w.n = (pairs.n * 31 + pairs.cut_order_id) % (select count(*) from workers)),
     inserted as (
       insert into scans (factory_id, bundle_id, cut_order_id, process_id, worker_id, recorded_by, qty, rate,
                          amount, work_date, scan_time, request_id)
       select 1, bundle_id, cut_order_id, process_id, worker_id, worker_id, qty, rate, qty * rate,
              (now() at time zone 'Asia/Shanghai')::date - days_ago,
              now() - make_interval(days => days_ago, secs => (n % 36000)::int),
              'dash-' || cut_order_id || '-' || n
       from made
       order by days_ago desc, (n % 36000) desc
       returning 1)
     select count(*)::int as n from inserted`;
  // The day totals follow row by row here (the scans are inserted in the order they are made); the guard and
  // the finished pieces are left out and the beds' bundles refreshed once.
  const guarded = async (runner: Run) => {
    await runner('alter table scans disable trigger scans_guard, disable trigger bundle_finished_insert');
    try {
      const { rows } = await runner<{ n: number }>(insert, [ids, limits]);
      await refreshFinished(runner, bedIds);
      return Number(rows[0]?.n ?? 0);
    } finally {
      await runner('alter table scans enable trigger scans_guard, enable trigger bundle_finished_insert');
    }
  };
  if (!pool) return guarded(run);
  // On PostgreSQL in one transaction of one connection, so the trigger is off for this load only.
  return withClient(pool, (client) => transaction(client, () => guarded(client)));
}

await main();
