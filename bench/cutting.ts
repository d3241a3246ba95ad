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
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openPglite, openPostgres, withDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/seed/demo';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);

const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'];
const COLOURS = Array.from({ length: 20 }, (_, i) => `C${String(i + 1).padStart(2, '0')}`);

/** 20 colours of 50 layers at max plies 10: 100 bundles per ratio unit. */
function bedOf(styleId: number, units: { sizes: number; ratio: number }) {
  return {
    styleId,
    cutDate: '2026-11-25',
    ratio: SIZES.slice(0, units.sizes).map((size) => ({ size, ratio: units.ratio })),
    lays: COLOURS.map((colour, i) => ({ colour, layers: 50, dyeLot: `L${i}`, shade: 'A' })),
    maxPlies: 10,
  };
}

const BEDS = [
  { bundles: 500, units: { sizes: 5, ratio: 1 } },
  { bundles: 5_000, units: { sizes: 10, ratio: 5 } },
  { bundles: 20_000, units: { sizes: 10, ratio: 20 } },
];

type Reply = { statusCode: number; body: string; rawPayload: Buffer };

async function time(run: () => Promise<Reply>, expected: number) {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REPEAT + 1; i++) {
    const start = performance.now();
    const reply = await run();
    const took = performance.now() - start;
    if (reply.statusCode !== expected) throw new Error(`${reply.statusCode} ${reply.body.slice(0, 200)}`);
    if (i > 0) samples.push(took); // the first run warms the caches
    bytes = reply.rawPayload.length;
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  return { median, max: samples.at(-1) ?? 0, kib: bytes / 1024 };
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const databaseName = `gbo_bench_cutting_${process.pid}`;
  let database: Database;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    database = await openPostgres(withDatabase(adminUrl, databaseName), 4);
  } else {
    database = await openPglite();
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-bench-cutting-'));
  try {
    await database.migrate();
    await seedDemo(database.db);
    const config = loadConfig({
      DATA_DIR: dataDir,
      CAPTCHA_FIXED_ANSWER: 'bench',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    });
    const app = await buildApp({ config, database, secret: randomBytes(32).toString('hex') }, false);
    const signIn = async (mobile: string) => {
      const { uuid } = (await app.inject({ url: '/auth/code' })).json<{ uuid: string }>();
      const login = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { mobile, password: 'Demo@2026', code: 'bench', uuid, factoryId: 1 },
      });
      return { authorization: login.json<{ token: string }>().token };
    };
    const admin = await signIn('13900000001');
    const clerk = await signIn('13900000002');
    const style = await app.inject({
      method: 'POST',
      url: '/api/styles',
      headers: admin,
      payload: {
        styleNo: 'BENCH-1',
        name: 'Bench style',
        colours: COLOURS,
        sizes: SIZES,
        processes: Array.from({ length: 12 }, (_, i) => ({ name: `Process ${i + 1}`, rate: '0.25' })),
      },
    });
    if (style.statusCode !== 201) throw new Error(`style: ${style.body}`);
    const styleId = style.json<{ id: number }>().id;
    const post = (url: string, payload: object) => () =>
      app.inject({ method: 'POST', url, headers: clerk, payload });

    console.info(
      `| bundles (${adminUrl ? 'PostgreSQL' : 'PGlite'}) | preview median ms | preview max ms | reply KiB | save median ms | save max ms | reply KiB |`,
    );
    console.info('|---|---|---|---|---|---|---|');
    for (const { bundles, units } of BEDS) {
      const body = bedOf(styleId, units);
      const preview = await time(post('/api/cutOrders/preview', body), 200);
      const save = await time(post('/api/cutOrders', body), 201);
      console.info(
        `| ${bundles.toLocaleString('en')} | ${preview.median.toFixed(0)} | ${preview.max.toFixed(0)} | ${preview.kib.toFixed(0)} | ${save.median.toFixed(0)} | ${save.max.toFixed(0)} | ${save.kib.toFixed(0)} |`,
      );
    }
    await app.close();
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  }
}

await main();
