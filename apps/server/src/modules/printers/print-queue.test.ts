import net from 'node:net';
import type { PrintJob, Printer } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { createPrintQueue } from './queue';

let t: TestContext;
let admin: Caller;
const servers: net.Server[] = [];

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
  // The app's own queue steps aside: the queue under test is the only one sending.
  await t.app.printQueue.stop();
});
afterAll(async () => {
  for (const server of servers) server.close();
  await t.close();
});

/** A printer that reads a job, then takes `ms` to close: the job stays on its way meanwhile. */
async function slowPrinter(ms: number): Promise<{ port: number; received: Buffer[] }> {
  const received: Buffer[] = [];
  // Half open: the printer's side stays open after the job's end, until it closes it.
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => setTimeout(() => (received.push(Buffer.concat(chunks)), socket.end()), ms));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, received };
}

describe('the print queue', () => {
  it('never takes a job it is sending itself for abandoned, however long it takes', async () => {
    const printer = await slowPrinter(2500);
    const added = (
      await admin.post('/api/printers', {
        name: 'Slow closer',
        protocol: 'zpl',
        host: '127.0.0.1',
        port: printer.port,
        widthMm: 60,
        heightMm: 40,
      })
    ).json<Printer>();
    const job = (await admin.post(`/api/printers/${added.id}/test`)).json<PrintJob>();
    // A claim is stale after 1 s and looked for every 100 ms, and this process touches its claims only every
    // minute: only knowing its own jobs keeps it from failing the one it is sending.
    const queue = createPrintQueue(
      t.database.db,
      t.database,
      { error: () => undefined, info: () => undefined },
      {
        pollMs: 100,
        retryMaxSeconds: 1,
        timeouts: { connectMs: 2000, idleMs: 10_000, closeMs: 10_000 },
        claims: { staleSeconds: 1, touchEveryMs: 60_000, abandonedEveryMs: 100 },
      },
    );
    await queue.start();
    try {
      const deadline = Date.now() + 10_000;
      while (printer.received.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await queue.wake();
      }
      await queue.idle();
      expect((await admin.get(`/api/printers/jobs/${job.id}`)).json<PrintJob>()).toMatchObject({
        status: 'sent',
        errorCode: null,
      });
      expect(printer.received).toHaveLength(1);
    } finally {
      await queue.stop();
    }
  });
});
