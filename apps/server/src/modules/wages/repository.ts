import type { AdjustmentKind } from '@gbo/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, idArray, queryRows } from '../../db/client';
import { WAGE_LOCK_KEY } from '../../lib/db-rules';
import { moneyText, payable, signedAdjustment } from '../../lib/money-sql';
import { membersOfDept } from '../people';

// This module owns wage_adjustments, wage_settlements and wage_settlement_lines, and writes and reads only
// them: the scans a settlement pays are marked by the scans module (its service), the wage figures with their
// people's names are read through modules/figures, and a member's department comes in the people module's SQL
// (member-sql.ts). Every sum is PostgreSQL's (numeric) of exact amounts; only a total paid is rounded to the
// cent (payable).

/**
 * Takes the factory's wage lock until the transaction ends (lib/db-rules.ts, WAGE_LOCK_KEY): a settlement and
 * the adjustment writes take turns, so an adjustment can never slip into a period while it is being settled;
 * the database's scan guard takes the same lock shared, so no scan slips in either.
 */
export async function lockWages(tx: DbOrTx, factoryId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WAGE_LOCK_KEY}, ${factoryId}::int)`);
}

/** The settlements with a line for this worker whose period overlaps from–to, oldest first. */
export async function findWorkerSettlements(
  db: DbOrTx,
  factoryId: number,
  workerId: number,
  period: { from: string; to: string },
) {
  const rows = await queryRows<{ id: number | string; period_from: string; period_to: string }>(
    db,
    sql`select ws.id, ws.period_from::text as period_from, ws.period_to::text as period_to
        from wage_settlements ws
        join wage_settlement_lines l on l.factory_id = ws.factory_id and l.settlement_id = ws.id
        where ws.factory_id = ${factoryId} and l.worker_id = ${workerId}
          and ws.period_from <= ${period.to}::date and ws.period_to >= ${period.from}::date
        order by ws.period_from, ws.id`,
  );
  return rows.map((r) => ({ settlementId: Number(r.id), from: r.period_from, to: r.period_to }));
}

// ─── Adjustments ───────────────────────────────────────────────────────────────────────────────

/**
 * A worker's month is settled when a settlement covering the worker paid its first day: the database's
 * wage_day_settled (migration 0015), the rule the scan guard refuses a scan on a settled day by.
 */
const monthSettled = (factoryId: number, workerId: SQL, month: SQL) =>
  sql`wage_day_settled(${factoryId}::bigint, ${workerId}, ${month})`;

export type AdjustmentValues = {
  workerId: number;
  /** The month's first day, `YYYY-MM-01`. */
  month: string;
  kind: string;
  amount: string;
  note: string | null;
};

/** Inserts an adjustment unless its month is settled for the worker (null then). Hold the wage lock. */
export async function insertAdjustment(
  tx: DbOrTx,
  factoryId: number,
  v: AdjustmentValues,
  createdBy: number | null,
): Promise<number | null> {
  const [row] = await queryRows<{ id: number | string }>(
    tx,
    sql`insert into wage_adjustments (factory_id, worker_id, month, kind, amount, note, created_by)
        select ${factoryId}, ${v.workerId}, ${v.month}::date, ${v.kind}, ${v.amount}::numeric, ${v.note},
          ${createdBy}
        where not ${monthSettled(factoryId, sql`${v.workerId}::bigint`, sql`${v.month}::date`)}
        returning id`,
  );
  return row ? Number(row.id) : null;
}

/** The QC inspection that charged an adjustment, or null (one made by hand, or none). */
export async function inspectionOfAdjustment(db: DbOrTx, factoryId: number, id: number) {
  const [row] = await queryRows<{ inspection_id: number | string | null }>(
    db,
    sql`select inspection_id from wage_adjustments where factory_id = ${factoryId} and id = ${id}`,
  );
  return row?.inspection_id === null || row?.inspection_id === undefined ? null : Number(row.inspection_id);
}

/**
 * A wage adjustment a QC inspection makes for a worker: `unit` yuan × `count` (numeric, in SQL), a deduction
 * per defect at fault or a subsidy for mended rework, with its reason.
 */
export type InspectionCharge = {
  workerId: number;
  kind: 'deduction' | 'subsidy';
  unit: string;
  count: number;
  note: string;
};

/**
 * Makes a QC inspection's adjustments, each in the first month from `month`'s on that is not settled for its
 * worker (a factory that settles weekly has settled the month's first day, and so the month's adjustments, long
 * before it ends). One worth less than a cent is not made. Hold the wage lock.
 */
export async function insertInspectionCharges(
  tx: DbOrTx,
  factoryId: number,
  v: { inspectionId: number; month: string; charges: readonly InspectionCharge[] },
  createdBy: number | null,
): Promise<void> {
  for (const charge of v.charges) {
    const amount = sql`round(${charge.unit}::numeric * ${charge.count}::int, 2)`;
    const open = sql`(select m::date from generate_series(date_trunc('month', ${v.month}::date),
        date_trunc('month', ${v.month}::date) + interval '120 months', interval '1 month') m
      where not ${monthSettled(factoryId, sql`${charge.workerId}::bigint`, sql`m::date`)} order by m limit 1)`;
    await tx.execute(
      sql`insert into wage_adjustments (factory_id, worker_id, month, kind, amount, note, created_by, inspection_id)
          select ${factoryId}, ${charge.workerId}, ${open}, ${charge.kind}, ${amount}, ${charge.note}, ${createdBy},
            ${v.inspectionId}
          where ${amount} > 0`,
    );
  }
}

/**
 * Removes a QC inspection's deductions, unless one of them is settled (then none): false when one is. Hold the
 * wage lock.
 */
export async function deleteInspectionCharges(tx: DbOrTx, factoryId: number, inspectionId: number) {
  const [settled] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from wage_adjustments a
        where a.factory_id = ${factoryId} and a.inspection_id = ${inspectionId}
          and (a.settlement_id is not null or ${monthSettled(factoryId, sql`a.worker_id`, sql`a.month`)})`,
  );
  if (Number(settled?.n ?? 0) > 0) return false;
  await tx.execute(
    sql`delete from wage_adjustments where factory_id = ${factoryId} and inspection_id = ${inspectionId}`,
  );
  return true;
}

