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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { type Db, withDatabase } from '../apps/server/src/db/client';
import { schema } from '../apps/server/src/db/schema';
import { recordScan } from '../apps/server/src/modules/scans/repository';
import { startServer } from '../apps/server/test/spawn-server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 200);
const CAPTCHA = 'bench';
const PROCESSES = 12;
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'];
const COLOURS = Array.from({ length: 20 }, (_, i) => `C${String(i + 1).padStart(2, '0')}`);

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined || !fs.existsSync(`/proc/${pid}/stat`)) return Number.NaN;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-bench-scan-'));
  const databaseName = `gbo_bench_scan_${process.pid}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    CAPTCHA_FIXED_ANSWER: CAPTCHA,
    SEED_DEMO: 'true',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
  };
  let pool: pg.Pool | undefined;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    env.DATABASE_URL = withDatabase(adminUrl, databaseName);
  }
  const server = await startServer(env);
  try {
    const signIn = async (mobile: string) => {
      const { uuid } = await json<{ uuid: string }>(await fetch(`${server.url}/auth/code`));
      const body = { mobile, password: 'Demo@2026', code: CAPTCHA, uuid, factoryId: 1 };
      const reply = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await json<{ token: string }>(reply)).token;
    };
    const post = async <T>(token: string, url: string, body: object) =>
      json<T>(
        await fetch(`${server.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify(body),
        }),
      );
    const adminToken = await signIn('13900000001');
    const clerk = await signIn('13900000002');
    const style = await post<{ id: number }>(adminToken, '/api/styles', {
      styleNo: 'BENCH-SCAN',
      name: 'Bench style',
      colours: COLOURS,
      sizes: SIZES,
      processes: Array.from({ length: PROCESSES }, (_, i) => ({ name: `Process ${i + 1}`, rate: '0.25' })),
    });
    // 10 sizes × ratio 5 × 20 colours of 50 layers at max plies 10: 5,000 bundles of 10 pieces.
    const bed = await post<{ id: number; bundles: { ticketNo: number }[] }>(clerk, '/api/cutOrders', {
      styleId: style.id,
      cutDate: new Date().toISOString().slice(0, 10),
      ratio: SIZES.map((size) => ({ size, ratio: 5 })),
      lays: COLOURS.map((colour, i) => ({ colour, layers: 50, dyeLot: `L${i}`, shade: 'A' })),
      maxPlies: 10,
    });
    const tickets = bed.bundles.map((bundle) => String(bundle.ticketNo));
    const lookup = await json<{ processes: { processId: number }[] }>(
      await fetch(`${server.url}/api/scans/lookup?ticket=${tickets[0]}`, {
        headers: { authorization: clerk },
      }),
    );
    const processIds = lookup.processes.map((p) => p.processId);

    let workerTokens: string[];
    if (env.DATABASE_URL) {
      pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
      workerTokens = await makeWorkers(pool, WORKERS);
      // As autovacuum would soon after such a load: without statistics the planner takes the 5,000 new
      // bundles for none and reads a scan back by nested loops over all of them (750 ms a scan, measured).
      await pool.query('analyze');
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
      const at = (q: number) => latencies[Math.floor(q * latencies.length)]?.toFixed(1);
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
    const database = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
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
  } finally {
    await pool?.end();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl && process.env.BENCH_KEEP) console.info(`kept the database ${databaseName}`);
    else if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  }
}

/** WORKERS people in Ningbo holding the worker role, each with a live session; their tokens. */
async function makeWorkers(pool: pg.Pool, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  await pool.query(
    `with made as (
       insert into users (mobile, name, password_hash)
       select '137' || lpad(g::text, 8, '0'), 'Bench worker ' || g,
              (select password_hash from users where mobile = '13900000011')
       from generate_series(1, $1::int) g
       returning id, mobile),
     joined as (
       insert into members (factory_id, user_id, job_number, dept_id)
       select 1, made.id, 'B' || right(made.mobile, 5),
              (select dept_id from members m join users u on u.id = m.user_id
                where u.mobile = '13900000011' and m.factory_id = 1)
       from made
       returning id, user_id)
     insert into member_roles (factory_id, member_id, role_id)
     select 1, joined.id, (select id from roles where factory_id = 1 and code = 'worker') from joined`,
    [count],
  );
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
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { count: latencies.length, p50: at(0.5), p99: at(0.99) };
}

await main();
