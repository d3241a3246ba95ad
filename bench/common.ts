/**
 * What the benchmarks share: a scratch database and the real server (or app) on it, signing in, the bench's
 * style and beds, bulk-loaded workers and scans, and the timing figures. Each script keeps what it measures.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openPglite, openPostgres, withDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/seed/demo';
import { type RunningServer, startServer } from '../apps/server/test/spawn-server';

export const CAPTCHA = 'bench';
export const PASSWORD = 'Demo@2026';
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'];
export const COLOURS = Array.from({ length: 20 }, (_, i) => `C${String(i + 1).padStart(2, '0')}`);
export const PROCESSES = 12;
/** A bed of bedBody's defaults: 5,000 bundles of 10 pieces. */
export const BUNDLES_PER_BED = 5_000;

// ---- scratch databases ----

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

/** Creates database `name` on the PostgreSQL server of `adminUrl`; its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await adminQuery(adminUrl, `create database ${name}`);
  return withDatabase(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

// ---- the real server process ----

export type ServerBenchOptions = {
  /** Names the scratch database gbo_bench_<name>_<pid> and the temp directory gbo-bench-<name>-…. */
  name?: string;
  /** A PostgreSQL server (DATABASE_URL) to create the scratch database on; without it, PGlite. */
  adminUrl?: string;
  /** A database used as it is (created by an earlier run): nothing created or dropped. */
  keptUrl?: string;
  /** BENCH_KEEP: the scratch database is kept (and, with keepDataDir, PGlite's data directory). */
  keep?: boolean;
  keepDataDir?: boolean;
  /** A pg.Pool of this size beside the server, on PostgreSQL. */
  poolSize?: number;
};

export type ServerBench = {
  /** The server now running (a new one, on another port, after withPglite). */
  readonly server: RunningServer;
  readonly dataDir: string;
  readonly databaseName: string;
  /** The database's URL on PostgreSQL. */
  readonly databaseUrl: string | undefined;
  readonly pool: pg.Pool | undefined;
  /** 'PostgreSQL' or 'PGlite', for the reports. */
  readonly databaseLabel: string;
  /** Work on PGlite's data directory: one process may open it, so the server is stopped meanwhile. */
  withPglite<T>(work: (database: Database & { pglite: PGlite }) => Promise<T>): Promise<T>;
};

/**
 * Runs `work` against the real server process on a scratch database, seeded with the demo data, with a
 * fixed captcha and no sign-in throttling; cleans up afterwards.
 */
export async function withServerBench<T>(
  options: ServerBenchOptions,
  work: (bench: ServerBench) => Promise<T>,
): Promise<T> {
  const { name } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), name ? `gbo-bench-${name}-` : 'gbo-bench-'));
  const databaseName = name ? `gbo_bench_${name}_${process.pid}` : `gbo_bench_${process.pid}`;
  const { adminUrl, keptUrl } = options;
  const databaseUrl = keptUrl ?? (adminUrl ? await createDatabase(adminUrl, databaseName) : undefined);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    CAPTCHA_FIXED_ANSWER: CAPTCHA,
    SEED_DEMO: 'true',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let server: RunningServer | undefined;
  let pool: pg.Pool | undefined;
  try {
    server = await startServer(env);
    pool =
      databaseUrl && options.poolSize
        ? new pg.Pool({ connectionString: databaseUrl, max: options.poolSize })
        : undefined;
    const bench: ServerBench = {
      get server() {
        if (!server) throw new Error('the server is not running');
        return server;
      },
      dataDir,
      databaseName,
      databaseUrl,
      pool,
      databaseLabel: databaseUrl ? 'PostgreSQL' : 'PGlite',
      async withPglite(pgliteWork) {
        await server?.stop();
        server = undefined;
        const database = await openPglite({ dataDir });
        try {
          return await pgliteWork(database);
        } finally {
          await database.close();
          server = await startServer(env);
        }
      },
    };
    return await work(bench);
  } finally {
    await pool?.end();
    await server?.stop();
    if (options.keep && options.keepDataDir && !databaseUrl)
      console.info(`kept PGlite data directory ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl && !keptUrl) {
      if (options.keep) console.info(`kept database ${databaseName}`);
      else await dropDatabase(adminUrl, databaseName);
    }
  }
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux; clock ticks of 10 ms). */
export function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined || !fs.existsSync(`/proc/${pid}/stat`)) return Number.NaN;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// ---- HTTP ----

export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

/** Signs a demo person in to factory 1 (Ningbo); their token. */
export async function signIn(baseUrl: string, mobile: string): Promise<string> {
  const { uuid } = await json<{ uuid: string }>(await fetch(`${baseUrl}/auth/code`));
  const reply = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: PASSWORD, code: CAPTCHA, uuid, factoryId: 1 }),
  });
  return (await json<{ token: string }>(reply)).token;
}

export async function post<T>(baseUrl: string, token: string, target: string, body: object): Promise<T> {
  return json<T>(
    await fetch(`${baseUrl}${target}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(body),
    }),
  );
}

