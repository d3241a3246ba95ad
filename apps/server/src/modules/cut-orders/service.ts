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
  type Page,
  type Process,
  type ProcessStage,
  type SavedCutOrder,
  splitQty,
  type Ticket,
  type TicketPrintRequest,
  type TicketPrintResult,
} from '@gbo/contracts';
import { type Db, inTransaction } from '../../db/client';
import { isStillReferenced, violatedUniqueConstraint } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/auth';
import { customerExists } from '../customers/service';
import type { FactoryService } from '../factory/service';
import type { StyleForCutting, StyleService } from '../styles/service';
import { countBundles, type NumberedBundle, numberBundles, numberRanges, type Split } from './numbering';
import * as repo from './repository';
import { readTicketCode, ticketCode } from './ticket-code';

export const CUT_ORDER_MESSAGES = {
  notFound: (id: number) => `Cut order ${id} does not exist`,
  styleNotFound: (id: number) => `styleId: style ${id} does not exist`,
  bundleNotFound: (id: number) => `Bundle ${id} does not exist`,
  customerNotFound: (id: number) => `customerId: customer ${id} does not exist`,
  cutOrderFilterNotFound: (id: number) => `cutOrderId: cut order ${id} does not exist`,
  cutOrderNotOfStyle: (id: number, styleId: number) =>
    `cutOrderId: cut order ${id} is not a bed of style ${styleId}`,
  colourNotInStyle: (field: string, colour: string, styleNo: string) =>
    `${field}: ${colour} is not a colour of style ${styleNo}`,
  sizeNotInStyle: (field: string, size: string, styleNo: string) =>
    `${field}: ${size} is not a size of style ${styleNo}`,
  tooManyBundles: (bundles: number) =>
    `lays: this bed would make ${bundles} bundles, more than the ${MAX_BUNDLES_PER_BED} one bed may have; split it into beds or raise max plies`,
  bedTaken: (styleNo: string, bedNo: number) => `bedNo: style ${styleNo} already has a bed ${bedNo}`,
  numberTaken: (styleNo: string, bundleNo: number) =>
    `startBundleNo: bundle number ${bundleNo} is already used in style ${styleNo}`,
  numbersRunOut: (styleNo: string, last: number) =>
    `Bundle numbers of style ${styleNo} would run to ${last}, past the highest bundle number ${MAX_BUNDLE_NO}`,
  scanned: (styleNo: string, bedNo: number) =>
    `Bundles of ${styleNo} bed ${bedNo} have been scanned: the bed can no longer be deleted`,
  syncScanned: (styleNo: string, bedNo: number) =>
    `Bundles of ${styleNo} bed ${bedNo} have been scanned: its processes can no longer be replaced`,
  bundleVoid: (bundleNo: number) => `Bundle ${bundleNo} is void`,
  belowScanned: (bundleNo: number, recorded: number) =>
    `qty: bundle ${bundleNo} already has ${recorded} pieces recorded by scans; its quantity cannot go below that`,
  alreadyVoid: (bundleNo: number) => `Bundle ${bundleNo} is void already`,
  nothingToPrint: 'The chosen bundles are all void: there is nothing to print',
  notATicket: 'ticket: this is not a bundle ticket of this system',
  otherFactoryTicket: 'This ticket belongs to another factory',
  ticketNotFound: (ticketNo: number) => `Ticket ${ticketNo} does not exist (its bed may have been deleted)`,
  ticketVoid: (ticketNo: number, bundleNo: number, reason: string | null) =>
    `Ticket ${ticketNo} (bundle ${bundleNo}) is void${reason ? `: ${reason}` : ''}`,
  noBundles: 'No bundles match: there is nothing to print',
} as const;

