import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { DISPUTE_LOCK_KEY } from '../../lib/db-rules';
import { wageDisputes } from '../../db/schema';
import { type MemberFilter, memberFilter } from '../people';

// This module owns `wage_disputes`: workers' questions about their pay and their supervisors' answers.

/**
 * A worker's new question, unless they have `maxOpen` waiting already (null then). Takes the worker's
 * questions lock, so questions sent at once are counted one after the other.
 */
export async function insertDispute(
  db: DbOrTx,
  factoryId: number,
  values: {
    workerId: number;
    workDate: string;
    styleNo: string | null;
    processName: string | null;
    rate: string | null;
    message: string;
  },
  maxOpen: number,
): Promise<number | null> {
  await db.execute(sql`select pg_advisory_xact_lock(${DISPUTE_LOCK_KEY}, ${values.workerId}::int)`);
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`insert into wage_disputes (factory_id, worker_id, work_date, style_no, process_name, rate, message)
        select ${factoryId}, ${values.workerId}, ${values.workDate}::date, ${values.styleNo}, ${values.processName},
          ${values.rate}, ${values.message}
        where (select count(*) from wage_disputes
               where factory_id = ${factoryId} and worker_id = ${values.workerId} and status = 'open') < ${maxOpen}
        returning id`,
  );
  return row ? Number(row.id) : null;
}

/** The worker a question is of, or null when the factory has none such. */
export async function workerOf(db: DbOrTx, factoryId: number, id: number): Promise<number | null> {
  const [row] = await db
    .select({ workerId: wageDisputes.workerId })
    .from(wageDisputes)
    .where(and(eq(wageDisputes.factoryId, factoryId), eq(wageDisputes.id, id)));
  return row?.workerId ?? null;
}

/** Answers a question (again, amending the answer): the worker has not seen this answer yet. */
export async function answerDispute(
  db: DbOrTx,
  factoryId: number,
  id: number,
  answer: string,
  by: number | null,
) {
  await db
    .update(wageDisputes)
    .set({ status: 'answered', answer, answeredBy: by, answeredAt: sql`now()`, workerSeenAt: null })
    .where(and(eq(wageDisputes.factoryId, factoryId), eq(wageDisputes.id, id)));
}

/** Open questions of a filter. */
export async function countOpen(db: DbOrTx, factoryId: number, filter: MemberFilter): Promise<number> {
  const [row] = await queryRows<{ open: number | string }>(
    db,
    sql`select count(*) as open from wage_disputes
        where factory_id = ${factoryId} and status = 'open' and ${memberFilter(factoryId, sql`worker_id`, filter)}`,
  );
  return Number(row?.open ?? 0);
}

/** A worker's answered questions whose answer they have not read. */
const unseenAnswers = (factoryId: number, workerId: number) =>
  and(
    eq(wageDisputes.factoryId, factoryId),
    eq(wageDisputes.workerId, workerId),
    eq(wageDisputes.status, 'answered'),
    isNull(wageDisputes.workerSeenAt),
  );

/** The worker has seen the answers to these questions of theirs (those their page showed). */
export async function markAnswersSeen(db: DbOrTx, factoryId: number, workerId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(wageDisputes)
    .set({ workerSeenAt: sql`now()` })
    .where(and(unseenAnswers(factoryId, workerId), inArray(wageDisputes.id, ids)));
}

/** How many answers to a worker's questions they have not read. */
export async function countUnseenAnswers(db: DbOrTx, factoryId: number, workerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wageDisputes).where(unseenAnswers(factoryId, workerId));
  return row?.n ?? 0;
}
