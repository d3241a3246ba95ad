import type { PrintErrorCode, PrintJobKind, PrintJobQuery, PrinterUse } from '@gbo/contracts';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { idArray, queryRows, type DbOrTx } from '../../db/client';
import { printJobs, printers } from '../../db/schema';
import { userNameOf } from '../users';

/** Every server process LISTENs here: a job was queued (NOTIFY is sent when its transaction commits). */
export const PRINT_CHANNEL = 'gbo_print';

export type PrinterRow = typeof printers.$inferSelect;
export type PrinterValues = Omit<PrinterRow, 'factoryId' | 'id' | 'createTime' | 'updateTime'>;

export async function findPrinters(db: DbOrTx, factoryId: number): Promise<PrinterRow[]> {
  return db
    .select()
    .from(printers)
    .where(eq(printers.factoryId, factoryId))
    .orderBy(printers.name, printers.id);
}

export async function findPrinter(db: DbOrTx, factoryId: number, id: number): Promise<PrinterRow | null> {
  const [row] = await db
    .select()
    .from(printers)
    .where(and(eq(printers.factoryId, factoryId), eq(printers.id, id)));
  return row ?? null;
}

/** The factory's default printer for a use, if it has one. */
export async function findDefaultPrinter(
  db: DbOrTx,
  factoryId: number,
  use: PrinterUse,
): Promise<PrinterRow | null> {
  const flag = use === 'tickets' ? printers.defaultTickets : printers.defaultCartons;
  const [row] = await db
    .select()
    .from(printers)
    .where(and(eq(printers.factoryId, factoryId), eq(flag, true)));
  return row ?? null;
}

/**
 * Takes a use away from the factory's other printers before one becomes its default: the partial unique
 * index keeps one default a use even if two administrators do this at once (one of them then fails).
 */
export async function clearDefaults(
  db: DbOrTx,
  factoryId: number,
  exceptId: number | null,
  values: PrinterValues,
) {
  const others = exceptId === null ? sql`true` : sql`${printers.id} <> ${exceptId}`;
  if (values.defaultTickets)
    await db
      .update(printers)
      .set({ defaultTickets: false })
      .where(and(eq(printers.factoryId, factoryId), eq(printers.defaultTickets, true), others));
  if (values.defaultCartons)
    await db
      .update(printers)
      .set({ defaultCartons: false })
      .where(and(eq(printers.factoryId, factoryId), eq(printers.defaultCartons, true), others));
}

export async function insertPrinter(db: DbOrTx, factoryId: number, values: PrinterValues): Promise<number> {
  const [row] = await db
    .insert(printers)
    .values({ factoryId, ...values })
    .returning({ id: printers.id });
  if (!row) throw new Error('printer insert returned nothing');
  return row.id;
}

export async function updatePrinter(db: DbOrTx, factoryId: number, id: number, values: PrinterValues) {
  const rows = await db
    .update(printers)
    .set({ ...values, updateTime: sql`now()` })
    .where(and(eq(printers.factoryId, factoryId), eq(printers.id, id)))
    .returning({ id: printers.id });
  return rows.length > 0;
}

/**
 * Deletes a printer that has no job waiting or being sent, in one statement (its finished jobs keep its
 * name); answers what happened.
 */
export async function deletePrinter(
  db: DbOrTx,
  factoryId: number,
  id: number,
): Promise<{ deleted: string } | { pending: number } | null> {
  const [row] = await queryRows<{ name: string | null; pending: number; deleted: boolean }>(
    db,
    sql`with pending as (
          select count(*)::int as n from print_jobs
          where factory_id = ${factoryId} and printer_id = ${id} and status in ('queued', 'sending')
        ), gone as (
          delete from printers
          where factory_id = ${factoryId} and id = ${id} and (select n from pending) = 0
          returning name
        )
        select p.name, (select n from pending) as pending, exists (select 1 from gone) as deleted
        from printers p where p.factory_id = ${factoryId} and p.id = ${id}`,
  );
  if (!row) return null;
  return row.deleted ? { deleted: row.name ?? '' } : { pending: row.pending };
}

export type PrintJobRow = Omit<typeof printJobs.$inferSelect, 'payload' | 'queuedAt'>;

