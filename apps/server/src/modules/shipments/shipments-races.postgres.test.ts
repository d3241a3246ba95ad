import type { Shipment, Style } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { signIn } from '../../../test/people';
import { createStyle } from '../../../test/shop-floor';

// Races only PostgreSQL shows (PGlite runs one statement at a time): CI's PostgreSQL pass runs this file.
let t: TestContext;
let admin: Caller;
let style: Style;
let customerId: number;
beforeAll(async () => {
  t = await createTestContext();
  ({ admin } = await signIn(t, 'admin'));
  style = await createStyle(admin, {
    styleNo: 'RACE-SHIP',
    name: 'Race tee',
    colours: ['黑色'],
    sizes: ['S', 'M'],
  });
  const customers = await admin.get('/api/customers?size=1');
  customerId = customers.json<{ content: { id: number }[] }>().content[0]?.id ?? 0;
});
afterAll(() => t.close());

const body = (qty: number) => ({
  customerId,
  styleId: style.id,
  shipDate: '2026-11-23',
  lines: [{ colour: '黑色', size: 'S', qty }],
});
const statuses = (responses: { statusCode: number; body: string }[]) =>
  responses.map((r) => `${r.statusCode} ${r.statusCode < 300 ? '' : r.body}`);

describe('shipment orders created at the same time', () => {
  it('never share a number: each takes the next of the day, without gap', async () => {
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => admin.post('/api/shipments', body(i + 1))),
      );
      expect(statuses(responses)).toEqual(responses.map(() => '201 '));
      const numbers = responses.map((r) => r.json<Shipment>().shipmentNo);
      expect(new Set(numbers).size).toBe(numbers.length);
      const serials = numbers.map((no) => Number(no.slice(-3))).sort((a, b) => a - b);
      expect(serials).toEqual(serials.map((_, i) => (serials[0] as number) + i));
      expect(new Set(numbers.map((no) => no.slice(0, -3))).size).toBe(1);
    }
  });
});

describe('one draft changed at the same time', () => {
  it('is confirmed once: the other confirms find it confirmed (409)', async () => {
    for (let round = 0; round < 3; round++) {
      const made = (await admin.post('/api/shipments', body(5))).json<Shipment>();
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => admin.post(`/api/shipments/${made.id}/confirm`, {})),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    }
  });

  it('is edited, confirmed, voided or deleted one after another, never half of each', async () => {
    for (let round = 0; round < 4; round++) {
      const made = (await admin.post('/api/shipments', body(5))).json<Shipment>();
      const [edit, confirm, remove] = await Promise.all([
        admin.put(`/api/shipments/${made.id}`, {
          ...body(7),
          lines: [{ colour: '黑色', size: 'M', qty: 7 }],
        }),
        admin.post(`/api/shipments/${made.id}/confirm`, {}),
        admin.delete(`/api/shipments/${made.id}`),
      ]);
      const after = await admin.get(`/api/shipments/${made.id}`);
      if (remove?.statusCode === 204) {
        // Deleted first: the edit and the confirm found it gone, or went before the delete… which then failed.
        expect(after.statusCode).toBe(404);
        expect(confirm?.statusCode).not.toBe(200);
      } else {
        expect(remove?.statusCode).toBe(409);
        expect(confirm?.statusCode).toBe(200);
        const order = after.json<Shipment>();
        expect(order.status).toBe('confirmed');
        // The edit either came first (and the confirmed order is the edited one) or found it confirmed.
        if (edit?.statusCode === 200)
          expect(order.lines).toEqual([{ colour: '黑色', size: 'M', qty: 7, amount: null }]);
        else {
          expect(edit?.statusCode).toBe(409);
          expect(order.lines).toEqual([{ colour: '黑色', size: 'S', qty: 5, amount: null }]);
        }
      }
    }
  });
});
