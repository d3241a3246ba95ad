import {
  type CartonGroup,
  type CartonLabelFileQuery,
  type CartonLabelPrint,
  type CartonLabelTemplate,
  cartonCount,
  LABEL_SIZES,
  cellKey,
  type Customer,
  type MessageLocale,
  gridOrder,
  MAX_CARTON_NO,
  mixedCartonProblems,
  type Packing,
  type PackingInput,
  type PrintJob,
  type Shipment,
  type ShipmentExportQuery,
  type ShipmentFigures,
  type ShipmentInput,
  type ShipmentPage,
  type ShipmentQuery,
  type ShipmentStatus,
  type ShipmentSummary,
  type ShipmentWarning,
  solidCartons,
} from '@gbo/contracts';
import type { Readable } from 'node:stream';
import { type Db, inTransaction } from '../../db/client';
import { inReadSnapshot } from '../../db/read-snapshot';
import type { ShipmentPacking } from '../../db/schema';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { moneyColumn, XLSX_WORDS, type XlsxBookOptions, type XlsxColumn, xlsxStream } from '../../lib/xlsx';
import type { AuthContext } from '../../lib/auth-context';
import { labelFileExtension } from '../../lib/labels/job';
import { labelFileSetup } from '../../lib/labels/label-file';
import type { LabelSetup } from '../../lib/labels/label';
import type { CustomerService } from '../customers';
import type { FactoryService } from '../factory';
import type { Figures } from '../figures';
import { labelSetupOf, type PrinterService } from '../printers';
import type { StyleForCutting, StyleService } from '../styles';
import { cartonLabelJob } from './carton-job';
import * as repo from './repository';
import { fieldProblem, type Message, msg, renderMessage, type Words } from '../../lib/messages';

export const SHIPMENT_MESSAGES = {
  notFound: (id: number) => msg('shipments.notFound', { id }),
  styleNotFound: (id: number) => msg('shipments.styleNotFound', { id }),
  customerNotFound: (id: number) => msg('shipments.customerNotFound', { id }),
  colourNotInStyle: (field: string, colour: string, styleNo: string) =>
    msg('shipments.colourNotInStyle', { field, colour, styleNo }),
  sizeNotInStyle: (field: string, size: string, styleNo: string) =>
    msg('shipments.sizeNotInStyle', { field, size, styleNo }),
  notDraft: (shipmentNo: string, status: ShipmentStatus) =>
    msg('shipments.notDraft', { shipmentNo, status: msg(`shipments.status.${status}`) }),
  notConfirmable: (shipmentNo: string, status: ShipmentStatus) =>
    msg('shipments.notConfirmable', { shipmentNo, status: msg(`shipments.status.${status}`) }),
  voidAlready: (shipmentNo: string) => msg('shipments.voidAlready', { shipmentNo }),
  cellGoneFromStyle: (shipmentNo: string, colour: string, size: string, styleNo: string) =>
    msg('shipments.cellGoneFromStyle', { shipmentNo, colour, size, styleNo }),
  numberTaken: (shipmentNo: string) => msg('shipments.numberTaken', { shipmentNo }),
  tooManyCartons: (count: number) => msg('shipments.tooManyCartons', { count, max: MAX_CARTON_NO }),
  noPacking: (shipmentNo: string) => msg('shipments.noPacking', { shipmentNo }),
  voidNoLabels: (shipmentNo: string) => msg('shipments.voidNoLabels', { shipmentNo }),
  cartonOutOfRange: (field: 'fromNo' | 'toNo', carton: number, count: number, shipmentNo: string) =>
    msg('shipments.cartonOutOfRange', { field, carton, count, shipmentNo }),
  overFinished: (colour: string, size: string, qty: number, available: number) =>
    msg('shipments.overFinished', { colour, size, qty, available: Math.max(available, 0) }),
  /** The cells are worded in each language, like the warnings the confirmation repeats. */
  overShipRefused: (shipmentNo: string, warnings: readonly ShipmentWarning[]) => {
    const cells = (locale: MessageLocale, separator: string) =>
      warnings
        .map(({ colour, size, qty, available }) =>
          renderMessage(
            msg('shipments.overFinished', { colour, size, qty, available: Math.max(available, 0) }),
            locale,
          ),
        )
        .join(separator);
    return msg('shipments.overShipRefused', {
      shipmentNo,
      cells: { localized: { en: cells('en', '; '), 'zh-CN': cells('zh-CN', '；') } },
    });
  },
} as const;

