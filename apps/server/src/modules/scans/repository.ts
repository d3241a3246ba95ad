import { and, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from '../../db/client';
import { bundles, cutOrderProcesses, cutOrders, scans, styles } from '../../db/schema';
import { moneyText } from '../../lib/money-sql';

// This module owns scans. Reads join bundles, their beds, styles and snapshot processes (the cut-orders
// module's) and members (people's) only to show names and to filter; every write of a scan runs under the
// bundle's row lock, which the cut-orders service takes.

/** The calendar day of an instant on the factory's wall clock: a scan at 00:30 in Shanghai is that day's. */
export const localDate = (instant: SQL, timeZone: string) => sql`(${instant} at time zone ${timeZone})::date`;

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
  workDate: scans.workDate,
  scanTime: scans.scanTime,
  status: sql<'valid' | 'undone'>`${scans.status}`,
  settled: sql<boolean>`${scans.settlementId} is not null`,
  undoneAt: scans.undoneAt,
  undoneByName: memberName(scans.undoneBy),
};

/** The joins every scan read needs: its bundle, the bundle's bed and style, and the snapshot process. */
function withJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(bundles, and(eq(bundles.factoryId, scans.factoryId), eq(bundles.id, scans.bundleId)))
    .innerJoin(
      cutOrders,
      and(eq(cutOrders.factoryId, bundles.factoryId), eq(cutOrders.id, bundles.cutOrderId)),
    )
    .innerJoin(styles, and(eq(styles.factoryId, bundles.factoryId), eq(styles.id, bundles.styleId)))
    .innerJoin(
      cutOrderProcesses,
      and(eq(cutOrderProcesses.factoryId, scans.factoryId), eq(cutOrderProcesses.id, scans.processId)),
    );
}

const scanQuery = (db: DbOrTx) => withJoins(db.select(scanColumns).from(scans).$dynamic());

const toRow = (r: Omit<ScanRow, 'status'> & { status: string }): ScanRow => {
  return {
    ...r,
    status: r.status === 'undone' ? 'undone' : 'valid',
    id: Number(r.id),
    bundleId: Number(r.bundleId),
    ticketNo: Number(r.ticketNo),
    processId: Number(r.processId),
    workerId: Number(r.workerId),
    recordedBy: Number(r.recordedBy),
  };
};

