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
import type { Backup, BackupList } from '@gbo/contracts';
import { json, loadScanInstallation, residentKb, signIn, withServerBench } from './common';

const SCANS = Number(process.env.BENCH_SCANS ?? 2_000_000);

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  await withServerBench({ name: 'backups', adminUrl, poolSize: 2 }, async (bench) => {
    const scans = await loadScanInstallation(bench, {
      scans: SCANS,
      style: 'BENCH-BACKUP',
      workers: 'Backup',
    });
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