/** `CH-20261123-001`: the creation day in the factory's time zone and the day's serial (at least 3 digits). */
export const shipmentNumber = (day: string, n: number) => `CH-${day}-${String(n).padStart(3, '0')}`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What the style's grid holds in a cell, by key. */
const byCell = (cells: { colour: string; size: string; qty: number }[]) =>
  new Map(cells.map((cell) => [cellKey(cell), cell.qty]));

const toSummary = (row: repo.ShipmentRow): ShipmentSummary => ({
  id: row.id,
  shipmentNo: row.shipmentNo,
  status: row.status,
  shipDate: row.shipDate,
  customerId: row.customerId,
  customerName: row.customerName,
  styleId: row.styleId,
  styleNo: row.styleNo,
  styleName: row.styleName,
  totalQty: row.totalQty,
  unitPrice: row.unitPrice,
  amount: row.amount,
  cartonCount: row.cartonCount,
  carrier: row.carrier,
  vehicleNo: row.vehicleNo,
  driver: row.driver,
  note: row.note,
  createdBy: row.createdBy,
  createTime: row.createTime.toISOString(),
  confirmedAt: iso(row.confirmedAt),
});

/** The packing list as answered: solid packing computed from the lines, each range with its pieces. */
function packingOf(stored: ShipmentPacking | null, lines: { colour: string; size: string; qty: number }[]) {
  if (!stored) return null;
  const groups: CartonGroup[] =
    stored.mode === 'solid' ? solidCartons(lines, stored.perCarton ?? 1) : (stored.groups ?? []);
  const packing: Packing = {
    mode: stored.mode,
    perCarton: stored.mode === 'solid' ? stored.perCarton : null,
    cartonCount: cartonCount(groups),
    groups: groups.map((group) => {
      const cartons = group.toNo - group.fromNo + 1;
      const piecesPerCarton = group.contents.reduce((sum, cell) => sum + cell.qty, 0);
      return { ...group, cartons, piecesPerCarton, pieces: cartons * piecesPerCarton };
    }),
    cartonLength: stored.cartonLength,
    cartonWidth: stored.cartonWidth,
    cartonHeight: stored.cartonHeight,
    grossWeight: stored.grossWeight,
    netWeight: stored.netWeight,
  };
  return packing;
}

type ExportRow = ShipmentSummary | { totals: ShipmentPage['totals'] };

/** An order's status as the web shows it in Chinese; the English workbook keeps the status's code. */
const STATUS_WORDS: Record<ShipmentStatus, Words> = {
  draft: { en: 'draft', 'zh-CN': '草稿' },
  confirmed: { en: 'confirmed', 'zh-CN': '已确认' },
  void: { en: 'void', 'zh-CN': '已作废' },
};

