import { and, eq, gte, isNotNull, isNull, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type DbOrTx, preparedStatement, queryRows } from '../../db/client';
import { bundles, cutOrderProcesses, cutOrders, scanDayTotals, scans, styles } from '../../db/schema';
import { sqlStateOf } from '../../lib/db-errors';
import { moneyText } from '../../lib/money-sql';

// This module owns scans and their day totals. Reads join bundles, their beds, styles and snapshot processes
// (the cut-orders module's) and members (people's) to show names and to filter, and recording a scan reads the
// ticket's bundle and process in its one statement. The rules a scan must keep are the database's own
// (migration 0009): the scans_guard trigger takes the bundle's row lock, which a quantity edit in the cutting
// room takes too, and triggers keep scan_day_totals in step with every change.

/** The calendar day of an instant on the factory's wall clock: a scan at 00:30 in Shanghai is that day's. */
export const localDate = (instant: SQL, timeZone: string | Placeholder) =>
  sql`(${instant} at time zone ${timeZone})::date`;

/** One parameter holding a list of ids (a PostgreSQL array literal): `= any(…)` plans like `in (…)`. */
const idArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;

/** A member's name as the factory knows them (the name it typed until they first sign in). */
const memberName = (memberId: PgColumn) =>
  sql<string>`(select coalesce(m.invited_name, u.name) from members m join users u on u.id = m.user_id
    where m.factory_id = ${scans.factoryId} and m.id = ${memberId})`;

export type ScanRow = {
  id: number;
  bundleId: number;
  bundleNo: number;
  ticketNo: number;
  styleNo: string;
  bedNo: number;
  colour: string;
  size: string;
  processId: number;
  processName: string;
  seq: number;
  qty: number;
  rate: string;
  amount: string;
  workerId: number;
  workerName: string | null;
  recordedBy: number;
  recordedByName: string | null;
  workDate: string;
  scanTime: Date;
  status: 'valid' | 'undone';
  settled: boolean;
  undoneAt: Date | null;
  undoneByName: string | null;
};

const scanColumns = {
  id: scans.id,
  bundleId: scans.bundleId,
  bundleNo: bundles.bundleNo,
  ticketNo: bundles.ticketNo,
  styleNo: styles.styleNo,
  bedNo: cutOrders.bedNo,
  colour: bundles.colour,
  size: bundles.size,
  processId: scans.processId,
  processName: cutOrderProcesses.name,
  seq: cutOrderProcesses.seq,
  qty: scans.qty,
  rate: scans.rate,
  amount: moneyText(scans.amount),
  workerId: scans.workerId,
  workerName: memberName(scans.workerId),
  recordedBy: scans.recordedBy,
  recordedByName: memberName(scans.recordedBy),
  workDate: sql`${scans.workDate}::text`,
  scanTime: scans.scanTime,
  status: scans.status,
  settled: sql`${scans.settlementId} is not null`,
  undoneAt: scans.undoneAt,
  undoneByName: memberName(scans.undoneBy),
};

/**
 * A scan as the API shows it, read from `source` under the name "scans" (the table, or the rows an insert
 * returned): with its bundle, the bundle's bed and style, and the snapshot process, by name.
 */
const selectScans = (source: SQL) => sql`select ${sql.join(
  Object.entries(scanColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
)}
  from ${source}
  join bundles on bundles.factory_id = scans.factory_id and bundles.id = scans.bundle_id
  join cut_orders on cut_orders.factory_id = bundles.factory_id and cut_orders.id = bundles.cut_order_id
  join styles on styles.factory_id = bundles.factory_id and styles.id = bundles.style_id
  join cut_order_processes on cut_order_processes.factory_id = scans.factory_id
    and cut_order_processes.id = scans.process_id`;

/** A row of `selectScans` as the drivers answer it: bigints as text, timestamps as text or dates. */
type RawScanRow = Omit<ScanRow, BigintField | 'scanTime' | 'undoneAt' | 'status'> &
  Record<BigintField, number | string> & {
    scanTime: Date | string;
    undoneAt: Date | string | null;
    status: string;
  };
