import type {
  WageAdjustment,
  wageAdjustmentInputSchema,
  WageAdjustmentQuery,
  WageDetail,
  WageDetailQuery,
  WageNotice,
  WageNoticesSeen,
  WageQuery,
  WageRow,
  WageSettleInput,
  WageSettlement,
  WageSettlementDetail,
  WageSettlementPage,
} from '@gbo/contracts';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { factoryToday } from '../../lib/work-date';
import { keysetBatches } from '../../lib/keyset';
import {
  moneyColumn,
  XLSX_WORDS,
  type XlsxBookOptions,
  type XlsxColumn,
  xlsxBook,
  xlsxPart,
  xlsxStream,
} from '../../lib/xlsx';
import { type AuthContext, hasAnyAuthority } from '../../lib/auth-context';
import { canSee, type DeptService, type VisibleDepts } from '../depts';
import type { FactoryService } from '../factory';
import type { RoleService } from '../roles';
import * as repo from './repository';
import type {
  AdjustmentExportRow,
  AdjustmentRow,
  Figures,
  SettlementLineRow,
  SettlementRow,
} from '../figures';
import type { MemberFilter } from '../people';
import type { ScanService } from '../scans';
import { msg, type Words } from '../../lib/messages';

export const WAGE_MESSAGES = {
  workerNotFound: (id: number) => msg('wages.workerNotFound', { id }),
  deptNotFound: (id: number) => msg('wages.deptNotFound', { id }),
  ownOnly: msg('wages.ownOnly'),
  notAWorker: msg('wages.notAWorker'),
  adjustmentNotFound: (id: number) => msg('wages.adjustmentNotFound', { id }),
  monthSettled: (month: string) => msg('wages.monthSettled', { month }),
  adjustmentSettled: (id: number) => msg('wages.adjustmentSettled', { id }),
  byInspection: (id: number, inspectionId: number) => msg('wages.byInspection', { id, inspectionId }),
  notOver: (today: string) => msg('wages.notOver', { today }),
  wholeFactory: msg('wages.wholeFactory'),
  nothingToSettle: (from: string, to: string) => msg('wages.nothingToSettle', { from, to }),
  settlementNotFound: (id: number) => msg('wages.settlementNotFound', { id }),
  notAPieceWorker: (name: string) => msg('wages.notAPieceWorker', { name }),
} as const;

/** Those paid by the piece (scan:self) may read their own wage. */
const PIECE_WORKER = 'scan:self';
const PAYROLL = 'wage:list';

/** One row of the payroll workbook: a worker, or the totals of all of them. */
type PayrollRow = WageRow | { totals: Awaited<ReturnType<Figures['sumWages']>> };

const PAYROLL_COLUMNS: XlsxColumn<PayrollRow>[] = [
  {
    header: { en: 'Job number', 'zh-CN': '工号' },
    width: 12,
    value: (r) => ('totals' in r ? XLSX_WORDS.total : r.jobNumber),
  },
  { header: { en: 'Name', 'zh-CN': '姓名' }, width: 16, value: (r) => ('totals' in r ? null : r.name) },
  {
    header: { en: 'Department', 'zh-CN': '部门' },
    width: 16,
    value: (r) => ('totals' in r ? null : r.deptName),
  },
  {
    header: { en: 'Pieces', 'zh-CN': '件数' },
    width: 10,
    value: (r) => ('totals' in r ? r.totals.qty : r.qty),
  },
  moneyColumn({ en: 'Piece wage', 'zh-CN': '计件工资' }, 12, (r) =>
    'totals' in r ? r.totals.amount : r.amount,
  ),
  moneyColumn({ en: 'Adjustments', 'zh-CN': '调整' }, 12, (r) =>
    'totals' in r ? r.totals.adjustments : r.adjustments,
  ),
  moneyColumn({ en: 'Total', 'zh-CN': '合计' }, 12, (r) => ('totals' in r ? r.totals.total : r.total)),
  {
    header: { en: 'Settled pieces', 'zh-CN': '已结算件数' },
    width: 14,
    value: (r) => ('totals' in r ? null : r.settledQty),
  },
];

const WHOLE_FACTORY = { en: 'Whole factory', 'zh-CN': '全厂' };

