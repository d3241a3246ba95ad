import {
  type Bundle,
  type BundleAppend,
  type BundleQuery,
  type BundleUpdate,
  type CutOrder,
  type CutOrderInput,
  type CutOrderQuery,
  type CutOrderSummary,
  type CutPreview,
  MAX_BUNDLE_NO,
  MAX_BUNDLES_PER_BED,
  MAX_TICKETS_PER_PAGE,
  type OrderQty,
  type OverCutCell,
  type Page,
  type Process,
  type ProcessStage,
  type SavedCutOrder,
  splitQty,
  type TicketCursor,
  type TicketPageBody,
  type TicketPrintBody,
  type TicketPrintPreview,
  type TicketPrintResult,
  type LabelTicketTemplate,
  LABEL_SIZES,
  type MessageLocale,
  type PrintJob,
  type Ticket,
  type TicketLabelsQuery,
  type TicketProcess,
} from '@gbo/contracts';
import type { Readable } from 'node:stream';
import { type Db, inTransaction } from '../../db/client';
import { keysetBatches } from '../../lib/keyset';
import { type XlsxBookOptions, type XlsxColumn, xlsxBook, xlsxPart, yesNoCell } from '../../lib/xlsx';
import { isStillReferenced, violatedUniqueConstraint } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../lib/auth-context';
import { customerExists } from '../customers';
import type { FactoryService } from '../factory';
import { processExportColumns, type StyleForCutting, type StyleService } from '../styles';
import { countBundles, type NumberedBundle, numberBundles, numberRanges, type Split } from './numbering';
import * as repo from './repository';
import { readTicketCode, ticketCode } from './ticket-code';
import { msg } from '../../lib/messages';
import type { LabelSetup } from '../../lib/labels/label';
import { labelFileExtension } from '../../lib/labels/job';
import { labelFileSetup } from '../../lib/labels/label-file';
import { labelSetupOf, type PrinterService } from '../printers';
import { ticketLabelJob, ticketWords } from './ticket-job';

export const CUT_ORDER_MESSAGES = {
  notFound: (id: number) => msg('cutOrders.notFound', { id }),
  styleNotFound: (id: number) => msg('cutOrders.styleNotFound', { id }),
  bundleNotFound: (id: number) => msg('cutOrders.bundleNotFound', { id }),
  customerNotFound: (id: number) => msg('cutOrders.customerNotFound', { id }),
  cutOrderFilterNotFound: (id: number) => msg('cutOrders.cutOrderFilterNotFound', { id }),
  cutOrderNotOfStyle: (id: number, styleId: number) => msg('cutOrders.cutOrderNotOfStyle', { id, styleId }),
  colourNotInStyle: (field: string, colour: string, styleNo: string) =>
    msg('cutOrders.colourNotInStyle', { field, colour, styleNo }),
  sizeNotInStyle: (field: string, size: string, styleNo: string) =>
    msg('cutOrders.sizeNotInStyle', { field, size, styleNo }),
  tooManyBundles: (bundles: number) => msg('cutOrders.tooManyBundles', { bundles, max: MAX_BUNDLES_PER_BED }),
  bedTaken: (styleNo: string, bedNo: number) => msg('cutOrders.bedTaken', { styleNo, bedNo }),
  numberTaken: (styleNo: string, bundleNo: number) => msg('cutOrders.numberTaken', { bundleNo, styleNo }),
  numbersRunOut: (styleNo: string, last: number) =>
    msg('cutOrders.numbersRunOut', { styleNo, last, max: MAX_BUNDLE_NO }),
  scanned: (styleNo: string, bedNo: number) => msg('cutOrders.scanned', { styleNo, bedNo }),
  syncScanned: (styleNo: string, bedNo: number) => msg('cutOrders.syncScanned', { styleNo, bedNo }),
  bundleVoid: (bundleNo: number) => msg('cutOrders.bundleVoid', { bundleNo }),
  belowScanned: (bundleNo: number, recorded: number) => msg('cutOrders.belowScanned', { bundleNo, recorded }),
  alreadyVoid: (bundleNo: number) => msg('cutOrders.alreadyVoid', { bundleNo }),
  nothingToPrint: msg('cutOrders.nothingToPrint'),
  notATicket: msg('cutOrders.notATicket'),
  otherFactoryTicket: msg('cutOrders.otherFactoryTicket'),
  ticketNotFound: (ticketNo: number) => msg('cutOrders.ticketNotFound', { ticketNo }),
  ticketVoid: (ticketNo: number, bundleNo: number, reason: string | null) =>
    reason
      ? msg('cutOrders.ticketVoidWithReason', { ticketNo, bundleNo, reason })
      : msg('cutOrders.ticketVoid', { ticketNo, bundleNo }),
  noBundles: msg('cutOrders.noBundles'),
} as const;

/**
 * The cells a bed takes past the order plus the allowance (% of the cell's order), with what is cut then
 * (earlier beds and this one). Only cells this bed cuts count, and only for a style with an order.
 */
