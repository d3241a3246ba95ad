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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, openPglite, queryRows, transactional, withDatabase } from '../apps/server/src/db/client';
import { inReadSnapshot } from '../apps/server/src/db/read-snapshot';
import { finishedByStyleCell } from '../apps/server/src/modules/scans/figures';
import { findShippedCells } from '../apps/server/src/modules/shipments/shipped-figures';
import { type RunningServer, startServer } from '../apps/server/test/spawn-server';

const KEPT = process.env.BENCH_DATABASE;
const ADMIN_URL = process.env.DATABASE_URL;
const ON_POSTGRES = Boolean(KEPT ?? ADMIN_URL);
const STEPS = (process.env.BENCH_STEPS ?? (ON_POSTGRES ? '250000,1000000,2000000' : '100000,250000,500000'))
  .split(',')
  .map(Number);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 7);
const WORKERS = 500;
const DAYS = 60;
const PROCESSES = 12;
const BUNDLES_PER_BED = 5_000;
const CAPTCHA = 'bench';
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'];
const COLOURS = Array.from({ length: 20 }, (_, i) => `C${String(i + 1).padStart(2, '0')}`);

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

/** Runs SQL on the bench's database: a pool beside the server on PostgreSQL, the directory itself on PGlite. */
type SqlRunner = <T>(query: SQL) => Promise<T[]>;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-bench-dashboard-'));
  const databaseName = `gbo_bench_dashboard_${process.pid}`;
  let url = KEPT;
  if (!KEPT && ADMIN_URL) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    url = withDatabase(ADMIN_URL, databaseName);
  }
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    CAPTCHA_FIXED_ANSWER: CAPTCHA,
    SEED_DEMO: 'true',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    ...(url ? { DATABASE_URL: url } : {}),
  };
  let server: RunningServer = await startServer(env);
  const pool = url ? new pg.Pool({ connectionString: url, max: 2 }) : undefined;
  /** SQL with the server running (PostgreSQL) or stopped for the while (PGlite). */
  const withSql = async <T>(work: (run: SqlRunner, db: Db) => Promise<T>): Promise<T> => {
    if (pool) {
      const db = drizzle(pool) as unknown as Db;
      return work(<R>(query: SQL) => queryRows<R>(db, query), db);
    }
    await server.stop();
    const database = await openPglite({ dataDir });
    try {
      return await work(<R>(query: SQL) => queryRows<R>(database.db, query), database.db);
    } finally {
      await database.close();
      server = await startServer(env);
    }
  };
  try {
    const signIn = async (mobile: string) => {
      const { uuid } = await json<{ uuid: string }>(await fetch(`${server.url}/auth/code`));
      const reply = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, password: 'Demo@2026', code: CAPTCHA, uuid, factoryId: 1 }),
      });
      return (await json<{ token: string }>(reply)).token;
    };
    const admin = await signIn('13900000001');
    const clerk = await signIn('13900000002');
    const supervisor = await signIn('13900000003');
    const post = async <T>(token: string, target: string, body: object) =>
      json<T>(
        await fetch(`${server.url}${target}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify(body),
        }),
      );

    const beds: number[] = [];
    let scans = 0;
    if (!KEPT) {
      await withSql((run) => makeWorkers(run, WORKERS));
    } else {
      const [row] = await withSql((run) =>
        run<{ n: string }>(sql`select count(*)::text as n from scans where factory_id = 1`),
      );
      scans = Number(row?.n ?? 0);
    }
    const worker = await signIn('13600000001');
    const targets = KEPT ? [scans] : STEPS;
    let style: { id: number } | undefined;
    const rows: string[] = [];
    let countMs = 0;
    for (const target of targets) {
      const started = performance.now();
      const wanted: [number, number][] = [];
      let planned = scans;
      while (planned < target) {
        style ??= await post<{ id: number }>(admin, '/api/styles', {
          styleNo: 'BENCH-DASH',
          name: 'Bench style',
          colours: COLOURS,
          sizes: SIZES,
          processes: Array.from({ length: PROCESSES }, (_, i) => ({
            name: `Process ${i + 1}`,
            rate: '0.25',
            stage: (['cutting', 'sewing', 'sewing', 'sewing', 'sewing', 'sewing'] as const)[i] ?? 'finishing',
          })),
        });
        // 10 sizes × ratio 5 × 20 colours of 50 layers at max plies 10: 5,000 bundles of 10 pieces.
        const bed = await post<{ id: number }>(clerk, '/api/cutOrders', {
          styleId: style.id,
          cutDate: new Date().toISOString().slice(0, 10),
          ratio: SIZES.map((size) => ({ size, ratio: 5 })),
          lays: COLOURS.map((colour, i) => ({ colour, layers: 50, dyeLot: `L${i}`, shade: 'A' })),
          maxPlies: 10,
        });
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
          await run(sql`vacuum full scan_day_totals`);
          await run(sql`vacuum analyze`);
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
        const reply = await fetch(`${server.url}/api/dashboard`, { headers: { authorization: admin } });
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
        let kib = 0;
        const samples: number[] = [];
        try {
          for (let i = 0; i <= REPEAT; i++) {
            const t0 = performance.now();
            const reply = await fetch(`${server.url}/api/dashboard`, { headers: { authorization: token } });
            const body = await reply.arrayBuffer();
            if (!reply.ok) throw new Error(`${reply.status} ${Buffer.from(body).toString().slice(0, 300)}`);
            kib = body.byteLength / 1024;
            if (i > 0) samples.push(performance.now() - t0);
          }
          samples.sort((a, b) => a - b);
          const median = samples[Math.floor(samples.length / 2)] ?? 0;
          rows.push(
            `| ${scans.toLocaleString('en')} | ${name} | ${median.toFixed(0)} | ${(samples.at(-1) ?? 0).toFixed(0)} | ${kib.toFixed(1)} |`,
          );
        } catch (error) {
          rows.push(
            `| ${scans.toLocaleString('en')} | ${name} | failed: ${String(error).slice(0, 120)} | | |`,
          );
        }
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
  } finally {
    await pool?.end();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!KEPT && ADMIN_URL) {
      if (!process.env.BENCH_KEEP) {
        const dropper = new pg.Client({ connectionString: ADMIN_URL });
        await dropper.connect();
        await dropper.query(`drop database if exists ${databaseName} with (force)`);
        await dropper.end();
      } else {
        console.info(`kept database ${databaseName}`);
      }
    }
  }
}

/**
 * The dashboard's slow figure, counted as its background count does (every finished piece of the factory and
 * every confirmed shipment, in one read-only snapshot without JIT): the median of 3, ms.
 */
async function timeCount(database: Db): Promise<number> {
  // The handle the app's services have: it joins the snapshot's transaction (PGlite has one connection).
  const db = transactional(database);
  const samples: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await inReadSnapshot(
      db,
      async () => {
        await findShippedCells(db, 1);
        await finishedByStyleCell(db, 1);
      },
      { workMemMb: 64 },
    );
    samples.push(performance.now() - t0);
  }
  return samples.sort((a, b) => a - b)[1] ?? 0;
}

/** `count` more people in Ningbo holding the worker role, in the department of worker 13900000011. */
async function makeWorkers(run: SqlRunner, count: number) {
  await run(sql`with made as (
       insert into users (mobile, name, password_hash)
       select '136' || lpad(g::text, 8, '0'), 'Scale worker ' || g,
              (select password_hash from users where mobile = '13900000011')
       from generate_series(1, ${count}::int) g
       returning id, mobile),
     joined as (
       insert into members (factory_id, user_id, job_number, dept_id)
       select 1, made.id, 'S' || right(made.mobile, 5),
              (select dept_id from members m join users u on u.id = m.user_id
                where u.mobile = '13900000011' and m.factory_id = 1)
       from made
       returning id)
     insert into member_roles (factory_id, member_id, role_id)
     select 1, joined.id, (select id from roles where factory_id = 1 and code = 'worker') from joined`);
}

/**
 * One full scan of each (bundle, process) of some beds, up to a number per bed (scan-scale's scans: the workers
 * in turn, work days spread over the last DAYS days, the bed's snapshot rate), written in the order they would
 * have been made (by work day and time), as a factory's scans arrive: a day's scans lie together in the table.
 * (scan-scale writes a bed's scans one after another, so a day's scans lie everywhere; `EXPLAIN` of a day's
 * read then shows a page read per scan.) The scan guard (a row lock and a count per scan) is left out of this
 * load of scans known to be whole; the day totals' trigger is not.
 */
async function scanBeds(run: SqlRunner, beds: [number, number][], pool?: pg.Pool) {
  const ids = `{${beds.map(([id]) => id).join(',')}}`;
  const limits = `{${beds.map(([, limit]) => limit).join(',')}}`;
  const insert = sql`with workers as (
       select m.id, row_number() over (order by m.id) - 1 as n
       from members m join users u on u.id = m.user_id where m.factory_id = 1 and u.mobile like '136%'),
     beds as (select * from unnest(${ids}::bigint[], ${limits}::int[]) as bed(cut_order_id, lim)),
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
  const guarded = async (runner: SqlRunner) => {
    await runner(sql`alter table scans disable trigger scans_guard`);
    try {
      const [row] = await runner<{ n: number }>(insert);
      return Number(row?.n ?? 0);
    } finally {
      await runner(sql`alter table scans enable trigger scans_guard`);
    }
  };
  if (!pool) return guarded(run);
  // On PostgreSQL in one transaction of one connection, so the trigger is off for this load only.
  const client = await pool.connect();
  try {
    await client.query('begin');
    const db = drizzle(client);
    const n = await guarded(<R>(query: SQL) => queryRows<R>(db as unknown as Db, query));
    await client.query('commit');
    return n;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

await main();