/** A GET timed `repeat` times after one warm-up: the median and slowest ms, and the reply's KiB. */
export async function timeGet(baseUrl: string, token: string, target: string, repeat: number) {
  let bytes = 0;
  const samples = await timeRuns(repeat, 1, async () => {
    const reply = await fetch(`${baseUrl}${target}`, { headers: { authorization: token } });
    const body = await reply.arrayBuffer();
    if (!reply.ok)
      throw new Error(`${target}: ${reply.status} ${Buffer.from(body).toString().slice(0, 300)}`);
    bytes = body.byteLength;
  });
  return { median: quantile(samples, 0.5), max: samples.at(-1) ?? 0, kib: bytes / 1024 };
}

// ---- the in-process app ----

export type AppBench = {
  app: Awaited<ReturnType<typeof buildApp>>;
  databaseLabel: string;
  /** Signs a demo person in to factory 1; the headers that carry their session. */
  signIn(mobile: string): Promise<{ authorization: string }>;
  /**
   * SQL on the bench's database from one connection of its own (PostgreSQL) or PGlite's one (between
   * requests: the app shares it), for loads the API would take too long to make.
   */
  withSql<T>(work: (run: Run) => Promise<T>): Promise<T>;
};

/**
 * Runs `work` against the app in this process (app.inject, no HTTP) on the demo data: a scratch PostgreSQL
 * database on `adminUrl`, or PGlite in memory. `fill` loads the bench's data before the app is built.
 */
