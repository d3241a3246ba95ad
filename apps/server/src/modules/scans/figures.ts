import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { moneyText } from '../../lib/money-sql';

// Figures of many scans at once, for the home dashboard: pieces and money per work day and per worker come
// from scan_day_totals (a row per worker and day, kept by the database's triggers: milliseconds however many
// scans there are); pieces per stage from the day's scans; a bed's progress from its scans through the
// scans (factory_id, process_id) INCLUDE (bundle_id, qty, status) index. Reads join the cut-orders module's
// beds, bundles and snapshot processes and the people module's members for names, as the scan list does.

/** Whose scans: everyone's, the people of some departments, or one person's. */
export type WorkerScope =
  { kind: 'factory' } | { kind: 'depts'; deptIds: number[] } | { kind: 'worker'; workerId: number };

/** One parameter holding a list of ids (a PostgreSQL array literal). */
const idArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;

/** The condition on a `worker_id` column for a scope (true for the whole factory). */
function scopeWhere(factoryId: number, workerId: SQL, scope: WorkerScope): SQL {
  switch (scope.kind) {
    case 'factory':
      return sql`true`;
    case 'depts':
      return sql`${workerId} in (select id from members where factory_id = ${factoryId}
        and dept_id = any(${idArray(scope.deptIds)}))`;
    case 'worker':
      return sql`${workerId} = ${scope.workerId}`;
  }
}

