import type { ServerMonitor } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, openSecondApp, type SecondApp, type TestContext } from '../../../test/helpers';

// Two apps, each with its own pool on one PostgreSQL database, stand for two server processes (CI's
// PostgreSQL pass runs this file): each reports itself through its heartbeat row, and either lists both.

let t: TestContext;
let second: SecondApp | undefined;
let operator: string;

beforeAll(async () => {
  t = await createTestContext();
  second = await openSecondApp(t);
  operator = await t.login('13800000000', 1);
});

afterAll(async () => {
  await second?.close();
  await t.close();
});

async function figures(app = t.app): Promise<ServerMonitor> {
  const response = await app.inject({ url: '/api/monitor/server', headers: { authorization: operator } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ServerMonitor>();
}

describe('the server monitor across server processes', () => {
  it('lists both processes, each seen from the other', async () => {
    const fromFirst = await figures();
    const fromSecond = await figures(second?.app);
    expect(fromFirst.processes).toHaveLength(2);
    expect(fromSecond.processes.map((p) => p.id).sort()).toEqual(fromFirst.processes.map((p) => p.id).sort());
    const firstSelf = fromFirst.processes.find((p) => p.current);
    const secondSelf = fromSecond.processes.find((p) => p.current);
    expect(firstSelf?.id).not.toBe(secondSelf?.id);
    expect(fromFirst.processes.filter((p) => p.current)).toHaveLength(1);
    expect(firstSelf?.pid).toBe(process.pid);
  });

  it("gives PostgreSQL's own figures", async () => {
    const { database } = await figures();
    expect(database.engine).toBe('postgres');
    expect(database.version).toMatch(/^\d+/);
    // Both apps' pools and listening connections.
    expect(database.connections).toBeGreaterThanOrEqual(2);
    expect(database.maxConnections).toBeGreaterThanOrEqual(database.connections ?? 0);
    expect(database.cacheHitRatio).toBeGreaterThanOrEqual(0);
    expect(database.cacheHitRatio).toBeLessThanOrEqual(1);
    expect(database.longQueries).toEqual(expect.any(Array));
    expect(database.lockWaits).toEqual(expect.any(Array));
    // pg_stat_statements is loaded on this server or not: either way the answer says which.
    expect(database.statements).toEqual({ available: expect.any(Boolean), slowest: expect.any(Array) });
    if (!database.statements?.available) expect(database.statements?.slowest).toEqual([]);
  });

  it('leaves a process out once it stops', async () => {
    await second?.close();
    second = undefined;
    const listed = (await figures()).processes;
    expect(listed).toHaveLength(1);
    expect(listed[0]?.current).toBe(true);
  });
});
