import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { moneyText, payable } from '../../lib/money-sql';

// This module owns wage_adjustments, wage_settlements and wage_settlement_lines, and marks scans as settled
// (scans.settlement_id, the one column of scans it writes). It reads scans with their bundles, styles and
// snapshot processes, and members with their departments, to sum and to name. Every sum is PostgreSQL's
// (numeric) of exact amounts, handed on as text (moneyText); only a total paid is rounded to the cent (payable).

/**
 * Where the wages' lock lives: a transaction-scoped advisory lock per factory (settle and adjustments). The
 * database's scan guard (migration 0009) takes it shared, by this number, so no scan slips into a settlement.
 */
const WAGE_LOCK = 74_812_001;

/**
 * Takes the factory's wage lock until the transaction ends: a settlement and the adjustment writes take
 * turns, so an adjustment can never slip into a period while it is being settled.
 */
export async function lockWages(tx: DbOrTx, factoryId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WAGE_LOCK}, ${factoryId}::int)`);
}

/** One parameter holding a list of ids (a PostgreSQL array literal). */
const idArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;

/** Which workers a wage read covers: one worker, a department's people, the caller's visible departments. */
export type WorkerFilter = { workerId?: number; deptId?: number; deptIds?: number[] };

/** The members a filter keeps, as a condition on `column` (a member id of this factory). */
function workerWhere(factoryId: number, column: SQL, f: WorkerFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.workerId !== undefined) parts.push(sql`${column} = ${f.workerId}`);
  if (f.deptId !== undefined)
    parts.push(
      sql`${column} in (select id from members where factory_id = ${factoryId} and dept_id = ${f.deptId})`,
    );
  if (f.deptIds !== undefined)
    parts.push(
      sql`${column} in (select id from members where factory_id = ${factoryId}
        and dept_id = any(${idArray(f.deptIds)}))`,
    );
  return sql.join(parts, sql` and `);
}

/** An adjustment as it counts: a deduction subtracts. */
const signed = (kind: SQL, amount: SQL) =>
  sql`case when ${kind} = 'deduction' then -${amount} else ${amount} end`;

const money = moneyText;

export type WageRow = {
  workerId: number;
  name: string;
  jobNumber: string | null;
  deptId: number | null;
  deptName: string | null;
  qty: number;
  amount: string;
  adjustments: string;
  total: string;
  settledQty: number;
  settledAmount: string;
};

/**
 * Per worker, for work dates from–to (both included): valid pieces and amount (and of them what is settled),
 * and the adjustments whose month begins in the period. Every worker with either, ordered by department,
 * job number and id.
 */
export async function findWages(
  db: DbOrTx,
  factoryId: number,
  period: { from: string; to: string },
  filter: WorkerFilter,
): Promise<WageRow[]> {
  const rows = await queryRows<{
    worker_id: number | string;
    name: string;
    job_number: string | null;
    dept_id: number | string | null;
    dept_name: string | null;
    qty: number | string;
    amount: string;
    adjustments: string;
    total: string;
    settled_qty: number | string;
    settled_amount: string;
  }>(
    db,
    sql`with s as (
          select worker_id, sum(qty) as qty, sum(amount) as amount,
            sum(qty) filter (where settlement_id is not null) as settled_qty,
            sum(amount) filter (where settlement_id is not null) as settled_amount
          from scans
          where factory_id = ${factoryId} and work_date between ${period.from}::date and ${period.to}::date
            and status = 'valid' and ${workerWhere(factoryId, sql`worker_id`, filter)}
          group by worker_id
        ), a as (
          select worker_id, sum(${signed(sql`kind`, sql`amount`)}) as adjustments
          from wage_adjustments
          where factory_id = ${factoryId} and month between ${period.from}::date and ${period.to}::date
            and ${workerWhere(factoryId, sql`worker_id`, filter)}
          group by worker_id
        ), w as (select worker_id from s union select worker_id from a)
        select m.id as worker_id, coalesce(m.invited_name, u.name) as name, m.job_number, m.dept_id,
          d.name as dept_name, coalesce(s.qty, 0) as qty, ${money(sql`s.amount`)} as amount,
          ${money(sql`a.adjustments`)} as adjustments,
          ${money(payable(sql`coalesce(s.amount, 0) + coalesce(a.adjustments, 0)`))} as total,
          coalesce(s.settled_qty, 0) as settled_qty, ${money(sql`s.settled_amount`)} as settled_amount
        from w
        join members m on m.factory_id = ${factoryId} and m.id = w.worker_id
        join users u on u.id = m.user_id
        left join depts d on d.factory_id = m.factory_id and d.id = m.dept_id
        left join s on s.worker_id = w.worker_id
        left join a on a.worker_id = w.worker_id
        order by d.name nulls last, m.job_number nulls last, m.id`,
  );
  return rows.map((r) => ({
    workerId: Number(r.worker_id),
    name: r.name,
    jobNumber: r.job_number,
    deptId: r.dept_id === null ? null : Number(r.dept_id),
    deptName: r.dept_name,
    qty: Number(r.qty),
    amount: r.amount,
    adjustments: r.adjustments,
    total: r.total,
    settledQty: Number(r.settled_qty),
    settledAmount: r.settled_amount,
  }));
}

/**
 * The sums of the wage rows of a filter (the payroll's totals row), by PostgreSQL: the total is what the rows
 * pay (each worker's total rounded to the cent), not the exact sum rounded.
 */
export async function sumWages(
  db: DbOrTx,
  factoryId: number,
  period: { from: string; to: string },
  filter: WorkerFilter,
): Promise<{ qty: number; amount: string; adjustments: string; total: string }> {
  const [row] = await queryRows<{ qty: number | string; amount: string; adjustments: string; total: string }>(
    db,
    sql`with s as (
          select worker_id, sum(qty) as qty, sum(amount) as amount from scans
          where factory_id = ${factoryId} and work_date between ${period.from}::date and ${period.to}::date
            and status = 'valid' and ${workerWhere(factoryId, sql`worker_id`, filter)}
          group by worker_id
        ), a as (
          select worker_id, sum(${signed(sql`kind`, sql`amount`)}) as adjustments from wage_adjustments
          where factory_id = ${factoryId} and month between ${period.from}::date and ${period.to}::date
            and ${workerWhere(factoryId, sql`worker_id`, filter)}
          group by worker_id
        ), w as (
          select coalesce(s.qty, 0) as qty, coalesce(s.amount, 0) as amount,
            coalesce(a.adjustments, 0) as adjustments
          from s full join a on a.worker_id = s.worker_id
        )
        select coalesce(sum(qty), 0) as qty, ${money(sql`sum(amount)`)} as amount,
          ${money(sql`sum(adjustments)`)} as adjustments,
          ${money(sql`sum(${payable(sql`amount + adjustments`)})`)} as total
        from w`,
  );
  return {
    qty: Number(row?.qty ?? 0),
    amount: row?.amount ?? '0.00',
    adjustments: row?.adjustments ?? '0.00',
    total: row?.total ?? '0.00',
  };
}

/** A worker's lines: style × process × rate, in style and process order. */
export async function findWageItems(
  db: DbOrTx,
  factoryId: number,
  workerId: number,
  period: { from: string; to: string },
) {
  const rows = await queryRows<{
    style_no: string;
    seq: number;
    process_name: string;
    rate: string;
    qty: number | string;
    amount: string;
  }>(
    db,
    sql`select st.style_no, p.seq, p.name as process_name, s.rate::text as rate, sum(s.qty) as qty,
          ${money(sql`sum(s.amount)`)} as amount
        from scans s
        join bundles b on b.factory_id = s.factory_id and b.id = s.bundle_id
        join styles st on st.factory_id = b.factory_id and st.id = b.style_id
        join cut_order_processes p on p.factory_id = s.factory_id and p.id = s.process_id
        where s.factory_id = ${factoryId} and s.worker_id = ${workerId} and s.status = 'valid'
          and s.work_date between ${period.from}::date and ${period.to}::date
        group by st.style_no, p.seq, p.name, s.rate
        order by st.style_no, p.seq, p.name, s.rate`,
  );
  return rows.map((r) => ({
    styleNo: r.style_no,
    seq: Number(r.seq),
    processName: r.process_name,
    rate: r.rate,
    qty: Number(r.qty),
    amount: r.amount,
  }));
}

/** A worker's pieces and amount per work date of the period. */
export async function findWageDays(
  db: DbOrTx,
  factoryId: number,
  workerId: number,
  period: { from: string; to: string },
) {
  const rows = await queryRows<{ work_date: string; qty: number | string; amount: string }>(
    db,
    sql`select work_date::text as work_date, sum(qty) as qty, ${money(sql`sum(amount)`)} as amount
        from scans
        where factory_id = ${factoryId} and worker_id = ${workerId} and status = 'valid'
          and work_date between ${period.from}::date and ${period.to}::date
        group by work_date
        order by work_date`,
  );
  return rows.map((r) => ({ workDate: r.work_date, qty: Number(r.qty), amount: r.amount }));
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

/** A member of this factory with their name, job number and department, or null. */
export async function findWorker(db: DbOrTx, factoryId: number, id: number) {
  const [row] = await queryRows<{
    id: number | string;
    name: string;
    job_number: string | null;
    dept_id: number | string | null;
    dept_name: string | null;
  }>(
    db,
    sql`select m.id, coalesce(m.invited_name, u.name) as name, m.job_number, m.dept_id, d.name as dept_name
        from members m join users u on u.id = m.user_id
        left join depts d on d.factory_id = m.factory_id and d.id = m.dept_id
        where m.factory_id = ${factoryId} and m.id = ${id}`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    name: row.name,
    jobNumber: row.job_number,
    deptId: row.dept_id === null ? null : Number(row.dept_id),
    deptName: row.dept_name,
  };
}

/** Whether a department of this factory exists. */
export async function deptExists(db: DbOrTx, factoryId: number, id: number): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from depts where factory_id = ${factoryId} and id = ${id}`);
  return rows.length > 0;
}