/** The factory export's "Settlements" sheet: a row per settlement, its figures as PostgreSQL summed them. */
const SETTLEMENT_COLUMNS: XlsxColumn<SettlementRow>[] = [
  { header: { en: 'Settlement', 'zh-CN': '结算单' }, width: 10, value: (r) => r.id },
  { header: { en: 'From', 'zh-CN': '开始日期' }, width: 12, value: (r) => r.from },
  { header: { en: 'To', 'zh-CN': '结束日期' }, width: 12, value: (r) => r.to },
  { header: { en: 'Department', 'zh-CN': '部门' }, width: 16, value: (r) => r.deptName ?? WHOLE_FACTORY },
  { header: { en: 'People', 'zh-CN': '人数' }, width: 8, value: (r) => r.workerCount },
  { header: { en: 'Pieces', 'zh-CN': '件数' }, width: 10, value: (r) => r.qty },
  moneyColumn({ en: 'Piece wage', 'zh-CN': '计件工资' }, 12, (r) => r.amount),
  moneyColumn({ en: 'Adjustments', 'zh-CN': '调整' }, 12, (r) => r.adjustments),
  moneyColumn({ en: 'Total', 'zh-CN': '合计' }, 12, (r) => r.total),
  { header: { en: 'Settled by', 'zh-CN': '结算人' }, width: 16, value: (r) => r.createdByName },
  { header: { en: 'Settled at', 'zh-CN': '结算时间' }, width: 20, value: (r) => r.createTime },
];

/** The "Settlement lines" sheet: what each settlement paid each worker. */
const SETTLEMENT_LINE_COLUMNS: XlsxColumn<SettlementLineRow>[] = [
  { header: { en: 'Settlement', 'zh-CN': '结算单' }, width: 10, value: (r) => r.settlementId },
  { header: { en: 'From', 'zh-CN': '开始日期' }, width: 12, value: (r) => r.from },
  { header: { en: 'To', 'zh-CN': '结束日期' }, width: 12, value: (r) => r.to },
  { header: { en: 'Job number', 'zh-CN': '工号' }, width: 12, value: (r) => r.jobNumber },
  { header: { en: 'Name', 'zh-CN': '姓名' }, width: 16, value: (r) => r.name },
  { header: { en: 'Department', 'zh-CN': '部门' }, width: 16, value: (r) => r.deptName },
  { header: { en: 'Pieces', 'zh-CN': '件数' }, width: 10, value: (r) => r.qty },
  moneyColumn({ en: 'Piece wage', 'zh-CN': '计件工资' }, 12, (r) => r.amount),
  moneyColumn({ en: 'Adjustments', 'zh-CN': '调整' }, 12, (r) => r.adjustments),
  moneyColumn({ en: 'Total', 'zh-CN': '合计' }, 12, (r) => r.total),
];

const ADJUSTMENT_KINDS: Record<AdjustmentExportRow['kind'], Words> = {
  subsidy: { en: 'Subsidy', 'zh-CN': '补贴' },
  bonus: { en: 'Bonus', 'zh-CN': '奖金' },
  deduction: { en: 'Deduction', 'zh-CN': '扣款' },
};

/** The "Adjustments" sheet: a row per wage adjustment, its amount as entered (a deduction subtracts). */
const ADJUSTMENT_COLUMNS: XlsxColumn<AdjustmentExportRow>[] = [
  { header: { en: 'Adjustment', 'zh-CN': '调整编号' }, width: 10, value: (r) => r.id },
  { header: { en: 'Month', 'zh-CN': '月份' }, width: 9, value: (r) => r.month },
  { header: { en: 'Job number', 'zh-CN': '工号' }, width: 12, value: (r) => r.jobNumber },
  { header: { en: 'Name', 'zh-CN': '姓名' }, width: 16, value: (r) => r.workerName },
  { header: { en: 'Kind', 'zh-CN': '类型' }, width: 10, value: (r) => ADJUSTMENT_KINDS[r.kind] },
  moneyColumn({ en: 'Amount', 'zh-CN': '金额' }, 12, (r) => r.amount),
  { header: { en: 'Note', 'zh-CN': '备注' }, width: 30, value: (r) => r.note },
  { header: { en: 'QC inspection', 'zh-CN': '质检记录' }, width: 10, value: (r) => r.inspectionId },
  { header: { en: 'Settlement', 'zh-CN': '结算单' }, width: 10, value: (r) => r.settlementId },
  { header: { en: 'Entered by', 'zh-CN': '录入人' }, width: 16, value: (r) => r.createdByName },
  { header: { en: 'Entered at', 'zh-CN': '录入时间' }, width: 20, value: (r) => r.createTime },
];

/** An adjustment as the route validated it. */
type AdjustmentBody = ReturnType<typeof wageAdjustmentInputSchema.parse>;

