import type {
  Bundle,
  Page,
  PrintJob,
  Printer,
  CutOrder,
  CutOrderSummary,
  TicketPrintResult,
} from '@gbo/contracts';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zplText } from '../../lib/labels/zpl-preview.test-support';
import { FakePrinter, closedPort } from '../../../test/fake-printer';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
let admin: Caller;
let clerk: Caller;
let worker: Caller;
let huzhouAdmin: Caller;
const printer = new FakePrinter();
let bedId: number;

beforeAll(async () => {
  // Retries within a second, and the queue looks every 200 ms: the tests wait for printers, not timers.
  t = await createTestContext({ env: { PRINT_RETRY_MAX_SECONDS: '1', PRINT_QUEUE_POLL_MS: '200' } });
  [admin, clerk, worker, huzhouAdmin] = await Promise.all([
    t.as('13900000001', 1),
    t.as('13900000002', 1),
    t.as('13900000011', 1),
    t.as('13900000001', 2),
  ]);
  await printer.on();
  const beds = (await clerk.get('/api/cutOrders?size=1')).json<Page<CutOrderSummary>>();
  bedId = beds.content[0]!.id;
});
afterAll(async () => {
  await t.close();
  await printer.off();
});

const zebra = (port: number, extra: object = {}) => ({
  name: `Zebra ${port}`,
  protocol: 'zpl',
  host: '127.0.0.1',
  port,
  widthMm: 60,
  heightMm: 40,
  ...extra,
});

