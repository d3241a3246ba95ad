import type {
  OrderQty,
  Page,
  Process,
  ProcessStage,
  Style,
  StyleInput,
  StyleQuery,
  StyleSummary,
} from '@gbo/contracts';
import type { Readable } from 'node:stream';
import type { Db, DbOrTx } from '../../db/client';
import { keysetBatches } from '../../lib/keyset';
import {
  MONEY_FORMAT,
  moneyColumn,
  type XlsxBookOptions,
  type XlsxColumn,
  xlsxBook,
  xlsxPart,
  yesNoCell,
} from '../../lib/xlsx';
import { guardConstraints } from '../../lib/db-errors';
import { notFound } from '../../lib/http-error';
import type { AuthContext } from '../../lib/auth-context';
import { customerExists } from '../customers';
import * as repo from './repository';
import { msg, type Words } from '../../lib/messages';

/*
 * Rates are numeric text with three decimals everywhere this module answers: a process's rate as
 * PostgreSQL's numeric(10,3) gives it ("0.450"), its size rates normalised the same way when saved ("0.500"),
 * and the rate total as PostgreSQL sums it ("3.820"). No rate is ever a JavaScript number.
 */

export const STYLE_MESSAGES = {
  notFound: (id: number) => msg('styles.notFound', { id }),
  styleNoTaken: (styleNo: string) => msg('styles.styleNoTaken', { styleNo }),
  customerNotFound: (id: number) => msg('styles.customerNotFound', { id }),
  inUse: (styleNo: string) => msg('styles.inUse', { styleNo }),
} as const;

/** A style as the cutting room needs it (rates as described above). */
export type StyleForCutting = {
  id: number;
  styleNo: string;
  name: string;
  customerName: string | null;
  orderNo: string | null;
  colours: string[];
  sizes: string[];
  orderQty: OrderQty[];
  /** The style's over-cut allowance in % of its order (numeric text, e.g. "4.00"). */
  overcutPct: string;
  /** Finished means passed: its pieces count as finished once passed at the final QC check. */
  finalInspection: boolean;
  processes: {
    seq: number;
    name: string;
    stage: ProcessStage;
    rate: string;
    sizeRates: Record<string, string>;
    dailyQuota: number | null;
    sam: string | null;
  }[];
};

