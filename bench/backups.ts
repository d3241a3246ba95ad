/**
 * Backups of an installation holding 2,000,000 scans, made and proven by the real server process.
 *
 * The demo data, 500 more workers and beds of 5,000 bundles of one 12-process style (made through the API as
 * the cutting clerk), every (bundle, process) of them scanned once with SQL (as bench/scan-scale.ts loads
 * them) until BENCH_SCANS scans (default 2,000,000), then `VACUUM ANALYZE`. The platform operator then asks
 * for a backup (`POST api/backups`) and the list is read every 100 ms until it is proven: the time until its
 * file is written (its SHA-256 appears) and until it is verified, the file's size, and the peak memory of the
 * server process and of the tools it runs (pg_dump, pg_restore), sampled from /proc every 100 ms.
 *
 * Usage:  npx tsx bench/backups.ts                       (the embedded database)
 *         DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/backups.ts   (PostgreSQL)
 * BENCH_SCANS=2000000. A scratch database and data directory are made and removed afterwards.
 */
import fs from 'node:fs';
import type { Backup, BackupList } from '@gbo/contracts';
import {
  BUNDLES_PER_BED,
  PROCESSES,
  type Run,
  bedBody,
  json,
  makeWorkers,
  post,
  runOn,
  runOnPglite,
  scanBed,
  signIn,
  styleBody,
  withServerBench,
} from './common';

const SCANS = Number(process.env.BENCH_SCANS ?? 2_000_000);
const WORKERS = 500;
const DAYS = 60;

/** Resident memory (kB) of a process and of each of its children, from /proc (Linux). */
function residentKb(pid: number): { own: number; children: number } {
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

async function loadScans(run: Run, beds: number[]): Promise<number> {
  let scans = 0;
  for (const bed of beds) {
    const limit = Math.min(BUNDLES_PER_BED * PROCESSES, SCANS - scans);
    if (limit <= 0) break;
    scans += await scanBed(run, bed, { workerMobiles: '136%', days: DAYS, requestPrefix: 'backup', limit });
    process.stdout.write(`\r${scans.toLocaleString('en')} scans`);
  }
  process.stdout.write('\n');
  await run('vacuum analyze');
  return scans;
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  await withServerBench({ name: 'backups', adminUrl, poolSize: 2 }, async (bench) => {
    const admin = await signIn(bench.server.url, '13900000001');
    const clerk = await signIn(bench.server.url, '13900000002');
    const style = await post<{ id: number }>(
      bench.server.url,
      admin,
      '/api/styles',
      styleBody('BENCH-BACKUP'),
    );
    const beds: number[] = [];
    for (let n = 0; n < Math.ceil(SCANS / (BUNDLES_PER_BED * PROCESSES)); n++) {
      beds.push(
        (await post<{ id: number }>(bench.server.url, clerk, '/api/cutOrders', bedBody(style.id))).id,
      );
    }
    const loadStarted = performance.now();
    const scans = bench.pool
      ? await (async () => {
          const run = runOn(bench.pool!);
          await makeWorkers(run, WORKERS, { prefix: '136', name: 'Backup worker', jobPrefix: 'B' });
          return loadScans(run, beds);
        })()
      : await bench.withPglite(async (database) => {
          const run = runOnPglite(database.pglite);
          await makeWorkers(run, WORKERS, { prefix: '136', name: 'Backup worker', jobPrefix: 'B' });
          return loadScans(run, beds);
        });
    console.info(
      `loaded ${scans.toLocaleString('en')} scans in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`,
    );

    const { url } = bench.server;
    const operator = await signIn(url, '13800000000');
    const pid = bench.server.process.pid ?? 0;
    let peakOwn = 0;
    let peakTools = 0;
    const sampler = setInterval(() => {
      const { own, children } = residentKb(pid);
      peakOwn = Math.max(peakOwn, own);
      peakTools = Math.max(peakTools, children);
    }, 100);
    const rssBefore = residentKb(pid).own;
    const started = performance.now();
    const { id } = await json<Backup>(
      await fetch(`${url}/api/backups`, { method: 'POST', headers: { authorization: operator } }),
    );
    let writtenMs = 0;
    let done: Backup | undefined;
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const list = await json<BackupList>(
        await fetch(`${url}/api/backups`, { headers: { authorization: operator } }),
      );
      const backup = list.content.find((each) => each.id === id);
      if (backup?.sha256 && !writtenMs) writtenMs = performance.now() - started;
      if (backup && backup.status !== 'running') done = backup;
    }
    const totalMs = performance.now() - started;
    clearInterval(sampler);
    const database = bench.databaseLabel;
    console.info(
      `| database | scans | written (s) | proven (s) | total (s) | file (MiB) | server RSS before → peak (MiB) | tool peak RSS (MiB) | status |`,
    );
    console.info('|---|---|---|---|---|---|---|---|---|');
    console.info(
      `| ${database} | ${scans.toLocaleString('en')} | ${(writtenMs / 1000).toFixed(1)} | ${((totalMs - writtenMs) / 1000).toFixed(1)} | ${(totalMs / 1000).toFixed(1)} | ${(done.sizeBytes / 1024 ** 2).toFixed(1)} | ${(rssBefore / 1024).toFixed(0)} → ${(peakOwn / 1024).toFixed(0)} | ${(peakTools / 1024).toFixed(0)} | ${done.status}${done.error ? `: ${done.error}` : ''} |`,
    );
  });
}

await main();
