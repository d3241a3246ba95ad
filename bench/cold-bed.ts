/**
 * Cold bed: scans of a bed generated a moment earlier, before PostgreSQL has any statistics of its bundles,
 * against the same on a bed whose statistics exist (after `ANALYZE`). Issue 22: a factory generates a bed and
 * scans it minutes later; autovacuum may be slow, or off (it is off on the bench machine), so the first scans
 * must not depend on statistics a new bed lacks.
 *
 * Set-up (Ningbo, demo data, PostgreSQL only: PGlite keeps no prepared statements): a style of 12 processes, and
 * the 6 demo workers signed in (the bench writes nothing into the database itself, so the tables are as a new
 * installation's). Nothing is analyzed. The server then scans the demo bed at full load for WARM_SECONDS, so
 * that its connections hold the scan statement prepared, and planned, before the new beds, and its code is
 * warm: as a server that has been scanning when the clerk generates a bed.
 *
 * 1. Cold: a bed of 5,000 bundles generated through the API (the cutting clerk), and as soon as it answers,
 *    with no `ANALYZE` anywhere: the scan page's reads timed once each (the ticket look-up and the worker's
 *    today), then autocannon sends `POST /api/scans` on that bed for SECONDS, shaped as scan-ingest's (a
 *    one-piece scan of the next (bundle, process) pair by the next worker, a request id of its own each).
 * 2. Analyzed: a second bed of 5,000, then `ANALYZE` (the only one, and only here), then the same on it.
 *
 * Usage:  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/cold-bed.ts
 * BENCH_CONNECTIONS (32), BENCH_SECONDS (15), BENCH_WARM_SECONDS (5). A fresh database is created and dropped
 * afterwards (BENCH_KEEP=1 keeps it).
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import type pg from 'pg';
import { bedBody, json, post, signIn, styleBody, withServerBench } from './common';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 5);

type Phase = {
  name: string;
  /** The comparison's ANALYZE (the whole database). */
  analyzeMs: number;
  generateMs: number;
  /** From the bed's answer to autocannon's start. */
  startMs: number;
  lookupMs: number;
  todayMs: number;
  created: number;
  perSecond: number;
  p50: number;
  p99: number;
  others: string;
  /** Index entries of scans read during the scans, per scan recorded (pg_stat_user_indexes). */
  scansReadPerScan: number;
};

/**
 * Index entries of scans read so far (every index), from the statistics PostgreSQL keeps of its own work (a
 * backend sends its counts at the end of a transaction, at most once a second).
 */
