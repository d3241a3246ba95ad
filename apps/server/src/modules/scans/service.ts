import {
  OWN_UNDO_MINUTES,
  type Scan,
  type ScanInput,
  type ScanLookup,
  type ScanPage,
  type ScanExportQuery,
  type ScanQuery,
} from '@gbo/contracts';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import {
  MONEY_FORMAT,
  moneyCell,
  XLSX_WORDS,
  type XlsxBookOptions,
  type XlsxColumn,
  type XlsxValue,
  xlsxStream,
} from '../../lib/xlsx';
import { type AuthContext, hasAnyAuthority } from '../../lib/auth-context';
import { bedName, type CutOrderService } from '../cut-orders';
import { canSee, type DeptService } from '../depts';
import type { RoleService } from '../roles';
import type { FactoryService } from '../factory';
import { keysetBatches } from '../../lib/keyset';
import * as repo from './repository';
import { type ScanRefusal, scanRefusalOf } from '../../lib/db-rules';
import type { Figures } from '../figures';
import { msg, type Words } from '../../lib/messages';

export const SCAN_MESSAGES = {
  notFound: (id: number) => msg('scans.notFound', { id }),
  notAMember: msg('scans.notAMember'),
  forOthers: msg('scans.forOthers'),
  workerNotFound: (id: number) => msg('scans.workerNotFound', { id }),
  processNotFound: (id: number) => msg('scans.processNotFound', { id }),
  processNotInBed: (id: number, styleNo: string, bedNo: number) =>
    msg('scans.processNotInBed', { id, styleNo, bedNo }),
  alreadyDone: (bundleNo: number, process: string, names: string[]) =>
    names.length > 0
      ? msg('scans.alreadyDone', { bundleNo, process, names: names.join(', ') })
      : msg('scans.alreadyDoneByOthers', { bundleNo, process }),
  onlyLeft: (bundleNo: number, process: string, left: number) =>
    msg('scans.onlyLeft', { bundleNo, process, left }),
  ownOnly: msg('scans.ownOnly'),
  ownNotAllowed: msg('scans.ownNotAllowed'),
  notAWorker: msg('scans.notAWorker'),
  notAPieceWorker: (name: string) => msg('scans.notAPieceWorker', { name }),
  notWorkingHere: (name: string) => msg('scans.notWorkingHere', { name }),
  requestIdTaken: msg('scans.requestIdTaken'),
  requestIdReused: msg('scans.requestIdReused'),
  filterNotFound: (field: string, id: number) => msg('scans.filterNotFound', { field, id }),
  undoneAlready: (id: number) => msg('scans.undoneAlready', { id }),
  settled: (id: number) => msg('scans.settled', { id }),
  notYours: msg('scans.notYours'),
  daySettled: msg('scans.daySettled'),
  tooLate: msg('scans.tooLate', { minutes: OWN_UNDO_MINUTES }),
} as const;

const RATE_READERS = ['scan:list', 'scan:add'];
/** The permission of those paid by the piece: only they are credited with scans. */
export const PIECE_WORKER = 'scan:self';
/**
 * Whether these authorities make their holder paid by the piece: scan:self granted to one of their roles.
 * Being an administrator (who may do anything) is not being a piece-rate worker.
 */
export const paidByThePiece = (held: readonly string[]) => held.includes(PIECE_WORKER);

/** A scan, or the export's last row: the totals of the valid scans. */
type ExportRow = Scan | { totals: ScanPage['totals'] };
/** A scan's column; the totals row shows `total` there (or nothing). */
const column = (
  header: Words,
  width: number,
  value: (scan: Scan) => XlsxValue,
  total?: (totals: ScanPage['totals']) => XlsxValue,
  numFmt?: string,
): XlsxColumn<ExportRow> => ({
  header,
  width,
  value: (row) => ('totals' in row ? (total?.(row.totals) ?? null) : value(row)),
  ...(numFmt ? { numFmt } : {}),
});

const UNDONE = { en: 'Undone', 'zh-CN': '已撤销' };
const SETTLED = { en: 'Settled', 'zh-CN': '已结算' };
const VALID = { en: 'Valid', 'zh-CN': '有效' };

