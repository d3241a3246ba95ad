import { createHash, randomBytes } from 'node:crypto';
import {
  type Board,
  type BoardLink,
  type BoardLinkInput,
  efficiencyOf,
  type IssuedBoardLink,
} from '@gbo/contracts';
import type { Db } from '../../db/client';
import { inReadSnapshot } from '../../db/read-snapshot';
import type { AuthContext } from '../../lib/auth-context';
import { HttpError, notFound } from '../../lib/http-error';
import { msg } from '../../lib/messages';
import { type AttendanceService, linePlan } from '../attendance';
import { canSee, type DeptService } from '../depts';
import type { FactoryService } from '../factory';
import { type Figures, slowestProcess } from '../figures';
import * as repo from './repository';

export const BOARD_MESSAGES = {
  linkNotFound: (id: number) => msg('board.linkNotFound', { id }),
  deptNotFound: (id: number) => msg('board.deptNotFound', { id }),
  invalidKey: msg('board.invalidKey'),
} as const;

/** How far back a bundle a line scanned counts as in its hands (for the work waiting at each process). */
const IN_HAND_DAYS = 7;
/** How many workers the board names. */
const TOP_WORKERS = 5;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const clockText = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * Line boards (docs/design.md §11): administrators issue display links for a line and revoke them; a board
 * reads its line's day with the key alone.
 */
