import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { attendance } from '../../db/schema';

// This module owns `attendance`: a worker's clocked times or entered minutes of a work day. Clocking is one
// guarded statement each, so a double tap or two phones never make two clock-ins or move a clock-out.

/** The factory's day and minute now, on its wall clock, by the database's clock (as scans' work dates). */
export async function factoryClock(db: DbOrTx, timeZone: string): Promise<{ today: string; minute: number }> {
  const [row] = await queryRows<{ today: string; minute: number | string }>(
    db,
    sql`select (now() at time zone ${timeZone})::date::text as today,
          extract(hour from now() at time zone ${timeZone}) * 60
            + extract(minute from now() at time zone ${timeZone}) as minute`,
  );
  if (!row) throw new Error('the database did not say what time it is');
  return { today: row.today, minute: Number(row.minute) };
}

export type RecordValues = {
  workerId: number;
  workDate: string;
  clockIn: string | null;
  clockOut: string | null;
  minutes: number | null;
  updatedBy: number | null;
};

/** Writes a worker's day as given (a new record, or the existing one replaced). */
export async function saveRecord(db: DbOrTx, factoryId: number, v: RecordValues) {
  const values = { clockIn: v.clockIn, clockOut: v.clockOut, minutes: v.minutes, updatedBy: v.updatedBy };
  await db
    .insert(attendance)
    .values({ factoryId, workerId: v.workerId, workDate: v.workDate, ...values })
    .onConflictDoUpdate({
      target: [attendance.factoryId, attendance.workerId, attendance.workDate],
      set: { ...values, updateTime: sql`now()` },
    });
}

/** Removes a worker's record of a day (none is kept any more). */
export async function deleteRecord(db: DbOrTx, factoryId: number, workerId: number, workDate: string) {
  await db
    .delete(attendance)
    .where(
      and(
        eq(attendance.factoryId, factoryId),
        eq(attendance.workerId, workerId),
        eq(attendance.workDate, workDate),
      ),
    );
}

export type StoredRecord = { clockIn: string | null; clockOut: string | null; minutes: number | null };

/** A worker's record of a day ('HH:MM' times), or null. */
export async function findRecord(
  db: DbOrTx,
  factoryId: number,
  workerId: number,
  workDate: string,
): Promise<StoredRecord | null> {
  const [row] = await queryRows<{
    clock_in: string | null;
    clock_out: string | null;
    minutes: number | null;
  }>(
    db,
    sql`select to_char(clock_in, 'HH24:MI') as clock_in, to_char(clock_out, 'HH24:MI') as clock_out, minutes
        from attendance where factory_id = ${factoryId} and worker_id = ${workerId} and work_date = ${workDate}::date`,
  );
  return row ? { clockIn: row.clock_in, clockOut: row.clock_out, minutes: row.minutes } : null;
}

/** The minute now on the factory's wall clock, as a time. */
const nowMinute = (timeZone: string) => sql`date_trunc('minute', now() at time zone ${timeZone})::time`;

/** Clocks a worker in now, on the factory's today; false when the day has a record already. */
export async function clockIn(db: DbOrTx, factoryId: number, workerId: number, timeZone: string) {
  const rows = await queryRows(
    db,
    sql`insert into attendance (factory_id, worker_id, work_date, clock_in, updated_by)
        values (${factoryId}, ${workerId}, (now() at time zone ${timeZone})::date, ${nowMinute(timeZone)}, ${workerId})
        on conflict do nothing
        returning worker_id`,
  );
  return rows.length > 0;
}

/**
 * Clocks a worker out now: only today's record, clocked in, not out yet, with no minutes entered, and at
 * least a minute after clocking in. False when any of that fails.
 */
export async function clockOut(db: DbOrTx, factoryId: number, workerId: number, timeZone: string) {
  const rows = await queryRows(
    db,
    sql`update attendance set clock_out = ${nowMinute(timeZone)}, updated_by = ${workerId}, update_time = now()
        where factory_id = ${factoryId} and worker_id = ${workerId}
          and work_date = (now() at time zone ${timeZone})::date
          and clock_in is not null and clock_out is null and minutes is null
          and clock_in < ${nowMinute(timeZone)}
        returning worker_id`,
  );
  return rows.length > 0;
}
