/**
 * Reading scans at volume, on PostgreSQL, through the real server process over loopback HTTP.
 *
 * One factory (Ningbo, demo data) gets 500 more workers and beds of 5,000 bundles (10 pieces each) of one
 * 12-process style, made through the API as the cutting clerk; then every (bundle, process) of the new beds
 * gets one full scan, written with SQL (generate_series): a worker in turn, work days spread over the last
 * 60 days, the bed's snapshot rate. The scans are loaded in steps (STEPS, default 250k, 1M, 2M) and after each
 * step (and a VACUUM ANALYZE, as autovacuum would do) the administrator times, 7 times after one warm-up, median:
 *  - `GET api/scans` first page: no filter; one worker; one work day; one bed;
 *  - `GET api/wages?from&to`: a whole month for all the factory's workers;
 *  - `GET api/production?cutOrderId=`: a 5,000-bundle bed, the first page (50) and a page of 500.
 *
 * Usage:  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/scan-scale.ts
 * BENCH_STEPS=250000,1000000,2000000 BENCH_REPEAT=7. A fresh database is created and dropped afterwards
 * (BENCH_KEEP=1 keeps it, to EXPLAIN its queries).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../apps/server/src/db/client';
import { startServer } from '../apps/server/test/spawn-server';

const STEPS = (process.env.BENCH_STEPS ?? '250000,1000000,2000000').split(',').map(Number);
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

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-bench-scale-'));
  const databaseName = `gbo_bench_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = withDatabase(adminUrl, databaseName);
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    CAPTCHA_FIXED_ANSWER: CAPTCHA,
    SEED_DEMO: 'true',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
  });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
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
    const adminToken = await signIn('13900000001');
    const clerk = await signIn('13900000002');
    const post = async <T>(token: string, url: string, body: object) =>
      json<T>(
        await fetch(`${server.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify(body),
        }),
      );
    const get = async (url: string) => {
      const reply = await fetch(`${server.url}${url}`, { headers: { authorization: adminToken } });
      const body = await reply.arrayBuffer();
      if (!reply.ok) throw new Error(`${url}: ${reply.status} ${Buffer.from(body).toString().slice(0, 300)}`);
      return body.byteLength;
    };
    const style = await post<{ id: number }>(adminToken, '/api/styles', {
      styleNo: 'BENCH-SCALE',
      name: 'Bench style',
      colours: COLOURS,
      sizes: SIZES,
      processes: Array.from({ length: PROCESSES }, (_, i) => ({ name: `Process ${i + 1}`, rate: '0.25' })),
    });
    await makeWorkers(pool, WORKERS);

    const beds: number[] = [];
    let scans = 0;
    const rows: string[] = [];
    for (const target of STEPS) {
      const started = performance.now();
      while (scans < target) {
        // 10 sizes × ratio 5 × 20 colours of 50 layers at max plies 10: 5,000 bundles of 10 pieces.
        const bed = await post<{ id: number }>(clerk, '/api/cutOrders', {
          styleId: style.id,
          cutDate: new Date().toISOString().slice(0, 10),
          ratio: SIZES.map((size) => ({ size, ratio: 5 })),
          lays: COLOURS.map((colour, i) => ({ colour, layers: 50, dyeLot: `L${i}`, shade: 'A' })),
          maxPlies: 10,
        });
        beds.push(bed.id);
        const wanted = Math.min(BUNDLES_PER_BED * PROCESSES, target - scans);
        scans += await scanBed(pool, bed.id, wanted);
      }
      // As autovacuum would soon after such a load (statistics, and the visibility map for index-only scans).
      await pool.query('vacuum analyze');
      const loadSeconds = (performance.now() - started) / 1000;
      const [worker] = (
        await pool.query<{ id: string }>(
          `select worker_id as id from scans where factory_id = 1 group by 1 order by count(*) desc limit 1`,
        )
      ).rows;
      const [day] = (
        await pool.query<{ day: string }>(
          `select to_char(max(work_date), 'YYYY-MM-DD') as day from scans where factory_id = 1`,
        )
      ).rows;
      const month = (day?.day ?? '').slice(0, 7);
      const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
        .toISOString()
        .slice(0, 10);
      const bed = beds[0];
      const cases: [string, string][] = [
        ['scans, first page, no filter', '/api/scans?page=0&size=20'],
        ['scans, first page, one worker', `/api/scans?page=0&size=20&workerId=${worker?.id}`],
        ['scans, first page, one work day', `/api/scans?page=0&size=20&from=${day?.day}&to=${day?.day}`],
        ['scans, first page, one bed', `/api/scans?page=0&size=20&cutOrderId=${bed}`],
        [`wages, month ${month}, all workers`, `/api/wages?from=${month}-01&to=${lastDay}`],
        ['production, 5,000-bundle bed, page of 50', `/api/production?cutOrderId=${bed}`],
        ['production, 5,000-bundle bed, page of 500', `/api/production?cutOrderId=${bed}&size=500`],
      ];
      for (const [name, url] of cases) {
        let kib = 0;
        const samples: number[] = [];
        try {
          for (let i = 0; i <= REPEAT; i++) {
            const t0 = performance.now();
            kib = (await get(url)) / 1024;
            if (i > 0) samples.push(performance.now() - t0);
          }
          samples.sort((a, b) => a - b);
          const median = samples[Math.floor(samples.length / 2)] ?? 0;
          rows.push(
            `| ${scans.toLocaleString('en')} | ${name} | ${median.toFixed(0)} | ${(samples.at(-1) ?? 0).toFixed(0)} | ${kib.toFixed(0)} |`,
          );
        } catch (error) {
          rows.push(
            `| ${scans.toLocaleString('en')} | ${name} | failed: ${String(error).slice(0, 120)} | | |`,
          );
        }
        console.info(rows.at(-1));
      }
      console.info(
        `(${scans.toLocaleString('en')} scans in ${beds.length} beds; this step loaded in ${loadSeconds.toFixed(0)} s)`,
      );
    }
    console.info('| scans | request | median ms | slowest ms | reply KiB |');
    console.info('|---|---|---|---|---|');
    for (const row of rows) console.info(row);
  } finally {
    await pool.end();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.BENCH_KEEP) {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${databaseName} with (force)`);
      await dropper.end();
    } else {
      console.info(`kept database ${databaseName}`);
    }
  }
}

/** `count` more people in Ningbo holding the worker role. */
async function makeWorkers(pool: pg.Pool, count: number) {
  await pool.query(
    `with made as (
       insert into users (mobile, name, password_hash)
       select '136' || lpad(g::text, 8, '0'), 'Scale worker ' || g,
              (select password_hash from users where mobile = '13900000011')
       from generate_series(1, $1::int) g
       returning id, mobile),
     joined as (
       insert into members (factory_id, user_id, job_number, dept_id)
       select 1, made.id, 'S' || right(made.mobile, 5),
              (select dept_id from members m join users u on u.id = m.user_id
                where u.mobile = '13900000011' and m.factory_id = 1)
       from made
       returning id)
     insert into member_roles (factory_id, member_id, role_id)
     select 1, joined.id, (select id from roles where factory_id = 1 and code = 'worker') from joined`,
    [count],
  );
}

