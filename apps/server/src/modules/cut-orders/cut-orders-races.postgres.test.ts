import type { SavedCutOrder, Style } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

// Races only PostgreSQL shows (PGlite runs one statement at a time): CI's PostgreSQL pass runs this file.
let t: TestContext;
let clerk: string;
beforeAll(async () => {
  t = await createTestContext();
  clerk = await t.login('13900000002', 1);
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: clerk }, payload });

async function createStyle(styleNo: string): Promise<Style> {
  const admin = await t.login('13900000001', 1);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/styles',
    headers: { authorization: admin },
    payload: { styleNo, name: styleNo, colours: ['黑色', '白色'], sizes: ['S', 'M', 'L'] },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Style>();
}

const bed = (styleId: number, layers: number) => ({
  styleId,
  cutDate: '2024-08-12',
  ratio: [
    { size: 'S', ratio: 1 },
    { size: 'M', ratio: 2 },
    { size: 'L', ratio: 1 },
  ],
  lays: [
    { colour: '黑色', layers },
    { colour: '白色', layers: 30 },
  ],
  maxPlies: 10,
});

describe('beds generated at the same time', () => {
  it('never share a ticket number, and each takes one block of tickets and of bundle numbers', async () => {
    const styles = [await createStyle('RACE-1'), await createStyle('RACE-2')];
    for (let round = 0; round < 3; round++) {
      const requests = Array.from({ length: 8 }, (_, i) =>
        post('/api/cutOrders', bed((styles[i % 2] as Style).id, 20 + i)),
      );
      const responses = await Promise.all(requests);
      expect(responses.map((r) => `${r.statusCode} ${r.statusCode === 201 ? '' : r.body}`)).toEqual(
        responses.map(() => '201 '),
      );
      const saved = responses.map((r) => r.json<SavedCutOrder>());
      const tickets = saved.flatMap((order) => order.bundles.map((b) => b.ticketNo));
      expect(new Set(tickets).size).toBe(tickets.length);
      for (const order of saved) {
        const own = order.bundles.map((b) => b.ticketNo);
        expect(own).toEqual(own.map((_, i) => (own[0] as number) + i));
      }
      // Per style: distinct beds, and bundle numbers that follow on without gap or overlap.
      for (const style of styles) {
        const beds = saved.filter((order) => order.bundles[0]?.styleId === style.id);
        expect(new Set(beds.map((order) => order.bedNo)).size).toBe(beds.length);
        const numbers = beds.flatMap((order) => order.bundles.map((b) => b.bundleNo)).sort((a, b) => a - b);
        expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] as number) + i));
      }
    }
  });
});
