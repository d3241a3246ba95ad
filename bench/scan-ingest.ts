/**
 * Scan ingest: `POST /api/scans` on the real server process over loopback HTTP, fired by autocannon.
 *
 * Set-up (Ningbo, demo data): a style of 12 processes and one bed of 5,000 bundles of 10 pieces (through the
 * API as the cutting clerk). On PostgreSQL, WORKERS (200) more people holding the worker role (scan:self),
 * each with a session of their own, are written straight into the database (signing 200 people in would
 * spend a minute on scrypt); on PGlite (one process: the bench cannot open its files beside the server) the
 * 6 demo workers sign in. Every request is a one-piece scan with a request id of its own, of the next
 * (bundle, process) pair in turn, by the next worker in turn, so concurrent scans rarely share a bundle.
 *
 * Then, on PostgreSQL, the ceiling: the scan's transaction (the one statement the server sends, with the
 * database's guard) sent from this process straight to PostgreSQL through a pg.Pool as large as the server's,
 * CONNECTIONS callers at a time for the same duration, on other (bundle, process) pairs of the same bed.
 *
 * Usage:  npx tsx bench/scan-ingest.ts                          (embedded PGlite in a temp directory)
 *         DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/scan-ingest.ts
 * BENCH_CONNECTIONS (32), BENCH_SECONDS (20), BENCH_WORKERS (200). With DATABASE_URL a fresh database is
 * created and dropped afterwards (BENCH_KEEP=1 keeps it).
 */
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../apps/server/src/db/client';
import { schema } from '../apps/server/src/db/schema';
import { recordScan } from '../apps/server/src/modules/scans';
import {
  bedBody,
  cpuMsOf,
  json,
  makeWorkers,
  post as postTo,
  quantile,
  runOn,
  signIn as signInTo,
  styleBody,
  withServerBench,
} from './common';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 200);

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const options = { name: 'scan', adminUrl, keep: Boolean(process.env.BENCH_KEEP), poolSize: 10 };
  await withServerBench(options, async ({ server, pool, databaseLabel: database }) => {
    const signIn = (mobile: string) => signInTo(server.url, mobile);
    const post = <T>(token: string, url: string, body: object) => postTo<T>(server.url, token, url, body);
    const adminToken = await signIn('13900000001');
    const clerk = await signIn('13900000002');
    const style = await post<{ id: number }>(adminToken, '/api/styles', styleBody('BENCH-SCAN'));
    const bed = await post<{ id: number; bundles: { ticketNo: number }[] }>(
      clerk,
      '/api/cutOrders',
      bedBody(style.id),
    );
    const tickets = bed.bundles.map((bundle) => String(bundle.ticketNo));
    const lookup = await json<{ processes: { processId: number }[] }>(
      await fetch(`${server.url}/api/scans/lookup?ticket=${tickets[0]}`, {
        headers: { authorization: clerk },
      }),
    );
    const processIds = lookup.processes.map((p) => p.processId);

    let workerTokens: string[];
    if (pool) {
      workerTokens = await makeWorkersWithSessions(pool, WORKERS);
      // The bed brought its own statistics (generating it analyzes the cutting room's tables: bench/cold-bed.ts).
      // This is for the 200 people and sessions written straight into the database, which no request made:
      // as autovacuum would after such a load (it is off on the bench machine), or the members' look-ups by
      // name in every scan's answer read all of them.
      await pool.query('analyze members, users, member_roles, sessions');
    } else {
      workerTokens = [];
      for (let n = 11; n <= 16; n++) workerTokens.push(await signIn(`139000000${n}`));
    }
    const held = await json<{ roles: string[] }>(
      await fetch(`${server.url}/auth/info`, { headers: { authorization: workerTokens[0] ?? '' } }),
    );
    if (!held.roles.includes('scan:self'))
      throw new Error(`a bench worker lacks scan:self: ${held.roles.join()}`);

    // The pairs in turn: bundle first, so scans running together are of different bundles.
    const pairOf = (i: number) => ({
      ticket: tickets[i % tickets.length] ?? '',
      processId: processIds[Math.floor(i / tickets.length) % processIds.length] ?? 0,
    });
    const runId = randomBytes(4).toString('hex');
    let sent = 0;
    const warm = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const n = sent++;
        await post(workerTokens[n % workerTokens.length] ?? '', '/api/scans', {
          ...pairOf(n),
          qty: 1,
          requestId: `bench-${runId}-${n}`,
        });
      }
    };
    await warm(200);
    if (process.env.BENCH_CLIENT === 'fetch') {
      // The same requests from plain fetch loops, to check the load generator.
      const latencies: number[] = [];
      const deadline = performance.now() + SECONDS * 1000;
      let ok = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (performance.now() < deadline) {
            const n = sent++;
            const t0 = performance.now();
            const reply = await fetch(`${server.url}/api/scans`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: workerTokens[n % workerTokens.length] ?? '',
              },
              body: JSON.stringify({ ...pairOf(n), qty: 1, requestId: `bench-${runId}-${n}` }),
            });
            await reply.arrayBuffer();
            if (reply.status === 201) ok++;
            latencies.push(performance.now() - t0);
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      const at = (q: number) => quantile(latencies, q).toFixed(1);
      console.info(
        `fetch: ${ok} created, ${(ok / SECONDS).toFixed(0)}/s, p50 ${at(0.5)} p99 ${at(0.99)} max ${at(0.999)}`,
      );
    }
    const cpuBefore = cpuMsOf(server.process.pid);
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/scans',
          setupRequest: (request) => {
            const n = sent++;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: workerTokens[n % workerTokens.length] ?? '',
              },
              body: JSON.stringify({ ...pairOf(n), qty: 1, requestId: `bench-${runId}-${n}` }),
            };
          },
        },
      ],
    });
    const cpuMs = cpuMsOf(server.process.pid) - cpuBefore;
    const codes: Record<string, { count?: number }> = result.statusCodeStats ?? {};
    const created = codes['201']?.count ?? 0;
    const others = Object.entries(codes)
      .filter(([code]) => code !== '201')
      .map(([code, { count }]) => `${code}×${count ?? 0}`);
    const scansPerSecond = created / SECONDS;
    let rows = Number.NaN;
    if (pool) {
      const counted = await pool.query<{ n: string }>(
        `select count(*) as n from scans where request_id like $1`,
        [`bench-${runId}-%`],
      );
      rows = Number(counted.rows[0]?.n ?? 0) - 200; // less the warm-up's
    }
    console.info(
      `| ${database} HTTP | ${CONNECTIONS} | ${SECONDS} | ${created} | ${scansPerSecond.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${(cpuMs / created).toFixed(2)} | ${Number.isNaN(rows) ? 'n/a' : rows} | ${others.join(' ') || '–'} |`,
    );

    if (pool) {
      const ceiling = await directCeiling(pool, tickets.map(Number), processIds, sent);
      console.info(
        `| PostgreSQL direct (pg.Pool 10, no HTTP) | ${CONNECTIONS} | ${SECONDS} | ${ceiling.count} | ${(ceiling.count / SECONDS).toFixed(0)} | ${ceiling.p50.toFixed(1)} | ${ceiling.p99.toFixed(1)} | – | – | – |`,
      );
      console.info(`HTTP / ceiling: ${((scansPerSecond / (ceiling.count / SECONDS)) * 100).toFixed(0)} %`);
    }
  });
}

