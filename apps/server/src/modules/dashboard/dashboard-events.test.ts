import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventStream, type StreamReader } from '../../../test/event-stream-client';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { signIn, tokensOf } from '../../../test/people';
import { processesByTicket, scanRecorder } from '../../../test/shop-floor';
import { MAX_STREAMS_PER_SESSION } from './routes';

// The dashboard's event stream over real HTTP (the app listening on a port), on one server process: a scan
// made through the API reaches the open dashboards of its factory, and only those. Two processes on one
// PostgreSQL: dashboard-events.postgres.test.ts.

let t: TestContext;
let base: string;
let w11: Caller;
let tokens: { ningbo: string; huzhou: string };
let processId: number;
const open: StreamReader[] = [];
const { record } = scanRecorder('dashboard-events');

async function stream(token: string, accept = 'text/event-stream') {
  const reader = await readEventStream(`${base}/api/dashboard/events`, { authorization: token, accept });
  open.push(reader);
  return reader;
}

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ({ w11 } = await signIn(t, 'w11'));
  const { admin, huzhou } = await tokensOf(t, 'admin', 'huzhou');
  tokens = { ningbo: admin, huzhou };
  processId = (await processesByTicket(w11)).get(1) ?? 0;
});

afterAll(async () => {
  for (const reader of open) reader.close();
  await t.close();
});

/** One piece of the first process of a demo ticket, scanned by worker 11. */
const scan = (ticket: string) => record(w11, { ticket, processId, qty: 1 });

describe('GET api/dashboard/events', () => {
  it('tells the factory’s open dashboards of a scan, and not another factory’s', async () => {
    const ningbo = await stream(tokens.ningbo);
    const huzhou = await stream(tokens.huzhou);
    expect(ningbo.status).toBe(200);
    expect(ningbo.contentType).toMatch(/^text\/event-stream/);
    await scan('36001');
    await ningbo.waitFor('changed');
    // Huzhou's dashboard has had as long to hear of it, and more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(huzhou.events).toEqual([]);
  });

  it('tells of an undone scan too, and makes one announcement of a burst of scans', async () => {
    const ningbo = await stream(tokens.ningbo);
    const made = await scan('36002');
    await ningbo.waitFor('changed');
    // The next announcement comes a second after the last at the earliest: the burst's scans share it.
    for (let i = 0; i < 5; i++) await scan('36003');
    expect((await w11.delete(`/api/scans/${made.id}`)).statusCode).toBe(204);
    await ningbo.waitFor('changed', 2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ningbo.events.length).toBeLessThanOrEqual(3);
  });

  it('holds at most 5 streams of one session open (429 past them), and a closed one frees its place', async () => {
    const { clerk } = await tokensOf(t, 'clerk');
    const five = await Promise.all(Array.from({ length: MAX_STREAMS_PER_SESSION }, () => stream(clerk)));
    expect(five.map((reader) => reader.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await stream(clerk);
    expect(sixth.status).toBe(429);
    // Another session of the same person is not held back by this one's.
    const { clerk: otherSession } = await tokensOf(t, 'clerk');
    expect((await stream(otherSession)).status).toBe(200);
    five[0]?.close();
    await expect.poll(async () => (await stream(clerk)).status).toBe(200);
  });

  it('answers HEAD with the stream’s headers and no stream', async () => {
    const response = await fetch(`${base}/api/dashboard/events`, {
      method: 'HEAD',
      headers: { authorization: tokens.ningbo, accept: 'text/event-stream' },
      signal: AbortSignal.timeout(5000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  });

  it('answers 406 to a caller that does not ask for an event stream, 401 without a session', async () => {
    const plain = await stream(tokens.ningbo, 'application/json');
    expect(plain.status).toBe(406);
    const anonymous = await readEventStream(`${base}/api/dashboard/events`);
    expect(anonymous.status).toBe(401);
  });

  it('ends its streams when the server stops', async () => {
    const ningbo = await stream(tokens.ningbo);
    await scan('36004');
    await ningbo.waitFor('changed');
    const closing = t.app.close();
    await ningbo.waitForEnd();
    await closing;
  });
});