/** The factory's calendar day now, in its time zone (the database's clock, as scans use). */
export async function factoryToday(db: DbOrTx, timeZone: string): Promise<string> {
  const [row] = await queryRows<{ today: string }>(
    db,
    sql`select ((now() at time zone ${timeZone})::date)::text as today`,
  );
  if (!row) throw new Error('the database did not say what day it is');
  return row.today;
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

// How a bundle's finished pieces are counted without a group per (bundle, process), which is what makes it
// costly (a 5,000-bundle bed of 12 processes has 60,000): one group per bundle holds its scans' count, their
// least pieces and the set of its processes as bits (1 << process id % 64). When that set is the bed's whole
// set and there are as many scans as processes, each process has exactly one scan, so the bundle's finished
// pieces are its least scan. A bundle with a process scanned in parts (more scans than processes), or of a
// bed whose process ids share bits (more than 64 apart), is counted exactly, by process, on its own.

/** The beds' processes: their number and their set of bits, and whether those bits tell them apart. */
const bedProcessSets = (factoryId: number, beds: SQL | null) => sql`
  select cut_order_id, count(*)::int as n, bit_or(1::bigint << (id % 64)::int) as mask,
    count(distinct id % 64) = count(*) as distinct_bits
  from cut_order_processes
  where factory_id = ${factoryId} ${beds ? sql`and cut_order_id = any(${beds})` : sql``}
  group by cut_order_id`;

/** A bundle's scans' count, least pieces and set of processes (`s` the valid scans, `a` its aggregates). */
const bundleScanSet = sql`count(*) as k, bit_or(1::bigint << (s.process_id % 64)::int) as mask, min(s.qty) as least`;

/** Whether a bundle (`a`) of a bed (`bn`) is finished by the quick rule, and whether it needs an exact count. */
const quickFinished = sql`case when bn.distinct_bits and a.mask = bn.mask and a.k = bn.n then a.least else 0 end`;
const needsExact = sql`(not bn.distinct_bits and a.k is not null) or (a.mask = bn.mask and a.k > bn.n)`;

/** Finished pieces of these bundles counted process by process (the scans (factory_id, bundle_id, process_id) index). */
async function exactFinished(
  db: DbOrTx,
  factoryId: number,
  bundleIds: number[],
): Promise<Map<number, number>> {
  if (bundleIds.length === 0) return new Map();
  const rows = await queryRows<{ bundle_id: number | string; finished: number | string }>(
    db,
    sql`with done as (
          select s.bundle_id, s.process_id, sum(s.qty) as qty from scans s
          where s.factory_id = ${factoryId} and s.bundle_id = any(${idArray(bundleIds)}) and s.status = 'valid'
          group by s.bundle_id, s.process_id)
        select b.id as bundle_id,
          case when count(d.process_id) = (select count(*) from cut_order_processes p
              where p.factory_id = ${factoryId} and p.cut_order_id = b.cut_order_id)
            then min(d.qty) else 0 end as finished
        from bundles b join done d on d.bundle_id = b.id
        where b.factory_id = ${factoryId} and b.id = any(${idArray(bundleIds)})
        group by b.id, b.cut_order_id`,
  );
  return new Map(rows.map((row) => [Number(row.bundle_id), Number(row.finished)]));
}

/** Bundle ids as PostgreSQL hands back an array of bigint (text or numbers, by driver). */
const idsOf = (value: string | (number | string)[] | null): number[] => {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
};

/**
 * Progress of some beds (DESIGN §5): done(bundle, process) = Σ valid scan qty; a bundle's finished pieces are
 * the least done over its bed's processes; a bed's are the sum over its active bundles; a process's done
 * pieces count active bundles only. Its cost is the beds' scans, read from the scans (factory_id, process_id)
 * INCLUDE (bundle_id, qty, status) index alone, grouped once per bundle and once per process.
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
    exact: string | (number | string)[] | null;
    processes: string | { seq: number; name: string; stage: string; done: number | string }[] | null;
  }>(
    db,
    sql`with procs as materialized (
          select id, cut_order_id, seq, name, stage from cut_order_processes
          where factory_id = ${factoryId} and cut_order_id = any(${beds})),
        bed_n as materialized (${bedProcessSets(factoryId, beds)}),
        agg as materialized (
          select s.bundle_id, s.process_id, ${bundleScanSet}, sum(s.qty) as done
          from scans s
          where s.factory_id = ${factoryId} and s.process_id = any(array(select id from procs))
            and s.status = 'valid'
          group by grouping sets ((s.bundle_id), (s.process_id))),
        per_process as (select process_id, done from agg where bundle_id is null),
        void_done as materialized (
          select s.process_id, sum(s.qty) as qty from bundles b
          join scans s on s.factory_id = b.factory_id and s.bundle_id = b.id and s.status = 'valid'
          where b.factory_id = ${factoryId} and b.cut_order_id = any(${beds}) and b.status = 'void'
          group by s.process_id),
        per_bed as (
          select b.cut_order_id, sum(b.qty) as qty, sum(${quickFinished}) as finished,
            array_agg(b.id) filter (where ${needsExact}) as exact
          from bundles b
          join bed_n bn on bn.cut_order_id = b.cut_order_id
          left join agg a on a.bundle_id = b.id
          where b.factory_id = ${factoryId} and b.cut_order_id = any(${beds}) and b.status = 'active'
          group by b.cut_order_id)
        select bed.id as cut_order_id, coalesce(pb.qty, 0) as qty, coalesce(pb.finished, 0) as finished,
          pb.exact,
          (select json_agg(json_build_object('seq', p.seq, 'name', p.name, 'stage', p.stage,
             'done', coalesce(a.done, 0) - coalesce(v.qty, 0)) order by p.seq)
           from procs p left join per_process a on a.process_id = p.id left join void_done v on v.process_id = p.id
           where p.cut_order_id = bed.id) as processes
        from unnest(${beds}) as bed(id)
        left join per_bed pb on pb.cut_order_id = bed.id`,
  );
  const exact = await exactFinished(
    db,
    factoryId,
    rows.flatMap((row) => idsOf(row.exact)),
  );
  return rows.map((row) => {
    const processes = (typeof row.processes === 'string' ? JSON.parse(row.processes) : row.processes) as
      { seq: number; name: string; stage: string; done: number | string }[] | null;
    return {
      cutOrderId: Number(row.cut_order_id),
      qty: Number(row.qty),
      finishedQty: idsOf(row.exact).reduce((sum, id) => sum + (exact.get(id) ?? 0), Number(row.finished)),
      processes: (processes ?? []).map((p) => ({
        seq: p.seq,
        name: p.name,
        stage: p.stage,
        doneQty: Number(p.done),
      })),
    };
  });
}

export type FinishedCell = { styleId: number; colour: string; size: string; qty: number };

/**
 * Finished pieces of every style of the factory per colour × size (production/finished.ts's rule for one
 * style, over all): a bundle's finished pieces are the least done over its bed's processes; void bundles are
 * left out. It reads every valid scan of the factory (one group per bundle, as `progressOfBeds`), so its cost
 * grows with the factory's scans: the dashboard keeps its answer for a while.
 */
export async function finishedByStyleCell(db: DbOrTx, factoryId: number): Promise<FinishedCell[]> {
  const rows = await queryRows<{
    style_id: number | string;
    colour: string;
    size: string;
    qty: number | string;
    exact: string | (number | string)[] | null;
  }>(
    db,
    sql`with bed_n as materialized (${bedProcessSets(factoryId, null)}),
        agg as (
          select s.bundle_id, ${bundleScanSet} from scans s
          where s.factory_id = ${factoryId} and s.status = 'valid'
          group by s.bundle_id)
        select b.style_id, b.colour, b.size, sum(${quickFinished}) as qty,
          array_agg(b.id) filter (where ${needsExact}) as exact
        from agg a
        join bundles b on b.factory_id = ${factoryId} and b.id = a.bundle_id and b.status = 'active'
        join bed_n bn on bn.cut_order_id = b.cut_order_id
        group by b.style_id, b.colour, b.size`,
  );
  const exact = await exactFinished(
    db,
    factoryId,
    rows.flatMap((row) => idsOf(row.exact)),
  );
  return rows
    .map((row) => ({
      styleId: Number(row.style_id),
      colour: row.colour,
      size: row.size,
      qty: idsOf(row.exact).reduce((sum, id) => sum + (exact.get(id) ?? 0), Number(row.qty)),
    }))
    .filter((cell) => cell.qty > 0);
}