export async function withAppBench(
  options: { name: string; adminUrl?: string; fill?: (database: Database) => Promise<void> },
  work: (bench: AppBench) => Promise<void>,
): Promise<void> {
  const { adminUrl } = options;
  const databaseName = `gbo_bench_${options.name}_${process.pid}`;
  const databaseUrl = adminUrl ? await createDatabase(adminUrl, databaseName) : undefined;
  const lite = databaseUrl ? undefined : await openPglite();
  const database: Database = lite ?? (await openPostgres(databaseUrl ?? '', 4));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gbo-bench-${options.name}-`));
  try {
    await database.migrate();
    await seedDemo(database.db);
    await options.fill?.(database);
    const config = loadConfig({
      DATA_DIR: dataDir,
      CAPTCHA_FIXED_ANSWER: CAPTCHA,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    });
    const app = await buildApp({ config, database, secret: randomBytes(32).toString('hex') }, false);
    const signInApp = async (mobile: string) => {
      const { uuid } = (await app.inject({ url: '/auth/code' })).json<{ uuid: string }>();
      const login = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { mobile, password: PASSWORD, code: CAPTCHA, uuid, factoryId: 1 },
      });
      return { authorization: login.json<{ token: string }>().token };
    };
    const withSql = async <T>(sqlWork: (run: Run) => Promise<T>): Promise<T> => {
      if (lite) return sqlWork(runOnPglite(lite.pglite));
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
      try {
        return await withClient(pool, sqlWork);
      } finally {
        await pool.end();
      }
    };
    await work({ app, databaseLabel: adminUrl ? 'PostgreSQL' : 'PGlite', signIn: signInApp, withSql });
    await app.close();
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) await dropDatabase(adminUrl, databaseName);
  }
}

// ---- the bench's style and beds ----

/** A style of every bench colour and size and PROCESSES processes at 0.25; `stageOf` sets their stages. */
export function styleBody(styleNo: string, stageOf?: (index: number) => string) {
  return {
    styleNo,
    name: 'Bench style',
    colours: COLOURS,
    sizes: SIZES,
    processes: Array.from({ length: PROCESSES }, (_, i) => ({
      name: `Process ${i + 1}`,
      rate: '0.25',
      ...(stageOf ? { stage: stageOf(i) } : {}),
    })),
  };
}

/**
 * A bed of the first `sizes` sizes at `ratio` each, 20 colours of 50 layers at max plies 10: 100 bundles of
 * 10 pieces per ratio unit, so 5,000 by default.
 */
export function bedBody(
  styleId: number,
  { sizes = SIZES.length, ratio = 5, cutDate = new Date().toISOString().slice(0, 10) } = {},
) {
  return {
    styleId,
    cutDate,
    ratio: SIZES.slice(0, sizes).map((size) => ({ size, ratio })),
    lays: COLOURS.map((colour, i) => ({ colour, layers: 50, dyeLot: `L${i}`, shade: 'A' })),
    maxPlies: 10,
  };
}

// ---- SQL on the bench's database ----

/** One statement on the bench's own connection, whichever driver holds it. */
export type Run = <T = Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<{ rows: T[]; count: number }>;

export function runOn(client: pg.Pool | pg.PoolClient): Run {
  return async <T>(text: string, params?: unknown[]) => {
    const result = await client.query(text, params);
    return { rows: result.rows as T[], count: result.rowCount ?? 0 };
  };
}

export function runOnPglite(pglite: PGlite): Run {
  return async <T>(text: string, params?: unknown[]) => {
    const result = await pglite.query<T>(text, params);
    return { rows: result.rows, count: result.affectedRows ?? 0 };
  };
}

/** `work` on one connection of the pool (so a `begin` and its `commit` meet). */
export async function withClient<T>(pool: pg.Pool, work: (run: Run) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(runOn(client));
  } finally {
    client.release();
  }
}

/** `work` in one transaction; `run` must be one connection's. */
export async function transaction<T>(run: Run, work: () => Promise<T>): Promise<T> {
  await run('begin');
  try {
    const result = await work();
    await run('commit');
    return result;
  } catch (error) {
    await run('rollback');
    throw error;
  }
}

/**
 * `count` more people in Ningbo holding the worker role, in the department of worker 13900000011: mobiles
 * `prefix` + 8 digits, job numbers `jobPrefix` + the mobile's last 5.
 */
export async function makeWorkers(
  run: Run,
  count: number,
  { prefix, name, jobPrefix }: { prefix: string; name: string; jobPrefix: string },
) {
  await run(
    `with made as (
       insert into users (mobile, name, password_hash)
       select $2::text || lpad(g::text, 8, '0'), $3::text || g,
              (select password_hash from users where mobile = '13900000011')
       from generate_series(1, $1::int) g
       returning id, mobile),
     joined as (
       insert into members (factory_id, user_id, job_number, dept_id)
       select 1, made.id, $4::text || right(made.mobile, 5),
              (select dept_id from members m join users u on u.id = m.user_id
                where u.mobile = '13900000011' and m.factory_id = 1)
       from made
       returning id)
     insert into member_roles (factory_id, member_id, role_id)
     select 1, joined.id, (select id from roles where factory_id = 1 and code = 'worker') from joined`,
    [count, prefix, `${name} `, jobPrefix],
  );
}

/**
 * The scans' per-row triggers a bulk load leaves out: the guard (a row lock and a count per scan, for scans
 * known to be whole), the day and hour totals, the bundles' finished pieces and latest scan date, each then
 * brought up to date once for the whole load.
 */
export const BULK_LOAD_TRIGGERS = [
  'scans_guard',
  'scan_day_totals_insert',
  'scan_hour_totals_insert',
  'bundle_finished_insert',
  'bundle_last_scan_insert',
];

/**
 * The hour totals (migration 0024) of bulk-loaded scans, in one grouped addition through the totals' own
 * function: Ningbo's valid scans matching `where` (a condition on scans `s`, with `params`).
 */
export async function addHourTotals(run: Run, where: string, params: unknown[] = []): Promise<void> {
  await run(
    `select scan_hour_totals_add(factory_id, work_date, worker_id, hour, process_id, cut_order_id, n, qty, sam_qty, earned)
     from (select s.factory_id, s.work_date, s.worker_id,
             extract(hour from s.scan_time at time zone f.time_zone)::smallint as hour, s.process_id,
             max(s.cut_order_id) as cut_order_id, count(*)::int as n, sum(s.qty)::bigint as qty,
             coalesce(sum(s.qty) filter (where s.sam is not null), 0)::bigint as sam_qty,
             coalesce(sum(s.qty * s.sam), 0) as earned
           from scans s join factories f on f.id = s.factory_id
           where s.factory_id = 1 and s.status = 'valid' and ${where}
           group by 1, 2, 3, 4, 5
           order by 1, 2, 3, 4, 5) delta`,
    params,
  );
}

/**
 * The kept finished pieces of the beds' bundles after a bulk load (the database's own function), and their
 * latest scan's work date (migration 0024).
 */
export async function refreshFinished(run: Run, cutOrderIds: number[]): Promise<void> {
  await run(
    `select bundle_finished_refresh(1, array_agg(id order by id)) from bundles
     where factory_id = 1 and cut_order_id = any($1::bigint[])`,
    [`{${cutOrderIds.join(',')}}`],
  );
  await run(
    `update bundles b set last_scan_date = s.work_date
     from (select bundle_id, max(work_date) as work_date from scans
           where factory_id = 1 and cut_order_id = any($1::bigint[]) group by bundle_id) s
     where b.factory_id = 1 and b.id = s.bundle_id and b.last_scan_date is distinct from s.work_date`,
    [`{${cutOrderIds.join(',')}}`],
  );
}

/**
 * One full scan of each (bundle, process) of a bed, up to `limit` (all without): Ningbo's people (those whose
 * mobile is like `workerMobiles`) in turn, work days spread over the last `days` days (Asia/Shanghai), the bed's
 * snapshot rate; request ids `requestPrefix`-bed-n. A bulk load in one transaction (`run` is one connection's),
 * not scans one by one, without the per-row triggers (BULK_LOAD_TRIGGERS): the day and hour totals get the bed's
 * scans in one grouped addition each (through the totals' own function) instead of 60,000 updates of 30,000 rows in one
 * transaction, which would leave the totals table bloated until a vacuum, and the bed's bundles their finished
 * pieces in one refresh. The number of scans written.
 */
export async function scanBed(
  run: Run,
  cutOrderId: number,
  options: { days: number; requestPrefix: string; workerMobiles?: string; limit?: number },
): Promise<number> {
  const { days, requestPrefix, workerMobiles, limit } = options;
  // Without them, the statement shipments.ts has always sent (every member, every pair).
  const workers = workerMobiles
    ? `from members m join users u on u.id = m.user_id where m.factory_id = 1 and u.mobile like '${workerMobiles}'`
    : 'from members m where m.factory_id = 1';
  const first = limit === undefined ? '' : 'order by b.bundle_no, p.seq\n         limit $2::int';
  return transaction(run, async () => {
    await run(`alter table scans ${BULK_LOAD_TRIGGERS.map((name) => `disable trigger ${name}`).join(', ')}`);
    const { count } = await run(
      `with workers as (
         select m.id, row_number() over (order by m.id) - 1 as n
         ${workers}),
       pairs as (
         select b.id as bundle_id, b.qty, p.id as process_id, p.rate, p.sam,
                row_number() over (order by b.bundle_no, p.seq) - 1 as n
         from bundles b join cut_order_processes p on p.factory_id = b.factory_id and p.cut_order_id = b.cut_order_id
         where b.factory_id = 1 and b.cut_order_id = $1::bigint
         ${first})
       insert into scans (factory_id, bundle_id, cut_order_id, process_id, worker_id, recorded_by, qty, rate, amount,
                          sam, work_date, scan_time, request_id)
       select 1, pairs.bundle_id, $1::bigint, pairs.process_id, w.id, w.id, pairs.qty, pairs.rate, pairs.qty * pairs.rate,
              pairs.sam,
              (now() at time zone 'Asia/Shanghai')::date - (pairs.n * 7919 % ${days})::int,
              now() - make_interval(days => (pairs.n * 7919 % ${days})::int, secs => (pairs.n % 36000)::int),
              '${requestPrefix}-' || $1::bigint || '-' || pairs.n
       from pairs join workers w on w.n = (pairs.n * 31 + $1::bigint) % (select count(*) from workers)`,
      limit === undefined ? [cutOrderId] : [cutOrderId, limit],
    );
    await run(
      `select scan_day_totals_add(factory_id, work_date, worker_id, count(*)::int, count(*)::int, sum(qty)::bigint,
         sum(amount), 0, 0, 0, coalesce(sum(qty * sam), 0), coalesce(sum(qty) filter (where sam is not null), 0)::bigint)
       from scans where factory_id = 1 and cut_order_id = $1::bigint group by factory_id, work_date, worker_id
       order by factory_id, work_date, worker_id`,
      [cutOrderId],
    );
    await addHourTotals(run, 's.cut_order_id = $1::bigint', [cutOrderId]);
    await refreshFinished(run, [cutOrderId]);
    await run(`alter table scans ${BULK_LOAD_TRIGGERS.map((name) => `enable trigger ${name}`).join(', ')}`);
    return count;
  });
}

// ---- figures ----

/** The sample at quantile q of ascending `sorted`: the one at ⌊q·n⌋ (the upper median), 0 when none. */
export function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Runs `once` warmup + repeat times in a row; the last `repeat` durations in ms, ascending. */
export async function timeRuns(repeat: number, warmup: number, once: () => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < warmup + repeat; i++) {
    const t0 = performance.now();
    await once();
    if (i >= warmup) samples.push(performance.now() - t0);
  }
  return samples.sort((a, b) => a - b);
}

/** Runs `task` `total` times, `concurrency` at a time: throughput and latency percentiles (ms). */
export async function runConcurrently(total: number, concurrency: number, task: () => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        await task();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => quantile(latencies, q);
  return { count: latencies.length, seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** A row of a table at volume, `| scans | name | median ms | slowest ms | KiB |`, or what failed. */
export async function timedRow(
  scans: number,
  name: string,
  measure: () => Promise<{ median: number; max: number; kib: number }>,
  kibDigits: number,
): Promise<string> {
  const count = scans.toLocaleString('en');
  try {
    const { median, max, kib } = await measure();
    return `| ${count} | ${name} | ${median.toFixed(0)} | ${max.toFixed(0)} | ${kib.toFixed(kibDigits)} |`;
  } catch (error) {
    return `| ${count} | ${name} | failed: ${String(error).slice(0, 120)} | | |`;
  }
}

// ---- an installation of many scans ----

/** Resident memory (kB) of a process and of the largest of its children, from /proc (Linux). */
export function residentKb(pid: number): { own: number; children: number } {
  const rss = (id: string) => {
    try {
      const line = fs
        .readFileSync(`/proc/${id}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('VmRSS:'));
      return Number(line?.split(/\s+/)[1] ?? 0);
    } catch {
      return 0;
    }
  };
  let children = 0;
  try {
    for (const child of fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)) {
      if (child) children = Math.max(children, rss(child));
    }
  } catch {
    // no children
  }
  return { own: rss(String(pid)), children };
}

