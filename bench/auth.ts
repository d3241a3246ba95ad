/**
 * Auth hot paths on the real server process over loopback HTTP:
 *  - sign-in (captcha + login): dominated by the scrypt password check, by design;
 *  - GET /auth/info with a token: the session check every authenticated API call pays.
 *
 * Usage:  npx tsx bench/auth.ts                          (embedded PGlite in a temp directory)
 *         DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/auth.ts
 * With DATABASE_URL, a fresh database is created for the run and dropped afterwards. AUTH_CACHE_SECONDS=0
 * turns the session cache off (to compare); the last column is the server process's CPU per request.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../apps/server/src/db/client';
import { startServer } from '../apps/server/test/spawn-server';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 40);
const LOGIN_CONCURRENCY = Number(process.env.BENCH_LOGIN_CONCURRENCY ?? 4);
const INFO_REQUESTS = Number(process.env.BENCH_INFO_REQUESTS ?? 3000);
const INFO_CONCURRENCY = Number(process.env.BENCH_INFO_CONCURRENCY ?? 10);
const CAPTCHA = 'bench';

type Stats = { count: number; seconds: number; p50: number; p95: number; p99: number; cpuMs?: number };

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux; clock ticks of 10 ms). */
function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined || !fs.existsSync(`/proc/${pid}/stat`)) return Number.NaN;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function run(total: number, concurrency: number, task: () => Promise<void>): Promise<Stats> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        await task();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { count: latencies.length, seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-bench-'));
  const databaseName = `gbo_bench_${process.pid}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    CAPTCHA_FIXED_ANSWER: CAPTCHA,
    SEED_DEMO: 'true',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
  };
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    env.DATABASE_URL = withDatabase(adminUrl, databaseName);
  }
  const server = await startServer(env);
  try {
    const signIn = async () => {
      const { uuid } = await json<{ uuid: string }>(await fetch(`${server.url}/auth/code`));
      const body = { mobile: '13900000002', password: 'Demo@2026', code: CAPTCHA, uuid, factoryId: 1 };
      const reply = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await json<{ token: string }>(reply)).token;
    };
    await signIn(); // warm-up
    const login = await run(LOGINS, LOGIN_CONCURRENCY, async () => {
      await signIn();
    });
    const token = await signIn();
    await run(200, INFO_CONCURRENCY, async () => {
      await json(await fetch(`${server.url}/auth/info`, { headers: { authorization: token } }));
    }); // warm-up
    const cpuBefore = cpuMsOf(server.process.pid);
    const info = await run(INFO_REQUESTS, INFO_CONCURRENCY, async () => {
      await json(await fetch(`${server.url}/auth/info`, { headers: { authorization: token } }));
    });
    // The server's own CPU per request: a figure the other load on a shared machine does not change much.
    info.cpuMs = (cpuMsOf(server.process.pid) - cpuBefore) / info.count;
    const row = (name: string, s: Stats, concurrency: number) =>
      `| ${name} | ${adminUrl ? 'PostgreSQL' : 'PGlite'} | ${s.count} | ${concurrency} | ${(s.count / s.seconds).toFixed(0)} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.cpuMs === undefined ? '' : s.cpuMs.toFixed(2)} |`;
    console.info(
      '| operation | database | requests | concurrency | per second | p50 ms | p95 ms | p99 ms | server CPU ms/request |',
    );
    console.info('|---|---|---|---|---|---|---|---|---|');
    console.info(row('sign-in (captcha + login)', login, LOGIN_CONCURRENCY));
    console.info(row('GET /auth/info (session check)', info, INFO_CONCURRENCY));
  } finally {
    await server.stop();
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