const EXPORT_COLUMNS: XlsxColumn<ExportRow>[] = [
  {
    header: { en: 'Shipment no.', 'zh-CN': '出货单号' },
    width: 18,
    value: (r) => ('totals' in r ? XLSX_WORDS.total : r.shipmentNo),
  },
  {
    header: { en: 'Ship date', 'zh-CN': '出货日期' },
    width: 12,
    value: (r) => ('totals' in r ? null : r.shipDate),
  },
  {
    header: { en: 'Status', 'zh-CN': '状态' },
    width: 10,
    value: (r) => ('totals' in r ? null : STATUS_WORDS[r.status]),
  },
  {
    header: { en: 'Customer', 'zh-CN': '客户' },
    width: 20,
    value: (r) => ('totals' in r ? null : r.customerName),
  },
  {
    header: { en: 'Style no.', 'zh-CN': '款号' },
    width: 12,
    value: (r) => ('totals' in r ? null : r.styleNo),
  },
  { header: { en: 'Style', 'zh-CN': '款名' }, width: 20, value: (r) => ('totals' in r ? null : r.styleName) },
  {
    header: { en: 'Pieces', 'zh-CN': '件数' },
    width: 10,
    value: (r) => ('totals' in r ? r.totals.qty : r.totalQty),
  },
  {
    header: { en: 'Cartons', 'zh-CN': '箱数' },
    width: 9,
    value: (r) => ('totals' in r ? r.totals.cartons : r.cartonCount),
  },
  moneyColumn({ en: 'Unit price', 'zh-CN': '单价' }, 11, (r) => ('totals' in r ? null : r.unitPrice)),
  moneyColumn({ en: 'Amount', 'zh-CN': '金额' }, 14, (r) => ('totals' in r ? r.totals.amount : r.amount)),
  {
    header: { en: 'Carrier', 'zh-CN': '承运方' },
    width: 16,
    value: (r) => ('totals' in r ? null : r.carrier),
  },
  {
    header: { en: 'Vehicle', 'zh-CN': '车牌号' },
    width: 12,
    value: (r) => ('totals' in r ? null : r.vehicleNo),
  },
  { header: { en: 'Driver', 'zh-CN': '司机' }, width: 12, value: (r) => ('totals' in r ? null : r.driver) },
  { header: { en: 'Note', 'zh-CN': '备注' }, width: 24, value: (r) => ('totals' in r ? null : r.note) },
  {
    header: { en: 'Created by', 'zh-CN': '制单人' },
    width: 12,
    value: (r) => ('totals' in r ? null : r.createdBy),
  },
  {
    header: { en: 'Created', 'zh-CN': '创建时间' },
    width: 19,
    value: (r) => ('totals' in r ? null : new Date(r.createTime)),
  },
];
const EXPORT_BATCH = 1000;

