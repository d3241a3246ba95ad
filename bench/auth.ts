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
import { cpuMsOf, json, runConcurrently, signIn, withServerBench } from './common';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 40);
const LOGIN_CONCURRENCY = Number(process.env.BENCH_LOGIN_CONCURRENCY ?? 4);
const INFO_REQUESTS = Number(process.env.BENCH_INFO_REQUESTS ?? 3000);
const INFO_CONCURRENCY = Number(process.env.BENCH_INFO_CONCURRENCY ?? 10);

type Stats = Awaited<ReturnType<typeof runConcurrently>> & { cpuMs?: number };

async function main() {
  await withServerBench({ adminUrl: process.env.DATABASE_URL }, async (bench) => {
    const { server } = bench;
    const clerkSignIn = () => signIn(server.url, '13900000002');
    await clerkSignIn(); // warm-up
    const login = await runConcurrently(LOGINS, LOGIN_CONCURRENCY, async () => {
      await clerkSignIn();
    });
    const token = await clerkSignIn();
    await runConcurrently(200, INFO_CONCURRENCY, async () => {
      await json(await fetch(`${server.url}/auth/info`, { headers: { authorization: token } }));
    }); // warm-up
    const cpuBefore = cpuMsOf(server.process.pid);
    const info: Stats = await runConcurrently(INFO_REQUESTS, INFO_CONCURRENCY, async () => {
      await json(await fetch(`${server.url}/auth/info`, { headers: { authorization: token } }));
    });
    // The server's own CPU per request: a figure the other load on a shared machine does not change much.
    info.cpuMs = (cpuMsOf(server.process.pid) - cpuBefore) / info.count;
    const row = (name: string, s: Stats, concurrency: number) =>
      `| ${name} | ${bench.databaseLabel} | ${s.count} | ${concurrency} | ${(s.count / s.seconds).toFixed(0)} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.cpuMs === undefined ? '' : s.cpuMs.toFixed(2)} |`;
    console.info(
      '| operation | database | requests | concurrency | per second | p50 ms | p95 ms | p99 ms | server CPU ms/request |',
    );
    console.info('|---|---|---|---|---|---|---|---|---|');
    console.info(row('sign-in (captcha + login)', login, LOGIN_CONCURRENCY));
    console.info(row('GET /auth/info (session check)', info, INFO_CONCURRENCY));
  });
}

await main();
