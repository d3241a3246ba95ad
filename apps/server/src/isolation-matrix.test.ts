import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, personIdOf, type TestContext } from '../test/helpers';
import { queryRows } from './db/client';
import { memberRoles, members, users } from './db/schema';
import { authPlugin } from './modules/auth';
import type { RouteAccess } from './plugins/auth';

/**
 * Generated from the app's own route table (every route under /auth and /api declares who may call it), not
 * hand-listed: a new route is covered the day it is added. Runs on PGlite in `npm test` and on PostgreSQL in
 * CI's PostgreSQL pass.
 */
const NINGBO = 1;
const HUZHOU = 2;
const NO_ROLES_MOBILE = '13900000011'; // a Ningbo worker, stripped of every role below

let t: TestContext;
let routes: RouteAccess[];
const tokens = { admin: '', noRoles: '', operator: '', huzhouWorker: '' };
const counts = { routes: 0, requests: 0, serverErrors: 0, foreignIds: 0 };

beforeAll(async () => {
  t = await createTestContext();
  routes = t.app.routeAccess;
  const db = t.database.db;
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(users.mobile, NO_ROLES_MOBILE), eq(members.factoryId, NINGBO)));
  await db
    .delete(memberRoles)
    .where(and(eq(memberRoles.factoryId, NINGBO), eq(memberRoles.memberId, member?.id ?? 0)));
  tokens.admin = await t.login('13900000001', NINGBO);
  tokens.noRoles = await t.login(NO_ROLES_MOBILE, NINGBO);
  tokens.operator = await t.login('13800000000', NINGBO);
  tokens.huzhouWorker = await t.login('13900000017', HUZHOU);
  // The administrator is not paid by the piece: a scan is recorded for a Ningbo worker.
  VALID_BODIES['/api/scans'] = {
    ...VALID_BODIES['/api/scans'],
    workerId: await personIdOf(t.database, '13900000012', NINGBO),
  };
  // A shipment order of Ningbo's PL2408 for its customer: only the foreign id under test is wrong.
  const [pl2408] = await queryRows<{ id: number; customer_id: number }>(
    db,
    sql`select id, customer_id from styles where factory_id = ${NINGBO} and style_no = 'PL2408'`,
  );
  VALID_BODIES['/api/shipments'] = {
    customerId: Number(pl2408?.customer_id ?? 0),
    styleId: Number(pl2408?.id ?? 0),
    shipDate: '2024-09-20',
    lines: [{ colour: '黑色', size: 'S', qty: 1 }],
  };
  VALID_BODIES['/api/shipments/:id'] = VALID_BODIES['/api/shipments'];
  // Ningbo's demo bed to a label printer: only the foreign printer is wrong.
  const [ningboBed] = await queryRows<{ id: number }>(
    db,
    sql`select id from cut_orders where factory_id = ${NINGBO} order by id limit 1`,
  );
  // A Ningbo printer for the carton labels of a foreign shipment.
  const [ningboPrinter] = await queryRows<{ id: number }>(
    db,
    sql`insert into printers (factory_id, name, protocol, host, port, dpi, width_mm, height_mm, gap_mm)
        values (${NINGBO}, 'Ningbo Zebra', 'zpl', '127.0.0.1', 1, 203, 100, 100, 2) returning id`,
  );
  VALID_BODIES['/api/shipments/:id/cartonLabels'] = {
    printerId: Number(ningboPrinter?.id ?? 0),
    template: 'carton100x100',
  };
  FIELD_BODIES['/api/bundles/print'] = {
    printerId: { template: 'label60x40', cutOrderId: Number(ningboBed?.id ?? 0) },
  };
});

