/**
 * Crash test: acknowledged writes must survive kill -9.
 *
 * Starts the real server process, signs in as the demo factory admin, creates departments in a loop
 * (POST /api/dept, 4 at a time), kills the server with SIGKILL about 2 seconds in (requests in flight),
 * restarts it on the same data and lists the departments back: every write answered 2xx must be there.
 * Three rounds per database, on one data directory (or database) throughout.
 *
 * Usage:  npx tsx bench/crash.ts                          (embedded PGlite, then PostgreSQL)
 *         BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/crash.ts
 * The PostgreSQL pass creates a fresh database and drops it afterwards; BENCH_SKIP_POSTGRES=true skips it.
 * Exits 1 when an acknowledged write is missing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type RunningServer, startServer } from '../apps/server/test/spawn-server';
import { CAPTCHA, createDatabase, dropDatabase, json, signIn } from './common';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WRITE_MS = Number(process.env.BENCH_WRITE_MS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Row = {
  database: string;
  round: number;
  sent: number;
  acknowledged: number;
  lost: number;
  unacknowledgedButStored: number;
  restartMs: number;
  lockNote: string;
};

/** Wang Fang, admin of both demo factories, signed in to factory 1 (Ningbo). */
const signInAdmin = (url: string) => signIn(url, '13900000001');

async function listDeptNames(url: string, token: string): Promise<Set<string>> {
  const page = await json<{ content: { name: string }[] }>(
    await fetch(`${url}/api/dept?name=crash-`, { headers: { authorization: token } }),
  );
  return new Set(page.content.map((dept) => dept.name));
}

/** Writes until the server dies under them; returns the names it acknowledged and all it sent. */
async function writeUntilKilled(server: RunningServer, token: string, round: number) {
  const acknowledged: string[] = [];
  const sent: string[] = [];
  let next = 0;
  let killed = false;
  const killer = setTimeout(() => {
    killed = true;
    server.process.kill('SIGKILL');
  }, WRITE_MS);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (!killed) {
        const name = `crash-r${round}-${next++}`;
        sent.push(name);
        try {
          const reply = await fetch(`${server.url}/api/dept`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: token },
            body: JSON.stringify({ name, deptSort: 1 }),
          });
          if (reply.status >= 200 && reply.status < 300) acknowledged.push(name);
          else if (!killed) throw new Error(`write answered ${reply.status}: ${await reply.text()}`);
          await reply.body?.cancel();
        } catch (error) {
          // Requests cut by the kill are unacknowledged, not failures of the bench.
          if (!killed) throw error;
        }
      }
    }),
  );
  clearTimeout(killer);
  if (server.process.exitCode === null && server.process.signalCode === null) {
    await new Promise((resolve) => server.process.once('exit', resolve));
  }
  return { acknowledged, sent };
}

/**
 * Restarts on the same data. On PGlite a lock file left by the killed process may refuse the start:
 * that is reported, the lock file deleted, and the start retried.
 */
async function restart(env: Record<string, string>, dataDir: string | undefined) {
  const lockFile = dataDir && path.join(dataDir, 'server.lock');
  const leftBehind = Boolean(lockFile && fs.existsSync(lockFile));
  const started = performance.now();
  try {
    const server = await startServer(env);
    const lockNote = !dataDir ? 'n/a' : leftBehind ? 'left by the killed process, taken over' : 'none left';
    return { server, restartMs: performance.now() - started, lockNote };
  } catch (error) {
    if (!lockFile || !fs.existsSync(lockFile)) throw error;
    const message = (error as Error).message;
    const refusal = message.split('\n').find((line) => line.includes('in use'));
    console.warn(`restart refused by the lock file ${lockFile}: ${refusal ?? message}`);
    console.warn('the bench deletes the lock file and starts again');
    fs.rmSync(lockFile);
    const server = await startServer(env);
    return {
      server,
      restartMs: performance.now() - started,
      lockNote: 'start refused; lock file deleted by the bench',
    };
  }
}

async function crashRounds(database: string, env: Record<string, string>, dataDir?: string) {
  const rows: Row[] = [];
  let server = await startServer(env);
  const everAcknowledged: string[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const token = await signInAdmin(server.url);
      const { acknowledged, sent } = await writeUntilKilled(server, token, round);
      everAcknowledged.push(...acknowledged);
      const restarted = await restart(env, dataDir);
      server = restarted.server;
      const stored = await listDeptNames(server.url, await signInAdmin(server.url));
      const acked = new Set(acknowledged);
      rows.push({
        database,
        round,
        sent: sent.length,
        acknowledged: acknowledged.length,
        lost: acknowledged.filter((name) => !stored.has(name)).length,
        unacknowledgedButStored: sent.filter((name) => !acked.has(name) && stored.has(name)).length,
        restartMs: restarted.restartMs,
        lockNote: restarted.lockNote,
      });
    }
    // Earlier rounds' writes must also have survived the later crashes.
    const stored = await listDeptNames(server.url, await signInAdmin(server.url));
    const lostOverall = everAcknowledged.filter((name) => !stored.has(name)).length;
    console.info(
      `${database}: ${lostOverall} of ${everAcknowledged.length} acknowledged writes missing at the end`,
    );
  } finally {
    await server.stop();
  }
  return rows;
}

async function main() {
  const rows: Row[] = [];
  const base = { CAPTCHA_FIXED_ANSWER: CAPTCHA, SEED_DEMO: 'true', NODE_ENV: 'test' };

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-crash-'));
  try {
    rows.push(...(await crashRounds('PGlite', { ...base, DATA_DIR: dataDir }, dataDir)));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (process.env.BENCH_SKIP_POSTGRES !== 'true') {
    const databaseName = `gbo_crash_${process.pid}`;
    const databaseUrl = await createDatabase(ADMIN_URL, databaseName);
    // A throwaway DATA_DIR (avatars live there), so the default ./data is not touched.
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-crash-pg-'));
    try {
      const env = { ...base, DATA_DIR: pgDir, DATABASE_URL: databaseUrl };
      rows.push(...(await crashRounds('PostgreSQL', env)));
    } finally {
      fs.rmSync(pgDir, { recursive: true, force: true });
      await dropDatabase(ADMIN_URL, databaseName);
    }
  }

  console.info(
    '| database | round | sent | acknowledged (2xx) | lost | unacknowledged but stored | restart ms | lock file on restart |',
  );
  console.info('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.info(
      `| ${r.database} | ${r.round} | ${r.sent} | ${r.acknowledged} | ${r.lost} | ${r.unacknowledgedButStored} | ${r.restartMs.toFixed(0)} | ${r.lockNote} |`,
    );
  }
  if (rows.some((r) => r.lost > 0)) process.exitCode = 1;
}

await main();
