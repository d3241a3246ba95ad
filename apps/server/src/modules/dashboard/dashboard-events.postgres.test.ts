import type { Dashboard } from '@gbo/contracts';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventStream, type StreamReader } from '../../../test/event-stream-client';
import {
  callerFor,
  createTestContext,
  openSecondApp,
  type SecondApp,
  type TestContext,
} from '../../../test/helpers';
import { tokensOf } from '../../../test/people';
import { processesByTicket, scanRecorder } from '../../../test/shop-floor';

// Two apps, each with its own connection pool and listening connection on one PostgreSQL database, stand for
// two server processes (CI's PostgreSQL pass runs this file): a scan made through one reaches the dashboards
// open on the other, through NOTIFY gbo_dashboard.

let t: TestContext;
let second: SecondApp;
let base: string;
const open: StreamReader[] = [];

beforeAll(async () => {
  t = await createTestContext();
  second = await openSecondApp(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const reader of open) reader.close();
  await second.close();
  await t.close();
});

describe('the dashboard across server processes', () => {
  it('hears of a scan made through another process, and then shows it', async () => {
    const { admin, huzhou } = await tokensOf(t, 'admin', 'huzhou');
    const ningboStream = await readEventStream(`${base}/api/dashboard/events`, {
      authorization: admin,
      accept: 'text/event-stream',
    });
    const huzhouStream = await readEventStream(`${base}/api/dashboard/events`, {
      authorization: huzhou,
      accept: 'text/event-stream',
    });
    open.push(ningboStream, huzhouStream);
    const dashboard = callerFor(t.app, admin);
    const before = (await dashboard.get('/api/dashboard')).json<Dashboard>();

    // The worker (signed in once: the session is the database's) scans through the other process.
    const { w11 } = await tokensOf(t, 'w11');
    const worker = callerFor(second.app, w11);
    const processes = await processesByTicket(worker, '36005');
    const made = await scanRecorder('pg-events').record(worker, {
      ticket: '36005',
      processId: processes.get(1),
    });

    await ningboStream.waitFor('changed');
    const after = (await dashboard.get('/api/dashboard')).json<Dashboard>();
    expect(after.output?.today.qty).toBe((before.output?.today.qty ?? 0) + made.qty);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(huzhouStream.events).toEqual([]);
  });
});