afterAll(async () => {
  console.info(
    `isolation matrix: ${counts.routes} routes covered, ${counts.foreignIds} uses of another factory's id, ${counts.requests} requests made, ${counts.serverErrors} 5xx found`,
  );
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(method: string, url: string, token?: string, payload?: unknown) {
  const response = await t.app.inject({
    method: method as Method,
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  counts.requests++;
  if (response.statusCode >= 500) counts.serverErrors++;
  return response;
}

/** A concrete URL for a route: every path parameter filled in. */
const concrete = (url: string, value: string | number = 1) => url.replace(/:\w+/g, String(value));
const describeRoute = (route: RouteAccess) => `${route.method} ${route.url}`;

describe('who may call each route', () => {
  it('is declared by every route under /auth and /api', () => {
    expect(routes.length).toBeGreaterThan(40);
    counts.routes = new Set(routes.map(describeRoute)).size;
    for (const kind of ['public', 'signed-in', 'permission'] as const) {
      expect(routes.some((route) => route.access.kind === kind)).toBe(true);
    }
  });

  it('stops the start of an app with a route that declares nothing', async () => {
    const start = async () => {
      const app = Fastify();
      await app.register(async (api) => {
        await api.register(authPlugin, { db: t.database.db, routeAccess: [] });
        api.get('/api/forgotten', () => 'open to anyone?');
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/forgotten must declare who may call it/);
  });

  it('answers 401 to a caller without a session, on every route that is not public', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.access.kind !== 'public')) {
      const response = await call(
        route.method,
        concrete(route.url),
        undefined,
        route.method === 'GET' ? undefined : {},
      );
      if (response.statusCode !== 401) failures.push(`${describeRoute(route)} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a member without the permission, before looking at the input', async () => {
    const failures: string[] = [];
    const guarded = routes.filter((r) => r.access.kind === 'permission');
    expect(guarded.length).toBeGreaterThan(30);
    for (const route of guarded) {
      const response = await call(
        route.method,
        concrete(route.url),
        tokens.noRoles,
        route.method === 'GET' ? undefined : {},
      );
      if (response.statusCode !== 403) failures.push(`${describeRoute(route)} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a factory administrator on the platform’s own routes', async () => {
    const failures: string[] = [];
    const platform = routes.filter((r) => r.access.kind === 'permission' && r.access.platformOnly);
    expect(platform.length).toBeGreaterThan(5);
    for (const route of platform) {
      const response = await call(
        route.method,
        concrete(route.url),
        tokens.admin,
        route.method === 'GET' ? undefined : {},
      );
      if (response.statusCode !== 403) failures.push(`${describeRoute(route)} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

// ─── Another factory's ids ───────────────────────────────────────────────────────────────────────────────

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: 'path' | 'query'; required?: boolean }[];
        requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
      }
    >
  >;
};
type JsonSchema = {
  type?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** What a field's id names, from its name and the route it belongs to; null for ids of shared catalogues. */
function kindOf(field: string, url: string): string | null {
  if (/^(deptId|deptIds|pid)$/.test(field) && url.startsWith('/api/dept')) return 'dept';
  if (/^deptIds?$/.test(field)) return 'dept';
  if (/^roleIds?$/.test(field)) return 'role';
  if (/^(userId|userIds)$/.test(field)) return 'user';
  if (/^customerIds?$/.test(field)) return 'customer';
  if (/^styleIds?$/.test(field)) return 'style';
  if (/^cutOrderIds?$/.test(field)) return 'cutOrder';
  if (/^bundleIds?$/.test(field)) return 'bundle';
  if (/^(processIds?|afterProcessId)$/.test(field)) return 'process';
  if (/^settlementIds?$/.test(field)) return 'settlement';
  if (/^printerIds?$/.test(field)) return 'printer';
  // A scan's worker is a person, as api/users lists them.
  if (/^workerIds?$/.test(field)) return 'user';
  // An inspection's inspector too.
  if (field === 'inspectorId') return 'user';
  if (!/^(id|ids|key|keys)$/.test(field)) return null;
  if (url.startsWith('/api/customers')) return 'customer';
  if (url.startsWith('/api/styles')) return 'style';
  if (url.startsWith('/api/cutOrders')) return 'cutOrder';
  if (url.startsWith('/api/bundles')) return 'bundle';
  if (url.startsWith('/api/scans')) return 'scan';
  if (url.startsWith('/api/shipments')) return 'shipment';
  if (url.startsWith('/api/wages/adjustments')) return 'adjustment';
  if (url.startsWith('/api/wages/settlements')) return 'settlement';
  if (url.startsWith('/api/printers/jobs')) return 'printJob';
  if (url.startsWith('/api/printers')) return 'printer';
  if (url.startsWith('/api/qc/inspections')) return 'inspection';
  if (url.startsWith('/api/qc/defectCodes')) return 'defectCode';
  if (url.startsWith('/api/boardLinks')) return 'boardLink';
  if (url.startsWith('/api/disputes')) return 'dispute';
  if (url.startsWith('/api/dept') || url === '/api/users/getUserNameByDeptId') return 'dept';
  if (url.startsWith('/api/roles')) return 'role';
  if (url.startsWith('/api/users')) return 'user';
  if (url.startsWith('/auth/online')) return 'session';
  if (url.startsWith('/api/logs')) return 'log';
  return null; // menus, dictionaries and factories are the platform's, not a factory's
}

/** Ids of each kind that belong to Huzhou only. */
async function huzhouIds(): Promise<Record<string, number>> {
  const one = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: number }>(t.database.db, query))[0]?.id ?? 0;
  await call('POST', '/api/dept', tokens.huzhouWorker, {}); // leaves a Huzhou audit row (a refused write)
  return {
    dept: await one(sql`select id from depts where factory_id = ${HUZHOU} order by id limit 1`),
    role: await one(sql`select id from roles where factory_id = ${HUZHOU} order by id limit 1`),
    // A person's id is their membership's: Huzhou's memberships are never Ningbo's.
    user: await one(sql`select id from members where factory_id = ${HUZHOU} order by id limit 1`),
    session: await one(sql`select id from sessions where factory_id = ${HUZHOU} order by id limit 1`),
    log: await one(
      sql`select id from audit_logs where factory_id = ${HUZHOU} and not platform order by id limit 1`,
    ),
    customer: await one(sql`select id from customers where factory_id = ${HUZHOU} order by id limit 1`),
    style: await one(sql`select id from styles where factory_id = ${HUZHOU} order by id limit 1`),
    ...(await huzhouBed()),
    ...(await huzhouWages()),
    shipment: await huzhouShipment(),
    ...(await huzhouPrinter()),
    ...(await huzhouQuality()),
    boardLink: await huzhouBoardLink(),
    dispute: await huzhouDispute(),
  };
}

/** A pay question of a Huzhou worker. */
async function huzhouDispute(): Promise<number> {
  const [dispute] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into wage_disputes (factory_id, worker_id, work_date, message)
        select ${HUZHOU}, id, '2024-08-12', 'isolation' from members where factory_id = ${HUZHOU}
        order by id limit 1
        returning id`,
  );
  return Number(dispute?.id ?? 0);
}

/** A display link of Huzhou's first line. */
async function huzhouBoardLink(): Promise<number> {
  const [link] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into board_links (factory_id, dept_id, key_hash)
        select ${HUZHOU}, id, 'isolation-huzhou-board' from depts where factory_id = ${HUZHOU}
        order by id limit 1
        returning id`,
  );
  return Number(link?.id ?? 0);
}

/** A defect code of Huzhou's (seeded with the factory) and an inspection of its bundle. */
async function huzhouQuality(): Promise<{ defectCode: number; inspection: number }> {
  const [code] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from defect_codes where factory_id = ${HUZHOU} order by id limit 1`,
  );
  const [inspection] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into qc_inspections (factory_id, bundle_id, cut_order_id, checkpoint, kind, inspected_qty, passed_qty,
          defect_qty, inspector_id, request_id, work_date)
        select ${HUZHOU}, b.id, b.cut_order_id, 'final', 'first', 1, 1, 0, m.id, 'isolation-huzhou-qc', current_date
        from bundles b, members m where b.factory_id = ${HUZHOU} and m.factory_id = ${HUZHOU}
        order by b.id, m.id limit 1
        returning id`,
  );
  return { defectCode: Number(code?.id ?? 0), inspection: Number(inspection?.id ?? 0) };
}

/** A printer of Huzhou's and a job queued for it (its port refuses: it stays unsent, or fails). */
async function huzhouPrinter(): Promise<{ printer: number; printJob: number }> {
  const [printer] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into printers (factory_id, name, protocol, host, port, dpi, width_mm, height_mm, gap_mm)
        values (${HUZHOU}, 'Huzhou Zebra', 'zpl', '127.0.0.1', 1, 203, 60, 40, 2) returning id`,
  );
  const [job] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into print_jobs (factory_id, printer_id, printer_name, kind, subject, labels, bytes, payload, status)
        values (${HUZHOU}, ${printer?.id ?? 0}, 'Huzhou Zebra', 'test', 'isolation', 1, 1, '\\x00', 'cancelled')
        returning id`,
  );
  return { printer: Number(printer?.id ?? 0), printJob: Number(job?.id ?? 0) };
}

/** A draft shipment order of Huzhou's first style, for its first customer, with one line. */
async function huzhouShipment(): Promise<number> {
  const [shipment] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into shipments (factory_id, shipment_no, customer_id, style_id, ship_date)
        select ${HUZHOU}, 'CH-20240920-901', c.id, s.id, '2024-09-20'
        from customers c join styles s on s.factory_id = c.factory_id
        where c.factory_id = ${HUZHOU} order by c.id, s.id limit 1
        returning id`,
  );
  await queryRows(
    t.database.db,
    sql`insert into shipment_lines (factory_id, shipment_id, colour, size, seq, qty)
        values (${HUZHOU}, ${shipment?.id ?? 0}, 'x', 'x', 1, 1)`,
  );
  return Number(shipment?.id ?? 0);
}

/** A wage adjustment and a settlement of Huzhou's. */
async function huzhouWages(): Promise<{ adjustment: number; settlement: number }> {
  // An edit by path id names a Ningbo worker: only the adjustment's id is foreign.
  const [ningbo] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from members where factory_id = ${NINGBO} order by id limit 1`,
  );
  VALID_BODIES['/api/wages/adjustments/:id'] = {
    ...VALID_BODIES['/api/wages/adjustments'],
    workerId: Number(ningbo?.id ?? 0),
  };
  const [adjustment] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into wage_adjustments (factory_id, worker_id, month, kind, amount)
        select ${HUZHOU}, id, '2024-08-01', 'bonus', 1 from members where factory_id = ${HUZHOU}
        order by id limit 1
        returning id`,
  );
  const [settlement] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into wage_settlements (factory_id, period_from, period_to, worker_count, qty, amount,
          adjustments, total)
        values (${HUZHOU}, '2024-07-01', '2024-07-31', 0, 0, 0, 0, 0) returning id`,
  );
  return { adjustment: Number(adjustment?.id ?? 0), settlement: Number(settlement?.id ?? 0) };
}

/** A cut order of Huzhou's first style with one bundle (its ticket far from any Ningbo one), a process, a scan. */
async function huzhouBed(): Promise<{ cutOrder: number; bundle: number; process: number; scan: number }> {
  const [bed] = await queryRows<{ id: number; style_id: number }>(
    t.database.db,
    sql`insert into cut_orders (factory_id, style_id, bed_no, cut_date, ratio, lays)
        select ${HUZHOU}, id, 1, '2024-08-12', '[]', '[]' from styles where factory_id = ${HUZHOU}
        order by id limit 1
        returning id, style_id`,
  );
  const [bundle] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into bundles (factory_id, cut_order_id, style_id, bundle_no, ticket_no, colour, size, qty)
        values (${HUZHOU}, ${bed?.id ?? 0}, ${bed?.style_id ?? 0}, 1, 9000001, 'x', 'x', 1)
        returning id`,
  );
  const [process] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into cut_order_processes (factory_id, cut_order_id, seq, name, rate)
        values (${HUZHOU}, ${bed?.id ?? 0}, 1, 'x', 0.1) returning id`,
  );
  const [scan] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into scans (factory_id, bundle_id, cut_order_id, process_id, worker_id, recorded_by, qty, rate,
          amount, work_date, request_id)
        select ${HUZHOU}, ${bundle?.id ?? 0}, ${bed?.id ?? 0}, ${process?.id ?? 0}, id, id, 1, 0.1, 0.1, current_date,
          'isolation-huzhou-scan'
        from members where factory_id = ${HUZHOU} order by id limit 1
        returning id`,
  );
  return {
    cutOrder: Number(bed?.id ?? 0),
    bundle: Number(bundle?.id ?? 0),
    process: Number(process?.id ?? 0),
    scan: Number(scan?.id ?? 0),
  };
}

/** Everything Huzhou has, to compare before and after. */
async function huzhouSnapshot() {
  return queryRows(
    t.database.db,
    sql`select
      (select json_agg(d order by d.id) from depts d where d.factory_id = ${HUZHOU}) as depts,
      (select json_agg(r order by r.id) from roles r where r.factory_id = ${HUZHOU}) as roles,
      (select json_agg(m order by m.id) from members m where m.factory_id = ${HUZHOU}) as members,
      (select json_agg(s.id order by s.id) from sessions s where s.factory_id = ${HUZHOU}) as sessions,
      (select json_agg(c order by c.id) from customers c where c.factory_id = ${HUZHOU}) as customers,
      (select json_agg(st order by st.id) from styles st where st.factory_id = ${HUZHOU}) as styles,
      (select json_agg(p order by p.id) from style_processes p where p.factory_id = ${HUZHOU}) as style_processes,
      (select json_agg(co order by co.id) from cut_orders co where co.factory_id = ${HUZHOU}) as cut_orders,
      (select json_agg(b order by b.id) from bundles b where b.factory_id = ${HUZHOU}) as bundles,
      (select json_agg(cp order by cp.id) from cut_order_processes cp where cp.factory_id = ${HUZHOU}) as cut_order_processes,
      (select json_agg(tp order by tp.id) from ticket_prints tp where tp.factory_id = ${HUZHOU}) as ticket_prints,
      (select json_agg(sc order by sc.id) from scans sc where sc.factory_id = ${HUZHOU}) as scans,
      (select json_agg(wa order by wa.id) from wage_adjustments wa where wa.factory_id = ${HUZHOU}) as adjustments,
      (select json_agg(ws order by ws.id) from wage_settlements ws where ws.factory_id = ${HUZHOU}) as settlements,
      (select json_agg(sh order by sh.id) from shipments sh where sh.factory_id = ${HUZHOU}) as shipments,
      (select json_agg(sl order by sl.shipment_id, sl.seq) from shipment_lines sl where sl.factory_id = ${HUZHOU}) as shipment_lines,
      (select json_agg(fc order by fc.name) from factory_counters fc where fc.factory_id = ${HUZHOU}) as counters,
      (select json_agg(pr order by pr.id) from printers pr where pr.factory_id = ${HUZHOU}) as printers,
      (select json_agg(dc order by dc.id) from defect_codes dc where dc.factory_id = ${HUZHOU}) as defect_codes,
      (select json_agg(qi order by qi.id) from qc_inspections qi where qi.factory_id = ${HUZHOU}) as qc_inspections,
      (select json_agg(a order by a.worker_id, a.work_date) from attendance a where a.factory_id = ${HUZHOU}) as attendance,
      (select json_agg(bl order by bl.id) from board_links bl where bl.factory_id = ${HUZHOU}) as board_links,
      (select json_agg(wd order by wd.id) from wage_disputes wd where wd.factory_id = ${HUZHOU}) as wage_disputes,
      (select json_agg(json_build_object('id', pj.id, 'status', pj.status, 'attempts', pj.attempts) order by pj.id)
        from print_jobs pj where pj.factory_id = ${HUZHOU}) as print_jobs,
      (select json_agg(u.name order by u.id) from users u join members m on m.user_id = u.id and m.factory_id = ${HUZHOU}) as names`,
  );
}

let unique = 0;

/** Bodies that pass validation where no list row is one: the route then looks the foreign id up. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  '/api/cutOrders': {
    cutDate: '2024-08-12',
    ratio: [{ size: 'S', ratio: 1 }],
    lays: [{ colour: '黑色', layers: 10 }],
    maxPlies: 30,
  },
  '/api/bundles/:id/void': { reason: 'isolation check' },
  '/api/shipments/:id/void': { reason: 'isolation check' },
  '/api/bundles/print': { template: 'a4' },
  '/api/printers': {
    name: 'Isolation printer',
    protocol: 'zpl',
    host: '127.0.0.1',
    widthMm: 60,
    heightMm: 40,
  },
  '/api/bundles/print/preview': { template: 'a4' },
  '/api/bundles/print/tickets': { template: 'a4', after: { cutOrderId: 1, bundleNo: 1 } },
  // A Ningbo ticket (and worker, set once logged in): only the foreign processId or workerId is wrong.
  '/api/scans': { ticket: '36001', requestId: 'isolation-matrix-scan' },
  // An open month (the foreign workerId is what is wrong), a period long over.
  '/api/wages/adjustments': { month: '2024-08', kind: 'bonus', amount: '1' },
  '/api/wages/settlements': { from: '2024-01-01', to: '2024-01-31' },
  // A Ningbo ticket checked in-line: only the foreign afterProcessId is wrong.
  '/api/qc/inspections': {
    ticket: '36001',
    checkpoint: 'inline',
    inspectedQty: 1,
    passedQty: 1,
    requestId: 'isolation-matrix-qc',
  },
  '/api/qc/defectCodes': { code: 'ISO', name: 'Isolation', category: 'other' },
  // A day worked: only the foreign workerId is wrong.
  '/api/attendance': { workDate: '2024-08-12', minutes: 480 },
  '/api/disputes/:id/answer': { answer: 'isolation check' },
};

/** Query parameters a route requires beside the id under test. */
const VALID_QUERIES: Record<string, string> = {
  '/api/wages': 'from=2024-08-01&to=2024-08-31&',
  '/api/wages/download': 'from=2024-08-01&to=2024-08-31&',
  '/api/wages/:workerId': 'from=2024-08-01&to=2024-08-31&',
  '/api/wages/adjustments': 'month=2024-08&',
  '/api/bundles/labels': 'protocol=zpl&template=label60x40&',
  '/api/shipments/:id/cartonLabels': 'protocol=zpl&template=carton100x100&',
  '/api/qc/summary': 'from=2024-08-01&to=2024-08-31&groupBy=code&',
  '/api/attendance': 'from=2024-08-01&to=2024-08-31&',
  '/api/efficiency': 'from=2024-08-01&to=2024-08-31&groupBy=worker&',
};

/**
 * Bodies for one field of a route whose other fields would refuse it first: the field under test is then the
 * only wrong one (filled in once logged in).
 */
const FIELD_BODIES: Record<string, Record<string, Record<string, unknown>>> = {};
VALID_BODIES['/api/cutOrders/preview'] = VALID_BODIES['/api/cutOrders'] as Record<string, unknown>;

/**
 * A body that passes validation: a row of the list the route's resource answers (the route's own path, or
 * its parent's for an action such as /api/users/createUser), with its names made new.
 */
async function templateFor(url: string): Promise<Record<string, unknown>> {
  const given = VALID_BODIES[url];
  if (given) return { ...given };
  for (const candidate of [url, url.replace(/\/[^/]+$/, '')]) {
    const list = await call('GET', `${candidate}?size=1`, tokens.admin);
    const row =
      list.statusCode === 200 ? list.json<{ content?: Record<string, unknown>[] }>().content?.[0] : undefined;
    if (!row) continue;
    unique++;
    const fresh: Record<string, unknown> = { ...row };
    if (typeof row.name === 'string') fresh.name = `${row.name} ${unique}`;
    if (typeof row.code === 'string') fresh.code = `${row.code}_${unique}`;
    if (typeof row.mobile === 'string') fresh.mobile = `1370000${String(unique).padStart(4, '0')}`;
    if (typeof row.jobNumber === 'string') fresh.jobNumber = `X${unique}`;
    if (typeof row.styleNo === 'string') fresh.styleNo = `X${unique}`;
    return fresh;
  }
  return {};
}

describe('another factory’s ids', () => {
  it('are not found on every route that takes one, and nothing of that factory changes', async () => {
    const doc = (await call('GET', '/swagger/json')).json<OpenApi>();
    const ids = await huzhouIds();
    expect(Object.values(ids).every((id) => id > 0)).toBe(true);
    const before = await huzhouSnapshot();
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes.filter((r) => r.access.kind !== 'public')) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()];
      if (!operation) continue;
      const cases: { field: string; url: string; body?: unknown }[] = [];
      for (const parameter of operation.parameters ?? []) {
        const kind = kindOf(parameter.name, route.url);
        if (!kind) continue;
        const id = ids[kind] ?? 0;
        cases.push(
          parameter.in === 'path'
            ? {
                field: parameter.name,
                url:
                  route.url.replace(`:${parameter.name}`, String(id)) +
                  (route.method === 'GET' && VALID_QUERIES[route.url] ? `?${VALID_QUERIES[route.url]}` : ''),
                // A write by path id (PUT api/styles/{id}) gets a body that passes validation.
                body: route.method === 'GET' ? undefined : await templateFor(route.url),
              }
            : {
                field: parameter.name,
                url: `${concrete(route.url)}?${VALID_QUERIES[route.url] ?? ''}${parameter.name}=${id}`,
              },
        );
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const bodyKind = body?.type === 'array' ? kindOf('ids', route.url) : null;
      if (bodyKind) cases.push({ field: 'body ids', url: concrete(route.url), body: [ids[bodyKind]] });
      for (const [field, property] of Object.entries(body?.properties ?? {})) {
        const kind = kindOf(field, route.url);
        if (!kind) continue;
        const template = FIELD_BODIES[route.url]?.[field] ?? (await templateFor(route.url));
        for (const required of body?.required ?? []) {
          if (required in template) continue;
          const type = body?.properties?.[required]?.type;
          template[required] = /password/i.test(required)
            ? 'Fresh-Passw0rd-2026'
            : ({ string: 'x', integer: 1, number: 1, boolean: true, array: [] } as Record<string, unknown>)[
                type ?? ''
              ];
        }
        const value = property.type === 'array' ? [ids[kind]] : ids[kind];
        cases.push({ field, url: concrete(route.url), body: { ...template, [field]: value } });
      }
      for (const c of cases) {
        checked++;
        // The platform's own routes are an operator's: another factory's rows are not found there either.
        const response = await call(
          route.method,
          c.url,
          route.access.kind === 'permission' && route.access.platformOnly ? tokens.operator : tokens.admin,
          c.body ?? (route.method === 'GET' ? undefined : {}),
        );
        if (response.statusCode !== 404) {
          failures.push(
            `${describeRoute(route)} with Huzhou's ${c.field} → ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    counts.foreignIds = checked;
    expect(checked).toBeGreaterThan(10);
    expect(failures).toEqual([]);
    expect(await huzhouSnapshot()).toEqual(before);
    expect(counts.serverErrors).toBe(0);
  });
});