/**
 * Changes an adjustment unless it, its month or its new month is settled for its worker; false when nothing
 * was changed. Hold the wage lock.
 */
export async function updateAdjustment(
  tx: DbOrTx,
  factoryId: number,
  id: number,
  v: AdjustmentValues,
): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`update wage_adjustments a
        set worker_id = ${v.workerId}, month = ${v.month}::date, kind = ${v.kind}, amount = ${v.amount}::numeric,
          note = ${v.note}, worker_seen_at = null
        where a.factory_id = ${factoryId} and a.id = ${id} and a.settlement_id is null and a.inspection_id is null
          and not ${monthSettled(factoryId, sql`a.worker_id`, sql`a.month`)}
          and not ${monthSettled(factoryId, sql`${v.workerId}::bigint`, sql`${v.month}::date`)}
        returning a.id`,
  );
  return rows.length > 0;
}

// ─── The worker's notices ────────────────────────────────────────────────────────────────────────

/**
 * What an adjustment says, as a worker's notice showed it: seeing one version of it does not mark seen a later
 * change made meanwhile (the worker is told again).
 */
const noticeVersion = sql`md5(concat_ws('|', month, kind, amount, coalesce(note, '')))`;

export type NoticeRow = {
  id: number;
  version: string;
  month: string;
  kind: AdjustmentKind;
  amount: string;
  note: string | null;
  createTime: Date;
};