/**
 * Ningbo with `scans` more scans: 500 more workers (mobiles 136…) and beds of 5,000 bundles of one 12-process
 * style `style` (made through the API as the cutting clerk), every (bundle, process) scanned once with SQL
 * (scanBed) over 60 work days, then `VACUUM ANALYZE`. The number of scans loaded.
 */
export async function loadScanInstallation(
  bench: ServerBench,
  options: { scans: number; style: string; workers: string },
): Promise<number> {
  const admin = await signIn(bench.server.url, '13900000001');
  const clerk = await signIn(bench.server.url, '13900000002');
  const style = await post<{ id: number }>(bench.server.url, admin, '/api/styles', styleBody(options.style));
  const beds: number[] = [];
  for (let n = 0; n < Math.ceil(options.scans / (BUNDLES_PER_BED * PROCESSES)); n++) {
    beds.push((await post<{ id: number }>(bench.server.url, clerk, '/api/cutOrders', bedBody(style.id))).id);
  }
  const started = performance.now();
  const load = async (run: Run) => {
    await makeWorkers(run, 500, { prefix: '136', name: `${options.workers} worker`, jobPrefix: 'B' });
    let scans = 0;
    for (const bed of beds) {
      const limit = Math.min(BUNDLES_PER_BED * PROCESSES, options.scans - scans);
      if (limit <= 0) break;
      scans += await scanBed(run, bed, { workerMobiles: '136%', days: 60, requestPrefix: 'load', limit });
      process.stdout.write(`\r${scans.toLocaleString('en')} scans`);
    }
    process.stdout.write('\n');
    await run('vacuum analyze');
    return scans;
  };
  const { pool } = bench;
  const scans = pool
    ? await load(runOn(pool))
    : await bench.withPglite((database) => load(runOnPglite(database.pglite)));
  console.info(
    `loaded ${scans.toLocaleString('en')} scans in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return scans;
}
