import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, idArray, queryRows } from '../../db/client';
import { moneyText } from '../../lib/money-sql';
import { membersOfDepts } from '../people';
import { finishedPieces } from './pieces';

// The home dashboard's figures: output per day and per worker (scan_day_totals), pieces per stage, the beds
// scanned last and their progress.

export type WorkerScope =
  { kind: 'factory' } | { kind: 'depts'; deptIds: number[] } | { kind: 'worker'; workerId: number };

/** The condition on a `worker_id` column for a scope (true for the whole factory). */
function scopeWhere(factoryId: number, workerId: SQL, scope: WorkerScope): SQL {
  switch (scope.kind) {
    case 'factory':
      return sql`true`;
    case 'depts':
      return sql`${workerId} in ${membersOfDepts(factoryId, scope.deptIds)}`;
    case 'worker':
      return sql`${workerId} = ${scope.workerId}`;
  }
}

export type DayOutput = { day: string; qty: number; amount: string };

/** Valid pieces and money per work day from `from` to `to` (days without scans are left out). */
export async function outputByDay(
  db: DbOrTx,
  factoryId: number,
  period: { from: string; to: string },
  scope: WorkerScope,
): Promise<DayOutput[]> {
  const rows = await queryRows<{ day: string; qty: number | string; amount: string }>(
    db,
    sql`select t.work_date::text as day, sum(t.valid_qty) as qty, ${moneyText(sql`sum(t.valid_amount)`)} as amount
        from scan_day_totals t
        where t.factory_id = ${factoryId} and t.work_date between ${period.from}::date and ${period.to}::date
          and ${scopeWhere(factoryId, sql`t.worker_id`, scope)}
        group by t.work_date`,
  );
  return rows.map((row) => ({ day: row.day, qty: Number(row.qty), amount: row.amount }));
}

/** Valid pieces and money of a period, summed by PostgreSQL. */
export async function outputOfPeriod(
  db: DbOrTx,
  factoryId: number,
  period: { from: string; to: string },
  scope: WorkerScope,
): Promise<{ qty: number; amount: string }> {
  const [row] = await queryRows<{ qty: number | string; amount: string }>(
    db,
    sql`select coalesce(sum(t.valid_qty), 0) as qty, ${moneyText(sql`sum(t.valid_amount)`)} as amount
        from scan_day_totals t
        where t.factory_id = ${factoryId} and t.work_date between ${period.from}::date and ${period.to}::date
          and ${scopeWhere(factoryId, sql`t.worker_id`, scope)}`,
  );
  return { qty: Number(row?.qty ?? 0), amount: row?.amount ?? '0.00' };
}

export type WorkerOutput = { workerId: number; name: string; qty: number; amount: string };

/**
 * The `limit` workers with the most valid pieces in a period (ties: more money, then the lower id), with
 * their names as the factory knows them.
 */
export async function topWorkers(
  db: DbOrTx,
  factoryId: number,
  period: { from: string; to: string },
  scope: WorkerScope,
  limit: number,
): Promise<WorkerOutput[]> {
  const rows = await queryRows<{
    worker_id: number | string;
    name: string;
    qty: number | string;
    amount: string;
  }>(
    db,
    sql`with ranked as (
          select t.worker_id, sum(t.valid_qty) as qty, sum(t.valid_amount) as amount
          from scan_day_totals t
          where t.factory_id = ${factoryId} and t.work_date between ${period.from}::date and ${period.to}::date
            and ${scopeWhere(factoryId, sql`t.worker_id`, scope)}
          group by t.worker_id
          having sum(t.valid_qty) > 0
          order by qty desc, amount desc, t.worker_id
          limit ${limit})
        select r.worker_id, coalesce(m.invited_name, u.name) as name, r.qty, ${moneyText(sql`r.amount`)} as amount
        from ranked r
        join members m on m.factory_id = ${factoryId} and m.id = r.worker_id
        join users u on u.id = m.user_id
        order by r.qty desc, r.amount desc, r.worker_id`,
  );
  return rows.map((row) => ({
    workerId: Number(row.worker_id),
    name: row.name,
    qty: Number(row.qty),
    amount: row.amount,
  }));
}

/** Valid pieces of a work day per process stage (stages without any are left out). */
export async function piecesByStage(
  db: DbOrTx,
  factoryId: number,
  day: string,
): Promise<{ stage: string; qty: number }[]> {
  const rows = await queryRows<{ stage: string; qty: number | string }>(
    db,
    sql`select p.stage, sum(s.qty) as qty
        from scans s
        join cut_order_processes p on p.factory_id = s.factory_id and p.id = s.process_id
        where s.factory_id = ${factoryId} and s.work_date = ${day}::date and s.status = 'valid'
        group by p.stage`,
  );
  return rows.map((row) => ({ stage: row.stage, qty: Number(row.qty) }));
}

export type RecentBed = {
  cutOrderId: number;
  styleId: number;
  styleNo: string;
  styleName: string;
  bedNo: number;
  lastScanAt: Date;
  /** How many bundles it has (void ones too). */
  bundles: number;
};

/**
 * The `limit` beds whose latest scan is the latest, latest first, among the beds cut in the `withinDays` days
 * before `today`: one backward probe of the scans (factory_id, cut_order_id, work_date, id) index per bed;
 * with their bundles counted (the bundles (factory_id, cut_order_id, bundle_no) index).
 */