/** WORKERS people in Ningbo holding the worker role, each with a live session; their tokens. */
async function makeWorkersWithSessions(pool: pg.Pool, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  await makeWorkers(runOn(pool), count, { prefix: '137', name: 'Bench worker', jobPrefix: 'B' });
  await pool.query(
    `insert into sessions (token_hash, user_id, factory_id, expires_at, ip, user_agent)
     select h.hash, u.id, 1, now() + interval '12 hours', '127.0.0.1', 'bench'
     from unnest($1::text[]) with ordinality as h(hash, n)
     join users u on u.mobile = '137' || lpad(h.n::text, 8, '0')`,
    [hashes],
  );
  return tokens.map((token) => `Bearer ${token}`);
}

/**
 * The scan's transaction with nothing around it: the statement the server sends for a scan (the scans
 * repository's `recordScan`: the ticket's bundle and process, the insert under the database's guard, the
 * answer with its names), sent from this process through Drizzle on a pg.Pool as large as the server's.
 */
async function directCeiling(pool: pg.Pool, tickets: number[], processIds: number[], from: number) {
  const db = drizzle(pool, { schema }) as unknown as Db;
  const members = await pool.query<{ id: string }>(
    `select m.id from members m join member_roles r on r.factory_id = m.factory_id and r.member_id = m.id
     join roles o on o.factory_id = r.factory_id and o.id = r.role_id where m.factory_id = 1 and o.code = 'worker'`,
  );
  const workers = members.rows.map((row) => Number(row.id));
  const latencies: number[] = [];
  let next = from;
  const deadline = performance.now() + SECONDS * 1000;
  const runId = randomBytes(4).toString('hex');
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const n = next++;
        const worker = workers[n % workers.length] ?? 0;
        const t0 = performance.now();
        const row = await recordScan(db, {
          factoryId: 1,
          ticketNo: tickets[n % tickets.length] ?? 0,
          processId: processIds[Math.floor(n / tickets.length) % processIds.length] ?? 0,
          workerId: worker,
          recordedBy: worker,
          qty: 1,
          requestId: `direct-${runId}-${n}`,
          timeZone: 'Asia/Shanghai',
          scanTime: null,
        });
        if (row) latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
}

await main();
