import type { Dept } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

// Races only PostgreSQL shows (PGlite runs one statement at a time): CI's PostgreSQL pass runs this file.
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('13900000001', 1);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: admin },
    ...(payload === undefined ? {} : { payload }),
  });

async function createDept(name: string, pid?: number): Promise<Dept> {
  const response = await send('POST', '/api/dept', { name, deptSort: 1, enabled: true, pid: pid ?? null });
  expect(response.statusCode).toBe(201);
  return response.json<Dept>();
}

async function parentsOf(ids: number[]): Promise<Map<number, number | null>> {
  const all = (await send('GET', '/api/dept?size=1000')).json<{ content: Dept[] }>().content;
  return new Map(all.filter((dept) => ids.includes(dept.id)).map((dept) => [dept.id, dept.pid ?? null]));
}

describe('two departments moved under each other at once', () => {
  it('never make a cycle: one move wins, the other is refused', async () => {
    for (let round = 0; round < 10; round++) {
      const top = await createDept(`Race top ${round}`);
      const a = await createDept(`Race A ${round}`, top.id);
      const b = await createDept(`Race B ${round}`, top.id);
      const move = (dept: Dept, pid: number) =>
        send('PUT', '/api/dept', { id: dept.id, name: dept.name, deptSort: 1, enabled: true, pid });
      const results = await Promise.all([move(a, b.id), move(b, a.id)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400]);
      const parents = await parentsOf([a.id, b.id]);
      const cycle = parents.get(a.id) === b.id && parents.get(b.id) === a.id;
      expect(cycle).toBe(false);
    }
  });
});

describe('deleting a department while a child is created under it', () => {
  it('answers each with a clear status, never a 500, and leaves no orphan', async () => {
    for (let round = 0; round < 10; round++) {
      const parent = await createDept(`Doomed ${round}`);
      const [removed, created] = await Promise.all([
        send('DELETE', '/api/dept', [parent.id]),
        send('POST', '/api/dept', { name: `Child ${round}`, deptSort: 1, enabled: true, pid: parent.id }),
      ]);
      expect(removed.statusCode).toBeLessThan(500);
      expect(created.statusCode).toBeLessThan(500);
      const all = (await send('GET', '/api/dept?size=1000')).json<{ content: Dept[] }>().content;
      const ids = new Set(all.map((dept) => dept.id));
      expect(all.filter((dept) => dept.pid !== null && dept.pid !== undefined && !ids.has(dept.pid))).toEqual(
        [],
      );
    }
  });
});