async function addPrinter(body: object, as: Caller = admin): Promise<Printer> {
  const response = await as.post('/api/printers', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Printer>();
}

/** The job once it reaches one of `statuses` (the queue works on its own; this only watches). */
async function jobWhen(id: number, statuses: PrintJob['status'][], as: Caller = admin): Promise<PrintJob> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const job = (await as.get(`/api/printers/jobs/${id}`)).json<PrintJob>();
    if (statuses.includes(job.status)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} is ${job.status}, not ${statuses.join('/')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const count = (text: string, part: string) => text.split(part).length - 1;

/** The demo bed's active bundles in bundle order. */
async function activeBundles(): Promise<Bundle[]> {
  const page = (
    await clerk.get(`/api/bundles?cutOrderId=${bedId}&status=active&size=1000&sort=bundleNo,asc`)
  ).json<Page<Bundle>>();
  expect(page.content.length).toBeGreaterThan(0);
  return page.content;
}

describe('printers', () => {
  it('registers a printer with the defaults a network label printer has, and refuses bad input by field', async () => {
    const added = await addPrinter(zebra(printer.port, { name: 'Cutting Zebra', defaultFor: ['tickets'] }));
    expect(added).toMatchObject({
      port: printer.port,
      dpi: 203,
      gapMm: 2,
      cjkFont: false,
      defaultFor: ['tickets'],
    });
    const byDefault = await addPrinter({
      name: 'Gprinter',
      protocol: 'tspl',
      host: 'printer-2.lan',
      widthMm: 80,
      heightMm: 60,
    });
    expect(byDefault).toMatchObject({ port: 9100, dpi: 203, darkness: null, speed: null });

    for (const [body, field] of [
      [{ ...zebra(1), host: 'printer 1; rm -rf' }, 'host'],
      [{ ...zebra(1), protocol: 'escpos' }, 'protocol'],
      [{ ...zebra(1), port: 70000 }, 'port'],
      [{ ...zebra(1), dpi: 600 }, 'dpi'],
      [{ ...zebra(1), widthMm: 500 }, 'widthMm'],
      [{ ...zebra(1), protocol: 'tspl', darkness: 20 }, 'darkness'],
      [{ ...zebra(1), defaultFor: ['tickets', 'tickets'] }, 'defaultFor'],
      [{ ...zebra(1), name: '' }, 'name'],
      [{ ...zebra(1), name: 'Zebra\r\nPRINT 99' }, 'name'],
      [{ ...zebra(1), host: '999.999.999.999' }, 'host'],
      [{ ...zebra(1), host: '::' }, 'host'],
    ] as const) {
      const response = await admin.post('/api/printers', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(field);
    }
    expect((await admin.post('/api/printers', zebra(1, { name: 'Cutting Zebra' }))).statusCode).toBe(409);
  });

  it('keeps one default printer a use: a new default takes the use from the old one', async () => {
    const first = await addPrinter(zebra(2, { name: 'Carton A', defaultFor: ['cartons'] }));
    const second = await addPrinter(zebra(3, { name: 'Carton B', defaultFor: ['cartons'] }));
    const list = (await clerk.get('/api/printers')).json<Printer[]>();
    expect(list.find((p) => p.id === first.id)?.defaultFor).toEqual([]);
    expect(list.find((p) => p.id === second.id)?.defaultFor).toEqual(['cartons']);
    const edited = await admin.put('/api/printers', {
      ...zebra(3, { name: 'Carton B2', defaultFor: [] }),
      id: second.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Printer>()).toMatchObject({ name: 'Carton B2', defaultFor: [] });
    expect((await admin.delete(`/api/printers/${first.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/printers/${second.id}`)).statusCode).toBe(204);
  });

  it('lets only its managers change printers, and keeps each factory to its own', async () => {
    const own = await addPrinter(zebra(4, { name: 'Own' }));
    expect((await worker.get('/api/printers')).statusCode).toBe(403);
    expect((await clerk.post('/api/printers', zebra(5))).statusCode).toBe(403);
    expect((await clerk.post(`/api/printers/${own.id}/test`)).statusCode).toBe(403);
    expect((await huzhouAdmin.put('/api/printers', { ...zebra(4), id: own.id })).statusCode).toBe(404);
    expect((await huzhouAdmin.delete(`/api/printers/${own.id}`)).statusCode).toBe(404);
    expect((await huzhouAdmin.post(`/api/printers/${own.id}/test`)).statusCode).toBe(404);
    expect((await huzhouAdmin.get('/api/printers')).json<Printer[]>()).toEqual([]);
    await admin.delete(`/api/printers/${own.id}`);
  });
});

describe('print jobs', () => {
  it('sends a test label to the printer once', async () => {
    const added = await addPrinter(zebra(printer.port, { name: 'Test target' }));
    const before = printer.jobs.length;
    const response = await admin.post(`/api/printers/${added.id}/test`);
    expect(response.statusCode, response.body).toBe(201);
    const job = await jobWhen(response.json<PrintJob>().id, ['sent', 'failed']);
    expect(job).toMatchObject({ status: 'sent', kind: 'test', labels: 1, attempts: 1, errorCode: null });
    const [received] = (await printer.received(before + 1)).slice(before);
    // One format (its Chinese line stored as a graphic first, deleted after).
    const text = received!.toString('latin1');
    expect(count(text, '^XA^CI28')).toBe(1);
    expect(text).toMatch(/^~DGR:GBO1\.GRF,/);
    expect(text.endsWith('^XA^IDR:GBO*.GRF^FS^XZ\n')).toBe(true);
    expect(received!.length).toBe(job.bytes);
    expect((await huzhouAdmin.get(`/api/printers/jobs/${job.id}`)).statusCode).toBe(404);
  });

  it('prints a bed to a label printer as one job, a label a bundle in bundle order, and records it', async () => {
    const target = await addPrinter(zebra(printer.port, { name: 'Bed target' }));
    const active = await activeBundles();
    const before = printer.jobs.length;
    const response = await clerk.post('/api/bundles/print', {
      cutOrderId: bedId,
      template: 'label60x40',
      printerId: target.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TicketPrintResult>();
    expect(result.tickets).toEqual([]);
    expect(result.job).toMatchObject({ kind: 'tickets', labels: active.length, printerName: 'Bed target' });
    await jobWhen(result.job!.id, ['sent'], clerk);
    const [zpl] = (await printer.received(before + 1)).slice(before);
    const text = zpl!.toString('utf8');
    expect(count(text, '^XA^CI28')).toBe(active.length);
    // The QR codes, in bundle order, are the tickets' signed texts (as ^FH writes them).
    const qrs = [...text.matchAll(/\^BQN,2,\d+\^FH\^FDMA,([^^]*)\^FS/g)].map((m) => zplText(m[1]!));
    expect(qrs).toEqual(active.map((b) => b.qr));
    const history = (await clerk.get(`/api/cutOrders/${bedId}`)).json<CutOrder>().prints.at(-1);
    expect(history).toMatchObject({
      printerName: 'Bed target',
      printJobId: result.job!.id,
      bundleCount: active.length,
    });
  });

  it('refuses a printer of another factory, an A4 template to a printer, and nothing for a worker', async () => {
    const theirs = await addPrinter(zebra(6, { name: 'Huzhou' }), huzhouAdmin);
    const foreign = await clerk.post('/api/bundles/print', {
      cutOrderId: bedId,
      template: 'label60x40',
      printerId: theirs.id,
    });
    expect(foreign.statusCode).toBe(404);
    const a4 = await clerk.post('/api/bundles/print', {
      cutOrderId: bedId,
      template: 'a4',
      printerId: theirs.id,
    });
    expect(a4.statusCode).toBe(400);
    expect(a4.json<{ message: string }>().message).toContain('template');
    expect((await worker.get('/api/printers/jobs')).statusCode).toBe(403);
  });

  it('retries a printer that is off, and sends the job once when it is on again', async () => {
    const offline = new FakePrinter();
    offline.port = await closedPort();
    const target = await addPrinter(zebra(offline.port, { name: 'Switched off' }));
    const queued = (await admin.post(`/api/printers/${target.id}/test`)).json<PrintJob>();
    const deadline = Date.now() + 10_000;
    let job = queued;
    while (job.attempts < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await admin.get(`/api/printers/jobs/${queued.id}`)).json<PrintJob>();
    }
    expect(job).toMatchObject({ status: 'queued', errorCode: 'refused' });
    expect(job.attempts).toBeGreaterThanOrEqual(2);
    expect(job.nextAttemptTime).not.toBeNull();
    await offline.on();
    try {
      expect(await jobWhen(queued.id, ['sent'])).toMatchObject({ status: 'sent', errorCode: null });
      await offline.received(1);
      // Given time to go twice, it went once.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(offline.jobs).toHaveLength(1);
    } finally {
      await offline.off();
    }
  });

  it('cancels a waiting job, keeps a printer with waiting jobs, and resends only a failed job', async () => {
    const target = await addPrinter(zebra(await closedPort(), { name: 'Never on' }));
    const job = (await admin.post(`/api/printers/${target.id}/test`)).json<PrintJob>();
    const refused = await admin.delete(`/api/printers/${target.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('Never on');
    expect((await admin.post(`/api/printers/jobs/${job.id}/retry`)).statusCode).toBe(409);
    expect((await clerk.post(`/api/printers/jobs/${job.id}/cancel`)).statusCode).toBe(403);
    // The queue tries it now and then (sending for a moment): a cancel lands while it waits.
    let cancelled = await admin.post(`/api/printers/jobs/${job.id}/cancel`);
    for (let tries = 0; cancelled.statusCode === 409 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      cancelled = await admin.post(`/api/printers/jobs/${job.id}/cancel`);
    }
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<PrintJob>().status).toBe('cancelled');
    expect((await admin.delete(`/api/printers/${target.id}`)).statusCode).toBe(204);
    const kept = (await admin.get(`/api/printers/jobs/${job.id}`)).json<PrintJob>();
    expect(kept).toMatchObject({ printerId: null, printerName: 'Never on', status: 'cancelled' });
    const list = (await admin.get('/api/printers/jobs?status=cancelled')).json<Page<PrintJob>>();
    expect(list.content.map((j) => j.id)).toContain(job.id);
  });
});

describe('a job whose printer broke the connection', () => {
  it('fails, is not sent again on its own, and cannot be resent once its printer is deleted', async () => {
    // Takes the first bytes, then drops the connection: it may have printed part of the job.
    const dropper = net.createServer((socket) => socket.once('data', () => socket.resetAndDestroy()));
    await new Promise<void>((resolve) => dropper.listen(0, '127.0.0.1', resolve));
    try {
      const target = await addPrinter(
        zebra((dropper.address() as net.AddressInfo).port, { name: 'Dropper' }),
      );
      const queued = (await admin.post(`/api/printers/${target.id}/test`)).json<PrintJob>();
      const failed = await jobWhen(queued.id, ['failed', 'sent']);
      expect(failed).toMatchObject({ status: 'failed', errorCode: 'broken', attempts: 1 });
      expect((await admin.delete(`/api/printers/${target.id}`)).statusCode).toBe(204);
      const retry = await admin.post(`/api/printers/jobs/${queued.id}/retry`);
      expect(retry.statusCode).toBe(409);
      expect(retry.json<{ code: string }>().code).toBe('printers.jobNoPrinter');
    } finally {
      dropper.close();
    }
  });
});

describe('label files', () => {
  it('answers a bed as a TSPL file at 300 dpi, a label a ticket, recording nothing', async () => {
    const before = (await clerk.get(`/api/cutOrders/${bedId}`)).json<CutOrder>().prints.length;
    const response = await clerk.get(
      `/api/bundles/labels?cutOrderId=${bedId}&protocol=tspl&template=label80x60&dpi=300&withProcesses=true`,
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tickets-${bedId}-label80x60-300dpi.prn"`,
    );
    const text = response.rawPayload.toString('latin1');
    expect(text.startsWith('SIZE 80 mm,60 mm\r\nGAP 2 mm,0 mm\r\n')).toBe(true);
    expect(count(text, 'PRINT 1,1')).toBe((await activeBundles()).length);
    expect((await clerk.get(`/api/cutOrders/${bedId}`)).json<CutOrder>().prints).toHaveLength(before);
  });

  it('refuses a bad protocol by name, another factory’s bed, and callers who may not print', async () => {
    const bad = await clerk.get(
      `/api/bundles/labels?cutOrderId=${bedId}&protocol=escpos&template=label60x40`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('protocol');
    const a4 = await clerk.get(`/api/bundles/labels?cutOrderId=${bedId}&protocol=zpl&template=a4`);
    expect(a4.statusCode).toBe(400);
    expect(
      (await huzhouAdmin.get(`/api/bundles/labels?cutOrderId=${bedId}&protocol=zpl&template=label60x40`))
        .statusCode,
    ).toBe(404);
    expect(
      (await worker.get(`/api/bundles/labels?cutOrderId=${bedId}&protocol=zpl&template=label60x40`))
        .statusCode,
    ).toBe(403);
  });
});
