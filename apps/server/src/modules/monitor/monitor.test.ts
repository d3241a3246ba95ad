import type { MonitorWindow, ServerMonitor } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import {
  type Caller,
  createTestContext,
  TEST_SECRET,
  type TestContext,
  testConfig,
} from '../../../test/helpers';
import { readEventStream } from '../../../test/event-stream-client';
import { processesByTicket, scanRecorder } from '../../../test/shop-floor';
import { HTTP_DURATION_METRIC } from './prometheus';

const NINGBO = 1;
const TOKEN = 'metrics-token-0123456789';

let t: TestContext;
let operator: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
  [operator, admin] = await Promise.all([t.as('13800000000', NINGBO), t.as('13900000001', NINGBO)]);
});
afterAll(() => t.close());

async function figures(caller = operator): Promise<ServerMonitor> {
  const response = await caller.get('/api/monitor/server');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ServerMonitor>();
}

/** The last hour's window: every request of this test file falls in it, whatever the minute. */
const hour = (monitor: ServerMonitor): MonitorWindow => {
  const window = monitor.http.windows.find((candidate) => candidate.minutes === 60);
  if (!window) throw new Error('no 60-minute window');
  return window;
};
const routeCount = (monitor: ServerMonitor, method: string, route: string) =>
  hour(monitor).routes.find((r) => r.method === method && r.route === route)?.count ?? 0;

describe('GET api/monitor/server', () => {
  it('answers platform operators only: 401 without a session, 403 to a factory administrator', async () => {
    expect((await t.app.inject({ url: '/api/monitor/server' })).statusCode).toBe(401);
    const refused = await admin.get('/api/monitor/server');
    expect(refused.statusCode).toBe(403);
  });

  it('lists this process, this host and the database', async () => {
    const monitor = await figures();
    const own = monitor.processes.find((p) => p.current);
    expect(own).toMatchObject({ pid: process.pid, version: '6.0.0', current: true });
    expect(own?.rssBytes).toBeGreaterThan(0);
    expect(own?.uptimeS).toBeGreaterThanOrEqual(0);
    expect(own?.streams).toBeGreaterThanOrEqual(0);
    expect(monitor.host.cpus).toBeGreaterThan(0);
    expect(monitor.host.loadAvg).toHaveLength(3);
    // DATA_DIR exists; BACKUP_DIR (DATA_DIR/backups) not yet: its nearest existing parent is measured.
    const [data, backups] = monitor.host.disks;
    expect(data).toMatchObject({ kind: 'data', path: t.dataDir, measuredPath: t.dataDir });
    expect(data?.freeBytes).toBeGreaterThan(0);
    expect(backups).toMatchObject({ kind: 'backups', measuredPath: t.dataDir });
    expect(backups?.path).not.toBe(t.dataDir);

    const { database } = monitor;
    expect(database.engine).toBe(t.database.kind);
    expect(database.version).toMatch(/^\d+/);
    expect(database.sizeBytes).toBeGreaterThan(0);
    expect(database.tables.length).toBeGreaterThan(0);
    expect(database.tables.map((table) => table.bytes)).toEqual(
      [...database.tables.map((table) => table.bytes)].sort((a, b) => b - a),
    );
    if (t.database.kind === 'pglite') {
      expect(database).toMatchObject({
        connections: null,
        maxConnections: null,
        cacheHitRatio: null,
        longQueries: null,
        lockWaits: null,
        statements: null,
      });
    } else {
      expect(database.connections).toBeGreaterThan(0);
      expect(database.maxConnections).toBeGreaterThanOrEqual(database.connections ?? 0);
      expect(database.statements).not.toBeNull();
      expect(database.longQueries).toEqual(expect.any(Array));
    }
    expect(monitor.http.minutes).toHaveLength(60);
  });

  it('counts the requests made: the routes by their pattern, a 404 and a 400 as 4xx, a scan as a scan', async () => {
    const before = await figures();
    for (let i = 0; i < 3; i += 1) {
      expect((await operator.get(`/api/monitor/nothing-${i}`)).statusCode).toBe(404);
    }
    const worker = await t.as('13900000011', NINGBO);
    const processes = await processesByTicket(worker);
    await scanRecorder('monitor').record(worker, { ticket: '36001', processId: processes.get(5), qty: 1 });
    expect((await worker.post('/api/scans', { ticket: '' })).statusCode).toBe(400);
    const scanned = await worker.get('/api/scans/lookup?ticket=36002');
    expect(scanned.statusCode).toBe(200);
    const after = await figures();

    const [was, is] = [hour(before), hour(after)];
    expect(is.requests).toBeGreaterThanOrEqual(was.requests + 7);
    expect(is.errors4xx).toBeGreaterThanOrEqual(was.errors4xx + 4);
    expect(is.scans).toBe(was.scans + 1);
    expect(is.scansPerMinute).toBeGreaterThan(0);
    expect(is.p99Ms).not.toBeNull();
    expect(routeCount(after, 'GET', '/api/monitor/server')).toBeGreaterThan(
      routeCount(before, 'GET', '/api/monitor/server'),
    );
    expect(routeCount(after, 'GET', '/api/scans/lookup')).toBe(
      routeCount(before, 'GET', '/api/scans/lookup') + 2,
    );
    // The route's pattern, never the URL a request was made to.
    const routes = is.routes.map((route) => route.route);
    expect(routes.some((route) => route.includes('nothing'))).toBe(false);
    expect(routes.some((route) => route.includes('36002'))).toBe(false);
    const missing = is.routes.find(
      (route) => route.method === 'GET' && ['unmatched', '/*'].includes(route.route),
    );
    expect(missing?.errors4xx).toBeGreaterThanOrEqual(3);
    const scans = is.routes.find((route) => route.method === 'POST' && route.route === '/api/scans');
    expect(scans).toMatchObject({ count: expect.any(Number), errors4xx: expect.any(Number) });
    expect(scans?.errors4xx).toBeGreaterThanOrEqual(1);

    // The minutes of the last hour add up to the hour's window.
    expect(after.http.minutes.reduce((sum, minute) => sum + minute.scans, 0)).toBe(is.scans);
    expect(after.http.minutes.reduce((sum, minute) => sum + minute.requests, 0)).toBe(is.requests);
  });

  it('reports each process through its heartbeat row, removed when the process stops', async () => {
    const own = (await figures()).processes.find((p) => p.current);
    const ids = async () =>
      (await queryRows<{ id: string }>(t.database.db, sql`select id from server_processes order by id`)).map(
        (row) => row.id,
      );
    expect(await ids()).toContain(own?.id);

    // Another app on the same database (as a second process would be): it beats at once, and is listed.
    const other = await buildApp(
      { config: testConfig({ DATA_DIR: t.dataDir }), database: t.database, secret: TEST_SECRET },
      false,
    );
    await other.ready();
    try {
      const listed = (await figures()).processes;
      expect(listed.map((p) => p.id)).toEqual(expect.arrayContaining([own?.id]));
      expect(listed).toHaveLength((await ids()).length);
      expect(listed.filter((p) => p.current)).toHaveLength(1);
      expect(listed.length).toBeGreaterThanOrEqual(2);
    } finally {
      await other.close();
    }
    expect(await ids()).toEqual([own?.id]);
  });
});

