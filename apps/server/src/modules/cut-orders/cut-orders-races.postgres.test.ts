import type { SavedCutOrder, Style } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
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

async function createStyle(styleNo: string, processes: object[] = []): Promise<Style> {
  const admin = await t.login('13900000001', 1);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/styles',
    headers: { authorization: admin },
    payload: { styleNo, name: styleNo, colours: ['黑色', '白色'], sizes: ['S', 'M', 'L'], processes },
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

describe('process snapshots synced at the same time', () => {
  const processes = [
    { name: '合肩', rate: '0.120' },
    { name: '上领', rate: '0.350' },
  ];
  const statuses = (responses: { statusCode: number; body: string }[]) =>
    responses.map((r) => `${r.statusCode} ${r.statusCode < 300 ? '' : r.body}`);

  it('answers every sync of one bed with 204 (a double click), in either order of two beds', async () => {
    const style = await createStyle('RACE-SYNC', processes);
    const beds = [
      (await post('/api/cutOrders', bed(style.id, 10))).json<SavedCutOrder>(),
      (await post('/api/cutOrders', bed(style.id, 10))).json<SavedCutOrder>(),
    ];
    const [a, b] = beds.map((order) => order.id) as [number, number];
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all([
        ...Array.from({ length: 6 }, () => post(`/api/cutOrders/${a}/syncProcesses`, {})),
        post('/api/cutOrders/syncProcesses', { ids: [a, b] }),
        post('/api/cutOrders/syncProcesses', { ids: [b, a] }),
      ]);
      expect(statuses(responses)).toEqual(responses.map(() => '204 '));
    }
  });

  it('never deadlocks with deleting the bed: one of them waits for the other', async () => {
    const style = await createStyle('RACE-DEL', processes);
    for (let round = 0; round < 6; round++) {
      const made = (await post('/api/cutOrders', bed(style.id, 10))).json<SavedCutOrder>();
      const [removed, ...synced] = await Promise.all([
        t.app.inject({
          method: 'DELETE',
          url: `/api/cutOrders/${made.id}`,
          headers: { authorization: clerk },
        }),
        post(`/api/cutOrders/${made.id}/syncProcesses`, {}),
        post('/api/cutOrders/syncProcesses', { ids: [made.id] }),
      ]);
      expect(removed?.statusCode, removed?.body).toBe(204);
      // A sync that came first answers 204; one that waited for the delete finds the bed gone.
      for (const sync of synced) expect([204, 404], sync.body).toContain(sync.statusCode);
    }
  });
});

describe('a bed deleted twice at once', () => {
  it('is deleted once: the other delete finds it gone (404), not a second 204 and audit line', async () => {
    const style = await createStyle('RACE-DEL2');
    for (let round = 0; round < 6; round++) {
      const made = (await post('/api/cutOrders', bed(style.id, 10))).json<SavedCutOrder>();
      const responses = await Promise.all(
        [1, 2].map(() =>
          t.app.inject({
            method: 'DELETE',
            url: `/api/cutOrders/${made.id}`,
            headers: { authorization: clerk },
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([204, 404]);
    }
  });
});

describe('tickets of one bed printed at the same time', () => {
  it('never deadlock: every print takes its bundles’ locks in id order, whatever its plan', async () => {
    const style = await createStyle('RACE-PRINT');
    // Bundles of one ply: 2 colours × 100 layers × 4 size units, 800 bundles.
    const made = (
      await post('/api/cutOrders', {
        ...bed(style.id, 100),
        lays: [
          { colour: '黑色', layers: 100 },
          { colour: '白色', layers: 100 },
        ],
        maxPlies: 1,
      })
    ).json<SavedCutOrder>();
    expect(made.bundles).toHaveLength(800);
    const ids = made.bundles.map((bundle) => bundle.id);
    // Rewrite the rows newest first, so the table holds them in the opposite order to their ids: a plan that
    // reads the table (the whole bed by its index) then meets them in another order than one that walks the
    // ids (picked bundles by the primary key).
    await t.database.db.execute(sql`do $$ declare r record; begin
        for r in select id from bundles where cut_order_id = ${sql.raw(String(made.id))} order by id desc loop
          update bundles set note = 'moved' where id = r.id;
        end loop; end $$`);
    const print = (body: object) => post('/api/bundles/print', { template: 'a4', ...body, size: 1 });
    for (let round = 0; round < 4; round++) {
      const responses = await Promise.all([
        print({ cutOrderId: made.id }),
        print({ bundleIds: ids }),
        print({ bundleIds: [...ids].reverse().slice(0, 400) }),
        print({ cutOrderId: made.id, bundleNoFrom: 2 }),
        print({ bundleIds: ids.slice(100) }),
      ]);
      expect(responses.map((r) => `${r.statusCode} ${r.statusCode === 200 ? '' : r.body}`)).toEqual(
        responses.map(() => '200 '),
      );
    }
    const counts = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from bundles where cut_order_id = ${made.id} and print_count = 20`,
    );
    // The last 400 bundles are in all five prints of each round: 20 prints each, none lost.
    expect(counts[0]?.n).toBe(400);
  });
});