export async function findScan(db: DbOrTx, factoryId: number, id: number): Promise<ScanRow | null> {
  const [row] = await scanQuery(db).where(and(eq(scans.factoryId, factoryId), eq(scans.id, id)));
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

/**
 * Inserts a scan unless it would take the (bundle, process) past the bundle's quantity, or its request id
 * was used: one statement, so the guard and the insert see the same rows. The caller holds the bundle's row
 * lock, which makes the guard exact under concurrency (without it two scans could each see the other's
 * pieces missing). Rate frozen as given, amount (qty × rate, exact: never rounded per scan) and work date
 * computed here. Answers the new id or null.
 */
export async function insertScan(
  db: DbOrTx,
  values: {
    factoryId: number;
    bundleId: number;
    processId: number;
    workerId: number;
    recordedBy: number;
    qty: number;
    rate: string;
    requestId: string;
    timeZone: string;
    /** When the scan was made: now, unless the demo seed records earlier days. */
    scanTime?: Date;
  },
): Promise<number | null> {
  const v = values;
  const at = v.scanTime ? sql`${v.scanTime.toISOString()}::timestamptz` : sql`now()`;
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`insert into scans (factory_id, bundle_id, process_id, worker_id, recorded_by, qty, rate, amount,
          work_date, request_id, scan_time)
        select ${v.factoryId}, ${v.bundleId}, ${v.processId}, ${v.workerId}, ${v.recordedBy}, ${v.qty}::int,
          ${v.rate}::numeric, ${v.qty}::int * ${v.rate}::numeric, ${localDate(at, v.timeZone)},
          ${v.requestId}, ${at}
        where (select coalesce(sum(qty), 0) from scans
                where factory_id = ${v.factoryId} and bundle_id = ${v.bundleId} and process_id = ${v.processId}
                  and status = 'valid') + ${v.qty}::int
            <= (select qty from bundles where factory_id = ${v.factoryId} and id = ${v.bundleId}
                  and status = 'active')
        on conflict (factory_id, request_id) do nothing
        returning id`,
  );
  return row ? Number(row.id) : null;
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

function scanWhere(factoryId: number, f: ScanFilter): SQL | undefined {
  return and(
    eq(scans.factoryId, factoryId),
    f.from === undefined ? undefined : gte(scans.workDate, f.from),
    f.to === undefined ? undefined : lte(scans.workDate, f.to),
    f.workerId === undefined ? undefined : eq(scans.workerId, f.workerId),
    f.deptId === undefined
      ? undefined
      : sql`${scans.workerId} in (select id from members where factory_id = ${factoryId} and dept_id = ${f.deptId})`,
    f.deptIds === undefined
      ? undefined
      : sql`${scans.workerId} in (select id from members where factory_id = ${factoryId}
          and dept_id in (select (json_array_elements_text(${JSON.stringify(f.deptIds)}::json))::bigint))`,
    f.styleId === undefined ? undefined : eq(bundles.styleId, f.styleId),
    f.cutOrderId === undefined ? undefined : eq(bundles.cutOrderId, f.cutOrderId),
    f.processId === undefined ? undefined : eq(scans.processId, f.processId),
    f.bundleNo === undefined ? undefined : eq(bundles.bundleNo, f.bundleNo),
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
  const rows = await scanQuery(db)
    .where(scanWhere(factoryId, filter))
    .orderBy(desc(scans.workDate), desc(scans.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toRow);
}

/** How many scans the filter matches, and the pieces and amount of the valid ones (summed in SQL). */
export async function sumScans(
  db: DbOrTx,
  factoryId: number,
  filter: ScanFilter,
): Promise<{ total: number; qty: number; amount: string }> {
  const [totals] = await withJoins(
    db
      .select({
        n: sql<number>`count(*)::int`,
        qty: sql<number>`coalesce(sum(${scans.qty}) filter (where ${scans.status} = 'valid'), 0)::bigint`,
        amount: moneyText(sql`sum(${scans.amount}) filter (where ${scans.status} = 'valid')`),
      })
      .from(scans)
      .$dynamic(),
  ).where(scanWhere(factoryId, filter));
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

/** A person (membership) of this factory, their department and name, or null when there is none. */
export async function findMember(
  db: DbOrTx,
  factoryId: number,
  id: number,
): Promise<{ deptId: number | null; name: string } | null> {
  const [row] = await queryRows<{ dept_id: number | string | null; name: string }>(
    db,
    sql`select m.dept_id, coalesce(m.invited_name, u.name) as name
        from members m join users u on u.id = m.user_id where m.factory_id = ${factoryId} and m.id = ${id}`,
  );
  if (!row) return null;
  return { deptId: row.dept_id === null ? null : Number(row.dept_id), name: row.name };
}

/** One parameter holding a list of ids (a PostgreSQL array literal): `= any(…)` plans like `in (…)`. */
const idArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;

/**
 * Valid pieces per (bundle, snapshot process) of these processes (the production grid): one GROUP BY over
 * the scans of those processes (the scans (factory_id, process_id) index), a row per cell with pieces.
 */
export async function doneByBundleProcess(
  db: DbOrTx,
  factoryId: number,
  processIds: number[],
): Promise<{ bundleId: number; processId: number; qty: number }[]> {
  if (processIds.length === 0) return [];
  const rows = await queryRows<{ bundle_id: number | string; process_id: number | string; qty: number }>(
    db,
    sql`select bundle_id, process_id, sum(qty)::int as qty
        from scans
        where factory_id = ${factoryId} and process_id = any(${idArray(processIds)}) and status = 'valid'
        group by bundle_id, process_id`,
  );
  return rows.map((r) => ({ bundleId: Number(r.bundle_id), processId: Number(r.process_id), qty: r.qty }));
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
