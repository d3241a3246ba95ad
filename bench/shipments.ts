/**
 * Shipment orders: `POST api/shipments` (create a draft) and `POST api/shipments/{id}/confirm`, on the real
 * server process over loopback HTTP, as the Ningbo administrator. Both answer the whole order with its warnings
 * (cells shipping more than is finished and not shipped), so both read the style's finished pieces.
 *
 * An order is a realistic one: every colour × size cell of the style, solid cartons of 20, a unit price.
 * Each phase creates WARMUP + REPEAT drafts (timed), then confirms them (timed); the first WARMUP of each are
 * left out of the figures (median, p90, slowest).
 *
 * Phases (each after the one before, on the same database):
 *  1. the demo data: PL2408 (6 × 6 cells, one bed of 36 bundles);
 *  2. a style of 20 colours × 10 sizes and 12 processes with one bed of 5,000 bundles of 10 pieces, unscanned;
 *  3. that bed fully scanned: 60,000 scans (SQL, one full scan per bundle × process);
 *  4. the factory filled to FACTORY_SCANS (2,000,000) with beds of another style, scanned the same way;
 *  5. STYLE_BEDS (5) beds of the style, all fully scanned: 25,000 bundles, 300,000 scans.
 * Scans are bulk-loaded as bench/scan-scale.ts does (guard trigger off, day totals added per bed), then
 * VACUUM ANALYZE and a CHECKPOINT. On PGlite the server is stopped while the bench loads its data directory.
 *
 * Usage:  npx tsx bench/shipments.ts                                    (PGlite in a temp directory)
 *         DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/shipments.ts
 * BENCH_REPEAT (20), BENCH_WARMUP (5), BENCH_FACTORY_SCANS (2000000; 0 skips phase 4), BENCH_STYLE_BEDS (5).
 * With DATABASE_URL a fresh database is created and dropped afterwards (BENCH_KEEP=1 keeps it, and on PGlite
 * keeps the data directory).
 * SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server process.
 */
