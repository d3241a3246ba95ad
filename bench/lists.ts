/**
 * List endpoints at volume, through the real app on the real database: one factory with 3,000 people and
 * 200,000 audit-log rows (and a second factory of the same size, so every query must filter by factory).
 *
 * Then the Excel exports of the same lists (whole workbooks, fewer runs).
 *
 * Usage:  npx tsx bench/lists.ts                          (embedded PGlite, in memory)
 *         DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/lists.ts
 * With DATABASE_URL a fresh database is created and dropped afterwards.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { quantile, timeRuns, withAppBench } from './common';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 3000);
const LOG_ROWS = Number(process.env.BENCH_LOG_ROWS ?? 200_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 30);
/** Exports write whole workbooks, seconds each: fewer runs. */
const EXPORT_REPEAT = Number(process.env.BENCH_EXPORT_REPEAT ?? 3);

async function fill(database: Database) {
  const started = performance.now();
  // Set-based inserts: the volume is the point, not the insert path (that has its own benchmark).
  for (const factoryId of [1, 2]) {
    await database.db.execute(sql`
      insert into users (mobile, name, password_hash)
      select '1' || (50 + ${factoryId})::text || lpad(g::text, 8, '0'), 'Worker ' || g, 'scrypt$x'
      from generate_series(1, ${PEOPLE}) g`);
    await database.db.execute(sql`
      insert into members (factory_id, user_id, job_number, dept_id)
      select ${factoryId}, u.id, 'B' || u.id, (select min(id) from depts where factory_id = ${factoryId})
      from users u where u.mobile like '1' || (50 + ${factoryId})::text || '%'`);
    await database.db.execute(sql`
      insert into audit_logs (factory_id, user_id, username, description, method, path, ip, browser, status_code, duration_ms, create_time)
      select ${factoryId}, null, 'Worker ' || (g % ${PEOPLE}), case when g % 50 = 0 then 'Edit person' else 'Sign in' end,
             'POST', '/auth/login', '10.0.0.' || (g % 250), 'bench', case when g % 97 = 0 then 400 else 200 end,
             g % 40, now() - make_interval(secs => g * 13)
      from generate_series(1, ${LOG_ROWS}) g`);
  }
  await database.db.execute(sql`analyze`);
  console.info(
    `filled ${2 * PEOPLE} people and ${2 * LOG_ROWS} audit rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

type Reply = { statusCode: number; body: string; rawPayload: Buffer };

async function time(label: string, run: () => Promise<Reply>, { repeat = REPEAT, warmup = 3 } = {}) {
  let bytes = 0;
  // The first runs warm the caches.
  const samples = await timeRuns(repeat, warmup, async () => {
    const reply = await run();
    if (reply.statusCode !== 200)
      throw new Error(`${label}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
    bytes = reply.rawPayload.length;
  });
  const at = (q: number) => quantile(samples, q).toFixed(1);
  return `| ${label} | ${at(0.5)} | ${at(0.95)} | ${(bytes / 1024).toFixed(0)} |`;
}

async function main() {
  await withAppBench(
    { name: 'lists', adminUrl: process.env.DATABASE_URL, fill },
    async ({ app, databaseLabel, signIn }) => {
      const headers = await signIn('13900000001');
      const get = (url: string) => () => app.inject({ url, headers });
      const from = new Date(Date.now() - 86_400_000).toISOString();
      const to = new Date().toISOString();
      console.info(`| request (${databaseLabel}) | p50 ms | p95 ms | reply KiB |`);
      console.info('|---|---|---|---|');
      for (const [label, url] of [
        ['people, page 1 of 20', '/api/users?page=0&size=20'],
        ['people, page 100 of 20', '/api/users?page=100&size=20'],
        ['people, text search', '/api/users?blurry=Worker%2029&size=20'],
        ['audit log, page 1 of 20', '/api/logs?page=0&size=20'],
        ['audit log, page 500 of 20', '/api/logs?page=500&size=20'],
        ['audit log, errors only', '/api/logs?result=error&size=20'],
        [
          'audit log, last 24 h',
          `/api/logs?createTime=${encodeURIComponent(from)}&createTime=${encodeURIComponent(to)}&size=20`,
        ],
      ] as const) {
        console.info(await time(label, get(url)));
      }
      for (const [label, url] of [
        [`people export, all ${PEOPLE} (xlsx)`, '/api/users/download'],
        [
          'audit log export, last 24 h (xlsx)',
          `/api/logs/download?createTime=${encodeURIComponent(from)}&createTime=${encodeURIComponent(to)}`,
        ],
        [`audit log export, all ${LOG_ROWS} (xlsx)`, '/api/logs/download'],
      ] as const) {
        console.info(await time(label, get(url), { repeat: EXPORT_REPEAT, warmup: 1 }));
      }
    },
  );
}

await main();