/** The factory's today on its own wall clock (the database's clock). */
export async function todayIn(db: DbOrTx, timeZone: string): Promise<string> {
  const [row] = await queryRows<{ today: string }>(
    db,
    sql`select (now() at time zone ${timeZone})::date::text as today`,
  );
  return row?.today ?? '';
}

// ─── Adjustments ───────────────────────────────────────────────────────────────────────────────

export type AdjustmentRow = {
  id: number;
  workerId: number;
  workerName: string;
  jobNumber: string | null;
  deptId: number | null;
  month: string;
  kind: 'subsidy' | 'bonus' | 'deduction';
  amount: string;
  note: string | null;
  createdByName: string | null;
  createTime: Date;
  settlementId: number | null;
};

/** Adjustments with their worker's name, department and who entered them. */
async function selectAdjustments(db: DbOrTx, factoryId: number, where: SQL): Promise<AdjustmentRow[]> {
  const rows = await queryRows<{
    id: number | string;
    worker_id: number | string;
    worker_name: string;
    job_number: string | null;
    dept_id: number | string | null;
    month: string;
    kind: AdjustmentRow['kind'];
    amount: string;
    note: string | null;
    created_by_name: string | null;
    created_at: Date | string;
    settlement_id: number | string | null;
  }>(
    db,
    sql`select a.id, a.worker_id, coalesce(m.invited_name, u.name) as worker_name, m.job_number, m.dept_id,
          to_char(a.month, 'YYYY-MM') as month, a.kind, ${money(sql`a.amount`)} as amount, a.note,
          (select coalesce(cm.invited_name, cu.name) from members cm join users cu on cu.id = cm.user_id
            where cm.factory_id = a.factory_id and cm.id = a.created_by) as created_by_name,
          a.created_at, a.settlement_id
        from wage_adjustments a
        join members m on m.factory_id = a.factory_id and m.id = a.worker_id
        join users u on u.id = m.user_id
        where a.factory_id = ${factoryId} and ${where}
        order by a.month, m.job_number nulls last, a.worker_id, a.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    workerId: Number(r.worker_id),
    workerName: r.worker_name,
    jobNumber: r.job_number,
    deptId: r.dept_id === null ? null : Number(r.dept_id),
    month: r.month,
    kind: r.kind,
    amount: r.amount,
    note: r.note,
    createdByName: r.created_by_name,
    createTime: new Date(r.created_at),
    settlementId: r.settlement_id === null ? null : Number(r.settlement_id),
  }));
}

/** Adjustments whose month begins in from–to, of the filter's workers. */
export function findAdjustments(
  db: DbOrTx,
  factoryId: number,
  period: { from: string; to: string },
  filter: WorkerFilter,
): Promise<AdjustmentRow[]> {
  return selectAdjustments(
    db,
    factoryId,
    sql`a.month between ${period.from}::date and ${period.to}::date
      and ${workerWhere(factoryId, sql`a.worker_id`, filter)}`,
  );
}

export async function findAdjustment(db: DbOrTx, factoryId: number, id: number) {
  const [row] = await selectAdjustments(db, factoryId, sql`a.id = ${id}`);
  return row ?? null;
}

/**
 * A worker's month is settled when a settlement's period holds its first day and that settlement covered
 * the worker: the whole factory, the worker's department, or a line for the worker.
 */
const monthSettled = (factoryId: number, workerId: SQL, month: SQL) => sql`exists (
  select 1 from wage_settlements ws
  where ws.factory_id = ${factoryId} and ${month} between ws.period_from and ws.period_to
    and (ws.dept_id is null
      or ws.dept_id = (select dept_id from members where factory_id = ${factoryId} and id = ${workerId})
      or exists (select 1 from wage_settlement_lines l
        where l.factory_id = ws.factory_id and l.settlement_id = ws.id and l.worker_id = ${workerId})))`;

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
          note = ${v.note}
        where a.factory_id = ${factoryId} and a.id = ${id} and a.settlement_id is null
          and not ${monthSettled(factoryId, sql`a.worker_id`, sql`a.month`)}
          and not ${monthSettled(factoryId, sql`${v.workerId}::bigint`, sql`${v.month}::date`)}
        returning a.id`,
  );
  return rows.length > 0;
}

