import { and, eq, gte, isNotNull, isNull, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type DbOrTx, idArray, preparedStatement, queryRows } from '../../db/client';
import { scanDayTotals, scans } from '../../db/schema';
import { moneyText } from '../../lib/money-sql';
import { bedsOfStyle, bundlesNumbered, scanTarget } from '../cut-orders';
import { type RawScanRow, type ScanRow, selectScans, toScanRow } from '../figures';
import { memberNameOf, membersOfDept, membersOfDepts } from '../people';

// This module owns scans and their day totals, and its SQL touches only them. What it needs of the cutting
// room's tables (a ticket's bundle and process, a style's beds) and of the people's (names, departments) comes
// as those modules' SQL (cut-orders/cut-order-sql.ts, people/member-sql.ts), so a scan is still recorded in
// one statement; a scan as the API shows it, with its bundle, bed, style and process, is the read side's
// (figures/scan-rows.ts). The rules a scan must keep are the database's own (migration 0009; docs/
// architecture.md, "Where each rule lives"): the scans_guard trigger takes the bundle's row lock, which a
// quantity edit in the cutting room takes too, refuses with the SQLSTATEs of lib/db-rules.ts, and triggers keep
// scan_day_totals and bundles.finished_qty in step with every change.

export { scanRefusalOf, type ScanRefusal } from '../../lib/db-rules';
export type { ScanRow } from '../figures';

/** The calendar day of an instant on the factory's wall clock: a scan at 00:30 in Shanghai is that day's. */
export const localDate = (instant: SQL, timeZone: string | Placeholder) =>
  sql`(${instant} at time zone ${timeZone})::date`;

export async function findScan(db: DbOrTx, factoryId: number, id: number): Promise<ScanRow | null> {
  const [row] = await queryRows<RawScanRow>(
    db,
    sql`${selectScans(sql`scans`)} where scans.factory_id = ${factoryId} and scans.id = ${id}`,
  );
  return row ? toScanRow(row) : null;
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
          to_json(array_agg(distinct ${memberNameOf(sql`s.factory_id`, sql`s.worker_id`)})) as names
        from scans s
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
 * Who scanned each process of a bundle: per (process, worker) the valid pieces, the first scan's id and the
 * rate the scans froze.
 */
export async function scannersOfBundle(
  db: DbOrTx,
  factoryId: number,
  bundleId: number,
): Promise<
  { processId: number; workerId: number; name: string; qty: number; firstScanId: number; rate: string }[]
> {
  const rows = await queryRows<{
    process_id: number | string;
    worker_id: number | string;
    name: string | null;
    qty: number | string;
    first_scan_id: number | string;
    rate: string;
  }>(
    db,
    sql`select s.process_id, s.worker_id, ${memberNameOf(sql`s.factory_id`, sql`s.worker_id`)} as name,
          sum(s.qty) as qty, min(s.id) as first_scan_id, min(s.rate)::text as rate
        from scans s
        where s.factory_id = ${factoryId} and s.bundle_id = ${bundleId} and s.status = 'valid'
        group by s.process_id, s.worker_id, s.factory_id
        order by s.process_id, min(s.id)`,
  );
  return rows.map((row) => ({
    processId: Number(row.process_id),
    workerId: Number(row.worker_id),
    name: row.name ?? '',
    qty: Number(row.qty),
    firstScanId: Number(row.first_scan_id),
    rate: row.rate,
  }));
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
  return sql`with target as (${scanTarget(v)}), recorded as (
      insert into scans (factory_id, bundle_id, cut_order_id, process_id, worker_id, recorded_by, qty, rate,
        amount, sam, work_date, request_id, scan_time)
      select ${v.factoryId}, bundle_id, cut_order_id, process_id, ${v.workerId}, ${v.recordedBy}, ${v.qty}::int, rate,
        ${v.qty}::int * rate, sam, ${localDate(at, v.timeZone)}, ${v.requestId}, ${at}
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
  return row ? toScanRow(row) : null;
}

/** The text and parameters of the scan's one statement for these values, as PostgreSQL receives them. */
export const recordScanText = (values: RecordScanValues) => recordScanStatement.text(values);

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
    f.deptId === undefined ? undefined : sql`${table.workerId} in ${membersOfDept(factoryId, f.deptId)}`,
    f.deptIds === undefined ? undefined : sql`${table.workerId} in ${membersOfDepts(factoryId, f.deptIds)}`,
  ];
}

/**
 * The filter on the scans table alone (no join): a scan keeps its bed (the scans (factory_id, cut_order_id,
 * work_date, id) index), a style's scans are its beds', a bundle number's those of the bundles so numbered.
 */
function scanWhere(factoryId: number, f: ScanFilter): SQL | undefined {
  return and(
    ...daysAndPeople(scans, factoryId, f),
    f.styleId === undefined ? undefined : sql`${scans.cutOrderId} in ${bedsOfStyle(factoryId, f.styleId)}`,
    f.cutOrderId === undefined ? undefined : eq(scans.cutOrderId, f.cutOrderId),
    f.processId === undefined ? undefined : eq(scans.processId, f.processId),
    f.bundleNo === undefined
      ? undefined
      : sql`${scans.bundleId} in ${bundlesNumbered(factoryId, f.bundleNo)}`,
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
  return rows.map(toScanRow);
}

/** Where a keyset read of the list's order (work day, then id, newest first) goes on from. */
export type ScanCursor = { workDate: string; id: number };

/** The next `limit` scans of the list's order after `after` (from the start when null). */
export async function findScansAfter(
  db: DbOrTx,
  factoryId: number,
  filter: ScanFilter,
  after: ScanCursor | null,
  limit: number,
): Promise<ScanRow[]> {
  const from = after && sql` and (scans.work_date, scans.id) < (${after.workDate}::date, ${after.id})`;
  const rows = await queryRows<RawScanRow>(
    db,
    sql`${selectScans(sql`scans`)} where ${scanWhere(factoryId, filter)}${from ?? sql``}
        order by scans.work_date desc, scans.id desc limit ${limit}`,
  );
  return rows.map(toScanRow);
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

/**
 * Marks a period's valid, unsettled scans (of these workers when they are given: the people a department's
 * settlement covers) with a new settlement (the wages module's, in its transaction under the wage lock), and
 * answers what they pay each worker.
 */
export async function settleScans(
  tx: DbOrTx,
  factoryId: number,
  settlementId: number,
  v: { from: string; to: string; workerIds: readonly number[] | null },
): Promise<{ workerId: number; qty: number; amount: string }[]> {
  const rows = await queryRows<{ worker_id: number | string; qty: number | string; amount: string }>(
    tx,
    sql`with marked as (
          update scans set settlement_id = ${settlementId}
          where factory_id = ${factoryId} and work_date between ${v.from}::date and ${v.to}::date
            and status = 'valid' and settlement_id is null
            ${v.workerIds === null ? sql`` : sql`and worker_id = any(${idArray(v.workerIds)})`}
          returning worker_id, qty, amount
        )
        select worker_id, sum(qty) as qty, sum(amount)::text as amount from marked group by worker_id`,
  );
  return rows.map((r) => ({ workerId: Number(r.worker_id), qty: Number(r.qty), amount: r.amount }));
}