export async function recentlyScannedBeds(
  db: DbOrTx,
  factoryId: number,
  today: string,
  withinDays: number,
  limit: number,
): Promise<RecentBed[]> {
  const rows = await queryRows<{
    cut_order_id: number | string;
    style_id: number | string;
    style_no: string;
    style_name: string;
    bed_no: number;
    scan_time: Date | string;
    bundles: number | string;
  }>(
    db,
    sql`with beds as (
          select c.id, c.style_id, c.bed_no, last.work_date, last.id as scan_id
          from cut_orders c
          cross join lateral (
            select s.work_date, s.id from scans s
            where s.factory_id = c.factory_id and s.cut_order_id = c.id
            order by s.work_date desc, s.id desc limit 1) last
          where c.factory_id = ${factoryId} and c.cut_date >= ${today}::date - ${withinDays}::int
          order by last.work_date desc, last.id desc
          limit ${limit})
        select beds.id as cut_order_id, beds.style_id, st.style_no, st.name as style_name, beds.bed_no,
          s.scan_time,
          (select count(*) from bundles b where b.factory_id = ${factoryId} and b.cut_order_id = beds.id) as bundles
        from beds
        join styles st on st.factory_id = ${factoryId} and st.id = beds.style_id
        join scans s on s.factory_id = ${factoryId} and s.id = beds.scan_id
        order by beds.work_date desc, beds.scan_id desc`,
  );
  return rows.map((row) => ({
    cutOrderId: Number(row.cut_order_id),
    styleId: Number(row.style_id),
    styleNo: row.style_no,
    styleName: row.style_name,
    bedNo: Number(row.bed_no),
    lastScanAt: row.scan_time instanceof Date ? row.scan_time : new Date(row.scan_time),
    bundles: Number(row.bundles),
  }));
}

export type BedProgress = {
  cutOrderId: number;
  /** Pieces of the bed's active bundles. */
  qty: number;
  /** Σ over its active bundles of the least valid pieces over the bed's processes (0 without processes). */
  finishedQty: number;
  /** Every process of the bed with the valid pieces done on its active bundles, in seq order. */
  processes: { seq: number; name: string; stage: string; doneQty: number }[];
};

/**
 * Progress of some beds (docs/design.md §5): done(bundle, process) = Σ valid scan qty; a bundle's finished pieces are
 * the least done over its bed's processes (kept by the database as bundles.finished_qty); a bed's are the sum
 * over its active bundles; a process's done pieces count active bundles only. Its cost is the beds' scans,
 * read from the scans (factory_id, process_id) INCLUDE (bundle_id, qty, status) index alone, grouped once per
 * process.
 */
export async function progressOfBeds(
  db: DbOrTx,
  factoryId: number,
  cutOrderIds: number[],
): Promise<BedProgress[]> {
  if (cutOrderIds.length === 0) return [];
  const beds = idArray(cutOrderIds);
  const rows = await queryRows<{
    cut_order_id: number | string;
    qty: number | string;
    finished: number | string;
    processes: string | { seq: number; name: string; stage: string; done: number | string }[] | null;
  }>(
    db,
    sql`with procs as materialized (
          select id, cut_order_id, seq, name, stage from cut_order_processes
          where factory_id = ${factoryId} and cut_order_id = any(${beds})),
        per_process as materialized (
          select s.process_id, sum(s.qty) as done
          from scans s
          where s.factory_id = ${factoryId} and s.process_id = any(array(select id from procs))
            and s.status = 'valid'
          group by s.process_id),
        void_done as materialized (
          select s.process_id, sum(s.qty) as qty from bundles b
          join scans s on s.factory_id = b.factory_id and s.bundle_id = b.id and s.status = 'valid'
          where b.factory_id = ${factoryId} and b.cut_order_id = any(${beds}) and b.status = 'void'
          group by s.process_id),
        per_bed as (
          select b.cut_order_id, sum(b.qty) as qty, sum(${finishedPieces}) as finished
          from bundles b join styles s on s.factory_id = b.factory_id and s.id = b.style_id
          where b.factory_id = ${factoryId} and b.cut_order_id = any(${beds}) and b.status = 'active'
          group by b.cut_order_id)
        select bed.id as cut_order_id, coalesce(pb.qty, 0) as qty, coalesce(pb.finished, 0) as finished,
          (select json_agg(json_build_object('seq', p.seq, 'name', p.name, 'stage', p.stage,
             'done', coalesce(a.done, 0) - coalesce(v.qty, 0)) order by p.seq)
           from procs p left join per_process a on a.process_id = p.id left join void_done v on v.process_id = p.id
           where p.cut_order_id = bed.id) as processes
        from unnest(${beds}) as bed(id)
        left join per_bed pb on pb.cut_order_id = bed.id`,
  );
  return rows.map((row) => {
    const processes = (typeof row.processes === 'string' ? JSON.parse(row.processes) : row.processes) as
      { seq: number; name: string; stage: string; done: number | string }[] | null;
    return {
      cutOrderId: Number(row.cut_order_id),
      qty: Number(row.qty),
      finishedQty: Number(row.finished),
      processes: (processes ?? []).map((p) => ({
        seq: p.seq,
        name: p.name,
        stage: p.stage,
        doneQty: Number(p.done),
      })),
    };
  });
}