export function createShipmentService({
  db,
  styles,
  customers,
  figures: readSide,
  factory,
  printers,
}: {
  db: Db;
  styles: StyleService;
  customers: CustomerService;
  figures: Figures;
  factory: FactoryService;
  printers: Pick<PrinterService, 'get' | 'enqueue'>;
}) {
  async function styleOf(auth: AuthContext, styleId: number): Promise<StyleForCutting> {
    const style = await styles.forCutting(auth.factoryId, styleId);
    if (!style) throw notFound(SHIPMENT_MESSAGES.styleNotFound(styleId));
    return style;
  }

  async function customerOf(auth: AuthContext, customerId: number): Promise<Customer> {
    const customer = await customers.find(auth.factoryId, customerId);
    if (!customer) throw notFound(SHIPMENT_MESSAGES.customerNotFound(customerId));
    return customer;
  }

  /** A list filter's style or customer of another factory (or none) is not found, not an empty list. */
  async function checkFilter(auth: AuthContext, query: ShipmentExportQuery) {
    if (query.styleId !== undefined) await styleOf(auth, query.styleId);
    if (query.customerId !== undefined) await customerOf(auth, query.customerId);
  }

  /** The body's lines checked against the style, zeros dropped, in the grid's order. */
  function linesOf(style: StyleForCutting, body: ShipmentInput): repo.LineValues[] {
    body.lines.forEach((line, i) => {
      if (!style.colours.includes(line.colour))
        throw badRequest(
          SHIPMENT_MESSAGES.colourNotInStyle(`lines[${i}].colour`, line.colour, style.styleNo),
        );
      if (!style.sizes.includes(line.size))
        throw badRequest(SHIPMENT_MESSAGES.sizeNotInStyle(`lines[${i}].size`, line.size, style.styleNo));
    });
    const shipped = body.lines
      .filter((line) => line.qty > 0)
      .map(({ colour, size, qty }) => ({ colour, size, qty }));
    return gridOrder(shipped, style.colours, style.sizes);
  }

  /** The cartons as kept, with their count; mixed cartons checked against the lines and the style. */
  function packingValues(
    style: StyleForCutting,
    lines: repo.LineValues[],
    input: PackingInput | null,
  ): { packing: ShipmentPacking | null; cartonCount: number } {
    if (!input) return { packing: null, cartonCount: 0 };
    const common = {
      cartonLength: input.cartonLength ?? null,
      cartonWidth: input.cartonWidth ?? null,
      cartonHeight: input.cartonHeight ?? null,
      grossWeight: input.grossWeight ?? null,
      netWeight: input.netWeight ?? null,
    };
    if (input.mode === 'solid') {
      const perCarton = input.perCarton ?? 1;
      const count = cartonCount(solidCartons(lines, perCarton));
      if (count > MAX_CARTON_NO) throw badRequest(SHIPMENT_MESSAGES.tooManyCartons(count));
      return { packing: { mode: 'solid', perCarton, groups: null, ...common }, cartonCount: count };
    }
    const groups = input.groups ?? [];
    groups.forEach((group, i) =>
      group.contents.forEach((cell, j) => {
        const field = `cartons.groups[${i}].contents[${j}]`;
        if (!style.colours.includes(cell.colour))
          throw badRequest(SHIPMENT_MESSAGES.colourNotInStyle(`${field}.colour`, cell.colour, style.styleNo));
        if (!style.sizes.includes(cell.size))
          throw badRequest(SHIPMENT_MESSAGES.sizeNotInStyle(`${field}.size`, cell.size, style.styleNo));
      }),
    );
    const [problem] = mixedCartonProblems(lines, groups);
    if (problem) throw badRequest(fieldProblem(`cartons.${problem.path}`, problem.message));
    const kept = groups.map((group) => ({
      fromNo: group.fromNo,
      toNo: group.toNo,
      contents: group.contents.map(({ colour, size, qty }) => ({ colour, size, qty })),
    }));
    return {
      packing: { mode: 'mixed', perCarton: null, groups: kept, ...common },
      cartonCount: cartonCount(kept),
    };
  }

  /** Everything a write checks and keeps: style, customer (whose address fills in), lines and cartons. */
  async function valuesOf(auth: AuthContext, body: ShipmentInput) {
    const style = await styleOf(auth, body.styleId);
    const customer = await customerOf(auth, body.customerId);
    const lines = linesOf(style, body);
    const { packing, cartonCount: cartons } = packingValues(style, lines, body.cartons);
    // Left out, a delivery field is the customer's; given empty, the order has none.
    const fromCustomer = (given: string | null | undefined, own: string | null) =>
      given === undefined ? own : given || null;
    const values: repo.ShipmentValues = {
      customerId: customer.id,
      styleId: style.id,
      shipDate: body.shipDate,
      address: fromCustomer(body.address, customer.address),
      contact: fromCustomer(body.contact, customer.contact),
      phone: fromCustomer(body.phone, customer.phone),
      carrier: body.carrier ?? null,
      vehicleNo: body.vehicleNo ?? null,
      driver: body.driver ?? null,
      driverPhone: body.driverPhone ?? null,
      note: body.note ?? null,
      unitPrice: body.unitPrice ?? null,
      packing,
      cartonCount: cartons,
    };
    return { values, lines };
  }

  /** Why a change of an order that is not a draft was refused: not found, or its status. */
  async function refusal(
    auth: AuthContext,
    id: number,
    message: (no: string, status: ShipmentStatus) => Message,
  ) {
    const found = await repo.findStatus(db, auth.factoryId, id);
    if (!found) return notFound(SHIPMENT_MESSAGES.notFound(id));
    return conflict(message(found.shipmentNo, found.status));
  }

  /**
   * Cells of an order shipping more than is finished and not shipped by the style's other confirmed orders.
   * A warning only: a factory may ship what its scans do not show yet.
   */
  async function warningsOf(
    auth: AuthContext,
    order: { id: number; styleId: number; status: string },
    lines: repo.LineValues[],
  ): Promise<ShipmentWarning[]> {
    if (order.status === 'void' || lines.length === 0) return [];
    const done = byCell(await readSide.finishedCells(auth.factoryId, order.styleId));
    const shipped = byCell(await repo.sumShipped(db, auth.factoryId, order.styleId, order.id));
    const warnings: ShipmentWarning[] = [];
    for (const { colour, size, qty } of lines) {
      const key = cellKey({ colour, size });
      const available = (done.get(key) ?? 0) - (shipped.get(key) ?? 0);
      if (qty > available)
        warnings.push({
          colour,
          size,
          qty,
          available,
          // The web words these itself (from the figures); the message stays English for other callers.
          message: renderMessage(SHIPMENT_MESSAGES.overFinished(colour, size, qty, available), 'en'),
        });
    }
    return warnings;
  }

  async function get(auth: AuthContext, id: number): Promise<Shipment> {
    const row = await repo.findShipment(db, auth.factoryId, id);
    if (!row) throw notFound(SHIPMENT_MESSAGES.notFound(id));
    const lines = await repo.findLines(db, auth.factoryId, id);
    const style = await styles.forCutting(auth.factoryId, row.styleId);
    const colours = style?.colours ?? [];
    const sizes = style?.sizes ?? [];
    // Per size, in the style's order; sizes it no longer lists after them, as the lines have them.
    const bySize = new Map<string, number>();
    for (const line of lines) bySize.set(line.size, (bySize.get(line.size) ?? 0) + line.qty);
    const rank = (size: string) => (sizes.includes(size) ? sizes.indexOf(size) : sizes.length);
    const sizeTotals = [...bySize]
      .map(([size, qty]) => ({ size, qty }))
      .sort((a, b) => rank(a.size) - rank(b.size));
    return {
      ...toSummary(row),
      address: row.address,
      contact: row.contact,
      phone: row.phone,
      driverPhone: row.driverPhone,
      orderNo: row.orderNo,
      colours,
      sizes,
      lines,
      colourTotals: await repo.findColourTotals(db, auth.factoryId, id),
      sizeTotals,
      packing: packingOf(row.packing, lines),
      confirmedBy: row.confirmedBy,
      voidReason: row.voidReason,
      voidedAt: iso(row.voidedAt),
      voidedBy: row.voidedBy,
      updateTime: row.updateTime.toISOString(),
      warnings: await warningsOf(auth, row, lines),
    };
  }

  /** Creates a draft with the next number of the day, all in one transaction. */
  async function create(auth: AuthContext, body: ShipmentInput): Promise<Shipment> {
    const id = await inTransaction(db, async () => {
      const { values, lines } = await valuesOf(auth, body);
      const { day, n } = await repo.takeShipmentNumber(db, auth.factoryId, auth.timeZone);
      const shipmentNo = shipmentNumber(day, n);
      let created: number;
      try {
        created = await repo.insertShipment(db, auth.factoryId, auth.userId, shipmentNo, values);
      } catch (error) {
        // Only a counter set back by hand can hand out a number again; the unique index still says no.
        if (violatedUniqueConstraint(error) === 'shipments_no_uq')
          throw conflict(SHIPMENT_MESSAGES.numberTaken(shipmentNo));
        throw error;
      }
      await repo.replaceLines(db, auth.factoryId, created, lines);
      return created;
    });
    return get(auth, id);
  }

  /** Rewrites a draft (the whole order); a confirmed or void order is refused (409). */
  async function update(auth: AuthContext, id: number, body: ShipmentInput): Promise<Shipment> {
    await inTransaction(db, async () => {
      const { values, lines } = await valuesOf(auth, body);
      if (!(await repo.updateDraft(db, auth.factoryId, id, values)))
        throw await refusal(auth, id, SHIPMENT_MESSAGES.notDraft);
      await repo.replaceLines(db, auth.factoryId, id, lines);
    });
    return get(auth, id);
  }

  /** Deletes a draft; answers its number. Its number is never given again. */
  async function remove(auth: AuthContext, id: number): Promise<string> {
    const deleted = await repo.deleteDraft(db, auth.factoryId, id);
    if (deleted === null) throw await refusal(auth, id, SHIPMENT_MESSAGES.notDraft);
    return deleted;
  }

  /**
   * Confirms a draft: from now on it counts as shipped and no longer changes. A draft shipping a colour or
   * size its style has dropped since it was saved is refused (409) in the same transaction: it would count
   * as shipped where no figure of the style shows it. So is one shipping more than is finished and not
   * shipped, when the factory refuses that: the style's row is locked first, so two orders of one style
   * confirmed at once are checked one after the other, each counting the other once it is confirmed.
   */
  async function confirm(auth: AuthContext, id: number): Promise<Shipment> {
    const { refuseOverShipment } = await factory.getSettings(auth, auth.factoryId);
    return inTransaction(db, async () => {
      const found = await repo.findStatus(db, auth.factoryId, id);
      if (found) await styles.forCutting(auth.factoryId, found.styleId, { lock: true });
      if (!(await repo.confirmDraft(db, auth.factoryId, id, auth.userId)))
        throw await refusal(auth, id, SHIPMENT_MESSAGES.notConfirmable);
      const order = await get(auth, id);
      const gone = order.lines.find(
        (line) => !order.colours.includes(line.colour) || !order.sizes.includes(line.size),
      );
      if (gone)
        throw conflict(
          SHIPMENT_MESSAGES.cellGoneFromStyle(order.shipmentNo, gone.colour, gone.size, order.styleNo),
        );
      if (refuseOverShipment && order.warnings.length > 0)
        throw conflict(SHIPMENT_MESSAGES.overShipRefused(order.shipmentNo, order.warnings));
      return order;
    });
  }

  /** Voids a draft or a confirmed order, with the reason: it stops counting as shipped, keeps its number. */
  async function voidOrder(auth: AuthContext, id: number, reason: string): Promise<Shipment> {
    if (!(await repo.voidShipment(db, auth.factoryId, id, auth.userId, reason))) {
      const found = await repo.findStatus(db, auth.factoryId, id);
      if (!found) throw notFound(SHIPMENT_MESSAGES.notFound(id));
      throw conflict(SHIPMENT_MESSAGES.voidAlready(found.shipmentNo));
    }
    return get(auth, id);
  }

  async function list(auth: AuthContext, query: ShipmentQuery): Promise<ShipmentPage> {
    await checkFilter(auth, query);
    const rows = await repo.findShipmentPage(db, auth.factoryId, query, {
      offset: query.page * query.size,
      limit: query.size,
      sort: query.sort,
    });
    const { total, ...totals } = await repo.sumShipments(db, auth.factoryId, query);
    return { content: rows.map(toSummary), totalElements: total, totals };
  }

  /**
   * Every order the filter matches as a workbook, with a last row of the totals. The rows and the totals are
   * read in one snapshot, so the totals row adds up the rows even while orders are being made; a factory's
   * orders (thousands a year) are read whole before the workbook is written.
   */
  async function workbook(
    auth: AuthContext,
    query: ShipmentExportQuery,
    options: XlsxBookOptions = {},
  ): Promise<Readable> {
    await checkFilter(auth, query);
    const [rows, totals] = await inReadSnapshot(db, async () => {
      const read: ExportRow[] = [];
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const batch = await repo.findShipmentPage(db, auth.factoryId, query, { offset, limit: EXPORT_BATCH });
        read.push(...batch.map(toSummary));
        if (batch.length < EXPORT_BATCH) break;
      }
      const { total: _total, ...sums } = await repo.sumShipments(db, auth.factoryId, query);
      return [read, sums] as const;
    });
    async function* batches(): AsyncGenerator<ExportRow[]> {
      for (let from = 0; from < rows.length; from += EXPORT_BATCH)
        yield rows.slice(from, from + EXPORT_BATCH);
      yield [{ totals }];
    }
    return xlsxStream(
      {
        name: { en: 'Shipment orders', 'zh-CN': '出货单' },
        columns: EXPORT_COLUMNS,
        timeZone: auth.timeZone,
      },
      batches(),
      options,
    );
  }

  /**
   * A style's figures per colour × size for the order form: ordered (the style's order quantities), finished
   * (every process done: the bundles' kept figures), shipped (confirmed orders) and left (finished − shipped).
   */
  async function figures(auth: AuthContext, styleId: number): Promise<ShipmentFigures> {
    const style = await styleOf(auth, styleId);
    const ordered = byCell(style.orderQty);
    const finishedCells = await readSide.finishedCells(auth.factoryId, styleId);
    const shippedCells = await repo.sumShipped(db, auth.factoryId, styleId);
    const done = byCell(finishedCells);
    const shipped = byCell(shippedCells);
    const cellOf = ({ colour, size }: { colour: string; size: string }) => {
      const key = cellKey({ colour, size });
      const f = done.get(key) ?? 0;
      const s = shipped.get(key) ?? 0;
      return { colour, size, ordered: ordered.get(key) ?? 0, finished: f, shipped: s, left: f - s };
    };
    const grid = style.colours.flatMap((colour) => style.sizes.map((size) => cellOf({ colour, size })));
    // A colour or size the style has dropped since its pieces were finished or shipped still counts.
    const inGrid = new Set(grid.map(cellKey));
    const dropped = new Map(
      [...finishedCells, ...shippedCells]
        .filter((cell) => !inGrid.has(cellKey(cell)))
        .map((cell) => [cellKey(cell), cellOf(cell)]),
    );
    const cells = [...grid, ...dropped.values()];
    const sum = (pick: (cell: (typeof cells)[number]) => number) =>
      cells.reduce((n, cell) => n + pick(cell), 0);
    return {
      styleId,
      finishedMeansPassed: style.finalInspection,
      colours: style.colours,
      sizes: style.sizes,
      cells,
      totals: {
        ordered: sum((c) => c.ordered),
        finished: sum((c) => c.finished),
        shipped: sum((c) => c.shipped),
        left: sum((c) => c.left),
      },
    };
  }

  /**
   * A range of an order's cartons as label bytes (every carton when the range is left out). A void order gets
   * none (409), nor one without a packing list (409); a draft does, its cartons as they stand.
   */
  async function cartonLabelBytes(
    auth: AuthContext,
    id: number,
    options: {
      template: CartonLabelTemplate;
      setup: LabelSetup;
      range: { fromNo?: number; toNo?: number };
      locale: MessageLocale;
    },
  ) {
    const row = await repo.findShipment(db, auth.factoryId, id);
    if (!row) throw notFound(SHIPMENT_MESSAGES.notFound(id));
    if (row.status === 'void') throw conflict(SHIPMENT_MESSAGES.voidNoLabels(row.shipmentNo));
    const packing = packingOf(row.packing, await repo.findLines(db, auth.factoryId, id));
    if (!packing || packing.cartonCount === 0) throw conflict(SHIPMENT_MESSAGES.noPacking(row.shipmentNo));
    const count = packing.cartonCount;
    const from = options.range.fromNo ?? 1;
    const to = options.range.toNo ?? count;
    if (from > count)
      throw badRequest(SHIPMENT_MESSAGES.cartonOutOfRange('fromNo', from, count, row.shipmentNo));
    if (to > count) throw badRequest(SHIPMENT_MESSAGES.cartonOutOfRange('toNo', to, count, row.shipmentNo));
    const payload = cartonLabelJob(
      options.setup,
      options.template,
      {
        shipmentNo: row.shipmentNo,
        customerName: row.customerName,
        styleNo: row.styleNo,
        styleName: row.styleName,
        shipDate: row.shipDate,
        groups: packing.groups,
        netWeight: packing.netWeight,
        grossWeight: packing.grossWeight,
      },
      { from, to },
      options.locale,
    );
    return { shipmentNo: row.shipmentNo, payload, from, to, count };
  }

  /** `GET api/shipments/{id}/cartonLabels`: the labels as a ZPL or TSPL file. Records nothing. */
  async function cartonLabelFile(
    auth: AuthContext,
    id: number,
    query: CartonLabelFileQuery,
    locale: MessageLocale,
  ): Promise<{ payload: Buffer; fileName: string }> {
    const setup = labelFileSetup(query, LABEL_SIZES[query.template]);
    const { shipmentNo, payload } = await cartonLabelBytes(auth, id, {
      template: query.template,
      setup,
      range: query,
      locale,
    });
    return {
      payload,
      fileName: `${shipmentNo}-cartons-${query.template}-${query.dpi}dpi.${labelFileExtension(setup)}`,
    };
  }

  /** `POST api/shipments/{id}/cartonLabels`: the labels to a printer of the factory, as one queued job. */
  async function printCartonLabels(
    auth: AuthContext,
    id: number,
    body: CartonLabelPrint,
    locale: MessageLocale = 'en',
  ): Promise<PrintJob> {
    // Another factory's printer is not found.
    const printer = await printers.get(auth, body.printerId);
    const { shipmentNo, payload, from, to, count } = await cartonLabelBytes(auth, id, {
      template: body.template,
      setup: labelSetupOf(printer, LABEL_SIZES[body.template]),
      range: body,
      locale,
    });
    return printers.enqueue(auth, printer, {
      kind: 'cartons',
      subject: renderMessage(msg('labels.cartonsSubject', { shipmentNo, from, to, count }), locale),
      labels: to - from + 1,
      payload,
    });
  }

  return {
    list,
    workbook,
    figures,
    get,
    create,
    update,
    remove,
    confirm,
    void: voidOrder,
    cartonLabelFile,
    printCartonLabels,
  };
}

export type ShipmentService = ReturnType<typeof createShipmentService>;

/** What the audit log calls an order: its number and style. */
export const shipmentLabel = (order: { shipmentNo: string; styleNo: string; totalQty: number }) =>
  `${order.shipmentNo} (${order.styleNo}, ${order.totalQty} pcs)`;