type BigintField = 'id' | 'bundleId' | 'ticketNo' | 'processId' | 'workerId' | 'recordedBy';

const instant = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const toRow = (r: RawScanRow): ScanRow => ({
  ...r,
  id: Number(r.id),
  bundleId: Number(r.bundleId),
  ticketNo: Number(r.ticketNo),
  processId: Number(r.processId),
  workerId: Number(r.workerId),
  recordedBy: Number(r.recordedBy),
  scanTime: instant(r.scanTime),
  undoneAt: r.undoneAt === null ? null : instant(r.undoneAt),
  status: r.status === 'undone' ? 'undone' : 'valid',
});

export async function findScan(db: DbOrTx, factoryId: number, id: number): Promise<ScanRow | null> {
  const [row] = await queryRows<RawScanRow>(
    db,
    sql`${selectScans(sql`scans`)} where scans.factory_id = ${factoryId} and scans.id = ${id}`,
  );
  return row ? toRow(row) : null;
}

/** The scan a request id made, if any, and who recorded it. */
export async function findScanByRequest(
  db: DbOrTx,
  factoryId: number,
  requestId: string,
): Promise<{ id: number; recordedBy: number } | null> {
  const [row] = await db
    .select({ id: scans.id, recordedBy: scans.recordedBy })
    .from(scans)
    .where(and(eq(scans.factoryId, factoryId), eq(scans.requestId, requestId)));
  return row ? { id: Number(row.id), recordedBy: Number(row.recordedBy) } : null;
}

/** Valid pieces per process of a bundle, and who did them (names in order). */
export async function doneOfBundle(
  db: DbOrTx,
  factoryId: number,
  bundleId: number,
): Promise<{ processId: number; qty: number; names: string[] }[]> {
  const rows = await queryRows<{
    process_id: number | string;
    qty: number | string;
    names: string[] | string;
  }>(
    db,
    sql`select s.process_id, sum(s.qty) as qty,
          to_json(array_agg(distinct coalesce(m.invited_name, u.name))) as names
        from scans s
        join members m on m.factory_id = s.factory_id and m.id = s.worker_id
        join users u on u.id = m.user_id
        where s.factory_id = ${factoryId} and s.bundle_id = ${bundleId} and s.status = 'valid'
        group by s.process_id`,
  );
  return rows.map((row) => ({
    processId: Number(row.process_id),
    qty: Number(row.qty),
    names: (typeof row.names === 'string' ? (JSON.parse(row.names) as string[]) : row.names).sort(),
  }));
}

/** The SQLSTATEs the database's scan guard refuses a scan with (the scans_guard trigger, migration 0009). */
const GUARD_REFUSALS = {
  GBS01: 'bundleNotActive',
  GBS02: 'overQuantity',
  GBS03: 'daySettled',
  GBS04: 'neverDeleted',
} as const;
export type ScanRefusal = (typeof GUARD_REFUSALS)[keyof typeof GUARD_REFUSALS];

/** Why the scan guard refused a write, or undefined when it was not the guard. */
export function scanRefusalOf(error: unknown): ScanRefusal | undefined {
  const code = sqlStateOf(error);
  return code !== undefined && code in GUARD_REFUSALS
    ? GUARD_REFUSALS[code as keyof typeof GUARD_REFUSALS]
    : undefined;
}

export type RecordScanValues = {
  factoryId: number;
  ticketNo: number;
  processId: number;
  workerId: number;
  recordedBy: number;
  /** Null: what remains. */
  qty: number | null;
  requestId: string;
  timeZone: string;
  /** When the scan was made (an ISO instant): null is now; the demo seed records earlier days. */
  scanTime: string | null;
};

/**
 * The one statement of a scan, kept prepared (see `recordScan`). It returns the columns the answer reads by
 * name, so that a column added to scans later does not change a prepared statement's result.
 */
