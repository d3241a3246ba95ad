/**
 * A factory's own data export (`POST api/factory/exports`) of a factory holding 2,000,000 scans, written by the
 * real server process.
 *
 * The installation is bench/backups.ts's (bench/common.ts loadScanInstallation: the demo data and BENCH_SCANS
 * more scans in Ningbo). The factory administrator asks for the export and the list is read every 500 ms until
 * it is done: the time, the rows written, the zip's size, and the server process's resident memory before and
 * at its peak (sampled from /proc every 100 ms). The zip is then downloaded and its size checked.
 *
 * Usage:  npx tsx bench/factory-export.ts                       (the embedded database)
 *         DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/factory-export.ts   (PostgreSQL)
 * BENCH_SCANS=2000000. A scratch database and data directory are made and removed afterwards.
 */
import type { FactoryExport, FactoryExportList } from '@gbo/contracts';
import { json, loadScanInstallation, residentKb, signIn, withServerBench } from './common';

const SCANS = Number(process.env.BENCH_SCANS ?? 2_000_000);

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  await withServerBench({ name: 'export', adminUrl, poolSize: 2 }, async (bench) => {
    const scans = await loadScanInstallation(bench, {
      scans: SCANS,
      style: 'BENCH-EXPORT',
      workers: 'Export',
    });
    const { url } = bench.server;
    const admin = await signIn(url, '13900000001');
    const pid = bench.server.process.pid ?? 0;
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentKb(pid).own);
    }, 100);
    const before = residentKb(pid).own;
    const started = performance.now();
    const { id } = await json<FactoryExport>(
      await fetch(`${url}/api/factory/exports`, { method: 'POST', headers: { authorization: admin } }),
    );
    let done: FactoryExport | undefined;
    let shown = '';
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const list = await json<FactoryExportList>(
        await fetch(`${url}/api/factory/exports`, { headers: { authorization: admin } }),
      );
      const item = list.find((each) => each.id === id);
      const line = `${item?.area ?? ''} ${item?.areasDone}/8 ${item?.rows.toLocaleString('en')} rows`;
      if (line !== shown) process.stdout.write(`\r${(shown = line).padEnd(50)}`);
      if (item && item.status !== 'running') done = item;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    process.stdout.write('\n');
    const download = await fetch(`${url}/api/factory/exports/${id}/download`, {
      headers: { authorization: admin },
    });
    const bytes = (await download.arrayBuffer()).byteLength;
    console.info(
      '| database | scans | rows written | time (s) | rows/s | zip (MiB) | server RSS before → peak (MiB) | status |',
    );
    console.info('|---|---|---|---|---|---|---|---|');
    console.info(
      `| ${bench.databaseLabel} | ${scans.toLocaleString('en')} | ${done.rows.toLocaleString('en')} | ${seconds.toFixed(1)} | ${Math.round(done.rows / seconds).toLocaleString('en')} | ${(bytes / 1024 ** 2).toFixed(1)} | ${(before / 1024).toFixed(0)} → ${(peak / 1024).toFixed(0)} | ${done.status}${done.error ? `: ${done.error}` : ''}${bytes === done.sizeBytes ? '' : ' (download size differs!)'} |`,
    );
  });
}

await main();
