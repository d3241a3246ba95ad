/**
 * Cutting beds at volume, through the real app on the real database: `POST api/cutOrders/preview` and
 * `POST api/cutOrders` (generate: the bed, its process snapshot and every bundle with a ticket, one
 * transaction) for beds of 500, 5,000 and 20,000 bundles, as the Ningbo cutting clerk.
 *
 * Each save is a new bed of the same style, so its numbers continue after the beds before it, as a day's
 * cutting does. Figures are the median (and the slowest) of REPEAT runs after one warm-up run.
 *
 * Usage:  npx tsx bench/cutting.ts                          (embedded PGlite, in memory)
 *         DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/cutting.ts
 * With DATABASE_URL a fresh database is created and dropped afterwards.
 */
import { bedBody, quantile, styleBody, timeRuns, withAppBench } from './common';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);

const BEDS = [
  { bundles: 500, units: { sizes: 5, ratio: 1 } },
  { bundles: 5_000, units: { sizes: 10, ratio: 5 } },
  { bundles: 20_000, units: { sizes: 10, ratio: 20 } },
];

type Reply = { statusCode: number; body: string; rawPayload: Buffer };

async function time(run: () => Promise<Reply>, expected: number) {
  let bytes = 0;
  // The first run warms the caches.
  const samples = await timeRuns(REPEAT, 1, async () => {
    const reply = await run();
    if (reply.statusCode !== expected) throw new Error(`${reply.statusCode} ${reply.body.slice(0, 200)}`);
    bytes = reply.rawPayload.length;
  });
  return { median: quantile(samples, 0.5), max: samples.at(-1) ?? 0, kib: bytes / 1024 };
}

async function main() {
  await withAppBench(
    { name: 'cutting', adminUrl: process.env.DATABASE_URL },
    async ({ app, databaseLabel, signIn }) => {
      const admin = await signIn('13900000001');
      const clerk = await signIn('13900000002');
      const style = await app.inject({
        method: 'POST',
        url: '/api/styles',
        headers: admin,
        payload: styleBody('BENCH-1'),
      });
      if (style.statusCode !== 201) throw new Error(`style: ${style.body}`);
      const styleId = style.json<{ id: number }>().id;
      const post = (url: string, payload: object) => () =>
        app.inject({ method: 'POST', url, headers: clerk, payload });

      console.info(
        `| bundles (${databaseLabel}) | preview median ms | preview max ms | reply KiB | save median ms | save max ms | reply KiB |`,
      );
      console.info('|---|---|---|---|---|---|---|');
      for (const { bundles, units } of BEDS) {
        const body = bedBody(styleId, { ...units, cutDate: '2026-11-25' });
        const preview = await time(post('/api/cutOrders/preview', body), 200);
        const save = await time(post('/api/cutOrders', body), 201);
        console.info(
          `| ${bundles.toLocaleString('en')} | ${preview.median.toFixed(0)} | ${preview.max.toFixed(0)} | ${preview.kib.toFixed(0)} | ${save.median.toFixed(0)} | ${save.max.toFixed(0)} | ${save.kib.toFixed(0)} |`,
        );
      }
    },
  );
}

await main();