/** "4.5" or "4.50" (numeric(4,2) text) → 450, exactly: no binary fraction in the comparison. */
function hundredths(pct: string): number {
  const [whole = '0', fraction = ''] = pct.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** A percentage as people write it: "4.00" → "4", "4.50" → "4.5". */
export const plainPercent = (pct: string) => (hundredths(pct) / 100).toString();

export function overCutCells(
  ordered: OrderQty[],
  cutBefore: OrderQty[],
  bundles: { colour: string; size: string; qty: number }[],
  allowancePct: string,
): OverCutCell[] {
  if (!ordered.some((cell) => cell.qty > 0)) return [];
  const allowance = hundredths(allowancePct);
  const key = (cell: { colour: string; size: string }) => `${cell.colour}\u0000${cell.size}`;
  const orderOf = new Map(ordered.map((cell) => [key(cell), cell.qty]));
  const beforeOf = new Map(cutBefore.map((cell) => [key(cell), cell.qty]));
  const thisBed = new Map<string, { colour: string; size: string; qty: number }>();
  for (const { colour, size, qty } of bundles) {
    const cell = thisBed.get(key({ colour, size })) ?? { colour, size, qty: 0 };
    thisBed.set(key(cell), { ...cell, qty: cell.qty + qty });
  }
  const cells: OverCutCell[] = [];
  for (const [cellKey, { colour, size, qty }] of thisBed) {
    const order = orderOf.get(cellKey) ?? 0;
    const cut = (beforeOf.get(cellKey) ?? 0) + qty;
    // In whole numbers (the allowance has two decimals): cut > order × (100 + allowance) / 100.
    if (qty > 0 && cut * 10_000 > order * (10_000 + allowance))
      cells.push({
        colour,
        size,
        ordered: order,
        cut,
        over: cut - order,
        overPercent: order > 0 ? Math.round(((cut - order) * 100) / order) : null,
      });
  }
  return cells;
}

/** A bed's audit subject and title: "PL2408 bed 2". */
export const bedName = (styleNo: string, bedNo: number) => `${styleNo} bed ${bedNo}`;

/** "1–36", "37" or nothing: a range of numbers as the bed list and tickets show them. */
const numberRange = (from: number | null, to: number | null) =>
  from === null || to === null ? null : from === to ? String(from) : `${from}–${to}`;

/** A bed of the export: the bed and the totals of its active bundles and prints. */
type BedExportRow = repo.CutOrderRow & { totals: repo.CutOrderTotals | undefined };

/** The factory export's "Beds" sheet: the bed list's columns and what the bed form holds besides. */
const BED_COLUMNS: XlsxColumn<BedExportRow>[] = [
  { header: { en: 'Style no', 'zh-CN': '款号' }, width: 14, value: (r) => r.styleNo },
  { header: { en: 'Style name', 'zh-CN': '款名' }, width: 20, value: (r) => r.styleName },
  { header: { en: 'Customer', 'zh-CN': '客户' }, width: 18, value: (r) => r.customerName },
  { header: { en: 'Bed', 'zh-CN': '床次' }, width: 6, value: (r) => r.bedNo },
  { header: { en: 'Cut date', 'zh-CN': '裁剪日期' }, width: 12, value: (r) => r.cutDate },
  { header: { en: 'Marker', 'zh-CN': '唛架' }, width: 16, value: (r) => r.markerName },
  {
    header: { en: 'Marker length', 'zh-CN': '唛架长度' },
    width: 10,
    value: (r) => (r.markerLength === null ? null : Number(r.markerLength)),
    numFmt: '0.00',
  },
  {
    header: { en: 'Ratio', 'zh-CN': '唛架配比' },
    width: 24,
    value: (r) => r.ratio.map((e) => `${e.size}:${e.ratio}`).join(' '),
  },
  {
    header: { en: 'Colours', 'zh-CN': '颜色' },
    width: 20,
    value: (r) => [...new Set(r.lays.map((lay) => lay.colour))].join(', '),
  },
  {
    header: { en: 'Layers', 'zh-CN': '层数' },
    width: 8,
    value: (r) => r.lays.reduce((sum, lay) => sum + lay.layers, 0),
  },
  {
    header: { en: 'Lays', 'zh-CN': '铺布' },
    width: 36,
    value: (r) =>
      r.lays
        .map((lay) => {
          const lot = [lay.dyeLot, lay.shade].filter((part) => part).join(' ');
          return `${lay.colour} ${lay.layers}${lot ? ` (${lot})` : ''}`;
        })
        .join(', '),
  },
  { header: { en: 'Max plies', 'zh-CN': '每扎最大层数' }, width: 8, value: (r) => r.maxPlies },
  { header: { en: 'Bundle size', 'zh-CN': '每扎层数' }, width: 8, value: (r) => r.bundleSize },
  { header: { en: 'Pieces', 'zh-CN': '件数' }, width: 8, value: (r) => r.totals?.totalQty ?? 0 },
  { header: { en: 'Bundles', 'zh-CN': '扎数' }, width: 8, value: (r) => r.totals?.totalBundles ?? 0 },
  {
    header: { en: 'Bundle nos', 'zh-CN': '扎号' },
    width: 12,
    value: (r) => numberRange(r.totals?.bundleNoFrom ?? null, r.totals?.bundleNoTo ?? null),
  },
  { header: { en: 'Prints', 'zh-CN': '打印次数' }, width: 8, value: (r) => r.totals?.printCount ?? 0 },
  { header: { en: 'Note', 'zh-CN': '备注' }, width: 30, value: (r) => r.note },
  { header: { en: 'Created by', 'zh-CN': '创建人' }, width: 14, value: (r) => r.createdBy },
  { header: { en: 'Created', 'zh-CN': '创建时间' }, width: 20, value: (r) => r.createTime },
];

/** The "Bed processes" sheet: each bed's own copy of its style's processes, with the rates its scans pay. */
const BED_PROCESS_COLUMNS: XlsxColumn<repo.BedProcessExportRow>[] = [
  { header: { en: 'Style no', 'zh-CN': '款号' }, width: 14, value: (r) => r.styleNo },
  { header: { en: 'Bed', 'zh-CN': '床次' }, width: 6, value: (r) => r.bedNo },
  ...processExportColumns(),
];

const VOID = { en: 'Void', 'zh-CN': '作废' };
const ACTIVE = { en: 'Active', 'zh-CN': '有效' };

/** The "Bundles" sheet: a row per bundle, active or void, as the bundle list shows it. */
const BUNDLE_COLUMNS: XlsxColumn<repo.BundleExportRow>[] = [
  { header: { en: 'Style no', 'zh-CN': '款号' }, width: 14, value: (r) => r.styleNo },
  { header: { en: 'Bed', 'zh-CN': '床次' }, width: 6, value: (r) => r.bedNo },
  { header: { en: 'Bundle', 'zh-CN': '扎号' }, width: 8, value: (r) => r.bundleNo },
  { header: { en: 'Ticket', 'zh-CN': '菲票号' }, width: 10, value: (r) => r.ticketNo },
  { header: { en: 'Colour', 'zh-CN': '颜色' }, width: 12, value: (r) => r.colour },
  { header: { en: 'Size', 'zh-CN': '尺码' }, width: 8, value: (r) => r.size },
  { header: { en: 'Qty', 'zh-CN': '数量' }, width: 6, value: (r) => r.qty },
  { header: { en: 'Plies', 'zh-CN': '层' }, width: 8, value: (r) => numberRange(r.plyFrom, r.plyTo) },
  { header: { en: 'Dye lot', 'zh-CN': '缸号' }, width: 12, value: (r) => r.dyeLot },
  { header: { en: 'Shade', 'zh-CN': '色差' }, width: 6, value: (r) => r.shade },
  { header: { en: 'Re-cut', 'zh-CN': '补裁' }, width: 7, value: (r) => yesNoCell(r.recut) },
  {
    header: { en: 'Status', 'zh-CN': '状态' },
    width: 8,
    value: (r) => (r.status === 'void' ? VOID : ACTIVE),
  },
  { header: { en: 'Void reason', 'zh-CN': '作废原因' }, width: 20, value: (r) => r.voidReason },
  { header: { en: 'Voided at', 'zh-CN': '作废时间' }, width: 20, value: (r) => r.voidedAt },
  { header: { en: 'Voided by', 'zh-CN': '作废人' }, width: 14, value: (r) => r.voidedBy },
  { header: { en: 'Printed', 'zh-CN': '打印次数' }, width: 8, value: (r) => r.printCount },
  { header: { en: 'Finished', 'zh-CN': '完成' }, width: 8, value: (r) => r.finishedQty },
  { header: { en: 'Note', 'zh-CN': '备注' }, width: 24, value: (r) => r.note },
  { header: { en: 'Created', 'zh-CN': '创建时间' }, width: 20, value: (r) => r.createTime },
];

type Plan = {
  style: StyleForCutting;
  split: Split;
  bedNo: number;
  bundles: NumberedBundle[];
  preview: CutPreview;
};

/** A process as it compares across the style and a snapshot (size rates in key order). */
const processKey = (p: repo.ProcessValues) =>
  JSON.stringify([
    p.seq,
    p.name,
    p.stage,
    p.rate,
    Object.entries(p.sizeRates).sort(([a], [b]) => a.localeCompare(b)),
    p.dailyQuota,
    p.sam,
  ]);

const toProcess = (row: repo.ProcessRow): Process => ({ ...row, stage: row.stage as ProcessStage });

/** The bundle number a failed insert clashed on, from PostgreSQL's detail "Key (…)=(1, 5, 37) already exists". */
function clashingNumber(error: unknown, fallback: number): number {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    const detail = (at as { detail?: unknown }).detail;
    const match = typeof detail === 'string' ? /=\(\d+, \d+, (\d+)\)/.exec(detail) : null;
    if (match) return Number(match[1]);
  }
  return fallback;
}