/** A bed's audit subject and title: "PL2408 bed 2". */
export const bedName = (styleNo: string, bedNo: number) => `${styleNo} bed ${bedNo}`;

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
}: {
  db: Db;
  secret: string;
  styles: StyleService;
  factory: FactoryService;
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
    const preview: CutPreview = {
      bedNo,
      totalQty: bundles.reduce((sum, bundle) => sum + bundle.qty, 0),
      totalBundles: bundles.length,
      bundles,
      orderQty: style.orderQty,
      cutQty: await repo.sumPieces(db, auth.factoryId, { styleId: style.id }),
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
    return inTransaction(db, async () => {
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
    return inTransaction(db, async () => {
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
   * Records a print of tickets (one row per bed involved; a reprint when any was printed before) and answers
   * what to print. Void bundles are never printed.
   */
  async function print(
    auth: AuthContext,
    body: TicketPrintRequest,
  ): Promise<TicketPrintResult & { subject: string }> {
    let rows: repo.BundleRow[];
    if (body.cutOrderId !== undefined) {
      await cutOrderOf(auth, body.cutOrderId);
      rows = await repo.findBundles(db, auth.factoryId, {
        cutOrderId: body.cutOrderId,
        bundleNoFrom: body.bundleNoFrom,
        bundleNoTo: body.bundleNoTo,
      });
    } else {
      const ids = [...new Set(body.bundleIds)];
      rows = await repo.findBundles(db, auth.factoryId, { ids });
      const found = new Set(rows.map((row) => row.id));
      const missing = ids.find((id) => !found.has(id));
      if (missing !== undefined) throw notFound(CUT_ORDER_MESSAGES.bundleNotFound(missing));
    }
    if (rows.length === 0) throw notFound(CUT_ORDER_MESSAGES.noBundles);
    const active = rows.filter((row) => row.status === 'active');
    if (active.length === 0) throw conflict(CUT_ORDER_MESSAGES.nothingToPrint);

    const byBed = new Map<number, repo.BundleRow[]>();
    for (const row of active) {
      const list = byBed.get(row.cutOrderId);
      if (list) list.push(row);
      else byBed.set(row.cutOrderId, [row]);
    }
    const beds = new Map(
      (await repo.findCutOrders(db, auth.factoryId, [...byBed.keys()])).map((bed) => [bed.id, bed]),
    );
    for (const [cutOrderId, printed] of byBed)
      await repo.insertPrint(db, auth.factoryId, auth.userId, {
        cutOrderId,
        template: body.template,
        bundleCount: printed.length,
        bundleNos: numberRanges(printed.map((row) => row.bundleNo)),
        reprint: printed.some((row) => row.printCount > 0),
      });
    await repo.bumpPrintCount(
      db,
      auth.factoryId,
      active.map((row) => row.id),
    );

    const settings = await settingsOf(auth);
    const processes = body.withProcesses
      ? await repo.findProcesses(db, auth.factoryId, [...byBed.keys()])
      : [];
    const tickets: Ticket[] = active.map((row) => {
      const bed = beds.get(row.cutOrderId);
      return {
        ...toBundle(auth.factoryId, { ...row, printCount: row.printCount + 1 }),
        cutDate: bed?.cutDate ?? '',
        styleName: bed?.styleName ?? '',
        customerName: bed?.customerName ?? null,
        orderNo: bed?.orderNo ?? null,
        processes: processes
          .filter((process) => process.cutOrderId === row.cutOrderId)
          .map((process) => ({
            seq: process.seq,
            name: process.name,
            rate: settings.showRatesToWorkers ? (process.sizeRates[row.size] ?? process.rate) : null,
          })),
      };
    });
    const subject = [...byBed.entries()]
      .map(([id, printed]) => {
        const bed = beds.get(id);
        return `${bed ? bedName(bed.styleNo, bed.bedNo) : `#${id}`} (${numberRanges(printed.map((r) => r.bundleNo))})`;
      })
      .join('; ');
    return { factoryName: (await factory.info(auth)).factoryName, template: body.template, tickets, subject };
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

  /** A cut order's process snapshot, in sequence order: what its bundles' scans may name. */
  async function processesOf(factoryId: number, cutOrderId: number): Promise<repo.ProcessRow[]> {
    const rows = await repo.findProcesses(db, factoryId, [cutOrderId]);
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

  return {
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
  };
}

export type CutOrderService = ReturnType<typeof createCutOrderService>;