/** A worker's adjustments they have not seen since they were made or changed, oldest first. */
export async function unseenAdjustments(
  db: DbOrTx,
  factoryId: number,
  workerId: number,
): Promise<NoticeRow[]> {
  const rows = await queryRows<{
    id: number | string;
    version: string;
    month: string;
    kind: AdjustmentKind;
    amount: string;
    note: string | null;
    created_at: string | Date;
  }>(
    db,
    sql`select id, ${noticeVersion} as version, to_char(month, 'YYYY-MM') as month, kind,
          ${moneyText(sql`amount`)} as amount, note, created_at
        from wage_adjustments
        where factory_id = ${factoryId} and worker_id = ${workerId} and worker_seen_at is null
        order by id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    version: r.version,
    month: r.month,
    kind: r.kind,
    amount: r.amount,
    note: r.note,
    createTime: new Date(r.created_at),
  }));
}

/**
 * Marks seen the worker's own adjustments among those shown, each only while it still says what was shown
 * (its version); others' ids change nothing.
 */
export async function markAdjustmentsSeen(
  db: DbOrTx,
  factoryId: number,
  workerId: number,
  shown: { id: number; version: string }[],
): Promise<void> {
  await db.execute(
    sql`update wage_adjustments a set worker_seen_at = now()
        from jsonb_to_recordset(${JSON.stringify(shown)}::jsonb) as shown(id bigint, version text)
        where a.factory_id = ${factoryId} and a.worker_id = ${workerId} and a.id = shown.id
          and a.worker_seen_at is null and ${noticeVersion} = shown.version`,
  );
}

/** Deletes an adjustment unless it or its month is settled; false when nothing was deleted. Hold the lock. */
export async function deleteAdjustment(tx: DbOrTx, factoryId: number, id: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`delete from wage_adjustments a
        where a.factory_id = ${factoryId} and a.id = ${id} and a.settlement_id is null and a.inspection_id is null
          and not ${monthSettled(factoryId, sql`a.worker_id`, sql`a.month`)}
        returning a.id`,
  );
  return rows.length > 0;
}

// ─── Settlements ───────────────────────────────────────────────────────────────────────────────

/** What a settlement's scans pay each worker: the scans module marks them (ScanService.settle). */
export type SettledScans = { workerId: number; qty: number; amount: string }[];

/** A new settlement of a period, its figures still 0 (`settle` sums them). Hold the wage lock. */
export async function insertSettlement(
  tx: DbOrTx,
  factoryId: number,
  v: {
    from: string;
    to: string;
    deptId: number | null;
    createdBy: number | null;
    createdByName: string | null;
  },
): Promise<number> {
  const [created] = await queryRows<{ id: number | string }>(
    tx,
    sql`insert into wage_settlements (factory_id, period_from, period_to, dept_id, worker_count, qty, amount,
          adjustments, total, created_by, created_by_name)
        values (${factoryId}, ${v.from}::date, ${v.to}::date, ${v.deptId}, 0, 0, 0, 0, 0, ${v.createdBy},
          ${v.createdByName})
        returning id`,
  );
  return Number(created?.id);
}

/**
 * Writes whom a department's settlement covers, its people as they stand (wage_settlement_workers: it pays them
 * and closes the period for them, wherever they go next), and answers their ids. The members come in the
 * people module's SQL.
 */
export async function coverDeptPeople(
  tx: DbOrTx,
  factoryId: number,
  settlementId: number,
  deptId: number,
): Promise<number[]> {
  const rows = await queryRows<{ worker_id: number | string }>(
    tx,
    sql`insert into wage_settlement_workers (factory_id, settlement_id, worker_id)
        select ${factoryId}, ${settlementId}, people.id from ${membersOfDept(factoryId, deptId)} as people
        returning worker_id`,
  );
  return rows.map((r) => Number(r.worker_id));
}

/**
 * Settles a period in the caller's transaction, under the wage lock, once its scans are marked with the new
 * settlement (`scans`, what they pay each worker): in one statement the period's unsettled adjustments (of the
 * people a department's settlement covers, when they are given) are marked too and the per-worker lines summed from both, then the
 * settlement's totals from its lines. Answers how many workers it paid (0: nothing to settle, which the caller
 * rolls back).
 */
export async function settle(
  tx: DbOrTx,
  factoryId: number,
  id: number,
  v: { from: string; to: string; workerIds: readonly number[] | null },
  scans: SettledScans,
): Promise<number> {
  await tx.execute(
    sql`with marked as (
          select * from unnest(${idArray(scans.map((s) => s.workerId))},
            ${`{${scans.map((s) => s.qty).join(',')}}`}::bigint[],
            ${`{${scans.map((s) => s.amount).join(',')}}`}::numeric[]) as m(worker_id, qty, amount)
        ), adjusted as (
          update wage_adjustments set settlement_id = ${id}
          where factory_id = ${factoryId} and month between ${v.from}::date and ${v.to}::date
            and settlement_id is null
            ${v.workerIds === null ? sql`` : sql`and worker_id = any(${idArray(v.workerIds)})`}
          returning worker_id, ${signedAdjustment(sql`kind`, sql`amount`)} as amount
        ), paid as (
          select worker_id, qty::bigint as qty, amount, 0::numeric as adjustments from marked
          union all
          select worker_id, 0, 0, amount from adjusted
        )
        insert into wage_settlement_lines (factory_id, settlement_id, worker_id, qty, amount, adjustments, total)
        select ${factoryId}, ${id}, worker_id, sum(qty), sum(amount), sum(adjustments),
          ${payable(sql`sum(amount) + sum(adjustments)`)}
        from paid group by worker_id`,
  );
  const [totals] = await queryRows<{ workers: number | string }>(
    tx,
    sql`update wage_settlements ws
        set worker_count = t.workers, qty = t.qty, amount = t.amount, adjustments = t.adjustments,
          total = t.total
        from (select count(*) as workers, coalesce(sum(qty), 0) as qty, coalesce(sum(amount), 0) as amount,
                coalesce(sum(adjustments), 0) as adjustments, coalesce(sum(total), 0) as total
              from wage_settlement_lines where factory_id = ${factoryId} and settlement_id = ${id}) t
        where ws.factory_id = ${factoryId} and ws.id = ${id}
        returning t.workers`,
  );
  return Number(totals?.workers ?? 0);
}
