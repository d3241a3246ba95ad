import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, idArray, queryRows } from '../../db/client';
import { moneyText, payable, signedAdjustment } from '../../lib/money-sql';
import { type MemberFilter, memberFilter } from '../people';

// Wage figures with their people's names and departments: the payroll per worker, a worker's lines and days,
// adjustments and settlements.

// ─── Wage totals ────────────────────────────────────────────────────────────────────────────────────

const money = moneyText;

/** A worker's wage figures as PostgreSQL answers them (bigints as text), a payroll's or a settlement's line. */
type RawWorkerWage = {
  worker_id: number | string;
  name: string;
  job_number: string | null;
  dept_id: number | string | null;
  dept_name: string | null;
  qty: number | string;
  amount: string;
  adjustments: string;
  total: string;
};

const toWorkerWage = (r: RawWorkerWage) => ({
  workerId: Number(r.worker_id),
  name: r.name,
  jobNumber: r.job_number,
  deptId: r.dept_id === null ? null : Number(r.dept_id),
  deptName: r.dept_name,
  qty: Number(r.qty),
  amount: r.amount,
  adjustments: r.adjustments,
  total: r.total,
});

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
  filter: MemberFilter,
): Promise<WageRow[]> {
  const rows = await queryRows<RawWorkerWage & { settled_qty: number | string; settled_amount: string }>(
    db,
    sql`with s as (
          select worker_id, sum(qty) as qty, sum(amount) as amount,
            sum(qty) filter (where settlement_id is not null) as settled_qty,
            sum(amount) filter (where settlement_id is not null) as settled_amount
          from scans
          where factory_id = ${factoryId} and work_date between ${period.from}::date and ${period.to}::date
            and status = 'valid' and ${memberFilter(factoryId, sql`worker_id`, filter)}
          group by worker_id
        ), a as (
          select worker_id, sum(${signedAdjustment(sql`kind`, sql`amount`)}) as adjustments
          from wage_adjustments
          where factory_id = ${factoryId} and month between ${period.from}::date and ${period.to}::date
            and ${memberFilter(factoryId, sql`worker_id`, filter)}
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
    ...toWorkerWage(r),
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
  filter: MemberFilter,
): Promise<{ qty: number; amount: string; adjustments: string; total: string }> {
  const [row] = await queryRows<{ qty: number | string; amount: string; adjustments: string; total: string }>(
    db,
    sql`with s as (
          select worker_id, sum(qty) as qty, sum(amount) as amount from scans
          where factory_id = ${factoryId} and work_date between ${period.from}::date and ${period.to}::date
            and status = 'valid' and ${memberFilter(factoryId, sql`worker_id`, filter)}
          group by worker_id
        ), a as (
          select worker_id, sum(${signedAdjustment(sql`kind`, sql`amount`)}) as adjustments from wage_adjustments
          where factory_id = ${factoryId} and month between ${period.from}::date and ${period.to}::date
            and ${memberFilter(factoryId, sql`worker_id`, filter)}
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

// ─── Wage adjustments and settlements, with their people's names and departments ───────────────────

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
  filter: MemberFilter,
): Promise<AdjustmentRow[]> {
  return selectAdjustments(
    db,
    factoryId,
    sql`a.month between ${period.from}::date and ${period.to}::date
      and ${memberFilter(factoryId, sql`a.worker_id`, filter)}`,
  );
}

export async function findAdjustment(db: DbOrTx, factoryId: number, id: number) {
  const [row] = await selectAdjustments(db, factoryId, sql`a.id = ${id}`);
  return row ?? null;
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
  /** Oldest first, at most `limit` (the export's batches), instead of newest first. */
  oldest?: { limit: number },
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
        ${oldest ? sql`order by ws.id limit ${oldest.limit}` : sql`order by ws.id desc`}
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
  const rows = await queryRows<RawWorkerWage>(
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
  return rows.map(toWorkerWage);
}

// ─── The factory's export: every settlement, line and adjustment, in keyset batches ─────────────────

/** Up to `limit` of the factory's settlements after id `afterId` (0: from the first), oldest first. */
export function findSettlementsAfter(db: DbOrTx, factoryId: number, afterId: number, limit: number) {
  return selectSettlements(db, factoryId, sql`ws.id > ${afterId}`, undefined, { limit });
}

export type SettlementLineRow = ReturnType<typeof toWorkerWage> & {
  settlementId: number;
  from: string;
  to: string;
};

/**
 * Up to `limit` of the factory's settlement lines after (settlement, worker) `after` (null: from the first), in
 * that order (the lines' primary key), with their settlement's period and their worker's name, job number and
 * department (as the settlement's page shows them).
 */
export async function findSettlementLinesAfter(
  db: DbOrTx,
  factoryId: number,
  after: { settlementId: number; workerId: number } | null,
  limit: number,
): Promise<SettlementLineRow[]> {
  const rows = await queryRows<
    RawWorkerWage & { settlement_id: number | string; period_from: string; period_to: string }
  >(
    db,
    sql`select l.settlement_id, ws.period_from::text as period_from, ws.period_to::text as period_to, l.worker_id,
          coalesce(m.invited_name, u.name) as name, m.job_number, m.dept_id, d.name as dept_name, l.qty,
          ${money(sql`l.amount`)} as amount, ${money(sql`l.adjustments`)} as adjustments,
          ${money(sql`l.total`)} as total
        from wage_settlement_lines l
        join wage_settlements ws on ws.factory_id = l.factory_id and ws.id = l.settlement_id
        join members m on m.factory_id = l.factory_id and m.id = l.worker_id
        join users u on u.id = m.user_id
        left join depts d on d.factory_id = m.factory_id and d.id = m.dept_id
        where l.factory_id = ${factoryId}
          ${after === null ? sql`` : sql`and (l.settlement_id, l.worker_id) > (${after.settlementId}, ${after.workerId})`}
        order by l.settlement_id, l.worker_id
        limit ${limit}`,
  );
  return rows.map((r) => ({
    ...toWorkerWage(r),
    settlementId: Number(r.settlement_id),
    from: r.period_from,
    to: r.period_to,
  }));
}

export type AdjustmentExportRow = Omit<AdjustmentRow, 'deptId'> & { inspectionId: number | null };

/**
 * Up to `limit` of the factory's wage adjustments after id `afterId` (0: from the first), in id order, with
 * their worker's name and job number and who entered them; the amount as entered (the kind tells its sign).
 */
export async function findAdjustmentsAfter(
  db: DbOrTx,
  factoryId: number,
  afterId: number,
  limit: number,
): Promise<AdjustmentExportRow[]> {
  const rows = await queryRows<{
    id: number | string;
    worker_id: number | string;
    worker_name: string;
    job_number: string | null;
    month: string;
    kind: AdjustmentRow['kind'];
    amount: string;
    note: string | null;
    created_by_name: string | null;
    created_at: Date | string;
    settlement_id: number | string | null;
    inspection_id: number | string | null;
  }>(
    db,
    sql`select a.id, a.worker_id, coalesce(m.invited_name, u.name) as worker_name, m.job_number,
          to_char(a.month, 'YYYY-MM') as month, a.kind, ${money(sql`a.amount`)} as amount, a.note,
          (select coalesce(cm.invited_name, cu.name) from members cm join users cu on cu.id = cm.user_id
            where cm.factory_id = a.factory_id and cm.id = a.created_by) as created_by_name,
          a.created_at, a.settlement_id, a.inspection_id
        from wage_adjustments a
        join members m on m.factory_id = a.factory_id and m.id = a.worker_id
        join users u on u.id = m.user_id
        where a.factory_id = ${factoryId} and a.id > ${afterId}
        order by a.id
        limit ${limit}`,
  );
  const id = (value: number | string | null) => (value === null ? null : Number(value));
  return rows.map((r) => ({
    id: Number(r.id),
    workerId: Number(r.worker_id),
    workerName: r.worker_name,
    jobNumber: r.job_number,
    month: r.month,
    kind: r.kind,
    amount: r.amount,
    note: r.note,
    createdByName: r.created_by_name,
    createTime: new Date(r.created_at),
    settlementId: id(r.settlement_id),
    inspectionId: id(r.inspection_id),
  }));
}