const recordScanStatement = preparedStatement<RecordScanValues>('record_scan', (v) => {
  const at = sql`coalesce(${v.scanTime}::timestamptz, now())`;
  return sql`with target as (
      select b.id as bundle_id, b.cut_order_id, p.id as process_id,
        coalesce((p.size_rates ->> b.size)::numeric, p.rate) as rate
      from bundles b
      join cut_order_processes p on p.factory_id = b.factory_id and p.cut_order_id = b.cut_order_id
        and p.id = ${v.processId}
      where b.factory_id = ${v.factoryId} and b.ticket_no = ${v.ticketNo}
    ), recorded as (
      insert into scans (factory_id, bundle_id, cut_order_id, process_id, worker_id, recorded_by, qty, rate,
        amount, work_date, request_id, scan_time)
      select ${v.factoryId}, bundle_id, cut_order_id, process_id, ${v.workerId}, ${v.recordedBy}, ${v.qty}::int, rate,
        ${v.qty}::int * rate, ${localDate(at, v.timeZone)}, ${v.requestId}, ${at}
      from target
      on conflict (factory_id, request_id) do nothing
      returning factory_id, id, bundle_id, process_id, worker_id, recorded_by, qty, rate, amount, work_date,
        scan_time, status, settlement_id, undone_at, undone_by
    )
    ${selectScans(sql`recorded as scans`)}`;
});

/**
 * Records a scan in one statement (one round trip, its own transaction): the ticket's bundle and the named
 * process of the bundle's bed, the rate the scan freezes (the process's rate for the bundle's size where one
 * is set), the insert and the answer. The database's scan guard (the scans_guard trigger) locks the bundle,
 * counts what is done and refuses what would pass the bundle's quantity (throwing, see `scanRefusalOf`);
 * without a quantity the scan takes what remains. Answers null when nothing was recorded: no such ticket,
 * the process is not of its bed, or the request id was used.
 */
export async function recordScan(db: DbOrTx, values: RecordScanValues): Promise<ScanRow | null> {
  const [row] = await recordScanStatement<RawScanRow>(db, values);
  return row ? toRow(row) : null;
}

/** Whether the scan was made less than `minutes` ago (by the database's clock). */
export async function madeWithin(db: DbOrTx, factoryId: number, id: number, minutes: number) {
  const [row] = await db
    .select({ recent: sql<boolean>`${scans.scanTime} > now() - make_interval(mins => ${minutes}::int)` })
    .from(scans)
    .where(and(eq(scans.factoryId, factoryId), eq(scans.id, id)));
  return row?.recent === true;
}

/** Undoes a valid, unsettled scan; false when it was undone or settled meanwhile. */
export async function undoScan(
  db: DbOrTx,
  factoryId: number,
  id: number,
  memberId: number | null,
): Promise<boolean> {
  const rows = await db
    .update(scans)
    .set({ status: 'undone', undoneAt: sql`now()`, undoneBy: memberId })
    .where(
      and(
        eq(scans.factoryId, factoryId),
        eq(scans.id, id),
        eq(scans.status, 'valid'),
        isNull(scans.settlementId),
      ),
    )
    .returning({ id: scans.id });
  return rows.length > 0;
}

export type ScanFilter = {
  /** Only scans of workers in these departments (the caller's data scope). */
  deptIds?: number[];
  from?: string;
  to?: string;
  workerId?: number;
  deptId?: number;
  styleId?: number;
  cutOrderId?: number;
  processId?: number;
  bundleNo?: number;
  status?: 'valid' | 'undone' | 'settled';
};

/** The work days and the people of a filter, on scans or on their day totals (which share these columns). */
function daysAndPeople(
  table: { factoryId: PgColumn; workDate: PgColumn; workerId: PgColumn },
  factoryId: number,
  f: ScanFilter,
) {
  return [
    eq(table.factoryId, factoryId),
    f.from === undefined ? undefined : gte(table.workDate, f.from),
    f.to === undefined ? undefined : lte(table.workDate, f.to),
    f.workerId === undefined ? undefined : eq(table.workerId, f.workerId),
    f.deptId === undefined
      ? undefined
      : sql`${table.workerId} in (select id from members where factory_id = ${factoryId} and dept_id = ${f.deptId})`,
    f.deptIds === undefined
      ? undefined
      : sql`${table.workerId} in (select id from members where factory_id = ${factoryId}
          and dept_id = any(${idArray(f.deptIds)}))`,
  ];
}