/** "0.5" → "0.500", "007" → "7.000": the text numeric(10,3) would give, by string work alone. */
export function threeDecimals(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(3, '0')}`;
}

const toProcess = (row: repo.ProcessRow): Process => ({ ...row, stage: row.stage as ProcessStage });

const toSummary = ({ orderQty: _orderQty, ...row }: repo.StyleSummaryRow): StyleSummary => ({
  ...row,
  createTime: row.createTime.toISOString(),
});

/** A number of up to 3 decimals (over-cut %, standard minutes) as PostgreSQL's numeric text: a number cell. */
const decimalCell = (text: string | null) => (text === null ? null : Number(text));
/** Size rates as text: "3XL 0.500, 4XL 0.600" (empty: none). */
const sizeRatesText = (rates: Record<string, string>) =>
  Object.entries(rates)
    .map(([size, rate]) => `${size} ${rate}`)
    .join(', ');

/** A process's stage as an export writes it (the web's words). */
const STAGE_WORDS: Record<string, Words> = {
  cutting: { en: 'Cutting', 'zh-CN': '裁剪' },
  sewing: { en: 'Sewing', 'zh-CN': '车缝' },
  finishing: { en: 'Finishing', 'zh-CN': '后整' },
  packing: { en: 'Packing', 'zh-CN': '包装' },
};

/** The factory export's "Styles" sheet: the styles list's columns and what the style form holds besides. */
const STYLE_COLUMNS: XlsxColumn<repo.StyleSummaryRow>[] = [
  { header: { en: 'Style no', 'zh-CN': '款号' }, width: 14, value: (r) => r.styleNo },
  { header: { en: 'Name', 'zh-CN': '款名' }, width: 24, value: (r) => r.name },
  { header: { en: 'Customer', 'zh-CN': '客户' }, width: 20, value: (r) => r.customerName },
  { header: { en: 'Order no', 'zh-CN': '订单号' }, width: 14, value: (r) => r.orderNo },
  { header: { en: 'Delivery date', 'zh-CN': '交期' }, width: 12, value: (r) => r.deliveryDate },
  { header: { en: 'Colours', 'zh-CN': '颜色' }, width: 24, value: (r) => r.colours.join(' / ') },
  { header: { en: 'Sizes', 'zh-CN': '尺码' }, width: 20, value: (r) => r.sizes.join(' / ') },
  { header: { en: 'Order qty', 'zh-CN': '订单数' }, width: 10, value: (r) => r.orderTotal },
  {
    header: { en: 'Over-cut allowance %', 'zh-CN': '加裁 %' },
    width: 12,
    value: (r) => decimalCell(r.overcutPct),
    numFmt: '0.##',
  },
  {
    header: { en: 'Final inspection', 'zh-CN': '终检' },
    width: 10,
    value: (r) => yesNoCell(r.finalInspection),
  },
  { header: { en: 'Processes', 'zh-CN': '工序数' }, width: 10, value: (r) => r.processCount },
  moneyColumn({ en: 'Rate total', 'zh-CN': '单件工价' }, 10, (r) => r.rateTotal),
  {
    header: { en: 'SAM total', 'zh-CN': '单件标准工时' },
    width: 10,
    value: (r) => decimalCell(r.samTotal),
    numFmt: MONEY_FORMAT,
  },
  { header: { en: 'Note', 'zh-CN': '备注' }, width: 30, value: (r) => r.note },
  { header: { en: 'Created', 'zh-CN': '创建时间' }, width: 20, value: (r) => r.createTime },
];

/**
 * A process's columns in the factory's export, from its number on: a style's, and a bed's own copy of them
 * (the cut-orders module's "Bed processes" sheet), its piece rate as money.
 */
export const processExportColumns = <Row extends Omit<repo.ProcessRow, 'id'>>(): XlsxColumn<Row>[] => [
  { header: { en: 'Seq', 'zh-CN': '序号' }, width: 6, value: (r) => r.seq },
  { header: { en: 'Process', 'zh-CN': '工序' }, width: 20, value: (r) => r.name },
  { header: { en: 'Stage', 'zh-CN': '工段' }, width: 10, value: (r) => STAGE_WORDS[r.stage] ?? r.stage },
  moneyColumn({ en: 'Rate', 'zh-CN': '工价' }, 10, (r) => r.rate),
  {
    header: { en: 'Size rates', 'zh-CN': '分码工价' },
    width: 24,
    value: (r) => sizeRatesText(r.sizeRates) || null,
  },
  { header: { en: 'Daily quota', 'zh-CN': '日定额' }, width: 10, value: (r) => r.dailyQuota },
  {
    header: { en: 'SAM', 'zh-CN': '标准工时' },
    width: 8,
    value: (r) => decimalCell(r.sam),
    numFmt: MONEY_FORMAT,
  },
];

/** The "Processes" sheet: a row per process of a style. */
const PROCESS_COLUMNS: XlsxColumn<repo.ProcessExportRow>[] = [
  { header: { en: 'Style no', 'zh-CN': '款号' }, width: 14, value: (r) => r.styleNo },
  ...processExportColumns(),
];

/** The "Order quantities" sheet: a row per colour × size a style's order holds. */
const ORDER_CELL_COLUMNS: XlsxColumn<repo.OrderCellRow>[] = [
  { header: { en: 'Style no', 'zh-CN': '款号' }, width: 14, value: (r) => r.styleNo },
  { header: { en: 'Colour', 'zh-CN': '颜色' }, width: 14, value: (r) => r.colour },
  { header: { en: 'Size', 'zh-CN': '尺码' }, width: 8, value: (r) => r.size },
  { header: { en: 'Order qty', 'zh-CN': '订单数' }, width: 10, value: (r) => r.qty },
];

/** What the audit log calls a style. */
export const styleLabel = (style: { styleNo: string; name: string }) => `${style.styleNo} ${style.name}`;

function valuesOf(input: StyleInput): repo.StyleValues {
  return {
    styleNo: input.styleNo,
    name: input.name,
    customerId: input.customerId,
    orderNo: input.orderNo ?? null,
    deliveryDate: input.deliveryDate,
    colours: input.colours,
    sizes: input.sizes,
    orderQty: input.orderQty,
    overcutPct: input.overcutPct,
    finalInspection: input.finalInspection,
    note: input.note ?? null,
  };
}

/** The input's processes numbered 1..n in list order. */
const processValuesOf = (input: StyleInput): repo.ProcessValues[] =>
  input.processes.map((process, i) => ({
    seq: i + 1,
    name: process.name,
    stage: process.stage,
    rate: process.rate,
    sizeRates: Object.fromEntries(
      Object.entries(process.sizeRates).map(([size, rate]) => [size, threeDecimals(rate)]),
    ),
    dailyQuota: process.dailyQuota,
    sam: process.sam === null ? null : threeDecimals(process.sam),
  }));

/** The constraints' answers to a style written: its number taken, its customer not (or no longer) there. */
const writeMessages = (input: StyleInput) => ({
  duplicate: STYLE_MESSAGES.styleNoTaken(input.styleNo),
  missingReference: STYLE_MESSAGES.customerNotFound(input.customerId ?? 0),
});

/**
 * Adds a style with its processes (run it in a transaction). The unique index and the foreign key to the
 * factory's customers decide: another factory's customer is not found, as one that never was.
 */
export async function insertStyle(db: DbOrTx, factoryId: number, input: StyleInput): Promise<number> {
  const id = await guardConstraints(repo.insertStyle(db, factoryId, valuesOf(input)), writeMessages(input));
  await repo.replaceProcesses(db, factoryId, id, processValuesOf(input));
  return id;
}

export function createStyleService({ db }: { db: Db }) {
  async function list(auth: AuthContext, query: StyleQuery): Promise<Page<StyleSummary>> {
    // Another factory's customer is not found, as in every other place an id is taken (an empty list would
    // look like a customer without styles).
    if (query.customerId !== undefined && !(await customerExists(db, auth.factoryId, query.customerId)))
      throw notFound(STYLE_MESSAGES.customerNotFound(query.customerId));
    const { rows, total } = await repo.findStylePage(db, auth.factoryId, query, query);
    return { content: rows.map(toSummary), totalElements: total };
  }

  async function get(auth: AuthContext, id: number): Promise<Style> {
    const row = await repo.findStyle(db, auth.factoryId, id);
    if (!row) throw notFound(STYLE_MESSAGES.notFound(id));
    const processes = await repo.findProcesses(db, auth.factoryId, id);
    return { ...toSummary(row), orderQty: row.orderQty, processes: processes.map(toProcess) };
  }

  async function create(auth: AuthContext, input: StyleInput): Promise<Style> {
    const id = await db.transaction((tx) => insertStyle(tx, auth.factoryId, input));
    return get(auth, id);
  }

  /** Replaces the whole style, its processes with it, in one transaction. */
  async function update(auth: AuthContext, id: number, input: StyleInput): Promise<Style> {
    await db.transaction(async (tx) => {
      const found = await guardConstraints(
        repo.updateStyle(tx, auth.factoryId, id, valuesOf(input)),
        writeMessages(input),
      );
      if (!found) throw notFound(STYLE_MESSAGES.notFound(id));
      await repo.replaceProcesses(tx, auth.factoryId, id, processValuesOf(input));
    });
    return get(auth, id);
  }

  /**
   * Deletes a style no cut order or shipment order uses; returns what it was. Their foreign keys refuse one in
   * use.
   */
  async function remove(auth: AuthContext, id: number): Promise<{ styleNo: string; name: string }> {
    const style = await get(auth, id);
    const deleted = await guardConstraints(repo.deleteStyle(db, auth.factoryId, id), {
      inUse: STYLE_MESSAGES.inUse(style.styleNo),
    });
    if (!deleted) throw notFound(STYLE_MESSAGES.notFound(id));
    return deleted;
  }

  /**
   * A style of the factory with its processes in sequence order, or null. `lock` (inside a transaction) holds
   * the style row until it ends, so two transactions number beds or bundles of one style one after the other.
   */
  async function forCutting(
    factoryId: number,
    styleId: number,
    options: { lock?: boolean } = {},
  ): Promise<StyleForCutting | null> {
    const style = await repo.findStyleForCutting(db, factoryId, styleId, options.lock ?? false);
    if (!style) return null;
    const processes = await repo.findProcesses(db, factoryId, styleId);
    const steps = processes.map(({ id: _id, ...process }) => ({
      ...process,
      stage: process.stage as ProcessStage,
    }));
    return { ...style, processes: steps };
  }

  /** Whether a style counts its finished pieces as those passed at the final QC check (false: none such). */
  async function finalInspection(factoryId: number, styleId: number): Promise<boolean> {
    return repo.finalInspectionOf(db, factoryId, styleId);
  }

  /**
   * The factory's styles of these numbers, whole (an import matches its rows to them); `lock` holds their rows
   * until the transaction ends, for a write that replaces them from what it read.
   */
  async function numbered(
    factoryId: number,
    styleNos: string[],
    options: { lock?: boolean } = {},
  ): Promise<Style[]> {
    const rows = await repo.findStylesNumbered(db, factoryId, styleNos, options.lock ?? false);
    const processes = await repo.findProcessesOf(
      db,
      factoryId,
      rows.map((row) => row.id),
    );
    const processesOf = new Map<number, repo.ProcessRow[]>();
    for (const { styleId, ...process } of processes) {
      const list = processesOf.get(styleId);
      if (list) list.push(process);
      else processesOf.set(styleId, [process]);
    }
    return rows.map((row) => ({
      ...toSummary(row),
      orderQty: row.orderQty,
      processes: (processesOf.get(row.id) ?? []).map(toProcess),
    }));
  }

  /**
   * Every style of the factory as a workbook, for the factory's export: "Styles" (a row per style, as its list
   * shows it, with its rate and SAM totals), "Processes" (a row per process of a style, its rate as money) and
   * "Order quantities" (a row per colour × size of a style's order). Read in keyset batches as the workbook is
   * written; `options` is handed to xlsxBook (its count of rows written).
   */
  async function factoryWorkbook(auth: AuthContext, options: XlsxBookOptions): Promise<Readable> {
    const { factoryId, timeZone } = auth;
    return xlsxBook(
      [
        xlsxPart(
          { name: { en: 'Styles', 'zh-CN': '款式' }, columns: STYLE_COLUMNS, timeZone },
          keysetBatches(
            (after: number | null, limit) => repo.findStylesAfter(db, factoryId, after ?? 0, limit),
            (row) => row.id,
          ),
        ),
        xlsxPart(
          { name: { en: 'Processes', 'zh-CN': '工序' }, columns: PROCESS_COLUMNS, timeZone },
          keysetBatches(
            (after: number | null, limit) => repo.findProcessesAfter(db, factoryId, after ?? 0, limit),
            (row) => row.id,
          ),
        ),
        xlsxPart(
          { name: { en: 'Order quantities', 'zh-CN': '订单数量' }, columns: ORDER_CELL_COLUMNS, timeZone },
          keysetBatches(
            (after: { styleId: number; n: number } | null, limit) =>
              repo.findOrderCellsAfter(db, factoryId, after, limit),
            (row) => ({ styleId: row.styleId, n: row.n }),
          ),
        ),
      ],
      options,
    );
  }

  return { list, get, numbered, create, update, remove, forCutting, finalInspection, factoryWorkbook };
}

export type StyleService = ReturnType<typeof createStyleService>;