const EXPORT_COLUMNS: XlsxColumn<ExportRow>[] = [
  column(
    { en: 'Work date', 'zh-CN': '工作日期' },
    12,
    (scan) => scan.workDate,
    () => XLSX_WORDS.total,
  ),
  column({ en: 'Scanned at', 'zh-CN': '扫码时间' }, 20, (scan) => new Date(scan.scanTime)),
  column({ en: 'Worker', 'zh-CN': '员工' }, 16, (scan) => scan.workerName),
  column({ en: 'Style', 'zh-CN': '款号' }, 14, (scan) => scan.styleNo),
  column({ en: 'Bed', 'zh-CN': '床次' }, 6, (scan) => scan.bedNo),
  column({ en: 'Bundle', 'zh-CN': '扎号' }, 8, (scan) => scan.bundleNo),
  column({ en: 'Ticket', 'zh-CN': '菲票号' }, 10, (scan) => scan.ticketNo),
  column({ en: 'Colour', 'zh-CN': '颜色' }, 10, (scan) => scan.colour),
  column({ en: 'Size', 'zh-CN': '尺码' }, 8, (scan) => scan.size),
  column({ en: 'Process', 'zh-CN': '工序' }, 16, (scan) => `${scan.seq} ${scan.processName}`),
  column(
    { en: 'Pieces', 'zh-CN': '件数' },
    8,
    (scan) => scan.qty,
    (totals) => totals.qty,
  ),
  column({ en: 'Rate', 'zh-CN': '单价' }, 8, (scan) => moneyCell(scan.rate), undefined, MONEY_FORMAT),
  column(
    { en: 'Amount', 'zh-CN': '金额' },
    10,
    (scan) => moneyCell(scan.amount),
    (totals) => moneyCell(totals.amount),
    MONEY_FORMAT,
  ),
  column({ en: 'Status', 'zh-CN': '状态' }, 10, (scan) =>
    scan.status === 'undone' ? UNDONE : scan.settled ? SETTLED : VALID,
  ),
  column({ en: 'Recorded by', 'zh-CN': '录入人' }, 16, (scan) => scan.recordedByName),
  column({ en: 'Undone by', 'zh-CN': '撤销人' }, 16, (scan) => scan.undoneByName),
];

