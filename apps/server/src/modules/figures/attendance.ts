import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { type MemberFilter, memberFilter } from '../people';

// Attendance and earned minutes with their people: the attendance roster, each worker's day (pieces, standard
// minutes earned, attendance record) and the scans of a period by hour of the day (docs/design.md §11).

type Period = { from: string; to: string };

/** A worker's attendance record of a day as kept ('HH:MM' times), or nulls where there is none. */
export type DayRecord = { clockIn: string | null; clockOut: string | null; minutes: number | null };

/** 'HH:MM:SS' (PostgreSQL's time) → 'HH:MM'. */
const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

type RawRecord = { clock_in: string | null; clock_out: string | null; minutes: number | null };
const toRecord = (r: RawRecord): DayRecord => ({
  clockIn: hhmm(r.clock_in),
  clockOut: hhmm(r.clock_out),
  minutes: r.minutes,
});

export type RosterRow = DayRecord & {
  workerId: number;
  workerName: string;
  jobNumber: string | null;
  deptId: number | null;
  deptName: string | null;
  workDate: string;
  /** Whether a record is kept for the day. */
  recorded: boolean;
  qty: number;
  updatedByName: string | null;
  updateTime: Date | null;
};

/**
 * A page of (person, day) pairs of a period, newest day first, then by name: every current person of the
 * filter on every day, and anyone else of it with an attendance record or valid scans that day.
 */