export function createCutOrderService({
  db,
  secret,
  styles,
  factory,
  printers,
}: {
  db: Db;
  secret: string;
  styles: StyleService;
  factory: FactoryService;
  printers: Pick<PrinterService, 'get' | 'enqueue'>;
}) {
  const settingsOf = (auth: AuthContext) => factory.getSettings(auth, auth.factoryId);

  function toBundle(factoryId: number, row: repo.BundleRow): Bundle {
    return {
      ...row,
      qr: ticketCode(secret, factoryId, row.ticketNo),
      createTime: row.createTime.toISOString(),
    };
  }

  async function styleOf(auth: AuthContext, styleId: number, lock: boolean) {
    const style = await styles.forCutting(auth.factoryId, styleId, { lock });
    if (!style) throw notFound(CUT_ORDER_MESSAGES.styleNotFound(styleId));
    return style;
  }

  function checkColour(style: StyleForCutting, field: string, colour: string) {
    if (!style.colours.includes(colour))
      throw badRequest(CUT_ORDER_MESSAGES.colourNotInStyle(field, colour, style.styleNo));
  }
  function checkSize(style: StyleForCutting, field: string, size: string) {
    if (!style.sizes.includes(size))
      throw badRequest(CUT_ORDER_MESSAGES.sizeNotInStyle(field, size, style.styleNo));
  }

  /** Refuses bundle numbers [from, to] of a style when any is taken, naming the first. */
  async function checkNumbersFree(style: StyleForCutting, factoryId: number, from: number, to: number) {
    const used = await repo.firstUsedBundleNo(db, factoryId, style.id, from, to);
    if (used !== null) throw conflict(CUT_ORDER_MESSAGES.numberTaken(style.styleNo, used));
  }

  /** Refuses bundles numbered past the highest number the bundle filter and a print's range can reach. */
  function checkLastNumber(style: StyleForCutting, last: number) {
    if (last > MAX_BUNDLE_NO) throw conflict(CUT_ORDER_MESSAGES.numbersRunOut(style.styleNo, last));
  }

  /** Everything preview and save share: checks, the bed number, the numbering and the quantities around it. */
  async function plan(auth: AuthContext, body: CutOrderInput, lock: boolean): Promise<Plan> {
    const style = await styleOf(auth, body.styleId, lock);
    body.lays.forEach((lay, i) => checkColour(style, `lays[${i}].colour`, lay.colour));
    body.ratio.forEach((entry, i) => checkSize(style, `ratio[${i}].size`, entry.size));
    const split: Split =
      body.bundleSize !== undefined
        ? { bundleSize: body.bundleSize }
        : { maxPlies: body.maxPlies ?? (await settingsOf(auth)).defaultMaxPlies };
    const lays = body.lays.map((lay) => ({
      colour: lay.colour,
      layers: lay.layers,
      dyeLot: lay.dyeLot ?? null,
      shade: lay.shade ?? null,
    }));
    const { bundles: count } = countBundles({ sizes: style.sizes, ratio: body.ratio, lays, split });
    if (count > MAX_BUNDLES_PER_BED) throw badRequest(CUT_ORDER_MESSAGES.tooManyBundles(count));

    let bedNo = body.bedNo;
    if (bedNo === undefined) bedNo = (await repo.maxBedNo(db, auth.factoryId, style.id)) + 1;
    else if (await repo.bedExists(db, auth.factoryId, style.id, bedNo))
      throw conflict(CUT_ORDER_MESSAGES.bedTaken(style.styleNo, bedNo));

    const firstBundleNo = body.startBundleNo ?? (await repo.maxBundleNo(db, auth.factoryId, style.id)) + 1;
    checkLastNumber(style, firstBundleNo + count - 1);
    if (body.startBundleNo !== undefined)
      await checkNumbersFree(style, auth.factoryId, firstBundleNo, firstBundleNo + count - 1);
    const bundles = numberBundles({ sizes: style.sizes, ratio: body.ratio, lays, split, firstBundleNo });
    const cutQty = await repo.sumPieces(db, auth.factoryId, { styleId: style.id });
    const preview: CutPreview = {
      bedNo,
      totalQty: bundles.reduce((sum, bundle) => sum + bundle.qty, 0),
      totalBundles: bundles.length,
      bundles,
      orderQty: style.orderQty,
      cutQty,
      overCutAllowance: plainPercent(style.overcutPct),
      overCut: overCutCells(style.orderQty, cutQty, bundles, style.overcutPct),
    };
    return { style, split, bedNo, bundles, preview };
  }

  async function preview(auth: AuthContext, body: CutOrderInput): Promise<CutPreview> {
    return (await plan(auth, body, false)).preview;
  }

  /**
   * Takes a block of ticket numbers and inserts the bundles. A number taken meanwhile (the style row lock
   * prevents it; the unique index is the last word) is the same 409 as the check before.
   */
  async function insertBundles(
    auth: AuthContext,
    style: StyleForCutting,
    cutOrder: { id: number; bedNo: number },
    planned: (NumberedBundle & { recut: boolean; note: string | null })[],
  ): Promise<Bundle[]> {
    const firstTicket = await repo.takeTicketNumbers(db, auth.factoryId, planned.length);
    const values = planned.map((bundle, i) => ({ ...bundle, ticketNo: firstTicket + i }));
    let inserted: { id: number; createTime: Date }[];
    try {
      inserted = await repo.insertBundles(db, auth.factoryId, cutOrder.id, style.id, values);
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'bundles_bundle_no_uq')
        throw conflict(
          CUT_ORDER_MESSAGES.numberTaken(style.styleNo, clashingNumber(error, planned[0]?.bundleNo ?? 0)),
        );
      throw error;
    }
    return values.map((value, i) =>
      toBundle(auth.factoryId, {
        ...value,
        id: inserted[i]?.id ?? 0,
        createTime: inserted[i]?.createTime ?? new Date(),
        cutOrderId: cutOrder.id,
        bedNo: cutOrder.bedNo,
        styleId: style.id,
        styleNo: style.styleNo,
        status: 'active',
        voidReason: null,
        printCount: 0,
      }),
    );
  }

  /** Saves the bed, its process snapshot and all its bundles in one transaction, the style locked. */
  async function generate(auth: AuthContext, body: CutOrderInput): Promise<SavedCutOrder> {
    const saved = await inTransaction(db, async () => {
      const { style, split, bedNo, bundles, preview: planned } = await plan(auth, body, true);
      let cutOrder: Awaited<ReturnType<typeof repo.insertCutOrder>>;
      try {
        cutOrder = await repo.insertCutOrder(db, auth.factoryId, auth.userId, {
          styleId: style.id,
          bedNo,
          cutDate: body.cutDate,
          markerName: body.markerName ?? null,
          markerLength: body.markerLength ?? null,
          ratio: body.ratio,
          lays: body.lays.map((lay) => ({ ...lay, dyeLot: lay.dyeLot ?? null, shade: lay.shade ?? null })),
          maxPlies: 'maxPlies' in split ? split.maxPlies : null,
          bundleSize: 'bundleSize' in split ? split.bundleSize : null,
          note: body.note ?? null,
        });
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'cut_orders_bed_uq')
          throw conflict(CUT_ORDER_MESSAGES.bedTaken(style.styleNo, bedNo));
        throw error;
      }
      await repo.insertProcesses(db, auth.factoryId, cutOrder.id, style.processes);
      const saved = await insertBundles(
        auth,
        style,
        { id: cutOrder.id, bedNo },
        bundles.map((bundle) => ({ ...bundle, recut: false, note: null })),
      );
      return { ...planned, id: cutOrder.id, bundles: saved };
    });
    // Its bundles are scanned next: the statistics of a bed the table did not yet hold (issue 22).
    await repo.refreshBundleStatistics(db, saved.bundles.length);
    return saved;
  }

  async function cutOrderOf(auth: AuthContext, id: number) {
    const row = await repo.findCutOrder(db, auth.factoryId, id);
    if (!row) throw notFound(CUT_ORDER_MESSAGES.notFound(id));
    return row;
  }

  function toSummary(row: repo.CutOrderRow, totals: repo.CutOrderTotals | undefined): CutOrderSummary {
    return {
      id: row.id,
      styleId: row.styleId,
      styleNo: row.styleNo,
      styleName: row.styleName,
      customerName: row.customerName,
      bedNo: row.bedNo,
      cutDate: row.cutDate,
      markerName: row.markerName,
      totalQty: totals?.totalQty ?? 0,
      totalBundles: totals?.totalBundles ?? 0,
      bundleNoFrom: totals?.bundleNoFrom ?? null,
      bundleNoTo: totals?.bundleNoTo ?? null,
      colours: [...new Set(row.lays.map((lay) => lay.colour))],
      printCount: totals?.printCount ?? 0,
      createdBy: row.createdBy,
      createTime: row.createTime.toISOString(),
    };
  }

  async function list(auth: AuthContext, query: CutOrderQuery): Promise<Page<CutOrderSummary>> {
    // Another factory's style or customer is not found, rather than an empty page.
    if (query.styleId !== undefined) await styleOf(auth, query.styleId, false);
    if (query.customerId !== undefined && !(await customerExists(db, auth.factoryId, query.customerId)))
      throw notFound(CUT_ORDER_MESSAGES.customerNotFound(query.customerId));
    const { rows, total } = await repo.findCutOrderPage(db, auth.factoryId, query);
    const totals = await repo.findTotals(
      db,
      auth.factoryId,
      rows.map((row) => row.id),
    );
    return { content: rows.map((row, i) => toSummary(row, totals[i])), totalElements: total };
  }

  async function get(auth: AuthContext, id: number): Promise<CutOrder> {
    const row = await cutOrderOf(auth, id);
    const [totals] = await repo.findTotals(db, auth.factoryId, [id]);
    const snapshot = await repo.findProcesses(db, auth.factoryId, [id]);
    const style = await styleOf(auth, row.styleId, false);
    const prints = await repo.findPrints(db, auth.factoryId, id);
    return {
      ...toSummary(row, totals),
      markerLength: row.markerLength,
      maxPlies: row.maxPlies,
      bundleSize: row.bundleSize,
      ratio: row.ratio,
      lays: row.lays.map((lay) => ({ ...lay, dyeLot: lay.dyeLot ?? null, shade: lay.shade ?? null })),
      note: row.note,
      sizes: row.sizes,
      matrix: await repo.sumPieces(db, auth.factoryId, { cutOrderId: id }),
      processes: snapshot.map(({ cutOrderId: _cutOrderId, ...process }) => toProcess(process)),
      processesOutOfSync: snapshot.map(processKey).join('\n') !== style.processes.map(processKey).join('\n'),
      prints: prints.map((print) => ({ ...print, printTime: print.printTime.toISOString() })),
    };
  }

  /** Deletes a bed with its bundles and snapshot; scans (which reference them, RESTRICT) refuse it. */
  async function remove(auth: AuthContext, id: number): Promise<string> {
    return inTransaction(db, async () => {
      // The bed's lock first, as a sync takes it: a delete waiting on it finds a bed deleted meanwhile gone.
      if ((await repo.lockCutOrders(db, auth.factoryId, [id], 'update')).length === 0)
        throw notFound(CUT_ORDER_MESSAGES.notFound(id));
      const row = await cutOrderOf(auth, id);
      try {
        await inTransaction(db, () => repo.deleteCutOrder(db, auth.factoryId, id));
      } catch (error) {
        if (isStillReferenced(error)) throw conflict(CUT_ORDER_MESSAGES.scanned(row.styleNo, row.bedNo));
        throw error;
      }
      return bedName(row.styleNo, row.bedNo);
    });
  }

  /** Replaces each bed's process snapshot with its style's current list, all or none. */
  async function syncProcesses(auth: AuthContext, ids: number[]): Promise<string[]> {
    return inTransaction(db, async () => {
      // All the beds locked before any snapshot is touched: a sync or delete of the same bed waits, then
      // replaces what this one wrote (not the rows it read before: a duplicate) or finds the bed gone.
      await repo.lockCutOrders(db, auth.factoryId, ids, 'no key update');
      const names: string[] = [];
      for (const id of new Set(ids)) {
        const row = await cutOrderOf(auth, id);
        const style = await styleOf(auth, row.styleId, false);
        try {
          await inTransaction(db, async () => {
            await repo.deleteProcesses(db, auth.factoryId, id);
            await repo.insertProcesses(db, auth.factoryId, id, style.processes);
          });
        } catch (error) {
          if (isStillReferenced(error))
            throw conflict(CUT_ORDER_MESSAGES.syncScanned(row.styleNo, row.bedNo));
          throw error;
        }
        names.push(bedName(row.styleNo, row.bedNo));
      }
      return names;
    });
  }

  // ─── Bundles ───────────────────────────────────────────────────────────────────────────────────

  async function listBundles(auth: AuthContext, query: BundleQuery): Promise<Page<Bundle>> {
    if (query.styleId !== undefined) await styleOf(auth, query.styleId, false);
    if (query.cutOrderId !== undefined && !(await repo.findCutOrder(db, auth.factoryId, query.cutOrderId)))
      throw notFound(CUT_ORDER_MESSAGES.cutOrderFilterNotFound(query.cutOrderId));
    const { rows, total } = await repo.findBundlePage(db, auth.factoryId, query);
    return { content: rows.map((row) => toBundle(auth.factoryId, row)), totalElements: total };
  }

  async function bundleOf(auth: AuthContext, id: number) {
    const row = await repo.findBundle(db, auth.factoryId, id);
    if (!row) throw notFound(CUT_ORDER_MESSAGES.bundleNotFound(id));
    return row;
  }

  /** A re-cut: new bundles on a bed, continuing the style's numbers, with new tickets. */
  async function append(auth: AuthContext, body: BundleAppend): Promise<{ bed: string; bundles: Bundle[] }> {
    const appended = await inTransaction(db, async () => {
      const cutOrder = await cutOrderOf(auth, body.cutOrderId);
      const style = await styleOf(auth, cutOrder.styleId, true);
      checkColour(style, 'colour', body.colour);
      checkSize(style, 'size', body.size);
      const first = (await repo.maxBundleNo(db, auth.factoryId, style.id)) + 1;
      checkLastNumber(style, first + body.bundles - 1);
      const planned = splitQty(body.qty, body.bundles).map((qty, i) => ({
        bundleNo: first + i,
        colour: body.colour,
        size: body.size,
        qty,
        plyFrom: null,
        plyTo: null,
        dyeLot: body.dyeLot ?? null,
        shade: body.shade ?? null,
        recut: true,
        note: body.note ?? null,
      }));
      const bundles = await insertBundles(auth, style, cutOrder, planned);
      return { bed: bedName(style.styleNo, cutOrder.bedNo), bundles };
    });
    await repo.refreshBundleStatistics(db, appended.bundles.length);
    return appended;
  }

  async function updateBundle(auth: AuthContext, id: number, body: BundleUpdate): Promise<Bundle> {
    // Scans of the bundle wait on this lock (held to the end of the route's transaction) and the edit on
    // theirs: what they recorded cannot grow between the count below and the update.
    await repo.lockBundle(db, auth.factoryId, id);
    const row = await bundleOf(auth, id);
    const recorded = await repo.maxScannedQty(db, auth.factoryId, id);
    if (body.qty < recorded) throw conflict(CUT_ORDER_MESSAGES.belowScanned(row.bundleNo, recorded));
    // The update itself checks the status: a void committed since the read leaves the bundle as voided.
    if (!(await repo.updateBundle(db, auth.factoryId, id, { qty: body.qty, note: body.note ?? null })))
      throw conflict(CUT_ORDER_MESSAGES.bundleVoid(row.bundleNo));
    return toBundle(auth.factoryId, await bundleOf(auth, id));
  }

  /** Voids a bundle: it stays, with its number and ticket, never reused; its ticket stops scanning. */
  async function voidBundle(auth: AuthContext, id: number, reason: string): Promise<Bundle> {
    const row = await bundleOf(auth, id);
    if (!(await repo.voidBundle(db, auth.factoryId, id, auth.userId, reason)))
      throw conflict(CUT_ORDER_MESSAGES.alreadyVoid(row.bundleNo));
    return toBundle(auth.factoryId, await bundleOf(auth, id));
  }

  /**
   * The bundles a print names, checked: a cut order of this factory, or ids every one of which is a bundle of
   * this factory (another factory's is not found, naming the first).
   */
  async function selectionOf(
    auth: AuthContext,
    body: Pick<TicketPrintBody, 'cutOrderId' | 'bundleNoFrom' | 'bundleNoTo' | 'bundleIds'>,
  ): Promise<repo.TicketSelection> {
    if (body.cutOrderId !== undefined) {
      await cutOrderOf(auth, body.cutOrderId);
      return { cutOrderId: body.cutOrderId, bundleNoFrom: body.bundleNoFrom, bundleNoTo: body.bundleNoTo };
    }
    const ids = [...new Set(body.bundleIds)];
    const missing = await repo.firstMissingBundle(db, auth.factoryId, ids);
    if (missing !== null) throw notFound(CUT_ORDER_MESSAGES.bundleNotFound(missing));
    return { ids };
  }

  /** What a print would print, recording nothing: counts, earlier prints, processes per bed. */
  async function printPreview(auth: AuthContext, body: TicketPrintBody): Promise<TicketPrintPreview> {
    const groups = await repo.previewSelection(db, auth.factoryId, await selectionOf(auth, body));
    if (groups.length === 0) throw notFound(CUT_ORDER_MESSAGES.noBundles);
    const active = groups.filter((group) => group.status === 'active');
    const ticketsOf = new Map<number, number>();
    const printedBefore = new Map<number, number>();
    for (const group of active) {
      ticketsOf.set(group.cutOrderId, (ticketsOf.get(group.cutOrderId) ?? 0) + group.count);
      if (group.printCount > 0)
        printedBefore.set(group.printCount, (printedBefore.get(group.printCount) ?? 0) + group.count);
    }
    const processCount = new Map<number, number>();
    for (const process of await repo.findProcesses(db, auth.factoryId, [...ticketsOf.keys()]))
      processCount.set(process.cutOrderId, (processCount.get(process.cutOrderId) ?? 0) + 1);
    return {
      total: active.reduce((sum, group) => sum + group.count, 0),
      voided: groups.reduce((sum, group) => sum + (group.status === 'void' ? group.count : 0), 0),
      printedBefore: [...printedBefore]
        .sort(([a], [b]) => a - b)
        .map(([printCount, tickets]) => ({ printCount, tickets })),
      beds: [...ticketsOf].map(([cutOrderId, tickets]) => ({
        cutOrderId,
        tickets,
        processes: body.withProcesses ? (processCount.get(cutOrderId) ?? 0) : 0,
      })),
    };
  }

  /**
   * A page of a print's tickets: up to `size` active bundles after `after`, their beds' processes once per
   * bed (not per ticket: 20,000 tickets of a 200-process bed made a 196 MB answer), and where the next page
   * starts.
   */
  async function ticketPage(
    auth: AuthContext,
    body: TicketPrintBody,
    selection: repo.TicketSelection,
    total: number,
    after?: TicketCursor,
  ): Promise<TicketPrintResult> {
    // One more than asked tells whether a page follows.
    const rows = await repo.findTicketPage(db, auth.factoryId, selection, after, body.size + 1);
    const page = rows.slice(0, body.size);
    const last = page.at(-1);
    const beds = [...new Set(page.map((row) => row.cutOrderId))];
    const processesOf = body.withProcesses
      ? await processesOfBeds(auth, beds)
      : new Map<number, TicketProcess[]>();
    return {
      factoryName: (await factory.get(auth.factoryId)).name,
      template: body.template,
      total,
      tickets: page.map((row) => toTicket(auth.factoryId, row)),
      beds: body.withProcesses
        ? beds.map((cutOrderId) => ({ cutOrderId, processes: processesOf.get(cutOrderId) ?? [] }))
        : [],
      next: rows.length > body.size && last ? { cutOrderId: last.cutOrderId, bundleNo: last.bundleNo } : null,
    };
  }

  function toTicket(factoryId: number, row: repo.TicketRow): Ticket {
    return {
      ...toBundle(factoryId, row),
      cutDate: row.cutDate,
      styleName: row.styleName,
      customerName: row.customerName,
      orderNo: row.orderNo,
    };
  }

  /** The processes a ticket lists, per bed, in sequence; rates only where the factory shows them to workers. */
  async function processesOfBeds(auth: AuthContext, beds: number[]): Promise<Map<number, TicketProcess[]>> {
    const showRates = (await settingsOf(auth)).showRatesToWorkers;
    const processesOf = new Map<number, TicketProcess[]>(beds.map((bed) => [bed, []]));
    for (const process of await repo.findProcesses(db, auth.factoryId, beds))
      processesOf.get(process.cutOrderId)?.push({
        seq: process.seq,
        name: process.name,
        rate: showRates ? process.rate : null,
        sizeRates: showRates ? process.sizeRates : {},
      });
    return processesOf;
  }

  /** Every active ticket a selection prints, by bed and bundle number (read a page at a time). */
  async function allTickets(auth: AuthContext, selection: repo.TicketSelection): Promise<Ticket[]> {
    const tickets: Ticket[] = [];
    let after: TicketCursor | undefined;
    for (;;) {
      const rows = await repo.findTicketPage(db, auth.factoryId, selection, after, MAX_TICKETS_PER_PAGE);
      tickets.push(...rows.map((row) => toTicket(auth.factoryId, row)));
      const last = rows.at(-1);
      if (rows.length < MAX_TICKETS_PER_PAGE || !last) return tickets;
      after = { cutOrderId: last.cutOrderId, bundleNo: last.bundleNo };
    }
  }

  /** A selection's tickets as one label job for a printer set up as `setup` (a label a ticket). */
  async function ticketLabelBytes(
    auth: AuthContext,
    selection: repo.TicketSelection,
    options: {
      template: LabelTicketTemplate;
      withProcesses: boolean;
      setup: LabelSetup;
      locale: MessageLocale;
    },
  ): Promise<{ payload: Buffer; labels: number }> {
    const tickets = await allTickets(auth, selection);
    if (tickets.length === 0) throw notFound(CUT_ORDER_MESSAGES.noBundles);
    const beds = [...new Set(tickets.map((ticket) => ticket.cutOrderId))];
    const payload = ticketLabelJob(options.setup, options.template, tickets, {
      factoryName: (await factory.get(auth.factoryId)).name,
      processesOf: options.withProcesses
        ? await processesOfBeds(auth, beds)
        : new Map<number, TicketProcess[]>(),
      words: ticketWords(options.locale),
    });
    return { payload, labels: tickets.length };
  }

  /**
   * `GET api/bundles/labels`: a selection's tickets as a ZPL or TSPL file, for a printer reached through a
   * vendor's tool or USB. Records nothing: it is a file, not yet a print.
   */
  async function ticketLabelFile(
    auth: AuthContext,
    query: TicketLabelsQuery,
    locale: MessageLocale,
  ): Promise<{ payload: Buffer; fileName: string }> {
    const selection = await selectionOf(auth, query);
    const setup = labelFileSetup(query, LABEL_SIZES[query.template]);
    const { payload } = await ticketLabelBytes(auth, selection, {
      template: query.template,
      withProcesses: query.withProcesses,
      setup,
      locale,
    });
    const name = query.cutOrderId === undefined ? 'tickets' : `tickets-${query.cutOrderId}`;
    return { payload, fileName: `${name}-${query.template}-${query.dpi}dpi.${labelFileExtension(setup)}` };
  }

  /**
   * Records a print of tickets (one row per bed involved; a reprint when any was printed before; every print
   * count one up) and answers its first page. Void bundles are never printed.
   */
  async function print(
    auth: AuthContext,
    body: TicketPrintBody,
    locale: MessageLocale = 'en',
  ): Promise<TicketPrintResult & { subject: string }> {
    const selection = await selectionOf(auth, body);
    // Another factory's printer is not found, before anything is recorded.
    const printer = body.printerId === undefined ? null : await printers.get(auth, body.printerId);
    const printed = await repo.bumpPrintCount(db, auth.factoryId, selection);
    if (printed.length === 0) {
      const any = await repo.previewSelection(db, auth.factoryId, selection);
      throw any.length === 0
        ? notFound(CUT_ORDER_MESSAGES.noBundles)
        : conflict(CUT_ORDER_MESSAGES.nothingToPrint);
    }
    const beds = new Map(
      (
        await repo.findCutOrders(
          db,
          auth.factoryId,
          printed.map((bed) => bed.cutOrderId),
        )
      ).map((bed) => [bed.id, bed]),
    );
    const total = printed.reduce((sum, bed) => sum + bed.bundleNos.length, 0);
    const subject = printed
      .map(({ cutOrderId, bundleNos }) => {
        const bed = beds.get(cutOrderId);
        return `${bed ? bedName(bed.styleNo, bed.bedNo) : `#${cutOrderId}`} (${numberRanges(bundleNos)})`;
      })
      .join('; ');
    // To a label printer: the whole selection as one job, queued in this transaction.
    let job: PrintJob | undefined;
    if (printer && body.template !== 'a4') {
      const template = body.template;
      const { payload, labels } = await ticketLabelBytes(auth, selection, {
        template,
        withProcesses: body.withProcesses,
        setup: labelSetupOf(printer, LABEL_SIZES[template]),
        locale,
      });
      job = await printers.enqueue(auth, printer, { kind: 'tickets', subject, labels, payload });
    }
    for (const bed of printed)
      await repo.insertPrint(db, auth.factoryId, auth.userId, {
        cutOrderId: bed.cutOrderId,
        template: body.template,
        bundleCount: bed.bundleNos.length,
        bundleNos: numberRanges(bed.bundleNos),
        reprint: bed.reprint,
        printerName: printer?.name ?? null,
        printJobId: job?.id ?? null,
      });
    if (job) {
      const { name: factoryName } = await factory.get(auth.factoryId);
      return { factoryName, template: body.template, total, tickets: [], beds: [], next: null, job, subject };
    }
    return { ...(await ticketPage(auth, body, selection, total)), subject };
  }

  /** A later page of a print's tickets (`after` the previous page's last), recording nothing. */
  async function printedTickets(auth: AuthContext, body: TicketPageBody): Promise<TicketPrintResult> {
    const selection = await selectionOf(auth, body);
    const groups = await repo.previewSelection(db, auth.factoryId, selection);
    const total = groups.reduce((sum, group) => sum + (group.status === 'active' ? group.count : 0), 0);
    return ticketPage(auth, body, selection, total, body.after);
  }

  /** The factory and ticket number a code names: its QR text, or a ticket number typed (this factory's). */
  function readTicket(auth: AuthContext, code: string): { factoryId: number; ticketNo: number } | null {
    const typed = /^\d{1,15}$/.test(code.trim()) ? Number(code.trim()) : null;
    return typed === null ? readTicketCode(secret, code) : { factoryId: auth.factoryId, ticketNo: typed };
  }

  /** The ticket number a code names in the caller's factory, or null (not a ticket, or another factory's). */
  function ticketNoOf(auth: AuthContext, code: string): number | null {
    const ticket = readTicket(auth, code);
    return ticket && ticket.factoryId === auth.factoryId ? ticket.ticketNo : null;
  }

  /**
   * The active bundle a scanned ticket code names (for scanning): a made-up code, another factory's ticket,
   * a ticket whose bed is gone and a void bundle (unless `voidOk`, for a lookup) are each refused with their
   * own message.
   */
  async function bundleOfTicket(
    auth: AuthContext,
    code: string,
    { voidOk = false }: { voidOk?: boolean } = {},
  ): Promise<Bundle> {
    const ticket = readTicket(auth, code);
    if (!ticket) throw badRequest(CUT_ORDER_MESSAGES.notATicket);
    if (ticket.factoryId !== auth.factoryId) throw notFound(CUT_ORDER_MESSAGES.otherFactoryTicket);
    const [row] = await repo.findBundles(db, auth.factoryId, { ticketNo: ticket.ticketNo });
    if (!row) throw notFound(CUT_ORDER_MESSAGES.ticketNotFound(ticket.ticketNo));
    if (row.status === 'void' && !voidOk)
      throw conflict(CUT_ORDER_MESSAGES.ticketVoid(row.ticketNo, row.bundleNo, row.voidReason));
    return toBundle(auth.factoryId, row);
  }

  /**
   * A cut order's process snapshot, in sequence order: what its bundles' scans may name. Given a bundle's size,
   * each rate is the one a scan of that bundle freezes.
   */
  async function processesOf(
    factoryId: number,
    cutOrderId: number,
    size?: string,
  ): Promise<repo.ProcessRow[]> {
    const rows = await repo.findProcesses(db, factoryId, [cutOrderId], size);
    return rows.map(({ cutOrderId: _cutOrderId, ...process }) => process);
  }

  /** Whether a snapshot process of this factory exists (another factory's id is not found). */
  async function processExists(factoryId: number, processId: number): Promise<boolean> {
    return repo.processExists(db, factoryId, processId);
  }

  // ─── Production ────────────────────────────────────────────────────────────────────────────────

  /**
   * For the production grid: the active bundles the filter matches (by bed, then number) and the process
   * snapshots of their beds. Another factory's (or no) cut order or style is not found; a cut order named
   * with a style must be one of its beds.
   */
  async function bundlesForProduction(auth: AuthContext, filter: repo.ProductionBundleFilter) {
    if (filter.cutOrderId !== undefined) {
      const bed = await repo.findCutOrder(db, auth.factoryId, filter.cutOrderId);
      if (!bed) throw notFound(CUT_ORDER_MESSAGES.cutOrderFilterNotFound(filter.cutOrderId));
      if (filter.styleId !== undefined && bed.styleId !== filter.styleId) {
        await styleOf(auth, filter.styleId, false);
        throw badRequest(CUT_ORDER_MESSAGES.cutOrderNotOfStyle(filter.cutOrderId, filter.styleId));
      }
    } else if (filter.styleId !== undefined) await styleOf(auth, filter.styleId, false);
    const bundles = await repo.findProductionBundles(db, auth.factoryId, filter);
    const beds = [...new Set(bundles.map((bundle) => bundle.cutOrderId))];
    const processes = (await repo.findProcesses(db, auth.factoryId, beds)).map(
      ({ cutOrderId, id, seq, name }) => ({ cutOrderId, id, seq, name }),
    );
    return { bundles, processes };
  }

  // ─── The factory's export ──────────────────────────────────────────────────────────────────────

  /**
   * Every bed of the factory as a workbook, for the factory's export: "Beds" (a row per bed as the bed list
   * shows it, with its ratio, lays, and its active bundles' pieces and numbers) and "Bed processes" (each bed's
   * snapshot of its processes, rates as money). Read in keyset batches as the workbook is written; `options` is
   * handed to xlsxBook (its count of rows written).
   */
  async function bedsWorkbook(auth: AuthContext, options: XlsxBookOptions): Promise<Readable> {
    const { factoryId, timeZone } = auth;
    async function* beds(): AsyncGenerator<BedExportRow[]> {
      for await (const rows of keysetBatches(
        (after: number | null, limit) => repo.findCutOrdersAfter(db, factoryId, after ?? 0, limit),
        (row) => row.id,
      )) {
        const totals = await repo.findTotals(
          db,
          factoryId,
          rows.map((row) => row.id),
        );
        yield rows.map((row, i) => ({ ...row, totals: totals[i] }));
      }
    }
    return xlsxBook(
      [
        xlsxPart({ name: { en: 'Beds', 'zh-CN': '裁床' }, columns: BED_COLUMNS, timeZone }, beds()),
        xlsxPart(
          { name: { en: 'Bed processes', 'zh-CN': '裁床工序' }, columns: BED_PROCESS_COLUMNS, timeZone },
          keysetBatches(
            (after: number | null, limit) => repo.findBedProcessesAfter(db, factoryId, after ?? 0, limit),
            (row) => row.id,
          ),
        ),
      ],
      options,
    );
  }

  /**
   * Every bundle of the factory, active and void, as a workbook of one sheet, "Bundles" (a row per bundle with
   * its style's and bed's numbers, ticket, plies, status and how often its ticket printed), for the factory's
   * export: read a thousand at a time by keyset as the workbook is written (a factory holds hundreds of
   * thousands); `options` is handed to xlsxBook (its count of rows written).
   */
  async function bundlesWorkbook(auth: AuthContext, options: XlsxBookOptions): Promise<Readable> {
    const { factoryId, timeZone } = auth;
    return xlsxBook(
      [
        xlsxPart(
          { name: { en: 'Bundles', 'zh-CN': '扎号' }, columns: BUNDLE_COLUMNS, timeZone },
          keysetBatches(
            (after: number | null, limit) => repo.findBundlesAfter(db, factoryId, after ?? 0, limit),
            (row) => row.id,
          ),
        ),
      ],
      options,
    );
  }

  return {
    bedsWorkbook,
    bundlesWorkbook,
    bundlesForProduction,
    bundleOfTicket,
    ticketNoOf,
    processesOf,
    processExists,
    preview,
    generate,
    list,
    get,
    remove,
    syncProcesses,
    listBundles,
    append,
    updateBundle,
    voidBundle,
    print,
    printPreview,
    printedTickets,
    ticketLabelFile,
  };
}

export type CutOrderService = ReturnType<typeof createCutOrderService>;
