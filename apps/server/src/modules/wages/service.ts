import type {
  WageAdjustment,
  WageAdjustmentQuery,
  WageDetail,
  WageDetailQuery,
  WageQuery,
  WageRow,
  WageSettleInput,
  WageSettlement,
  WageSettlementDetail,
  WageSettlementPage,
} from '@gbo/contracts';
import type { wageAdjustmentInputSchema } from '@gbo/contracts';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { MONEY_FORMAT, type XlsxColumn, xlsxStream } from '../../lib/xlsx';
import { type AuthContext, hasAnyAuthority } from '../../plugins/auth';
import { canSee, type VisibleDepts, visibleDepts } from '../depts/data-scope';
import type { FactoryService } from '../factory/service';
import { memberHoldsAny } from '../roles/service';
import * as repo from './repository';

export const WAGE_MESSAGES = {
  workerNotFound: (id: number) => `workerId: person ${id} does not exist`,
  deptNotFound: (id: number) => `deptId: department ${id} does not exist`,
  ownOnly: 'You may see only your own wage',
  notAWorker: 'Only a worker paid by the piece (scan:self) or the payroll (wage:list) reads wages',
  adjustmentNotFound: (id: number) => `Wage adjustment ${id} does not exist`,
  monthSettled: (month: string) => `month: ${month} is settled for this person; its adjustments are final`,
  adjustmentSettled: (id: number) => `Wage adjustment ${id} is settled: it can no longer be changed`,
  notOver: (today: string) => `to: a period is settled once it is over; choose a day before today (${today})`,
  wholeFactory: 'deptId: you may settle only the departments you see; choose one',
  nothingToSettle: (from: string, to: string) =>
    `Nothing to settle from ${from} to ${to}: it is settled already or has no scans`,
  settlementNotFound: (id: number) => `Settlement ${id} does not exist`,
  notAPieceWorker: (name: string) => `workerId: ${name} is not a piece-rate worker`,
} as const;

/** Those paid by the piece (scan:self) may read their own wage. */
const PIECE_WORKER = 'scan:self';
const PAYROLL = 'wage:list';

/** One row of the payroll workbook: a worker, or the totals of all of them. */
type PayrollRow = WageRow | { totals: Awaited<ReturnType<typeof repo.sumWages>> };

const money = (text: string | null) => (text === null ? null : Number(text));
const PAYROLL_COLUMNS: XlsxColumn<PayrollRow>[] = [
  { header: 'Job number', width: 12, value: (r) => ('totals' in r ? 'Total' : r.jobNumber) },
  { header: 'Name', width: 16, value: (r) => ('totals' in r ? null : r.name) },
  { header: 'Department', width: 16, value: (r) => ('totals' in r ? null : r.deptName) },
  { header: 'Pieces', width: 10, value: (r) => ('totals' in r ? r.totals.qty : r.qty) },
  {
    header: 'Piece wage',
    width: 12,
    value: (r) => money('totals' in r ? r.totals.amount : r.amount),
    numFmt: MONEY_FORMAT,
  },
  {
    header: 'Adjustments',
    width: 12,
    value: (r) => money('totals' in r ? r.totals.adjustments : r.adjustments),
    numFmt: MONEY_FORMAT,
  },
  {
    header: 'Total',
    width: 12,
    value: (r) => money('totals' in r ? r.totals.total : r.total),
    numFmt: MONEY_FORMAT,
  },
  { header: 'Settled pieces', width: 14, value: (r) => ('totals' in r ? null : r.settledQty) },
];

/** An adjustment as the route validated it. */
type AdjustmentBody = ReturnType<typeof wageAdjustmentInputSchema.parse>;

/** `YYYY-MM` → its first day. */
const firstDay = (month: string) => `${month}-01`;