import os from 'node:os';
import {
  type Run,
  bedBody,
  runOn,
  runOnPglite,
  scanBed,
  signIn,
  styleBody,
  withClient,
  withServerBench,
} from './common';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const FACTORY_SCANS = Number(process.env.BENCH_FACTORY_SCANS ?? 2_000_000);
const STYLE_BEDS = Number(process.env.BENCH_STYLE_BEDS ?? 5);
const DAYS = 60;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p90: at(0.9), max: sorted.at(-1) ?? 0 };
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const keep = Boolean(process.env.BENCH_KEEP);
  const options = { name: 'ship', adminUrl, keep, keepDataDir: true, poolSize: 2 };
  await withServerBench(options, async (bench) => {
    const { pool, databaseLabel: database } = bench;

    /** Runs `work` with SQL on the database: on PGlite with the server stopped (it owns the directory). */
    const withSql = <T>(work: (run: Run) => Promise<T>): Promise<T> =>
      pool ? withClient(pool, work) : bench.withPglite((lite) => work(runOnPglite(lite.pglite)));

    const rows: string[] = [];
    // Sessions live in the database: the tokens outlive a restart of the server.
    const admin = await signIn(bench.server.url, '13900000001');
    const request = async (method: string, url: string, body?: object) => {
      const t0 = performance.now();
      const reply = await fetch(`${bench.server.url}${url}`, {
        method,
        headers: { authorization: admin, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await reply.text();
      const ms = performance.now() - t0;
      if (!reply.ok) throw new Error(`${method} ${url}: ${reply.status} ${text.slice(0, 300)}`);
      return { ms, bytes: text.length, body: JSON.parse(text) as Record<string, unknown> };
    };
    const newStyle = async (styleNo: string) =>
      (await request('POST', '/api/styles', styleBody(styleNo))).body.id as number;
    const cutBed = async (styleId: number) =>
      (await request('POST', '/api/cutOrders', bedBody(styleId))).body.id as number;

    const demo = (await request('GET', '/api/shipments?page=0&size=1')).body.content as {
      customerId: number;
      styleId: number;
    }[];
    const customerId = demo[0]?.customerId;
    if (!customerId) throw new Error('the demo shipment is missing');

    async function phase(name: string, styleId: number, qty: number) {
      const figures = (await request('GET', `/api/shipments/figures?styleId=${styleId}`)).body as {
        cells: { colour: string; size: string }[];
      };
      const order = {
        customerId,
        styleId,
        shipDate: new Date().toISOString().slice(0, 10),
        lines: figures.cells.map(({ colour, size }) => ({ colour, size, qty })),
        unitPrice: '38.00',
        cartons: { mode: 'solid', perCarton: 20 },
        carrier: 'Bench Logistics',
        note: 'bench/shipments.ts',
      };
      const [scans] = (
        await withSqlRead(
          `select (select count(*) from scans s join bundles b on b.factory_id = s.factory_id and b.id = s.bundle_id
                    where s.factory_id = 1 and b.style_id = $1) as style,
                  (select count(*) from bundles where factory_id = 1 and style_id = $1) as bundles,
                  (select count(*) from scans where factory_id = 1) as factory`,
          [styleId],
        )
      ).rows;
      const load = os.loadavg()[0] ?? 0;
      const created: number[] = [];
      const createMs: number[] = [];
      let createKib = 0;
      let warnings = 0;
      for (let i = 0; i < WARMUP + REPEAT; i++) {
        const reply = await request('POST', '/api/shipments', order);
        created.push(reply.body.id as number);
        if (i >= WARMUP) createMs.push(reply.ms);
        createKib = reply.bytes / 1024;
        warnings = (reply.body.warnings as unknown[]).length;
      }
      const confirmMs: number[] = [];
      for (const [i, id] of created.entries()) {
        const reply = await request('POST', `/api/shipments/${id}/confirm`);
        if (reply.body.status !== 'confirmed') throw new Error(`order ${id} is ${String(reply.body.status)}`);
        if (i >= WARMUP) confirmMs.push(reply.ms);
      }
      const c = stats(createMs);
      const f = stats(confirmMs);
      const n = (value: unknown) => Number(value).toLocaleString('en');
      rows.push(
        `| ${name} | ${n(scans?.bundles)} | ${n(scans?.style)} | ${n(scans?.factory)} | ${order.lines.length} | ` +
          `${c.median.toFixed(1)} | ${c.p90.toFixed(1)} | ${c.max.toFixed(1)} | ` +
          `${f.median.toFixed(1)} | ${f.p90.toFixed(1)} | ${f.max.toFixed(1)} | ${createKib.toFixed(0)} | ${warnings} | ` +
          `${load.toFixed(1)}–${(os.loadavg()[0] ?? 0).toFixed(1)} |`,
      );
      console.info(rows.at(-1));
    }

    /** A read for the table (on PGlite through the bench's own connection would need the server stopped). */
    const withSqlRead = (text: string, params: unknown[]) =>
      pool ? runOn(pool)(text, params) : withSql((run) => run(text, params));

    await phase('demo data (PL2408)', demo[0]?.styleId ?? 0, 10);

    const styleId = await newStyle('BENCH-SHIP');
    const firstBed = await cutBed(styleId);
    await phase('style, one bed, unscanned', styleId, 3);

    const load = (beds: number[]) =>
      withSql(async (run) => {
        for (const bed of beds) await scanBed(run, bed, { days: DAYS, requestPrefix: 'ship' });
        await run('vacuum analyze');
        // The load's writes flushed now, not by the checkpointer while the requests are timed.
        await run('checkpoint');
      });
    await load([firstBed]);
    await phase('style, one bed fully scanned', styleId, 3);

    if (FACTORY_SCANS > 0) {
      const fill = await newStyle('BENCH-FILL');
      const beds: number[] = [];
      for (let scans = 60_000 + 60_000; scans <= FACTORY_SCANS; scans += 60_000)
        beds.push(await cutBed(fill));
      const t0 = performance.now();
      await load(beds);
      console.info(`filled ${beds.length} beds in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
      await phase('the same, factory filled', styleId, 3);
    }

    if (STYLE_BEDS > 1) {
      const beds: number[] = [];
      for (let i = 1; i < STYLE_BEDS; i++) beds.push(await cutBed(styleId));
      await load(beds);
      await phase(`style, ${STYLE_BEDS} beds fully scanned`, styleId, 3);
    }

    console.info(`\n${database}, ${REPEAT} of each after ${WARMUP} warm-up, ms:`);
    console.info(
      '| phase | style bundles | style scans | factory scans | lines | create median | p90 | max | confirm median | p90 | max | reply KiB | warnings | load avg |',
    );
    console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const row of rows) console.info(row);
  });
}

await main();