export function createBoardService({
  db,
  factory,
  depts,
  attendance,
  figures,
}: {
  db: Db;
  factory: Pick<FactoryService, 'get'>;
  depts: Pick<DeptService, 'find' | 'visibleDepts' | 'names'>;
  attendance: Pick<AttendanceService, 'lineToday'>;
  figures: Figures;
}) {
  /** Links as the list shows them, with their line's and issuer's names. */
  async function named(factoryId: number, rows: repo.LinkRow[]): Promise<BoardLink[]> {
    const lines = new Map(
      (await depts.names(factoryId, [...new Set(rows.map((r) => r.deptId))])).map((d) => [d.id, d.name]),
    );
    const issuers = await figures.namesOf(factoryId, {
      workerIds: [...new Set(rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])))],
      deptIds: [],
    });
    return rows.map(({ createdBy, ...row }) => ({
      ...row,
      deptName: lines.get(row.deptId) ?? '',
      createdByName: createdBy === null ? null : (issuers.workers.get(createdBy) ?? null),
      createTime: row.createTime.toISOString(),
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
    }));
  }

  async function list(auth: AuthContext): Promise<BoardLink[]> {
    return named(auth.factoryId, await repo.findLinks(db, auth.factoryId, await depts.visibleDepts(auth)));
  }

  /** A new link for a line the caller may see: its key is answered this once. */
  async function issue(auth: AuthContext, input: BoardLinkInput): Promise<IssuedBoardLink> {
    const dept = await depts.find(auth.factoryId, input.deptId);
    if (!dept || !canSee(await depts.visibleDepts(auth), dept.id))
      throw notFound(BOARD_MESSAGES.deptNotFound(input.deptId));
    const key = randomBytes(32).toString('base64url');
    const id = await repo.insertLink(db, auth.factoryId, {
      deptId: dept.id,
      name: input.name ?? null,
      keyHash: hashOf(key),
      createdBy: auth.memberId,
    });
    const [link] = await named(
      auth.factoryId,
      (await repo.findLinks(db, auth.factoryId, [dept.id])).filter((row) => row.id === id),
    );
    if (!link) throw notFound(BOARD_MESSAGES.linkNotFound(id));
    return { ...link, key };
  }

  async function revoke(auth: AuthContext, id: number): Promise<void> {
    const visible = await depts.visibleDepts(auth);
    const link = (await repo.findLinks(db, auth.factoryId, visible)).find((row) => row.id === id);
    if (!link || !(await repo.revokeLink(db, auth.factoryId, id)))
      throw notFound(BOARD_MESSAGES.linkNotFound(id));
  }

  /**
   * The link a key opens, of a factory that may still be used (enabled, not expired, as its sessions); a
   * wrong, revoked or stale key is a 401 that names no factory.
   */
  async function linkOfKey(key: string) {
    const link = await repo.findLiveLink(db, hashOf(key));
    if (!link) throw new HttpError(401, BOARD_MESSAGES.invalidKey);
    const owner = await factory.get(link.factoryId);
    const expired = owner.endTime !== null && Date.parse(owner.endTime) <= Date.now();
    if (!owner.enabled || expired) throw new HttpError(401, BOARD_MESSAGES.invalidKey);
    return { ...link, factoryName: owner.name, timeZone: owner.timeZone };
  }

  /** The line's day so far, as its board shows it. */
  async function board(key: string): Promise<Board> {
    const link = await linkOfKey(key);
    await repo.touchLink(db, link.factoryId, link.id);
    // The line's figures in one snapshot, without PostgreSQL's JIT: the work-in-hand statement is estimated
    // far costlier than it runs (the planner takes the style's unfinished and lately scanned bundles for
    // independent), and compiling it took 0.4 s of a 1 ms statement.
    return inReadSnapshot(db, async () => {
      const dept = await depts.find(link.factoryId, link.deptId);
      if (!dept) throw new HttpError(401, BOARD_MESSAGES.invalidKey);
      const line = { deptId: dept.id };
      const today = await attendance.lineToday(link.factoryId, link.timeZone, dept.id);
      const style = await figures.styleOfTheDay(link.factoryId, today.today, line);
      const samTotal = style?.samTotal ? Number(style.samTotal) : null;
      const outputs = await figures.outputByHour(link.factoryId, today.today, line, style?.styleId ?? null);
      const scanned = await figures.workerHours(link.factoryId, { from: today.today, to: today.today }, line);
      const plan = linePlan({ ...today, samTotal, outputs, scanned });

      const inHand = style
        ? await figures.processesInHand(
            link.factoryId,
            style.styleId,
            line,
            daysBefore(today.today, IN_HAND_DAYS - 1),
          )
        : { pieces: 0, processes: [] };
      const wip = inHand.processes.map((p, i) => ({
        seq: p.seq,
        name: p.name,
        wip: Math.max(0, (i === 0 ? inHand.pieces : (inHand.processes[i - 1]?.done ?? 0)) - p.done),
      }));
      const slowest = slowestProcess(inHand.processes.map((p) => ({ ...p, doneQty: p.done })));

      const top = [...plan.workers]
        .sort((a, b) => b.earned - a.earned || b.qty - a.qty)
        .slice(0, TOP_WORKERS);
      const names = await figures.namesOf(link.factoryId, {
        workerIds: top.map((w) => w.workerId),
        deptIds: [],
      });
      const quality = await figures.qualitySummary(
        link.factoryId,
        { from: today.today, to: today.today, groupBy: 'dept' },
        false,
      );
      const lineQuality = quality.find((row) => row.key === String(dept.id) && row.inspected > 0);

      return {
        line: { id: dept.id, name: dept.name },
        factoryName: link.factoryName,
        workDate: today.today,
        time: clockText(today.minute),
        shift: today.shift,
        targetEfficiency: today.targetEfficiency,
        style: style && { styleNo: style.styleNo, name: style.name, samTotal: style.samTotal },
        workers: plan.workerCount,
        hours: plan.hours,
        output: plan.output,
        target: plan.target,
        earnedMinutes: plan.earnedMinutes,
        attendedMinutes: plan.attendedMinutes,
        efficiency: efficiencyOf(plan.earnedMinutes, plan.attendedMinutes),
        wip,
        slowest: slowest && { seq: slowest.seq, name: slowest.name, done: slowest.done },
        topWorkers: top.map((w) => ({
          name: names.workers.get(w.workerId) ?? '',
          qty: w.qty,
          earnedMinutes: w.earned,
          efficiency: efficiencyOf(w.earned, w.attended),
        })),
        dhu: lineQuality?.dhu ?? null,
      };
    });
  }

  return { list, issue, revoke, linkOfKey, board };
}

export type BoardService = ReturnType<typeof createBoardService>;
