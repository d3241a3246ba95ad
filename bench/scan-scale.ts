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
import {
  BUNDLES_PER_BED,
  PROCESSES,
  bedBody,
  makeWorkers,
  post,
  runOn,
  scanBed,
  signIn,
  styleBody,
  timeGet,
  timedRow,
  withClient,
  withServerBench,
} from './common';

const STEPS = (process.env.BENCH_STEPS ?? '250000,1000000,2000000').split(',').map(Number);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 7);
const WORKERS = 500;
const DAYS = 60;

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
  const options = { name: 'scale', adminUrl, keep: Boolean(process.env.BENCH_KEEP), poolSize: 2 };
  await withServerBench(options, async ({ server, pool }) => {
    if (!pool) throw new Error('no pool beside the server');
    const adminToken = await signIn(server.url, '13900000001');
    const clerk = await signIn(server.url, '13900000002');
    const style = await post<{ id: number }>(server.url, adminToken, '/api/styles', styleBody('BENCH-SCALE'));
    await makeWorkers(runOn(pool), WORKERS, { prefix: '136', name: 'Scale worker', jobPrefix: 'S' });

    const beds: number[] = [];
    let scans = 0;
    const rows: string[] = [];
    for (const target of STEPS) {
      const started = performance.now();
      while (scans < target) {
        const bed = await post<{ id: number }>(server.url, clerk, '/api/cutOrders', bedBody(style.id));
        beds.push(bed.id);
        const limit = Math.min(BUNDLES_PER_BED * PROCESSES, target - scans);
        scans += await withClient(pool, (run) =>
          scanBed(run, bed.id, { workerMobiles: '136%', days: DAYS, requestPrefix: 'scale', limit }),
        );
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
        rows.push(await timedRow(scans, name, () => timeGet(server.url, adminToken, url, REPEAT), 0));
        console.info(rows.at(-1));
      }
      console.info(
        `(${scans.toLocaleString('en')} scans in ${beds.length} beds; this step loaded in ${loadSeconds.toFixed(0)} s)`,
      );
    }
    console.info('| scans | request | median ms | slowest ms | reply KiB |');
    console.info('|---|---|---|---|---|');
    for (const row of rows) console.info(row);
  });
}

await main();