/** Deletes an adjustment unless it or its month is settled; false when nothing was deleted. Hold the lock. */
export async function deleteAdjustment(tx: DbOrTx, factoryId: number, id: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`delete from wage_adjustments a
        where a.factory_id = ${factoryId} and a.id = ${id} and a.settlement_id is null
          and not ${monthSettled(factoryId, sql`a.worker_id`, sql`a.month`)}
        returning a.id`,
  );
  return rows.length > 0;
}

// ─── Settlements ───────────────────────────────────────────────────────────────────────────────

/**
 * Settles a period in one transaction (the caller's, holding the wage lock): a settlement row, then in one
 * statement its scans (valid, unsettled, of the period, of the department's people when one is given) and
 * adjustments are marked with its id and the per-worker lines summed from what was marked, then the
 * settlement's totals from its lines. Answers the new id and how many workers it paid (0: nothing to settle,
 * which the caller rolls back).
 */
export async function settle(
  tx: DbOrTx,
  factoryId: number,
  v: {
    from: string;
    to: string;
    deptId: number | null;
    createdBy: number | null;
    createdByName: string | null;
  },
): Promise<{ id: number; workers: number }> {
  const [created] = await queryRows<{ id: number | string }>(
    tx,
    sql`insert into wage_settlements (factory_id, period_from, period_to, dept_id, worker_count, qty, amount,
          adjustments, total, created_by, created_by_name)
        values (${factoryId}, ${v.from}::date, ${v.to}::date, ${v.deptId}, 0, 0, 0, 0, 0, ${v.createdBy},
          ${v.createdByName})
        returning id`,
  );
  const id = Number(created?.id);
  const people = v.deptId === null ? {} : { deptId: v.deptId };
  await tx.execute(
    sql`with marked as (
          update scans set settlement_id = ${id}
          where factory_id = ${factoryId} and work_date between ${v.from}::date and ${v.to}::date
            and status = 'valid' and settlement_id is null and ${workerWhere(factoryId, sql`worker_id`, people)}
          returning worker_id, qty, amount
        ), adjusted as (
          update wage_adjustments set settlement_id = ${id}
          where factory_id = ${factoryId} and month between ${v.from}::date and ${v.to}::date
            and settlement_id is null and ${workerWhere(factoryId, sql`worker_id`, people)}
          returning worker_id, ${signed(sql`kind`, sql`amount`)} as amount
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
  return { id, workers: Number(totals?.workers ?? 0) };
}

export type SettlementRow = {
  id: number;
  from: string;
  to: string;
  deptId: number | null;
  deptName: string | null;
  workerCount: number;
  qty: number;
  amount: string;
  adjustments: string;
  total: string;
  createdByName: string | null;
  createTime: Date;
};

async function selectSettlements(
  db: DbOrTx,
  factoryId: number,
  where: SQL,
  page?: { offset: number; limit: number },
): Promise<SettlementRow[]> {
  const rows = await queryRows<{
    id: number | string;
    period_from: string;
    period_to: string;
    dept_id: number | string | null;
    dept_name: string | null;
    worker_count: number;
    qty: number | string;
    amount: string;
    adjustments: string;
    total: string;
    created_by_name: string | null;
    create_time: Date | string;
  }>(
    db,
    sql`select ws.id, ws.period_from::text as period_from, ws.period_to::text as period_to, ws.dept_id,
          d.name as dept_name, ws.worker_count, ws.qty, ${money(sql`ws.amount`)} as amount,
          ${money(sql`ws.adjustments`)} as adjustments, ${money(sql`ws.total`)} as total, ws.created_by_name,
          ws.create_time
        from wage_settlements ws
        left join depts d on d.factory_id = ws.factory_id and d.id = ws.dept_id
        where ws.factory_id = ${factoryId} and ${where}
        order by ws.id desc
        ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    from: r.period_from,
    to: r.period_to,
    deptId: r.dept_id === null ? null : Number(r.dept_id),
    deptName: r.dept_name,
    workerCount: Number(r.worker_count),
    qty: Number(r.qty),
    amount: r.amount,
    adjustments: r.adjustments,
    total: r.total,
    createdByName: r.created_by_name,
    createTime: new Date(r.create_time),
  }));
}