async function scansIndexReads(pool: pg.Pool) {
  const { rows } = await pool.query<{ n: string }>(
    `select coalesce(sum(idx_tup_read), 0) as n from pg_stat_user_indexes where relname = 'scans'`,
  );
  return Number(rows[0]?.n ?? 0);
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('cold-bed runs on PostgreSQL: set DATABASE_URL');
  const options = { name: 'coldbed', adminUrl, keep: Boolean(process.env.BENCH_KEEP), poolSize: 2 };
  await withServerBench(options, async ({ server, pool }) => {
    if (!pool) throw new Error('no pool');
    const statistics = pool;
    const adminToken = await signIn(server.url, '13900000001');
    const clerk = await signIn(server.url, '13900000002');
    const style = await post<{ id: number }>(server.url, adminToken, '/api/styles', styleBody('BENCH-COLD'));
    const workerTokens: string[] = [];
    for (let n = 11; n <= 16; n++) workerTokens.push(await signIn(server.url, `139000000${n}`));
    const runId = randomBytes(4).toString('hex');
    let sent = 0;

    /**
     * One-piece scans for `seconds` from CONNECTIONS connections, shaped as scan-ingest's: the next (bundle,
     * process) pair of these tickets and processes, by the next worker, a request id of its own each.
     */
    function scanFor(seconds: number, tickets: string[], processIds: number[]) {
      let n = 0;
      const pairOf = (i: number) => ({
        ticket: tickets[i % tickets.length] ?? '',
        processId: processIds[Math.floor(i / tickets.length) % processIds.length] ?? 0,
      });
      return autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/api/scans',
            setupRequest: (request) => {
              const i = n++;
              const id = sent++;
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  authorization: workerTokens[id % workerTokens.length] ?? '',
                },
                body: JSON.stringify({ ...pairOf(i), qty: 1, requestId: `bench-${runId}-${id}` }),
              };
            },
          },
        ],
      });
    }

    // The server has been scanning before the beds: WARM_SECONDS of scans of the demo bed at full load, so that
    // its connections prepare (and plan) the scan statement on the tables as they were, and the server's code
    // is as warm for the first bed as for the second. Whether the demo's bundles still take them does not
    // matter: a refused scan has been planned too.
    const demo = await json<{ processes: { processId: number }[] }>(
      await fetch(`${server.url}/api/scans/lookup?ticket=36001`, { headers: { authorization: clerk } }),
    );
    const demoTickets = Array.from({ length: 36 }, (_, i) => String(36001 + i));
    const warm = await scanFor(
      WARM_SECONDS,
      demoTickets,
      demo.processes.map((p) => p.processId),
    );
    console.info(`warm-up: ${JSON.stringify(warm.statusCodeStats)} in ${WARM_SECONDS} s`);

    async function phase(name: string, analyze: boolean): Promise<Phase> {
      const t0 = performance.now();
      const bed = await post<{ bundles: { ticketNo: number }[] }>(
        server.url,
        clerk,
        '/api/cutOrders',
        bedBody(style.id),
      );
      const generated = performance.now();
      let analyzeMs = Number.NaN;
      if (analyze) {
        const a0 = performance.now();
        await pool?.query('analyze');
        analyzeMs = performance.now() - a0;
      }
      const tickets = bed.bundles.map((bundle) => String(bundle.ticketNo));
      const worker = workerTokens[0] ?? '';
      const t1 = performance.now();
      const lookup = await json<{ processes: { processId: number }[] }>(
        await fetch(`${server.url}/api/scans/lookup?ticket=${tickets[0]}`, {
          headers: { authorization: worker },
        }),
      );
      const t2 = performance.now();
      const today = new Date().toLocaleDateString('sv', { timeZone: 'Asia/Shanghai' });
      await json(
        await fetch(`${server.url}/api/scans?from=${today}&to=${today}&page=0&size=200`, {
          headers: { authorization: worker },
        }),
      );
      const t3 = performance.now();
      const processIds = lookup.processes.map((p) => p.processId);
      const readBefore = await scansIndexReads(statistics);
      const startMs = performance.now() - generated;
      const result = await scanFor(SECONDS, tickets, processIds);
      const codes: Record<string, { count?: number }> = result.statusCodeStats ?? {};
      const created = codes['201']?.count ?? 0;
      // Each backend's last counts reach the statistics within a second.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const scansRead = (await scansIndexReads(statistics)) - readBefore;
      return {
        name,
        analyzeMs,
        generateMs: generated - t0,
        startMs,
        lookupMs: t2 - t1,
        todayMs: t3 - t2,
        created,
        perSecond: created / SECONDS,
        p50: result.latency.p50,
        p99: result.latency.p99,
        others:
          Object.entries(codes)
            .filter(([code]) => code !== '201')
            .map(([code, { count }]) => `${code}×${count ?? 0}`)
            .join(' ') || '–',
        scansReadPerScan: scansRead / Math.max(created, 1),
      };
    }

    const cold = await phase('cold (no statistics)', false);
    const analyzed = await phase('after ANALYZE', true);
    console.info(
      '| bed | generate ms | to first scan ms | look-up ms | today ms | scans (201) | scans/s | p50 ms | p99 ms | scans index rows read a scan | others |',
    );
    console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const p of [cold, analyzed])
      console.info(
        `| ${p.name} | ${p.generateMs.toFixed(0)} | ${p.startMs.toFixed(0)} | ${p.lookupMs.toFixed(1)} | ${p.todayMs.toFixed(1)} | ${p.created} | ${p.perSecond.toFixed(0)} | ${p.p50} | ${p.p99} | ${p.scansReadPerScan.toFixed(1)} | ${p.others} |`,
      );
    console.info(`the comparison's ANALYZE (whole database): ${analyzed.analyzeMs.toFixed(0)} ms`);
    console.info(
      `cold / analyzed: ${((cold.perSecond / analyzed.perSecond) * 100).toFixed(0)} % (${CONNECTIONS} connections, ${SECONDS} s each)`,
    );
    const counted = await pool.query<{ n: string }>(
      `select count(*) as n from scans where request_id like $1`,
      [`bench-${runId}-%`],
    );
    console.info(
      `rows in scans: ${counted.rows[0]?.n} (201s: ${cold.created + analyzed.created}, and the demo bed's)`,
    );
  });
}

await main();