/** `YYYY-MM` → its first day. */
const firstDay = (month: string) => `${month}-01`;

export function createWageService({
  db,
  factory,
  figures,
  scans,
  depts,
  roles,
}: {
  db: Db;
  factory: FactoryService;
  figures: Figures;
  scans: ScanService;
  /** The data scope: which departments' people the caller sees. */
  depts: Pick<DeptService, 'visibleDepts'>;
  /** Who is paid by the piece (holds scan:self). */
  roles: Pick<RoleService, 'memberHoldsAny'>;
}) {
  /** The filter a wage:list reader's data scope allows (a line supervisor: their departments' people). */
  async function scopeFilter(auth: AuthContext, deptId?: number): Promise<MemberFilter> {
    const visible = await depts.visibleDepts(auth);
    if (deptId !== undefined) {
      if (!(await figures.deptExists(auth.factoryId, deptId)) || !canSee(visible, deptId))
        throw notFound(WAGE_MESSAGES.deptNotFound(deptId));
    }
    return {
      ...(deptId === undefined ? {} : { deptId }),
      ...(visible === 'all' ? {} : { deptIds: visible }),
    };
  }

  /** A person the caller may see (404 otherwise, as in the people list). */
  async function visibleWorker(auth: AuthContext, workerId: number, visible?: VisibleDepts) {
    const worker = await figures.member(auth.factoryId, workerId);
    if (!worker || !canSee(visible ?? (await depts.visibleDepts(auth)), worker.deptId))
      throw notFound(WAGE_MESSAGES.workerNotFound(workerId));
    return worker;
  }

  async function list(auth: AuthContext, query: WageQuery): Promise<WageRow[]> {
    return figures.wages(auth.factoryId, query, await scopeFilter(auth, query.deptId));
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
      showMoney = await workerSeesMoney(auth, held);
    }
    // The payroll sees the people of its data scope; a worker is themselves.
    const worker = await visibleWorker(auth, workerId, payroll ? undefined : 'all');
    const [row] = await figures.wages(auth.factoryId, query, { workerId });
    const m = (text: string) => (showMoney ? text : null);
    const items = await figures.wageItems(auth.factoryId, workerId, query);
    const days = await figures.wageDays(auth.factoryId, workerId, query);
    const adjustments = await figures.adjustments(auth.factoryId, query, { workerId });
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

  /**
   * Whether a worker paid by the piece reading their own pay sees money (403 for anyone else): not when the
   * factory hides rates from workers, unless they also work the scan records.
   */
  async function workerSeesMoney(auth: AuthContext, held: Awaited<ReturnType<AuthContext['authorities']>>) {
    if (!hasAnyAuthority(held, [PIECE_WORKER])) throw forbidden(WAGE_MESSAGES.notAWorker);
    return (
      hasAnyAuthority(held, ['scan:list', 'scan:add']) ||
      (await factory.getSettings(auth, auth.factoryId)).showRatesToWorkers
    );
  }

  /** The signed-in worker's member id and whether they see money (403 for anyone not paid by the piece). */
  async function ownWorker(auth: AuthContext): Promise<{ workerId: number; showMoney: boolean }> {
    if (auth.memberId === null) throw forbidden(WAGE_MESSAGES.notAWorker);
    return { workerId: auth.memberId, showMoney: await workerSeesMoney(auth, await auth.authorities()) };
  }

  /** The worker's adjustments made or changed since they last saw them (amounts hidden as on their page). */
  async function notices(auth: AuthContext): Promise<WageNotice[]> {
    const { workerId, showMoney } = await ownWorker(auth);
    const rows = await repo.unseenAdjustments(db, auth.factoryId, workerId);
    return rows.map((row) => ({
      ...row,
      amount: showMoney ? row.amount : null,
      createTime: row.createTime.toISOString(),
    }));
  }

  /** Marks the worker's own notices shown seen, each as it was shown (anyone else's change nothing). */
  async function seeNotices(auth: AuthContext, shown: WageNoticesSeen['seen']): Promise<void> {
    const { workerId } = await ownWorker(auth);
    await repo.markAdjustmentsSeen(db, auth.factoryId, workerId, shown);
  }

  /** The signed-in person's own wage (`api/wages/me`): the member id of the session. */
  function mine(auth: AuthContext, query: WageDetailQuery): Promise<WageDetail> {
    if (auth.memberId === null) throw forbidden(WAGE_MESSAGES.notAWorker);
    return detail(auth, auth.memberId, query);
  }

  /** The payroll of a period as a workbook: a row per worker and a totals row summed by PostgreSQL. */
  async function workbook(
    auth: AuthContext,
    query: WageQuery,
    options: XlsxBookOptions = {},
  ): Promise<Readable> {
    const filter = await scopeFilter(auth, query.deptId);
    const rows = await figures.wages(auth.factoryId, query, filter);
    const totals = await figures.sumWages(auth.factoryId, query, filter);
    return xlsxStream<PayrollRow>(
      {
        name: {
          // 31 characters, Excel's most for a sheet's name: the whole period, never cut short.
          en: `Payroll ${query.from} – ${query.to}`,
          'zh-CN': `工资表 ${query.from} 至 ${query.to}`,
        },
        columns: PAYROLL_COLUMNS,
        timeZone: auth.timeZone,
      },
      [rows, [{ totals }]],
      options,
    );
  }

  // ─── Adjustments ─────────────────────────────────────────────────────────────────────────────

  const toAdjustment = ({ deptId: _deptId, createTime, ...row }: AdjustmentRow): WageAdjustment => ({
    ...row,
    createTime: createTime.toISOString(),
  });

  async function adjustments(auth: AuthContext, query: WageAdjustmentQuery): Promise<WageAdjustment[]> {
    const filter = await scopeFilter(auth);
    if (query.workerId !== undefined) await visibleWorker(auth, query.workerId);
    const month = firstDay(query.month);
    const rows = await figures.adjustments(
      auth.factoryId,
      { from: month, to: month },
      { ...filter, ...(query.workerId === undefined ? {} : { workerId: query.workerId }) },
    );
    return rows.map(toAdjustment);
  }

  /** An adjustment the caller may see (404 otherwise). */
  async function adjustmentOf(auth: AuthContext, id: number) {
    const row = await figures.adjustment(auth.factoryId, id);
    if (!row || !canSee(await depts.visibleDepts(auth), row.deptId))
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
    if (!(await roles.memberHoldsAny(auth.factoryId, workerId, [PIECE_WORKER], { granted: true })))
      throw badRequest(WAGE_MESSAGES.notAPieceWorker(worker.name));
    return worker;
  }

  const describe = (row: AdjustmentRow) =>
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
      await refuseInspectionCharge(auth, id);
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
    // Read again under the lock when nothing was deleted: one deleted meanwhile is gone (404), not settled.
    if (!(await repo.deleteAdjustment(db, auth.factoryId, id))) {
      await adjustmentOf(auth, id);
      await refuseInspectionCharge(auth, id);
      throw conflict(WAGE_MESSAGES.adjustmentSettled(id));
    }
    return describe(row);
  }

  /** A QC inspection's deduction is changed only by undoing the inspection (409 naming it). */
  async function refuseInspectionCharge(auth: AuthContext, id: number) {
    const inspectionId = await repo.inspectionOfAdjustment(db, auth.factoryId, id);
    if (inspectionId !== null) throw conflict(WAGE_MESSAGES.byInspection(id, inspectionId));
  }

  // ─── QC charges (the quality module's, in its transaction) ────────────────────────────────────

  /**
   * A QC inspection's adjustments (a deduction per defect at fault, a subsidy for mended rework), in the month
   * of its work date or the first one after it not yet settled for the worker, with their reasons as notes
   * (the worker sees them on their wage page).
   */
  async function chargeInspection(
    factoryId: number,
    v: { inspectionId: number; month: string; charges: repo.InspectionCharge[] },
    createdBy: number | null,
  ): Promise<void> {
    await repo.lockWages(db, factoryId);
    await repo.insertInspectionCharges(db, factoryId, v, createdBy);
  }

  /** Removes an undone inspection's deductions; false when one is settled already (none is removed). */
  async function unchargeInspection(factoryId: number, inspectionId: number): Promise<boolean> {
    await repo.lockWages(db, factoryId);
    return repo.deleteInspectionCharges(db, factoryId, inspectionId);
  }

  // ─── Settlements ─────────────────────────────────────────────────────────────────────────────

  const toSettlement = ({ createTime, ...row }: SettlementRow): WageSettlement => ({
    ...row,
    createTime: createTime.toISOString(),
  });

  async function settlementDetail(auth: AuthContext, id: number): Promise<WageSettlementDetail> {
    const row = await figures.settlement(auth.factoryId, id);
    const visible = await depts.visibleDepts(auth);
    // A caller scoped to departments reads the settlements of those departments only (not the factory's).
    if (!row || !canSee(visible, row.deptId)) throw notFound(WAGE_MESSAGES.settlementNotFound(id));
    const lines = await figures.settlementLines(auth.factoryId, id);
    return {
      ...toSettlement(row),
      // Every line: a department's settlement paid the people it covered, who were that department's then,
      // wherever they work now (a line supervisor reads only their departments' settlements, above).
      lines: lines.map(({ deptId: _deptId, ...line }) => line),
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
    const visible = await depts.visibleDepts(auth);
    if (input.deptId !== undefined) {
      if (!(await figures.deptExists(auth.factoryId, input.deptId)) || !canSee(visible, input.deptId))
        throw notFound(WAGE_MESSAGES.deptNotFound(input.deptId));
    } else if (visible !== 'all') {
      throw forbidden(WAGE_MESSAGES.wholeFactory);
    }
    const today = await factoryToday(db, auth.timeZone);
    if (input.to >= today) throw badRequest(WAGE_MESSAGES.notOver(today));
    await repo.lockWages(db, auth.factoryId);
    const me = auth.memberId === null ? null : await figures.member(auth.factoryId, auth.memberId);
    const period = { from: input.from, to: input.to, deptId: input.deptId ?? null };
    const id = await repo.insertSettlement(db, auth.factoryId, {
      ...period,
      createdBy: auth.memberId,
      createdByName: me?.name ?? null,
    });
    // A department's settlement covers its people as they stand, and pays exactly them: a move between
    // departments meanwhile cannot leave someone covered but unpaid. The scans are the scans module's to
    // mark; the adjustments and lines are this module's.
    const covered =
      input.deptId === undefined ? null : await repo.coverDeptPeople(db, auth.factoryId, id, input.deptId);
    const settling = { from: input.from, to: input.to, workerIds: covered };
    const paid = await scans.settle(auth.factoryId, id, settling);
    const workers = await repo.settle(db, auth.factoryId, id, settling, paid);
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
    const visible = await depts.visibleDepts(auth);
    const { rows, total } = await figures.settlementPage(
      auth.factoryId,
      query.page * query.size,
      query.size,
      visible === 'all' ? undefined : visible,
    );
    return { content: rows.map(toSettlement), totalElements: total };
  }

  /**
   * Every settlement of the factory as a workbook, for the factory's export (the whole factory, whatever the
   * caller's data scope: the export checks who may take it): "Settlements" (a row per settlement with its
   * period, department, people, pieces and money as PostgreSQL summed them, who settled it and when),
   * "Settlement lines" (a row per settlement and worker) and "Adjustments" (a row per wage adjustment, settled
   * or not). Read in keyset batches as the workbook is written; `options` is handed to xlsxBook.
   */
  async function factoryWorkbook(auth: AuthContext, options: XlsxBookOptions): Promise<Readable> {
    const { factoryId, timeZone } = auth;
    return xlsxBook(
      [
        xlsxPart(
          { name: { en: 'Settlements', 'zh-CN': '结算记录' }, columns: SETTLEMENT_COLUMNS, timeZone },
          keysetBatches(
            (after: number | null, limit) => figures.settlementsAfter(factoryId, after ?? 0, limit),
            (row) => row.id,
          ),
        ),
        xlsxPart(
          {
            name: { en: 'Settlement lines', 'zh-CN': '结算明细' },
            columns: SETTLEMENT_LINE_COLUMNS,
            timeZone,
          },
          keysetBatches(
            (after: { settlementId: number; workerId: number } | null, limit) =>
              figures.settlementLinesAfter(factoryId, after, limit),
            (row) => ({ settlementId: row.settlementId, workerId: row.workerId }),
          ),
        ),
        xlsxPart(
          { name: { en: 'Adjustments', 'zh-CN': '工资调整' }, columns: ADJUSTMENT_COLUMNS, timeZone },
          keysetBatches(
            (after: number | null, limit) => figures.adjustmentsAfter(factoryId, after ?? 0, limit),
            (row) => row.id,
          ),
        ),
      ],
      options,
    );
  }

  return {
    factoryWorkbook,
    list,
    detail,
    mine,
    notices,
    seeNotices,
    workbook,
    adjustments,
    addAdjustment,
    updateAdjustment,
    deleteAdjustment,
    settle,
    settlements,
    settlementDetail,
    chargeInspection,
    unchargeInspection,
  };
}

export type WageService = ReturnType<typeof createWageService>;