export function createWageService({ db, factory }: { db: Db; factory: FactoryService }) {
  /** The filter a wage:list reader's data scope allows (a line supervisor: their departments' people). */
  async function scopeFilter(auth: AuthContext, deptId?: number): Promise<repo.WorkerFilter> {
    const visible = await visibleDepts(db, auth);
    if (deptId !== undefined) {
      if (!(await repo.deptExists(db, auth.factoryId, deptId)) || !canSee(visible, deptId))
        throw notFound(WAGE_MESSAGES.deptNotFound(deptId));
    }
    return {
      ...(deptId === undefined ? {} : { deptId }),
      ...(visible === 'all' ? {} : { deptIds: visible }),
    };
  }

  /** A person the caller may see (404 otherwise, as in the people list). */
  async function visibleWorker(auth: AuthContext, workerId: number, visible?: VisibleDepts) {
    const worker = await repo.findWorker(db, auth.factoryId, workerId);
    if (!worker || !canSee(visible ?? (await visibleDepts(db, auth)), worker.deptId))
      throw notFound(WAGE_MESSAGES.workerNotFound(workerId));
    return worker;
  }

  async function list(auth: AuthContext, query: WageQuery): Promise<WageRow[]> {
    return repo.findWages(db, auth.factoryId, query, await scopeFilter(auth, query.deptId));
  }

  /**
   * One worker's wage for a period. The payroll (wage:list) reads anyone in its data scope; a worker paid by
   * the piece only themselves, without money when the factory hides rates from workers.
   */
  async function detail(auth: AuthContext, workerId: number, query: WageDetailQuery): Promise<WageDetail> {
    const held = await auth.authorities();
    const payroll = hasAnyAuthority(held, [PAYROLL]);
    let showMoney = true;
    if (!payroll) {
      if (!hasAnyAuthority(held, [PIECE_WORKER])) throw forbidden(WAGE_MESSAGES.notAWorker);
      if (workerId !== auth.memberId) throw forbidden(WAGE_MESSAGES.ownOnly);
      showMoney =
        hasAnyAuthority(held, ['scan:list', 'scan:add']) ||
        (await factory.getSettings(auth, auth.factoryId)).showRatesToWorkers;
    }
    // The payroll sees the people of its data scope; a worker is themselves.
    const worker = await visibleWorker(auth, workerId, payroll ? undefined : 'all');
    const [row] = await repo.findWages(db, auth.factoryId, query, { workerId });
    const m = (text: string) => (showMoney ? text : null);
    const items = await repo.findWageItems(db, auth.factoryId, workerId, query);
    const days = await repo.findWageDays(db, auth.factoryId, workerId, query);
    const adjustments = await repo.findAdjustments(db, auth.factoryId, query, { workerId });
    return {
      worker: { id: worker.id, name: worker.name, jobNumber: worker.jobNumber, deptName: worker.deptName },
      from: query.from,
      to: query.to,
      qty: row?.qty ?? 0,
      amount: m(row?.amount ?? '0.00'),
      adjustments: m(row?.adjustments ?? '0.00'),
      total: m(row?.total ?? '0.00'),
      settledQty: row?.settledQty ?? 0,
      items: items.map((item) => ({ ...item, rate: m(item.rate), amount: m(item.amount) })),
      days: days.map((day) => ({ ...day, amount: m(day.amount) })),
      adjustmentItems: showMoney
        ? adjustments.map(({ id, month, kind, amount, note, settlementId }) => ({
            id,
            month,
            kind,
            amount,
            note,
            settlementId,
          }))
        : [],
      settled: await repo.findWorkerSettlements(db, auth.factoryId, workerId, query),
    };
  }

  /** The signed-in person's own wage (`api/wages/me`): the member id of the session. */
  function mine(auth: AuthContext, query: WageDetailQuery): Promise<WageDetail> {
    if (auth.memberId === null) throw forbidden(WAGE_MESSAGES.notAWorker);
    return detail(auth, auth.memberId, query);
  }

  /** The payroll of a period as a workbook: a row per worker and a totals row summed by PostgreSQL. */
  async function workbook(auth: AuthContext, query: WageQuery): Promise<Readable> {
    const filter = await scopeFilter(auth, query.deptId);
    const rows = await repo.findWages(db, auth.factoryId, query, filter);
    const totals = await repo.sumWages(db, auth.factoryId, query, filter);
    return xlsxStream<PayrollRow>(
      {
        name: `Payroll ${query.from} to ${query.to}`.slice(0, 31),
        columns: PAYROLL_COLUMNS,
        timeZone: auth.timeZone,
      },
      [rows, [{ totals }]],
    );
  }

  // ─── Adjustments ─────────────────────────────────────────────────────────────────────────────

  const toAdjustment = ({ deptId: _deptId, createTime, ...row }: repo.AdjustmentRow): WageAdjustment => ({
    ...row,
    createTime: createTime.toISOString(),
  });

  async function adjustments(auth: AuthContext, query: WageAdjustmentQuery): Promise<WageAdjustment[]> {
    const filter = await scopeFilter(auth);
    if (query.workerId !== undefined) await visibleWorker(auth, query.workerId);
    const month = firstDay(query.month);
    const rows = await repo.findAdjustments(
      db,
      auth.factoryId,
      { from: month, to: month },
      { ...filter, ...(query.workerId === undefined ? {} : { workerId: query.workerId }) },
    );
    return rows.map(toAdjustment);
  }

  /** An adjustment the caller may see (404 otherwise). */
  async function adjustmentOf(auth: AuthContext, id: number) {
    const row = await repo.findAdjustment(db, auth.factoryId, id);
    if (!row || !canSee(await visibleDepts(db, auth), row.deptId))
      throw notFound(WAGE_MESSAGES.adjustmentNotFound(id));
    return row;
  }

  const valuesOf = (input: AdjustmentBody): repo.AdjustmentValues => ({
    workerId: input.workerId,
    month: firstDay(input.month),
    kind: input.kind,
    amount: input.amount,
    note: input.note,
  });

  /** A person the caller may see who is paid by the piece: only their wage has adjustments (400 otherwise). */
  async function adjustableWorker(auth: AuthContext, workerId: number) {
    const worker = await visibleWorker(auth, workerId);
    if (!(await memberHoldsAny(db, auth.factoryId, workerId, [PIECE_WORKER], { granted: true })))
      throw badRequest(WAGE_MESSAGES.notAPieceWorker(worker.name));
    return worker;
  }

  const describe = (row: repo.AdjustmentRow) =>
    `#${row.id} (${row.workerName} ${row.month} ${row.kind} ${row.amount})`;

  /** Adds an adjustment; refused (409) when the worker's month is settled. Runs in the route's transaction. */
  async function addAdjustment(
    auth: AuthContext,
    input: AdjustmentBody,
  ): Promise<{ adjustment: WageAdjustment; subject: string }> {
    await adjustableWorker(auth, input.workerId);
    await repo.lockWages(db, auth.factoryId);
    const id = await repo.insertAdjustment(db, auth.factoryId, valuesOf(input), auth.memberId);
    if (id === null) throw conflict(WAGE_MESSAGES.monthSettled(input.month));
    const row = await adjustmentOf(auth, id);
    return { adjustment: toAdjustment(row), subject: describe(row) };
  }

  async function updateAdjustment(
    auth: AuthContext,
    id: number,
    input: AdjustmentBody,
  ): Promise<{ adjustment: WageAdjustment; subject: string }> {
    await adjustmentOf(auth, id);
    await adjustableWorker(auth, input.workerId);
    await repo.lockWages(db, auth.factoryId);
    if (!(await repo.updateAdjustment(db, auth.factoryId, id, valuesOf(input)))) {
      const now = await adjustmentOf(auth, id);
      throw conflict(
        now.settlementId !== null
          ? WAGE_MESSAGES.adjustmentSettled(id)
          : WAGE_MESSAGES.monthSettled(input.month),
      );
    }
    const row = await adjustmentOf(auth, id);
    return { adjustment: toAdjustment(row), subject: describe(row) };
  }

  async function deleteAdjustment(auth: AuthContext, id: number): Promise<string> {
    const row = await adjustmentOf(auth, id);
    await repo.lockWages(db, auth.factoryId);
    if (!(await repo.deleteAdjustment(db, auth.factoryId, id)))
      throw conflict(WAGE_MESSAGES.adjustmentSettled(id));
    return describe(row);
  }

  // ─── Settlements ─────────────────────────────────────────────────────────────────────────────

  const toSettlement = ({ createTime, ...row }: repo.SettlementRow): WageSettlement => ({
    ...row,
    createTime: createTime.toISOString(),
  });

  async function settlementDetail(auth: AuthContext, id: number): Promise<WageSettlementDetail> {
    const row = await repo.findSettlement(db, auth.factoryId, id);
    const visible = await visibleDepts(db, auth);
    // A caller scoped to departments reads the settlements of those departments only (not the factory's).
    if (!row || !canSee(visible, row.deptId)) throw notFound(WAGE_MESSAGES.settlementNotFound(id));
    const lines = await repo.findSettlementLines(db, auth.factoryId, id);
    return {
      ...toSettlement(row),
      // A line supervisor sees the lines of their departments' people only.
      lines: lines.filter((line) => canSee(visible, line.deptId)).map(({ deptId: _deptId, ...line }) => line),
    };
  }

  /**
   * Settles a period (for the factory, or a department's people): its unsettled valid scans and adjustments
   * are marked with the new settlement and frozen, and each worker's figures kept. Only a period that is over
   * (before the factory's today); nothing left to settle is a 409. Runs in the route's transaction, under the
   * factory's wage lock.
   */
  async function settle(
    auth: AuthContext,
    input: WageSettleInput,
  ): Promise<{ settlement: WageSettlementDetail; subject: string }> {
    const visible = await visibleDepts(db, auth);
    if (input.deptId !== undefined) {
      if (!(await repo.deptExists(db, auth.factoryId, input.deptId)) || !canSee(visible, input.deptId))
        throw notFound(WAGE_MESSAGES.deptNotFound(input.deptId));
    } else if (visible !== 'all') {
      throw forbidden(WAGE_MESSAGES.wholeFactory);
    }
    const today = await repo.todayIn(db, auth.timeZone);
    if (input.to >= today) throw badRequest(WAGE_MESSAGES.notOver(today));
    await repo.lockWages(db, auth.factoryId);
    const me = auth.memberId === null ? null : await repo.findWorker(db, auth.factoryId, auth.memberId);
    const { id, workers } = await repo.settle(db, auth.factoryId, {
      from: input.from,
      to: input.to,
      deptId: input.deptId ?? null,
      createdBy: auth.memberId,
      createdByName: me?.name ?? null,
    });
    // The route's transaction rolls the empty settlement back.
    if (workers === 0) throw conflict(WAGE_MESSAGES.nothingToSettle(input.from, input.to));
    const settlement = await settlementDetail(auth, id);
    return {
      settlement,
      subject: `#${id} (${input.from} to ${input.to}${settlement.deptName ? `, ${settlement.deptName}` : ''}: ${workers} people, ${settlement.total})`,
    };
  }

  async function settlements(
    auth: AuthContext,
    query: { page: number; size: number },
  ): Promise<WageSettlementPage> {
    const visible = await visibleDepts(db, auth);
    const { rows, total } = await repo.findSettlementPage(
      db,
      auth.factoryId,
      query.page * query.size,
      query.size,
      visible === 'all' ? undefined : visible,
    );
    return { content: rows.map(toSettlement), totalElements: total };
  }

  return {
    list,
    detail,
    mine,
    workbook,
    adjustments,
    addAdjustment,
    updateAdjustment,
    deleteAdjustment,
    settle,
    settlements,
    settlementDetail,
  };
}

export type WageService = ReturnType<typeof createWageService>;