const jobColumns = {
  factoryId: printJobs.factoryId,
  id: printJobs.id,
  printerId: printJobs.printerId,
  printerName: printJobs.printerName,
  kind: printJobs.kind,
  subject: printJobs.subject,
  labels: printJobs.labels,
  bytes: printJobs.bytes,
  status: printJobs.status,
  attempts: printJobs.attempts,
  errorCode: printJobs.errorCode,
  lastError: printJobs.lastError,
  nextAttemptAt: printJobs.nextAttemptAt,
  claimedAt: printJobs.claimedAt,
  sentAt: printJobs.sentAt,
  createdBy: printJobs.createdBy,
  createdByName: printJobs.createdByName,
  createTime: printJobs.createTime,
  updateTime: printJobs.updateTime,
};

export type NewPrintJob = {
  printerId: number;
  printerName: string;
  kind: PrintJobKind;
  subject: string;
  labels: number;
  payload: Buffer;
  createdBy: number;
};

/** Queues a job and tells every server process (the NOTIFY goes out when the transaction commits). */
export async function insertJob(db: DbOrTx, factoryId: number, job: NewPrintJob): Promise<number> {
  const [row] = await db
    .insert(printJobs)
    .values({
      factoryId,
      ...job,
      bytes: job.payload.length,
      subject: job.subject.slice(0, 500),
      createdByName: userNameOf(job.createdBy),
    })
    .returning({ id: printJobs.id });
  if (!row) throw new Error('print job insert returned nothing');
  await db.execute(sql`select pg_notify(${PRINT_CHANNEL}, '')`);
  return row.id;
}

export async function findJob(db: DbOrTx, factoryId: number, id: number): Promise<PrintJobRow | null> {
  const [row] = await db
    .select(jobColumns)
    .from(printJobs)
    .where(and(eq(printJobs.factoryId, factoryId), eq(printJobs.id, id)));
  return row ?? null;
}

