import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import type { Printer, PrintJob, Shipment, Style } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { signIn } from '../../../test/people';
import { createStyle } from '../../../test/shop-floor';
import { queryRows } from '../../db/client';
import { english, renderMessage } from '../../lib/messages';
import { SHIPMENT_MESSAGES } from './service';

let t: TestContext;
let admin: Caller;
let worker: Caller;
let huzhou: Caller;
let style: Style;
let customerId: number;
/** A draft of 4 solid cartons at 10 a carton: 黑色 S 10 + 2, 黑色 M 10 + 10. */
let shipment: Shipment;

/** A label printer on this machine: every connection's bytes, as the printer got them. */
let fakePrinter: Server;
const received: Buffer[] = [];

const messageOf = (response: { json<T>(): T }) => response.json<{ message: string }>().message;

async function create(body: object): Promise<Shipment> {
  const response = await admin.post('/api/shipments', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Shipment>();
}

const order = (extra: Record<string, unknown> = {}) => ({
  customerId,
  styleId: style.id,
  shipDate: '2026-11-23',
  lines: [
    { colour: '黑色', size: 'S', qty: 12 },
    { colour: '黑色', size: 'M', qty: 20 },
  ],
  cartons: { mode: 'solid', perCarton: 10, grossWeight: '40.5', netWeight: '36' },
  ...extra,
});

async function addPrinter(as: Caller, body: Record<string, unknown>): Promise<Printer> {
  const response = await as.post('/api/printers', {
    widthMm: 100,
    heightMm: 100,
    host: '127.0.0.1',
    port: (fakePrinter.address() as AddressInfo).port,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Printer>();
}

const labelsUrl = (id: number, query: string) => `/api/shipments/${id}/cartonLabels?${query}`;

beforeAll(async () => {
  fakePrinter = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      received.push(Buffer.concat(chunks));
      socket.end();
    });
  });
  fakePrinter.listen(0, '127.0.0.1');
  await once(fakePrinter, 'listening');
  t = await createTestContext();
  ({ admin, w11: worker, huzhou } = await signIn(t, 'admin', 'w11', 'huzhou'));
  const [customer] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from customers where factory_id = 1 order by id limit 1`,
  );
  customerId = Number(customer!.id);
  style = await createStyle(admin, {
    styleNo: 'CTN-1',
    name: 'Carton tee',
    customerId,
    colours: ['黑色', '白色'],
    sizes: ['S', 'M'],
    orderQty: [{ colour: '黑色', size: 'S', qty: 12 }],
    processes: [{ name: '合肩', rate: '0.12' }],
  });
  shipment = await create(order());
  expect(shipment.packing?.cartonCount).toBe(4);
});
afterAll(async () => {
  await t.close();
  fakePrinter.close();
});

describe('GET api/shipments/{id}/cartonLabels: a label file', () => {
  it('answers a ZPL file of a label a carton, each with its barcode', async () => {
    const response = await admin.get(labelsUrl(shipment.id, 'protocol=zpl&template=carton100x100'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${shipment.shipmentNo}-cartons-carton100x100-203dpi.zpl"`,
    );
    const zpl = response.body;
    // A format a label; Chinese drawn as stored graphics adds a last format removing them.
    expect(zpl.match(/\^PQ1\^XZ/g)).toHaveLength(4);
    expect(zpl.match(/\^XA/g)).toHaveLength(zpl.includes('^IDR:') ? 5 : 4);
    for (const n of [1, 2, 3, 4]) expect(zpl).toContain(`^FD${shipment.shipmentNo}-${n}^FS`);
    expect(zpl).toContain('^BC');
  });

  it('answers a TSPL file at 300 dpi, only the cartons of the range', async () => {
    const response = await admin.get(
      labelsUrl(shipment.id, 'protocol=tspl&dpi=300&template=carton100x150&fromNo=2&toNo=3'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${shipment.shipmentNo}-cartons-carton100x150-300dpi.prn"`,
    );
    const tspl = response.rawPayload.toString('latin1');
    expect(tspl.match(/PRINT 1,1/g)).toHaveLength(2);
    expect(tspl).toContain('SIZE 100 mm,150 mm');
    expect(tspl).toContain(`"128",180,1,0,3,3,"${shipment.shipmentNo}-2"`);
    expect(tspl).toContain(`"${shipment.shipmentNo}-3"`);
    expect(tspl).not.toContain(`"${shipment.shipmentNo}-1"`);
    expect(tspl).not.toContain(`"${shipment.shipmentNo}-4"`);
  });

  it('words the label in the caller’s language', async () => {
    const file = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: labelsUrl(shipment.id, 'protocol=zpl&template=carton100x100&cjkFont=true&toNo=1'),
          headers: { authorization: await t.login('13900000001', 1), 'accept-language': language },
        })
      ).body;
    expect(await file('en')).toContain('Ship date');
    // ZPL carries the printer font's Chinese as UTF-8 (^CI28).
    expect(await file('zh-CN')).toContain('^FH^FD出货日期^FS');
  });

  it('refuses a bad template (400 naming template), a range past the cartons (400 naming the field)', async () => {
    const bad = await admin.get(labelsUrl(shipment.id, 'protocol=zpl&template=label60x40'));
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toMatch(/^template: /);
    const below = await admin.get(
      labelsUrl(shipment.id, 'protocol=zpl&template=carton100x100&fromNo=3&toNo=2'),
    );
    expect(below.statusCode).toBe(400);
    expect(messageOf(below)).toMatch(/^toNo: /);
    const past = await admin.get(labelsUrl(shipment.id, 'protocol=zpl&template=carton100x100&toNo=5'));
    expect(past.statusCode).toBe(400);
    expect(messageOf(past)).toBe(
      english(SHIPMENT_MESSAGES.cartonOutOfRange('toNo', 5, 4, shipment.shipmentNo)),
    );
    const from = await admin.get(labelsUrl(shipment.id, 'protocol=zpl&template=carton100x100&fromNo=9'));
    expect(from.statusCode).toBe(400);
    expect(messageOf(from)).toMatch(/^fromNo: /);
  });

  it('refuses an order without a packing list (409) and a void one (409)', async () => {
    const bare = await create(order({ cartons: null }));
    const none = await admin.get(labelsUrl(bare.id, 'protocol=zpl&template=carton100x100'));
    expect(none.statusCode).toBe(409);
    expect(messageOf(none)).toBe(english(SHIPMENT_MESSAGES.noPacking(bare.shipmentNo)));
    const voided = await create(order());
    expect((await admin.post(`/api/shipments/${voided.id}/void`, { reason: 'test' })).statusCode).toBe(200);
    const refused = await admin.get(labelsUrl(voided.id, 'protocol=zpl&template=carton100x100'));
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(english(SHIPMENT_MESSAGES.voidNoLabels(voided.shipmentNo)));
  });

  it('is another factory’s order not found, and refused without the permission', async () => {
    const other = await huzhou.get(labelsUrl(shipment.id, 'protocol=zpl&template=carton100x100'));
    expect(other.statusCode).toBe(404);
    expect(messageOf(other)).toBe(english(SHIPMENT_MESSAGES.notFound(shipment.id)));
    expect((await worker.get(labelsUrl(shipment.id, 'protocol=zpl&template=carton100x100'))).statusCode).toBe(
      403,
    );
  });
});