describe('rows of other processes', () => {
  it('lists a process of another version by what it reports, and none silent for 30 s', async () => {
    const insert = (id: string, seen: string, figures: object) =>
      t.database.db.execute(sql`
        insert into server_processes (id, host, pid, version, started_at, seen_at, figures)
        values (${id}, 'elsewhere', 1, '5.9.0', now() - interval '1 hour', now() - ${seen}::interval,
                ${JSON.stringify(figures)}::jsonb)`);
    await insert('elsewhere:1:older', '5 seconds', { cpuPct: 'busy', streams: 3, windows: 'none' });
    await insert('elsewhere:2:gone', '31 seconds', {});
    try {
      const listed = (await figures()).processes;
      expect(listed.find((p) => p.id === 'elsewhere:1:older')).toMatchObject({
        version: '5.9.0',
        cpuPct: 0,
        streams: 3,
        current: false,
      });
      expect(listed.map((p) => p.id)).not.toContain('elsewhere:2:gone');
    } finally {
      await t.database.db.execute(sql`delete from server_processes where host = 'elsewhere'`);
    }
  });
});

describe('open event streams', () => {
  it('counts the streams this process holds open, not as requests', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const stream = await readEventStream(`${base}/api/dashboard/events`, {
      authorization: await t.login('13900000001', NINGBO),
      accept: 'text/event-stream',
    });
    try {
      expect(stream.status).toBe(200);
      const monitor = await figures();
      expect(monitor.processes.find((p) => p.current)?.streams).toBeGreaterThanOrEqual(1);
      expect(routeCount(monitor, 'GET', '/api/dashboard/events')).toBe(0);
    } finally {
      stream.close();
    }
  });
});

describe('GET /metrics', () => {
  it('answers only the bearer token METRICS_TOKEN sets, in Prometheus’ text format', async () => {
    const metrics = (authorization?: string) =>
      t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await metrics('Bearer wrong')).statusCode).toBe(401);
    expect((await metrics(TOKEN)).statusCode).toBe(401);
    await operator.get('/api/monitor/server');
    const answer = await metrics(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toContain(`# TYPE ${HTTP_DURATION_METRIC} histogram`);
    expect(answer.body).toMatch(
      new RegExp(
        `${HTTP_DURATION_METRIC}_count\\{method="GET",route="/api/monitor/server",status_class="2xx"\\} \\d+`,
      ),
    );
    expect(answer.body).toContain('process_cpu_user_seconds_total');
    expect(answer.body).not.toContain('nothing-');
  });

  it('is not there without METRICS_TOKEN (404)', async () => {
    const plain = await buildApp(
      { config: testConfig({ DATA_DIR: t.dataDir }), database: t.database, secret: TEST_SECRET },
      false,
    );
    await plain.ready();
    try {
      const answer = await plain.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