export function createScanService({
  db,
  cutOrders,
  factory,
  depts,
  roles,
  figures,
}: {
  db: Db;
  cutOrders: CutOrderService;
  factory: FactoryService;
  /** The data scope: which departments' people the caller sees. */
  depts: Pick<DeptService, 'visibleDepts'>;
  /** Who is paid by the piece (holds scan:self). */
  roles: Pick<RoleService, 'memberHoldsAny'>;
  figures: Figures;
}) {
  /** Rates show to those who keep scans, and to workers when the factory shows them rates. */
  async function seesRates(auth: AuthContext): Promise<boolean> {
    if (hasAnyAuthority(await auth.authorities(), RATE_READERS)) return true;
    // The factory's setting comes with the session (no round trip per scan).
    return auth.showRatesToWorkers ?? (await factory.getSettings(auth, auth.factoryId)).showRatesToWorkers;
  }

  /** Whether a person of this factory is within the caller's data scope (their department's people…). */
  async function inScope(auth: AuthContext, memberId: number): Promise<boolean> {
    const member = await figures.member(auth.factoryId, memberId);
    return member !== null && canSee(await depts.visibleDepts(auth), member.deptId);
  }

  function toScan(row: repo.ScanRow, rates: boolean): Scan {
    return {
      ...row,
      rate: rates ? row.rate : null,
      amount: rates ? row.amount : null,
      workerName: row.workerName ?? '',
      recordedByName: row.recordedByName ?? '',
      scanTime: row.scanTime.toISOString(),
      undoneAt: row.undoneAt?.toISOString() ?? null,
    };
  }

  async function scanOf(auth: AuthContext, id: number) {
    const row = await repo.findScan(db, auth.factoryId, id);
    if (!row) throw notFound(SCAN_MESSAGES.notFound(id));
    return row;
  }

  /**
   * The bundle a ticket names and its bed's processes, each with the rate a scan of the bundle freezes (the
   * cutting room's rule, cut-order-sql.ts); the ticket refused as cut-orders says.
   */
  async function target(auth: AuthContext, ticket: string, options?: { voidOk: boolean }) {
    const bundle = await cutOrders.bundleOfTicket(auth, ticket, options);
    return { bundle, processes: await cutOrders.processesOf(auth.factoryId, bundle.cutOrderId, bundle.size) };
  }

  async function lookup(auth: AuthContext, ticket: string): Promise<ScanLookup> {
    // A void ticket is shown as such (recording on it is refused).
    const { bundle, processes } = await target(auth, ticket, { voidOk: true });
    const done = new Map(
      (await repo.doneOfBundle(db, auth.factoryId, bundle.id)).map((d) => [d.processId, d]),
    );
    const rates = await seesRates(auth);
    return {
      bundle: {
        id: bundle.id,
        bundleNo: bundle.bundleNo,
        ticketNo: bundle.ticketNo,
        styleNo: bundle.styleNo,
        bedNo: bundle.bedNo,
        colour: bundle.colour,
        size: bundle.size,
        qty: bundle.qty,
        status: bundle.status,
      },
      processes: processes.map((process) => {
        const doneQty = done.get(process.id)?.qty ?? 0;
        return {
          processId: process.id,
          seq: process.seq,
          name: process.name,
          ...(rates ? { rate: process.rate } : {}),
          doneQty,
          remainingQty: Math.max(0, bundle.qty - doneQty),
          doneBy: done.get(process.id)?.names ?? [],
        };
      }),
    };
  }

  /**
   * Records a scan; answers it and whether it is new. A request id already used answers its scan (a phone
   * retrying after a lost answer), never a second one.
   */
  async function record(auth: AuthContext, input: ScanInput): Promise<{ scan: Scan; created: boolean }> {
    if (auth.memberId === null) throw forbidden(SCAN_MESSAGES.notAMember);
    let workerId = auth.memberId;
    if (input.workerId !== undefined && input.workerId !== auth.memberId) {
      if (!hasAnyAuthority(await auth.authorities(), ['scan:add'])) throw forbidden(SCAN_MESSAGES.forOthers);
      // Someone outside the caller's data scope is not found, as in the people list.
      const worker = await figures.member(auth.factoryId, input.workerId);
      if (!worker || !canSee(await depts.visibleDepts(auth), worker.deptId))
        throw notFound(SCAN_MESSAGES.workerNotFound(input.workerId));
      // Someone who has left, or whose membership is switched off, is credited with nothing new.
      if (!worker.current) throw badRequest(SCAN_MESSAGES.notWorkingHere(worker.name));
      // Only those paid by the piece are credited with scans (a clerk's or a supervisor's would be wages).
      if (!(await roles.memberHoldsAny(auth.factoryId, input.workerId, [PIECE_WORKER], { granted: true })))
        throw badRequest(SCAN_MESSAGES.notAPieceWorker(worker.name));
      workerId = input.workerId;
    } else if (!paidByThePiece(await auth.authorities())) {
      throw forbidden(SCAN_MESSAGES.ownNotAllowed);
    }
    const rates = await seesRates(auth);
    // The common case costs one round trip: the statement finds the ticket's bundle and process, the
    // database's guard counts under the bundle's lock, and the new scan comes back with its names.
    const ticketNo = cutOrders.ticketNoOf(auth, input.ticket);
    let refusal: ScanRefusal | undefined;
    if (ticketNo !== null) {
      try {
        const row = await repo.recordScan(db, {
          factoryId: auth.factoryId,
          ticketNo,
          processId: input.processId,
          workerId,
          recordedBy: auth.memberId,
          qty: input.qty ?? null,
          requestId: input.requestId,
          timeZone: auth.timeZone,
          scanTime: null,
        });
        if (row) return { scan: toScan(row, rates), created: true };
      } catch (error) {
        refusal = scanRefusalOf(error);
        // A bed's processes synced (or the bed deleted) between finding them and inserting: said below.
        if (refusal === undefined && !isForeignKeyViolation(error)) throw error;
      }
    }
    // Nothing recorded. A retry (its request id used) is answered with its first scan, even when the ticket
    // has been voided since or the bundle is done; anything else is refused with the reason.
    const earlier = await repeated(auth, input, workerId, rates);
    if (earlier) return earlier;
    throw await whyRefused(auth, input, refusal);
  }

  /** The first answer to a request id, to the one who sent it (a request id is no way to read others'). */
  async function repeated(auth: AuthContext, input: ScanInput, workerId: number, rates: boolean) {
    const earlier = await repo.findScanByRequest(db, auth.factoryId, input.requestId);
    if (!earlier) return null;
    if (earlier.recordedBy !== auth.memberId) throw conflict(SCAN_MESSAGES.requestIdTaken);
    const scan = toScan(await scanOf(auth, earlier.id), rates);
    // A retry repeats its request; another scan under a used id would be lost behind a success.
    const same =
      scan.ticketNo === cutOrders.ticketNoOf(auth, input.ticket) &&
      scan.processId === input.processId &&
      scan.workerId === workerId &&
      (input.qty === undefined || scan.qty === input.qty);
    if (!same) throw conflict(SCAN_MESSAGES.requestIdReused);
    return { scan, created: false };
  }

  /**
   * Why a scan that is no retry was not recorded, as the error to answer with. What was refused is decided
   * already: by the statement (no such ticket, or the process is not of its bed: it recorded nothing) or by
   * the database's scan guard (`refusal`, its SQLSTATE). This only words it, reading what the message names and
   * the refusal does not carry: the ticket's bundle and process (their numbers and names), and for a bundle
   * done (GBS02) who did the process and how many pieces are left.
   */
  async function whyRefused(auth: AuthContext, input: ScanInput, refusal: ScanRefusal | undefined) {
    // Not a ticket, another factory's, no such bundle, a void one (GBS01 too): the cutting room's refusals.
    const { bundle, processes } = await target(auth, input.ticket);
    const process = processes.find((p) => p.id === input.processId);
    if (!process) {
      // Another factory's process (or none) is not found; another bed's is the wrong process for this ticket.
      if (!(await cutOrders.processExists(auth.factoryId, input.processId)))
        return notFound(SCAN_MESSAGES.processNotFound(input.processId));
      return badRequest(SCAN_MESSAGES.processNotInBed(input.processId, bundle.styleNo, bundle.bedNo));
    }
    if (refusal === 'daySettled') return conflict(SCAN_MESSAGES.daySettled);
    // GBS02, the bundle's quantity (or, without a refusal, a bed whose processes changed meanwhile): the message
    // names who did the process, and says how many pieces are left when fewer than asked for remain.
    const done = (await repo.doneOfBundle(db, auth.factoryId, bundle.id)).find(
      (d) => d.processId === process.id,
    );
    const left = bundle.qty - (done?.qty ?? 0);
    return conflict(
      left <= 0 || input.qty === undefined
        ? SCAN_MESSAGES.alreadyDone(bundle.bundleNo, process.name, done?.names ?? [])
        : SCAN_MESSAGES.onlyLeft(bundle.bundleNo, process.name, left),
    );
  }

  /** The filter as the caller may apply it: a worker's own scans, a supervisor's department's people. */
  async function filterOf(auth: AuthContext, query: ScanExportQuery): Promise<repo.ScanFilter> {
    let filter: repo.ScanFilter = query;
    const held = await auth.authorities();
    if (!hasAnyAuthority(held, ['scan:list'])) {
      // A worker (paid by the piece) reads their own scans only; anyone else nothing.
      if (!hasAnyAuthority(held, [PIECE_WORKER, 'wage:list'])) throw forbidden(SCAN_MESSAGES.notAWorker);
      if (auth.memberId === null || (query.workerId !== undefined && query.workerId !== auth.memberId))
        throw forbidden(SCAN_MESSAGES.ownOnly);
      filter = { ...query, workerId: auth.memberId };
    } else {
      // A line supervisor sees the scans of their department's people (the role's data scope).
      const visible = await depts.visibleDepts(auth);
      if (visible !== 'all') {
        filter = { ...query, deptIds: visible };
        // A person or department outside the scope is not found, as when recording or undoing.
        if (query.deptId !== undefined && !canSee(visible, query.deptId))
          throw notFound(SCAN_MESSAGES.filterNotFound('deptId', query.deptId));
        if (query.workerId !== undefined && !(await inScope(auth, query.workerId)))
          throw notFound(SCAN_MESSAGES.filterNotFound('workerId', query.workerId));
      }
    }
    const unknown = await figures.unknownFilterId(auth.factoryId, filter);
    if (unknown) throw notFound(SCAN_MESSAGES.filterNotFound(unknown, filter[unknown] ?? 0));
    return filter;
  }

  async function list(auth: AuthContext, query: ScanQuery): Promise<ScanPage> {
    const filter = await filterOf(auth, query);
    const rates = await seesRates(auth);
    const rows = await repo.findScans(db, auth.factoryId, filter, query.page * query.size, query.size);
    const totals = await repo.sumScans(db, auth.factoryId, filter);
    return {
      content: rows.map((row) => toScan(row, rates)),
      totalElements: totals.total,
      totals: { qty: totals.qty, amount: rates ? totals.amount : null },
    };
  }

  /** Every scan the filter matches as a workbook, with a last row of the valid pieces and amount. */
  async function workbook(
    auth: AuthContext,
    query: ScanExportQuery,
    options: XlsxBookOptions = {},
  ): Promise<Readable> {
    const filter = await filterOf(auth, query);
    const rates = await seesRates(auth);
    const totals = await repo.sumScans(db, auth.factoryId, filter);
    async function* batches(): AsyncGenerator<ExportRow[]> {
      // Keyset batches in the list's order, never an offset PostgreSQL would count its way to (2,000,000
      // scans are a factory's year).
      const rows = keysetBatches<repo.ScanRow, repo.ScanCursor>(
        (after, limit) => repo.findScansAfter(db, auth.factoryId, filter, after, limit),
        (row) => ({ workDate: row.workDate, id: row.id }),
      );
      for await (const batch of rows) yield batch.map((row) => toScan(row, rates));
      yield [{ totals: { qty: totals.qty, amount: rates ? totals.amount : null } }];
    }
    return xlsxStream(
      { name: { en: 'Scans', 'zh-CN': '扫码数据' }, columns: EXPORT_COLUMNS, timeZone: auth.timeZone },
      batches(),
      options,
    );
  }

  /** Undoes a scan: its worker within 30 minutes, scan:undo any time; never a settled one. */
  async function undo(auth: AuthContext, id: number): Promise<string> {
    const row = await scanOf(auth, id);
    if (row.workerId !== auth.memberId && !(await inScope(auth, row.workerId)))
      throw notFound(SCAN_MESSAGES.notFound(id));
    if (!hasAnyAuthority(await auth.authorities(), ['scan:undo'])) {
      if (row.workerId !== auth.memberId) throw forbidden(SCAN_MESSAGES.notYours);
      if (!(await repo.madeWithin(db, auth.factoryId, id, OWN_UNDO_MINUTES)))
        throw conflict(SCAN_MESSAGES.tooLate);
    }
    if (row.status === 'undone') throw conflict(SCAN_MESSAGES.undoneAlready(id));
    if (row.settled) throw conflict(SCAN_MESSAGES.settled(id));
    if (!(await repo.undoScan(db, auth.factoryId, id, auth.memberId))) {
      const now = await scanOf(auth, id);
      throw conflict(now.settled ? SCAN_MESSAGES.settled(id) : SCAN_MESSAGES.undoneAlready(id));
    }
    return `#${id} (${bedName(row.styleNo, row.bedNo)} bundle ${row.bundleNo} ${row.processName} × ${row.qty}, ${row.workerName ?? ''})`;
  }

  /**
   * Marks a period's valid, unsettled scans (of these workers when they are given: the people a department's
   * settlement covers) as paid by a new settlement, and answers what they pay each worker. The wages module's, in its transaction under the wage
   * lock (lib/db-rules.ts), which the scan guard takes shared: no scan slips into the period meanwhile.
   */
  function settle(
    factoryId: number,
    settlementId: number,
    period: { from: string; to: string; workerIds: readonly number[] | null },
  ) {
    return repo.settleScans(db, factoryId, settlementId, period);
  }

  /** Who scanned each process of a bundle, with their valid pieces (quality charges defects by it). */
  function scannersOfBundle(factoryId: number, bundleId: number) {
    return repo.scannersOfBundle(db, factoryId, bundleId);
  }

  return { lookup, record, list, workbook, undo, settle, scannersOfBundle };
}

export type ScanService = ReturnType<typeof createScanService>;