describe('POST api/shipments/{id}/cartonLabels: to a label printer', () => {
  it('queues one job of the labels, which the printer gets once, byte for byte the file', async () => {
    const printer = await addPrinter(admin, { name: 'Carton ZPL', protocol: 'zpl' });
    const response = await admin.post(`/api/shipments/${shipment.id}/cartonLabels`, {
      printerId: printer.id,
      template: 'carton100x100',
    });
    expect(response.statusCode, response.body).toBe(201);
    const job = response.json<PrintJob>();
    expect(job).toMatchObject({
      printerId: printer.id,
      printerName: 'Carton ZPL',
      kind: 'cartons',
      labels: 4,
      subject: renderMessage(
        {
          code: 'labels.cartonsSubject',
          params: { shipmentNo: shipment.shipmentNo, from: 1, to: 4, count: 4 },
        },
        'en',
      ),
    });
    const file = await admin.get(labelsUrl(shipment.id, 'protocol=zpl&template=carton100x100'));
    let sent = job;
    for (let tries = 0; sent.status !== 'sent' && tries < 100; tries++) {
      await t.app.printQueue.idle();
      await new Promise((resolve) => setTimeout(resolve, 50));
      sent = (await admin.get(`/api/printers/jobs/${job.id}`)).json<PrintJob>();
    }
    expect(sent.status).toBe('sent');
    expect(sent.bytes).toBe(file.rawPayload.length);
    expect(received).toHaveLength(1);
    expect(received[0]!.equals(file.rawPayload)).toBe(true);
    const [audit] = await queryRows<{ description: string }>(
      t.database.db,
      sql`select description from audit_logs where path like ${`/api/shipments/${shipment.id}/cartonLabels%`} order by id desc limit 1`,
    );
    expect(audit?.description).toContain('Print carton labels');
  });

  it('refuses another factory’s printer (404), a bad template (400), toNo below fromNo (400), no permission (403)', async () => {
    const theirs = await addPrinter(huzhou, { name: 'Huzhou cartons', protocol: 'tspl' });
    const url = `/api/shipments/${shipment.id}/cartonLabels`;
    const notFound = await admin.post(url, { printerId: theirs.id, template: 'carton100x100' });
    expect(notFound.statusCode).toBe(404);
    const mine = await addPrinter(admin, { name: 'Carton TSPL', protocol: 'tspl' });
    const template = await admin.post(url, { printerId: mine.id, template: 'a4' });
    expect(template.statusCode).toBe(400);
    expect(messageOf(template)).toMatch(/^template: /);
    const range = await admin.post(url, {
      printerId: mine.id,
      template: 'carton100x150',
      fromNo: 3,
      toNo: 2,
    });
    expect(range.statusCode).toBe(400);
    expect(messageOf(range)).toMatch(/^toNo: /);
    const otherOrder = await huzhou.post(url, { printerId: theirs.id, template: 'carton100x100' });
    expect(otherOrder.statusCode).toBe(404);
    expect((await worker.post(url, { printerId: mine.id, template: 'carton100x100' })).statusCode).toBe(403);
  });
});
