import type { Dashboard, ScanLookup } from '@gbo/contracts';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventStream, type StreamReader } from '../../../test/event-stream-client';
import { createTestContext, type TestContext, testConfig } from '../../../test/helpers';
import { type App, buildApp } from '../../app';
import { type Database, openPostgres, queryRows, withDatabase } from '../../db/client';

// Two apps, each with its own connection pool and listening connection on one PostgreSQL database, stand for
// two server processes (CI's PostgreSQL pass runs this file): a scan made through one reaches the dashboards
// open on the other, through NOTIFY gbo_dashboard.

let t: TestContext;
let second: { app: App; database: Database };
let base: string;
const open: StreamReader[] = [];

beforeAll(async () => {
  t = await createTestContext();
  const [row] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
  const database = await openPostgres(withDatabase(process.env.DATABASE_URL ?? '', row?.name ?? ''), 4);
  const app = await buildApp(
    { config: testConfig({ DATA_DIR: t.dataDir }), database, secret: 'test-secret-0123456789-0123456789' },
    false,
  );
  await app.ready();
  second = { app, database };
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const reader of open) reader.close();
  await second.app.close();
  await second.database.close();
  await t.close();
});

describe('the dashboard across server processes', () => {
  it('hears of a scan made through another process, and then shows it', async () => {
    const admin = await t.login('13900000001', 1);
    const huzhou = await t.login('13900000001', 2);
    const ningboStream = await readEventStream(`${base}/api/dashboard/events`, {
      authorization: admin,
      accept: 'text/event-stream',
    });
    const huzhouStream = await readEventStream(`${base}/api/dashboard/events`, {
      authorization: huzhou,
      accept: 'text/event-stream',
    });
    open.push(ningboStream, huzhouStream);
    const before = (
      await t.app.inject({ url: '/api/dashboard', headers: { authorization: admin } })
    ).json<Dashboard>();

    // The worker (signed in once: the session is the database's) scans through the other process.
    const worker = await t.login('13900000011', 1);
    const lookup = (
      await second.app.inject({ url: '/api/scans/lookup?ticket=36005', headers: { authorization: worker } })
    ).json<ScanLookup>();
    const made = await second.app.inject({
      method: 'POST',
      url: '/api/scans',
      headers: { authorization: worker },
      payload: {
        ticket: '36005',
        processId: lookup.processes[0]?.processId,
        requestId: `pg-events-${process.pid}`,
      },
    });
    expect(made.statusCode, made.body).toBe(201);

    await ningboStream.waitFor('changed');
    const after = (
      await t.app.inject({ url: '/api/dashboard', headers: { authorization: admin } })
    ).json<Dashboard>();
    expect(after.output?.today.qty).toBe((before.output?.today.qty ?? 0) + made.json<{ qty: number }>().qty);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(huzhouStream.events).toEqual([]);
  });
});
