import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig, TEST_SECRET } from '../../test/helpers';
import { type App, buildApp } from '../app';
import { type Database, openPostgres, queryRows, withDatabase } from './client';

// Runs only against a real PostgreSQL (vitest.config.ts selects *.postgres.test.ts when DATABASE_URL is set):
// PGlite runs each statement to its end in the server's own thread, and can neither time one out nor cancel it.
// A test-only route sleeps in the database, standing for any slow statement of a request.

const url = process.env.DATABASE_URL ?? '';
let database: Database;
let app: App;
let base: string;
/** A second server process on the same database whose statement timeout is 1 s. */
let strict: { database: Database; app: App; base: string };
let databaseName: string;
let admin: pg.Client;

/** The app, with a test-only route that sleeps in the database for `?seconds=`, listening on a port. */
async function serve(on: Database) {
  const served = await buildApp({ config: testConfig(), database: on, secret: TEST_SECRET }, false);
  served.get('/test/sleep', async (request) => {
    const { seconds } = request.query as { seconds: string };
    await on.db.execute(sql`select pg_sleep(${Number(seconds)}) as slept`);
    return { slept: true };
  });
  await served.listen({ host: '127.0.0.1', port: 0 });
  return { app: served, base: `http://127.0.0.1:${(served.server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  database = await openTestDatabase({ statementTimeoutMs: 60_000 });
  ({ app, base } = await serve(database));
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  databaseName = row?.name ?? '';
  const strictDatabase = await openPostgres(withDatabase(url, databaseName), 2, { statementTimeoutMs: 1000 });
  strict = { database: strictDatabase, ...(await serve(strictDatabase)) };
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});

afterAll(async () => {
  await admin.end();
  await strict.app.close();
  await strict.database.close();
  await app.close();
  await database.close();
});

/** The test route's statements running now in the test's database. */
async function sleeping(): Promise<number> {
  const { rows } = await admin.query<{ n: string }>(
    `select count(*) as n from pg_stat_activity
     where datname = $1 and state = 'active' and query like '%pg_sleep%' and pid <> pg_backend_pid()`,
    [databaseName],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Polls until `check` holds, at most `tries` times 100 ms apart; whether it came to hold. */
async function eventually(check: () => Promise<boolean>, tries = 100): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('a statement of a request', () => {
  it('is stopped at the statement timeout, answered 503 with a message', async () => {
    const response = await fetch(`${strict.base}/test/sleep?seconds=30`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/took too long/);
    expect(await sleeping()).toBe(0);
  });

  it('is cancelled in PostgreSQL when the client goes away', async () => {
    const controller = new AbortController();
    const request = fetch(`${base}/test/sleep?seconds=30`, { signal: controller.signal }).catch(
      () => undefined,
    );
    expect(await eventually(async () => (await sleeping()) === 1)).toBe(true);
    controller.abort();
    await request;
    // Long before its 30 s are up (and its 60 s timeout): the statement is gone because it was cancelled.
    expect(await eventually(async () => (await sleeping()) === 0)).toBe(true);
  });
});