export async function findJobPage(
  db: DbOrTx,
  factoryId: number,
  query: PrintJobQuery,
): Promise<{ rows: PrintJobRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [eq(printJobs.factoryId, factoryId)];
  if (query.printerId !== undefined) filters.push(eq(printJobs.printerId, query.printerId));
  if (query.status !== undefined) filters.push(eq(printJobs.status, query.status));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(jobColumns)
      .from(printJobs)
      .where(where)
      .orderBy(desc(printJobs.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(printJobs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A failed job queued again, due now; false when it is not (any more) failed. */
export async function requeueJob(db: DbOrTx, factoryId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(printJobs)
    .set({
      status: 'queued',
      queuedAt: sql`now()`,
      nextAttemptAt: sql`now()`,
      errorCode: null,
      lastError: null,
      updateTime: sql`now()`,
    })
    .where(
      and(
        eq(printJobs.factoryId, factoryId),
        eq(printJobs.id, id),
        eq(printJobs.status, 'failed'),
        sql`${printJobs.printerId} is not null`,
        sql`${printJobs.payload} is not null`,
      ),
    )
    .returning({ id: printJobs.id });
  if (rows.length > 0) await db.execute(sql`select pg_notify(${PRINT_CHANNEL}, '')`);
  return rows.length > 0;
}

/** A queued job cancelled; false when it is not queued (any more: it may be on its way). */
export async function cancelJob(db: DbOrTx, factoryId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(printJobs)
    .set({ status: 'cancelled', updateTime: sql`now()` })
    .where(and(eq(printJobs.factoryId, factoryId), eq(printJobs.id, id), eq(printJobs.status, 'queued')))
    .returning({ id: printJobs.id });
  return rows.length > 0;
}

export type ClaimedJob = {
  factoryId: number;
  id: number;
  attempts: number;
  createTime: Date;
  host: string;
  port: number;
  payload: Buffer;
};

/**
 * Claims the next job to send, of any factory, in one guarded statement: the oldest job of its printer not
 * yet done, queued and due, and no other process holding it (SKIP LOCKED). A job claimed is `sending` with its
 * attempt counted; another process re-reads a row it waited for and finds it no longer queued, so two
 * processes never claim one job, and a printer's later job never overtakes an earlier one.
 */
export async function claimNextJob(db: DbOrTx): Promise<ClaimedJob | null> {
  const [row] = await queryRows<{
    factory_id: number | string;
    id: number | string;
    attempts: number;
    create_time: Date | string;
    host: string;
    port: number;
    payload: Buffer | Uint8Array;
  }>(
    db,
    sql`update print_jobs j
        set status = 'sending', attempts = j.attempts + 1, claimed_at = now(), update_time = now()
        from printers p
        where (j.factory_id, j.id) = (
            select c.factory_id, c.id from print_jobs c
            where c.status = 'queued' and c.next_attempt_at <= now() and c.printer_id is not null
              and not exists (
                select 1 from print_jobs e
                where e.factory_id = c.factory_id and e.printer_id = c.printer_id
                  and e.status in ('queued', 'sending') and e.id < c.id
              )
            order by c.next_attempt_at, c.id
            limit 1
            for update skip locked
          )
          and j.status = 'queued'
          and p.factory_id = j.factory_id and p.id = j.printer_id
        returning j.factory_id, j.id, j.attempts, j.create_time, p.host, p.port, j.payload`,
  );
  if (!row) return null;
  return {
    factoryId: Number(row.factory_id),
    id: Number(row.id),
    attempts: row.attempts,
    createTime: new Date(row.create_time),
    host: row.host,
    port: row.port,
    payload: Buffer.from(row.payload),
  };
}

/** The sending process is still at it (a long job): its claim does not go stale. */
export async function touchClaim(db: DbOrTx, factoryId: number, id: number): Promise<void> {
  await db
    .update(printJobs)
    .set({ claimedAt: sql`now()` })
    .where(and(eq(printJobs.factoryId, factoryId), eq(printJobs.id, id), eq(printJobs.status, 'sending')));
}

/** The printer took the job. */
export async function markSent(db: DbOrTx, factoryId: number, id: number): Promise<void> {
  await db
    .update(printJobs)
    .set({ status: 'sent', sentAt: sql`now()`, errorCode: null, lastError: null, updateTime: sql`now()` })
    .where(and(eq(printJobs.factoryId, factoryId), eq(printJobs.id, id), eq(printJobs.status, 'sending')));
}

/** The printer could not be reached: the job waits its turn again, due after `delaySeconds`. */
export async function markRetry(
  db: DbOrTx,
  factoryId: number,
  id: number,
  error: { code: PrintErrorCode; detail: string },
  delaySeconds: number,
): Promise<void> {
  await db
    .update(printJobs)
    .set({
      status: 'queued',
      errorCode: error.code,
      lastError: error.detail.slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
      updateTime: sql`now()`,
    })
    .where(and(eq(printJobs.factoryId, factoryId), eq(printJobs.id, id), eq(printJobs.status, 'sending')));
}

export async function markFailed(
  db: DbOrTx,
  factoryId: number,
  id: number,
  error: { code: PrintErrorCode; detail: string },
): Promise<void> {
  await db
    .update(printJobs)
    .set({
      status: 'failed',
      errorCode: error.code,
      lastError: error.detail.slice(0, 500),
      updateTime: sql`now()`,
    })
    .where(and(eq(printJobs.factoryId, factoryId), eq(printJobs.id, id), eq(printJobs.status, 'sending')));
}

/**
 * Jobs no process can finish, failed with why: a claim not touched for `staleSeconds` (its process died
 * mid-send, so the printer may have printed it: never sent again on its own), queued jobs whose printer was
 * deleted, and jobs retried for `retryHours` since they were queued (or queued again). Answers how many.
 */
export async function failAbandonedJobs(
  db: DbOrTx,
  staleSeconds: number,
  retryHours: number,
  /** The jobs the asking process is sending itself: alive, however old their claim. */
  ownJobs: number[],
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update print_jobs
        set status = 'failed', update_time = now(),
            error_code = case
              when status = 'sending' then 'interrupted'
              when printer_id is null then 'noPrinter'
              else 'gaveUp' end
        where (status = 'sending' and claimed_at < now() - make_interval(secs => ${staleSeconds})
               and not id = any(${idArray(ownJobs)}))
           or (status = 'queued' and printer_id is null)
           or (status = 'queued' and attempts > 0 and queued_at < now() - make_interval(hours => ${retryHours}))
        returning id`,
  );
  return rows.length;
}

/** Days a job's bytes are kept once it is sent or cancelled (its row stays, for the list). */
export const KEEP_SENT_BYTES_DAYS = 7;

/** Drops the bytes of jobs done for `days` days: a week of a busy cutting room's jobs can be gigabytes. */
export async function dropOldPayloads(db: DbOrTx, days: number): Promise<void> {
  await db.execute(
    sql`update print_jobs set payload = null
        where status in ('sent', 'cancelled') and payload is not null
          and update_time < now() - make_interval(days => ${days})`,
  );
}