/**
 * A page of settlements, newest first, and how many there are: all of them, or only those of these
 * departments (a caller whose data scope is departments: never a whole-factory settlement).
 */
export async function findSettlementPage(
  db: DbOrTx,
  factoryId: number,
  offset: number,
  limit: number,
  deptIds?: number[],
): Promise<{ rows: SettlementRow[]; total: number }> {
  const ofDepts = (column: SQL) =>
    deptIds === undefined ? sql`true` : sql`${column} = any(${idArray(deptIds)})`;
  const rows = await selectSettlements(db, factoryId, ofDepts(sql`ws.dept_id`), { offset, limit });
  const [count] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from wage_settlements where factory_id = ${factoryId} and ${ofDepts(sql`dept_id`)}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findSettlement(db: DbOrTx, factoryId: number, id: number) {
  const [row] = await selectSettlements(db, factoryId, sql`ws.id = ${id}`);
  return row ?? null;
}

/** A settlement's lines with their workers, in department, job number and id order. */
export async function findSettlementLines(db: DbOrTx, factoryId: number, settlementId: number) {
  const rows = await queryRows<{
    worker_id: number | string;
    name: string;
    job_number: string | null;
    dept_id: number | string | null;
    dept_name: string | null;
    qty: number | string;
    amount: string;
    adjustments: string;
    total: string;
  }>(
    db,
    sql`select l.worker_id, coalesce(m.invited_name, u.name) as name, m.job_number, m.dept_id, d.name as dept_name,
          l.qty,
          ${money(sql`l.amount`)} as amount, ${money(sql`l.adjustments`)} as adjustments,
          ${money(sql`l.total`)} as total
        from wage_settlement_lines l
        join members m on m.factory_id = l.factory_id and m.id = l.worker_id
        join users u on u.id = m.user_id
        left join depts d on d.factory_id = m.factory_id and d.id = m.dept_id
        where l.factory_id = ${factoryId} and l.settlement_id = ${settlementId}
        order by d.name nulls last, m.job_number nulls last, l.worker_id`,
  );
  return rows.map((r) => ({
    workerId: Number(r.worker_id),
    name: r.name,
    jobNumber: r.job_number,
    deptId: r.dept_id === null ? null : Number(r.dept_id),
    deptName: r.dept_name,
    qty: Number(r.qty),
    amount: r.amount,
    adjustments: r.adjustments,
    total: r.total,
  }));
}
