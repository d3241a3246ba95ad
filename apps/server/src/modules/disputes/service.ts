import {
  type Dispute,
  type DisputeAnswer,
  type DisputeInput,
  type DisputeQuery,
  MAX_OPEN_DISPUTES,
  type Page,
} from '@gbo/contracts';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { msg } from '../../lib/messages';
import { factoryToday } from '../../lib/work-date';
import { canSee, type DeptService } from '../depts';
import type { DisputeRow, Figures } from '../figures';
import type { MemberFilter } from '../people';
import * as repo from './repository';

export const DISPUTE_MESSAGES = {
  notFound: (id: number) => msg('disputes.notFound', { id }),
  deptNotFound: (id: number) => msg('disputes.deptNotFound', { id }),
  notAWorker: msg('disputes.notAWorker'),
  future: (day: string, today: string) => msg('disputes.future', { day, today }),
  tooManyOpen: msg('disputes.tooManyOpen', { max: MAX_OPEN_DISPUTES }),
} as const;

/** Who is paid by the piece, and so may question their pay. */
const PIECE_WORKER = 'scan:self';
/** The most of their own questions a worker's page lists. */
const MINE_LIMIT = 50;

const toDispute = (row: DisputeRow, forWorker: boolean): Dispute => ({
  id: row.id,
  workerId: row.workerId,
  workerName: row.workerName,
  jobNumber: row.jobNumber,
  deptName: row.deptName,
  workDate: row.workDate,
  item:
    row.styleNo === null
      ? null
      : { styleNo: row.styleNo, processName: row.processName ?? '', rate: row.rate },
  message: row.message,
  status: row.status,
  answer: row.answer,
  answeredByName: row.answeredByName,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  createTime: row.createTime.toISOString(),
  unseenAnswer: forWorker && row.status === 'answered' && row.workerSeenAt === null,
});

/**
 * Workers' questions about their pay (docs/design.md §11): a worker paid by the piece asks about a day or a
 * line of it; the supervisors of their line (dispute:list, dispute:answer, their data scope) answer.
 */
export function createDisputeService({
  db,
  figures,
  depts,
}: {
  db: Db;
  figures: Figures;
  depts: Pick<DeptService, 'visibleDepts'>;
}) {
  async function scopeFilter(auth: AuthContext, deptId?: number): Promise<MemberFilter> {
    const visible = await depts.visibleDepts(auth);
    if (
      deptId !== undefined &&
      (!(await figures.deptExists(auth.factoryId, deptId)) || !canSee(visible, deptId))
    )
      throw notFound(DISPUTE_MESSAGES.deptNotFound(deptId));
    return {
      ...(deptId === undefined ? {} : { deptId }),
      ...(visible === 'all' ? {} : { deptIds: visible }),
    };
  }

  async function requireWorker(auth: AuthContext): Promise<number> {
    // Granted scan:self: an administrator's `admin` does not make them a worker with pay to question.
    if (auth.memberId === null || !(await auth.authorities()).includes(PIECE_WORKER))
      throw forbidden(DISPUTE_MESSAGES.notAWorker);
    return auth.memberId;
  }

  async function ask(auth: AuthContext, input: DisputeInput): Promise<Dispute> {
    const workerId = await requireWorker(auth);
    const today = await factoryToday(db, auth.timeZone);
    if (input.workDate > today) throw badRequest(DISPUTE_MESSAGES.future(input.workDate, today));
    const id = await repo.insertDispute(
      db,
      auth.factoryId,
      {
        workerId,
        workDate: input.workDate,
        styleNo: input.item?.styleNo ?? null,
        processName: input.item?.processName ?? null,
        rate: input.item?.rate ?? null,
        message: input.message,
      },
      MAX_OPEN_DISPUTES,
    );
    if (id === null) throw conflict(DISPUTE_MESSAGES.tooManyOpen);
    const { rows } = await figures.disputes(auth.factoryId, { workerId }, { page: 0, size: MINE_LIMIT });
    const asked = rows.find((row) => row.id === id);
    if (!asked) throw notFound(DISPUTE_MESSAGES.notFound(id));
    return toDispute(asked, true);
  }

  /**
   * The worker's own questions, newest first; reading them marks the answers among them seen (an answer to a
   * question past the last shown stays unread).
   */
  async function mine(auth: AuthContext): Promise<Dispute[]> {
    const workerId = await requireWorker(auth);
    const { rows } = await figures.disputes(auth.factoryId, { workerId }, { page: 0, size: MINE_LIMIT });
    await repo.markAnswersSeen(
      db,
      auth.factoryId,
      workerId,
      rows.map((row) => row.id),
    );
    return rows.sort((a, b) => b.id - a.id).map((row) => toDispute(row, true));
  }

  /** How many answers the worker has not read (their pay link's badge); reading does not mark them. */
  async function unseen(auth: AuthContext): Promise<{ answers: number }> {
    const workerId = await requireWorker(auth);
    return { answers: await repo.countUnseenAnswers(db, auth.factoryId, workerId) };
  }

  async function list(auth: AuthContext, query: DisputeQuery): Promise<Page<Dispute>> {
    const filter = await scopeFilter(auth, query.deptId);
    const { rows, total } = await figures.disputes(
      auth.factoryId,
      { ...filter, status: query.status },
      query,
    );
    return { content: rows.map((row) => toDispute(row, false)), totalElements: total };
  }

  async function count(auth: AuthContext): Promise<{ open: number }> {
    return { open: await repo.countOpen(db, auth.factoryId, await scopeFilter(auth)) };
  }

  /** A supervisor answers a question of a worker they may see; another's does not exist. */
  async function answer(auth: AuthContext, id: number, body: DisputeAnswer): Promise<void> {
    const workerId = await repo.workerOf(db, auth.factoryId, id);
    const worker = workerId === null ? null : await figures.member(auth.factoryId, workerId);
    if (!worker || !canSee(await depts.visibleDepts(auth), worker.deptId))
      throw notFound(DISPUTE_MESSAGES.notFound(id));
    await repo.answerDispute(db, auth.factoryId, id, body.answer, auth.memberId);
  }

  return { ask, mine, unseen, list, count, answer };
}

export type DisputeService = ReturnType<typeof createDisputeService>;
