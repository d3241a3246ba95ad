import type { Bundle, Page, PrintJob, Printer, TicketPrintResult } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zplText } from '../../lib/labels/zpl-preview.test-support';
import { FakePrinter } from '../../../test/fake-printer';
import {
  type Caller,
  callerFor,
  createTestContext,
  openSecondApp,
  type SecondApp,
  type TestContext,
} from '../../../test/helpers';

// Two server processes on one PostgreSQL database, each with its print queue (PGlite runs one statement at a
// time, so only PostgreSQL shows the race): CI's PostgreSQL pass runs this file.
let t: TestContext;
let second: SecondApp;
let clerk: Caller;
let admin: Caller;
const printers = [new FakePrinter(), new FakePrinter()];

beforeAll(async () => {
  const env = { PRINT_RETRY_MAX_SECONDS: '1', PRINT_QUEUE_POLL_MS: '100' };
  t = await createTestContext({ env });
  second = await openSecondApp(t, env);
  const token = await t.login('13900000002', 1);
  clerk = callerFor(t.app, token);
  admin = await t.as('13900000001', 1);
  for (const printer of printers) await printer.on();
});
afterAll(async () => {
  await second.close();
  await t.close();
  for (const printer of printers) await printer.off();
});

/** The QR texts a received job carries, in order (as ^FH writes them). */
const qrsOf = (job: Buffer) =>
  [...job.toString('utf8').matchAll(/\^BQN,2,\d+\^FH\^FDMA,([^^]*)\^FS/g)].map((m) => zplText(m[1]!));

describe('two server processes sending print jobs', () => {
  it('send each job once, and each printer’s jobs in the order they were queued', async () => {
    const targets: Printer[] = [];
    for (const [i, printer] of printers.entries()) {
      const response = await admin.post('/api/printers', {
        name: `Race ${i}`,
        protocol: 'zpl',
        host: '127.0.0.1',
        port: printer.port,
        widthMm: 60,
        heightMm: 40,
      });
      expect(response.statusCode, response.body).toBe(201);
      targets.push(response.json<Printer>());
    }
    const bundles = (await clerk.get('/api/bundles?status=active&size=24&sort=id,asc')).json<Page<Bundle>>()
      .content;
    expect(bundles.length).toBe(24);
    // A job a bundle, alternating printers, queued from both processes while their queues wait, then both
    // queues started at once: every job is there to be claimed by either (and its order is its id's).
    await Promise.all([t.app.printQueue.stop(), second.app.printQueue.stop()]);
    const apps = [
      callerFor(t.app, await t.login('13900000002', 1)),
      callerFor(second.app, await t.login('13900000002', 1)),
    ];
    const queued = await Promise.all(
      bundles.map(async (bundle, i) => {
        const response = await apps[i % 2]!.post('/api/bundles/print', {
          bundleIds: [bundle.id],
          template: 'label60x40',
          printerId: targets[i % printers.length]!.id,
        });
        expect(response.statusCode, response.body).toBe(200);
        return { bundle, job: response.json<TicketPrintResult>().job! };
      }),
    );
    await Promise.all([t.app.printQueue.start(), second.app.printQueue.start()]);
    for (const [p, printer] of printers.entries()) {
      const mine = queued
        .filter(({ job }) => job.printerId === targets[p]!.id)
        .sort((a, b) => a.job.id - b.job.id);
      const jobs = await printer.received(mine.length, 30_000);
      // Time for a second sending to show, had one happened.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(printer.jobs).toHaveLength(mine.length);
      expect(jobs.map(qrsOf)).toEqual(mine.map(({ bundle }) => [bundle.qr]));
    }
    await Promise.all([t.app.printQueue.idle(), second.app.printQueue.idle()]);
    for (const { job } of queued) {
      const done = (await clerk.get(`/api/printers/jobs/${job.id}`)).json<PrintJob>();
      expect(done).toMatchObject({ status: 'sent', attempts: 1 });
    }
  });
});