/**
 * The filter on the scans table alone (no join): a scan keeps its bed (the scans (factory_id, cut_order_id,
 * work_date, id) index), a style's scans are its beds', a bundle number's those of the bundles so numbered.
 */
function scanWhere(factoryId: number, f: ScanFilter): SQL | undefined {
  return and(
    ...daysAndPeople(scans, factoryId, f),
    f.styleId === undefined
      ? undefined
      : sql`${scans.cutOrderId} in (select id from cut_orders
          where factory_id = ${factoryId} and style_id = ${f.styleId})`,
    f.cutOrderId === undefined ? undefined : eq(scans.cutOrderId, f.cutOrderId),
    f.processId === undefined ? undefined : eq(scans.processId, f.processId),
    f.bundleNo === undefined
      ? undefined
      : sql`${scans.bundleId} in (select id from bundles where factory_id = ${factoryId}
          and bundle_no = ${f.bundleNo})`,
    f.status === 'settled'
      ? and(eq(scans.status, 'valid'), isNotNull(scans.settlementId))
      : f.status
        ? eq(scans.status, f.status)
        : undefined,
  );
}

/** Scans the filter matches, newest work day first (then newest first): `limit` of them from `offset`. */
export async function findScans(
  db: DbOrTx,
  factoryId: number,
  filter: ScanFilter,
  offset: number,
  limit: number,
): Promise<ScanRow[]> {
  const rows = await queryRows<RawScanRow>(
    db,
    sql`${selectScans(sql`scans`)} where ${scanWhere(factoryId, filter)}
        order by scans.work_date desc, scans.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map(toRow);
}

type ScanTotals = { total: number; qty: number; amount: string };

/** The day totals' columns that count, sum pieces and sum money for a status filter. */
function dayTotalColumns(status: ScanFilter['status']) {
  const t = scanDayTotals;
  switch (status) {
    case 'valid':
      return { n: sql`${t.validScans}`, qty: sql`${t.validQty}`, amount: sql`${t.validAmount}` };
    case 'undone':
      return { n: sql`${t.scans} - ${t.validScans}`, qty: sql`0`, amount: sql`0` };
    case 'settled':
      return { n: sql`${t.settledScans}`, qty: sql`${t.settledQty}`, amount: sql`${t.settledAmount}` };
    default:
      return { n: sql`${t.scans}`, qty: sql`${t.validQty}`, amount: sql`${t.validAmount}` };
  }
}

/**
 * How many scans the filter matches, and the pieces and amount of the valid ones (summed in SQL). A filter of
 * work days, people and status alone is answered from the day totals (a row per worker and day, however many
 * scans); one naming a style, bed, process or bundle sums its scans.
 */
export async function sumScans(db: DbOrTx, factoryId: number, filter: ScanFilter): Promise<ScanTotals> {
  const byScan = [filter.styleId, filter.cutOrderId, filter.processId, filter.bundleNo].some(
    (id) => id !== undefined,
  );
  let query: SQL;
  if (byScan) {
    query = sql`select count(*) as n,
        coalesce(sum(${scans.qty}) filter (where ${scans.status} = 'valid'), 0) as qty,
        ${moneyText(sql`sum(${scans.amount}) filter (where ${scans.status} = 'valid')`)} as amount
      from ${scans} where ${scanWhere(factoryId, filter)}`;
  } else {
    const c = dayTotalColumns(filter.status);
    query = sql`select coalesce(sum(${c.n}), 0) as n, coalesce(sum(${c.qty}), 0) as qty,
        ${moneyText(sql`sum(${c.amount})`)} as amount
      from ${scanDayTotals} where ${and(...daysAndPeople(scanDayTotals, factoryId, filter))}`;
  }
  const [totals] = await queryRows<{ n: number | string; qty: number | string; amount: string }>(db, query);
  return {
    total: Number(totals?.n ?? 0),
    qty: Number(totals?.qty ?? 0),
    amount: totals?.amount ?? '0.00',
  };
}

/** The first of these filter ids that names nothing of this factory (so it is a 404, not an empty page). */
export async function unknownFilterId(
  db: DbOrTx,
  factoryId: number,
  f: Pick<ScanFilter, 'workerId' | 'deptId' | 'styleId' | 'cutOrderId' | 'processId'>,
): Promise<keyof typeof f | null> {
  const checks: [keyof typeof f, string][] = [
    ['workerId', 'members'],
    ['deptId', 'depts'],
    ['styleId', 'styles'],
    ['cutOrderId', 'cut_orders'],
    ['processId', 'cut_order_processes'],
  ];
  for (const [field, table] of checks) {
    const id = f[field];
    if (id === undefined) continue;
    const found = await queryRows(
      db,
      sql`select 1 from ${sql.identifier(table)} where factory_id = ${factoryId} and id = ${id}`,
    );
    if (found.length === 0) return field;
  }
  return null;
}

/**
 * A person (membership) of this factory, their department and name, and whether they work here now (enabled
 * and not left), or null when there is none.
 */
export async function findMember(
  db: DbOrTx,
  factoryId: number,
  id: number,
): Promise<{ deptId: number | null; name: string; current: boolean } | null> {
  const [row] = await queryRows<{ dept_id: number | string | null; name: string; current: boolean }>(
    db,
    sql`select m.dept_id, coalesce(m.invited_name, u.name) as name, m.enabled and m.left_at is null as current
        from members m join users u on u.id = m.user_id where m.factory_id = ${factoryId} and m.id = ${id}`,
  );
  if (!row) return null;
  return { deptId: row.dept_id === null ? null : Number(row.dept_id), name: row.name, current: row.current };
}

/**
 * Valid pieces per (bundle, snapshot process) of these processes (the production grid), as flat triplets
 * (bundle id, process id, pieces), a (bundle, process) once per scan: the scans of those processes come from
 * the scans (factory_id, process_id) index alone and leave PostgreSQL as one text (a 5,000-bundle bed's
 * 60,000 scans in one row, no object per scan; grouping them in SQL took longer than the reading).
 */
export async function doneByBundleProcess(
  db: DbOrTx,
  factoryId: number,
  processIds: number[],
): Promise<Float64Array> {
  if (processIds.length === 0) return new Float64Array(0);
  const [row] = await queryRows<{ cells: string | null }>(
    db,
    sql`select string_agg(bundle_id || ',' || process_id || ',' || qty, ',') as cells
        from scans
        where factory_id = ${factoryId} and process_id = any(${idArray(processIds)}) and status = 'valid'`,
  );
  return row?.cells ? Float64Array.from(row.cells.split(','), Number) : new Float64Array(0);
}

/** Who has valid scans of each (bundle, process) of these bundles, names in order (a page of the grid). */
export async function workersByBundleProcess(
  db: DbOrTx,
  factoryId: number,
  bundleIds: number[],
): Promise<{ bundleId: number; processId: number; names: string[] }[]> {
  if (bundleIds.length === 0) return [];
  const rows = await queryRows<{
    bundle_id: number | string;
    process_id: number | string;
    names: string[] | string;
  }>(
    db,
    sql`select s.bundle_id, s.process_id,
          to_json(array_agg(distinct coalesce(m.invited_name, u.name))) as names
        from scans s
        join members m on m.factory_id = s.factory_id and m.id = s.worker_id
        join users u on u.id = m.user_id
        where s.factory_id = ${factoryId} and s.bundle_id = any(${idArray(bundleIds)}) and s.status = 'valid'
        group by s.bundle_id, s.process_id`,
  );
  return rows.map((r) => ({
    bundleId: Number(r.bundle_id),
    processId: Number(r.process_id),
    names: (typeof r.names === 'string' ? (JSON.parse(r.names) as string[]) : r.names).sort(),
  }));
}