/**
 * One full scan of each (bundle, process) of a bed, up to `limit`: the workers in turn, work days spread over
 * the last DAYS days (Asia/Shanghai), the bed's snapshot rate. A bulk load, not scans one by one: the
 * database's scan guard (a row lock and a count per scan) is left out for these scans, known to be whole, and
 * the day totals get the bed's scans in one grouped addition (through the totals' own function) instead of
 * 60,000 updates of 30,000 rows in one transaction, which would leave the totals table bloated until a vacuum.
 */
async function scanBed(pool: pg.Pool, cutOrderId: number, limit: number): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      'alter table scans disable trigger scans_guard, disable trigger scan_day_totals_insert',
    );
    const count = await insertScansOfBed(client, cutOrderId, limit);
    await client.query(
      `select scan_day_totals_add(factory_id, work_date, worker_id, count(*)::int, count(*)::int, sum(qty)::bigint,
         sum(amount), 0, 0, 0)
       from scans where factory_id = 1 and cut_order_id = $1::bigint group by factory_id, work_date, worker_id
       order by factory_id, work_date, worker_id`,
      [cutOrderId],
    );
    await client.query('alter table scans enable trigger scans_guard, enable trigger scan_day_totals_insert');
    await client.query('commit');
    return count;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

async function insertScansOfBed(client: pg.PoolClient, cutOrderId: number, limit: number): Promise<number> {
  const result = await client.query(
    `with workers as (
       select m.id, row_number() over (order by m.id) - 1 as n
       from members m join users u on u.id = m.user_id where m.factory_id = 1 and u.mobile like '136%'),
     pairs as (
       select b.id as bundle_id, b.qty, p.id as process_id, p.rate,
              row_number() over (order by b.bundle_no, p.seq) - 1 as n
       from bundles b join cut_order_processes p on p.factory_id = b.factory_id and p.cut_order_id = b.cut_order_id
       where b.factory_id = 1 and b.cut_order_id = $1::bigint
       order by b.bundle_no, p.seq
       limit $2::int)
     insert into scans (factory_id, bundle_id, cut_order_id, process_id, worker_id, recorded_by, qty, rate, amount,
                        work_date, scan_time, request_id)
     select 1, pairs.bundle_id, $1::bigint, pairs.process_id, w.id, w.id, pairs.qty, pairs.rate, pairs.qty * pairs.rate,
            (now() at time zone 'Asia/Shanghai')::date - (pairs.n * 7919 % ${DAYS})::int,
            now() - make_interval(days => (pairs.n * 7919 % ${DAYS})::int, secs => (pairs.n % 36000)::int),
            'scale-' || $1::bigint || '-' || pairs.n
     from pairs join workers w on w.n = (pairs.n * 31 + $1::bigint) % (select count(*) from workers)`,
    [cutOrderId, limit],
  );
  return result.rowCount ?? 0;
}

await main();