export async function attendanceRoster(
  db: DbOrTx,
  factoryId: number,
  period: Period,
  filter: MemberFilter,
  page: { page: number; size: number },
): Promise<{ rows: RosterRow[]; total: number }> {
  const rows = await queryRows<
    RawRecord & {
      worker_id: number | string;
      name: string;
      job_number: string | null;
      dept_id: number | string | null;
      dept_name: string | null;
      work_date: string;
      recorded: boolean;
      qty: number | string;
      updated_by_name: string | null;
      update_time: Date | string | null;
      total: number | string;
    }
  >(
    db,
    sql`with pairs as (
          select m.id as worker_id, d.day::date as work_date
          from members m cross join generate_series(${period.from}::date, ${period.to}::date, interval '1 day') d(day)
          where m.factory_id = ${factoryId} and m.enabled and m.left_at is null
            and ${memberFilter(factoryId, sql`m.id`, filter)}
          union
          select worker_id, work_date from attendance
          where factory_id = ${factoryId} and work_date between ${period.from}::date and ${period.to}::date
            and ${memberFilter(factoryId, sql`worker_id`, filter)}
          union
          select worker_id, work_date from scan_day_totals
          where factory_id = ${factoryId} and work_date between ${period.from}::date and ${period.to}::date
            and valid_qty > 0 and ${memberFilter(factoryId, sql`worker_id`, filter)}
        )
        select p.worker_id, coalesce(m.invited_name, u.name) as name, m.job_number, m.dept_id,
          dp.name as dept_name, p.work_date::text as work_date, a.worker_id is not null as recorded,
          a.clock_in::text as clock_in, a.clock_out::text as clock_out, a.minutes,
          coalesce(t.valid_qty, 0) as qty,
          (select coalesce(bm.invited_name, bu.name) from members bm join users bu on bu.id = bm.user_id
            where bm.factory_id = ${factoryId} and bm.id = a.updated_by) as updated_by_name,
          a.update_time, count(*) over () as total
        from pairs p
        join members m on m.factory_id = ${factoryId} and m.id = p.worker_id
        join users u on u.id = m.user_id
        left join depts dp on dp.factory_id = m.factory_id and dp.id = m.dept_id
        left join attendance a on a.factory_id = ${factoryId} and a.worker_id = p.worker_id
          and a.work_date = p.work_date
        left join scan_day_totals t on t.factory_id = ${factoryId} and t.worker_id = p.worker_id
          and t.work_date = p.work_date
        order by p.work_date desc, coalesce(m.invited_name, u.name), p.worker_id
        limit ${page.size} offset ${page.page * page.size}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      ...toRecord(r),
      workerId: Number(r.worker_id),
      workerName: r.name,
      jobNumber: r.job_number,
      deptId: r.dept_id === null ? null : Number(r.dept_id),
      deptName: r.dept_name,
      workDate: r.work_date,
      recorded: r.recorded,
      qty: Number(r.qty),
      updatedByName: r.updated_by_name,
      updateTime: r.update_time === null ? null : new Date(r.update_time),
    })),
  };
}

/** A worker's day: valid pieces, those with standard minutes, minutes earned, and the attendance kept. */
export type WorkerDay = DayRecord & {
  workerId: number;
  deptId: number | null;
  workDate: string;
  recorded: boolean;
  qty: number;
  samQty: number;
  /** Σ qty × SAM, numeric text (3 decimals). */
  earned: string;
};

/**
 * Every (worker, day) of a period with valid scans or an attendance record, from the kept day totals
 * (scan_day_totals: one row per worker and day, however many scans) and the attendance records.
 */
export async function workerDays(
  db: DbOrTx,
  factoryId: number,
  period: Period,
  filter: MemberFilter,
): Promise<WorkerDay[]> {
  const rows = await queryRows<
    RawRecord & {
      worker_id: number | string;
      dept_id: number | string | null;
      work_date: string;
      recorded: boolean;
      qty: number | string;
      sam_qty: number | string;
      earned: string;
    }
  >(
    db,
    sql`with t as (
          select worker_id, work_date, valid_qty, valid_sam_qty, valid_earned from scan_day_totals
          where factory_id = ${factoryId} and work_date between ${period.from}::date and ${period.to}::date
            and valid_scans > 0 and ${memberFilter(factoryId, sql`worker_id`, filter)}
        ), a as (
          select worker_id, work_date, clock_in, clock_out, minutes from attendance
          where factory_id = ${factoryId} and work_date between ${period.from}::date and ${period.to}::date
            and ${memberFilter(factoryId, sql`worker_id`, filter)}
        )
        select coalesce(t.worker_id, a.worker_id) as worker_id, m.dept_id,
          coalesce(t.work_date, a.work_date)::text as work_date, a.worker_id is not null as recorded,
          a.clock_in::text as clock_in, a.clock_out::text as clock_out, a.minutes,
          coalesce(t.valid_qty, 0) as qty, coalesce(t.valid_sam_qty, 0) as sam_qty,
          coalesce(t.valid_earned, 0)::text as earned
        from t full join a on a.worker_id = t.worker_id and a.work_date = t.work_date
        join members m on m.factory_id = ${factoryId} and m.id = coalesce(t.worker_id, a.worker_id)`,
  );
  return rows.map((r) => ({
    ...toRecord(r),
    workerId: Number(r.worker_id),
    deptId: r.dept_id === null ? null : Number(r.dept_id),
    workDate: r.work_date,
    recorded: r.recorded,
    qty: Number(r.qty),
    samQty: Number(r.sam_qty),
    earned: r.earned,
  }));
}

/** A worker's valid scans of a day in one hour of the factory's clock. */
export type WorkerHour = {
  workerId: number;
  workDate: string;
  hour: number;
  qty: number;
  samQty: number;
  earned: string;
};

/**
 * The valid scans of a period per worker, work day and hour of the day (of the factory's clock), from the kept
 * hour totals (scan_hour_totals: a row per worker, day, hour and process, however many scans).
 */
export async function workerHours(
  db: DbOrTx,
  factoryId: number,
  period: Period,
  filter: MemberFilter,
): Promise<WorkerHour[]> {
  const rows = await queryRows<{
    worker_id: number | string;
    work_date: string;
    hour: number | string;
    qty: number | string;
    sam_qty: number | string;
    earned: string;
  }>(
    db,
    sql`select worker_id, work_date::text as work_date, hour, sum(valid_qty) as qty,
          sum(valid_sam_qty) as sam_qty, sum(valid_earned)::text as earned
        from scan_hour_totals
        where factory_id = ${factoryId} and work_date between ${period.from}::date and ${period.to}::date
          and valid_scans > 0 and ${memberFilter(factoryId, sql`worker_id`, filter)}
        group by worker_id, work_date, hour`,
  );
  return rows.map((r) => ({
    workerId: Number(r.worker_id),
    workDate: r.work_date,
    hour: Number(r.hour),
    qty: Number(r.qty),
    samQty: Number(r.sam_qty),
    earned: r.earned,
  }));
}

/** The valid scans of a period per hour of the day (of the factory's clock), of everyone of the filter. */
export async function hourTotals(
  db: DbOrTx,
  factoryId: number,
  period: Period,
  filter: MemberFilter,
): Promise<Omit<WorkerHour, 'workerId' | 'workDate'>[]> {
  const rows = await queryRows<{
    hour: number | string;
    qty: number | string;
    sam_qty: number | string;
    earned: string;
  }>(
    db,
    sql`select hour, sum(valid_qty) as qty, sum(valid_sam_qty) as sam_qty, sum(valid_earned)::text as earned
        from scan_hour_totals
        where factory_id = ${factoryId} and work_date between ${period.from}::date and ${period.to}::date
          and valid_scans > 0 and ${memberFilter(factoryId, sql`worker_id`, filter)}
        group by hour`,
  );
  return rows.map((r) => ({
    hour: Number(r.hour),
    qty: Number(r.qty),
    samQty: Number(r.sam_qty),
    earned: r.earned,
  }));
}

/** Names of members and departments, by id (for a figure's rows). */
export async function namesOf(
  db: DbOrTx,
  factoryId: number,
  ids: { workerIds: number[]; deptIds: number[] },
): Promise<{ workers: Map<number, string>; depts: Map<number, string> }> {
  const workers = ids.workerIds.length
    ? await queryRows<{ id: number | string; name: string }>(
        db,
        sql`select m.id, coalesce(m.invited_name, u.name) as name from members m join users u on u.id = m.user_id
            where m.factory_id = ${factoryId} and m.id in ${ids.workerIds}`,
      )
    : [];
  const depts = ids.deptIds.length
    ? await queryRows<{ id: number | string; name: string }>(
        db,
        sql`select id, name from depts where factory_id = ${factoryId} and id in ${ids.deptIds}`,
      )
    : [];
  return {
    workers: new Map(workers.map((r) => [Number(r.id), r.name])),
    depts: new Map(depts.map((r) => [Number(r.id), r.name])),
  };
}
