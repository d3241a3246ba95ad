import type {
  ProductionBreakdown,
  ProductionBundle,
  ProductionCutOrder,
  ProductionExportQuery,
  ProductionGrid,
  ProductionProcess,
  ProductionQc,
  ProductionQuery,
} from '@gbo/contracts';
import type { Readable } from 'node:stream';
import { XLSX_WORDS, type XlsxBookOptions, type XlsxColumn, xlsxStream } from '../../lib/xlsx';
import type { AuthContext } from '../../lib/auth-context';
import type { CutOrderService } from '../cut-orders';
import { type Figures, slowestProcess } from '../figures';

// The production grid (`/work/list`) owns no table: it reads bundles and process snapshots through the
// cutting room's service and the valid pieces per (bundle, process) through the read side (modules/figures),
// one statement each (no query per bundle), and lays them out here:
// - done(bundle, process) = Σ valid scan qty (undone scans do not count);
// - a bundle's finished pieces are the database's (bundles.finished_qty, kept by migration 0012's triggers:
//   the least done over its bed's processes, 0 for a bed without processes), read with the bundle;
// - a cut order's finished pieces = Σ its bundles' finished; its slowest process has the least done pieces
//   (ties: the lowest seq), null without processes;
// - beds' snapshots are matched by `seq` (their ids differ per bed); a column's name is the newest bed's;
// - void bundles are left out (they are not produced), as they are from the bed's pieces elsewhere.
// Processes, cut orders, the breakdown and the totals cover every bundle the filter matches; only the
// bundle rows are paged, and the breakdown is one process's, when asked (all of a 20,000-bundle bed's
// processes × colours × sizes made a 66 MB answer whatever the page size).

type Progress = Awaited<ReturnType<CutOrderService['bundlesForProduction']>>['bundles'][number] & {
  /** The column index of each process of the bundle's bed, in seq order. */
  cols: number[];
  /** Valid pieces per column (undefined: nothing scanned yet). */
  done: Int32Array | undefined;
};

type Column = { seq: number; name: string };

type Computed = {
  columns: Column[];
  /** Each snapshot process id's column index. */
  columnOf: Map<number, number>;
  /** The bundles the filter matches, `finished` included. */
  rows: Progress[];
  processes: ProductionProcess[];
  cutOrders: ProductionCutOrder[];
  colours: string[];
  sizes: string[];
  breakdown: ProductionBreakdown[];
  totals: ProductionGrid['totals'];
};

/** A bundle's row, or the export's last row: the totals. */
type ExportRow = Progress | { totals: Computed };

/** A bundle's cells: one per process of its bed, in seq order. */
const cellsOf = (row: Progress, columns: Column[]) =>
  row.cols.map((i) => ({ seq: columns[i]?.seq ?? 0, doneQty: row.done?.[i] ?? 0 }));

export function createProductionService({
  cutOrders,
  figures,
}: {
  cutOrders: CutOrderService;
  figures: Figures;
}) {
  // Up to bundles × processes cells (60,000 for a 5,000-bundle bed): counted in typed arrays by column
  // index, with no object per cell except for the page's bundles.
  async function compute(
    auth: AuthContext,
    query: ProductionExportQuery & { breakdownSeq?: number },
  ): Promise<Computed> {
    const { bundles, processes } = await cutOrders.bundlesForProduction(auth, {
      cutOrderId: query.cutOrderId,
      styleId: query.styleId,
      bedNo: query.bedNo,
      colour: query.colour || undefined,
      sizeName: query.sizeName || undefined,
      bundleNo: query.bundleNo,
    });
    const done = await figures.doneOfProcesses(
      auth.factoryId,
      processes.map((process) => process.id),
    );

    // Columns: the beds' seqs in order, named as the newest bed names them (beds come in id order).
    const names = new Map<number, string>();
    for (const process of processes) names.set(process.seq, process.name);
    const columns = [...names].map(([seq, name]) => ({ seq, name })).sort((a, b) => a.seq - b.seq);
    const k = columns.length;
    const indexOfSeq = new Map(columns.map((column, i) => [column.seq, i]));
    const columnOf = new Map<number, number>();
    const bedColumns = new Map<number, number[]>();
    for (const process of processes) {
      const i = indexOfSeq.get(process.seq) ?? 0;
      columnOf.set(process.id, i);
      const list = bedColumns.get(process.cutOrderId) ?? [];
      list.push(i);
      bedColumns.set(process.cutOrderId, list);
    }
    for (const list of bedColumns.values()) list.sort((a, b) => a - b);

    const doneOf = new Map<number, Int32Array>();
    for (let at = 0; at < done.length; at += 3) {
      const i = columnOf.get(done[at + 1] as number);
      if (i === undefined) continue;
      const bundleId = done[at] as number;
      let cells = doneOf.get(bundleId);
      if (!cells) {
        cells = new Int32Array(k);
        doneOf.set(bundleId, cells);
      }
      cells[i] = (cells[i] ?? 0) + (done[at + 2] as number);
    }

    const rows: Progress[] = [];
    for (const bundle of bundles) {
      const cols = bedColumns.get(bundle.cutOrderId) ?? [];
      if (query.finished !== undefined && bundle.finishedQty >= bundle.qty !== query.finished) continue;
      rows.push({ ...bundle, cols, done: doneOf.get(bundle.id) });
    }

    // Colours and sizes in the order bundles number them (size, then lay order of colours).
    const colourOrder = new Map<string, number>();
    const sizeOrder = new Map<string, number>();
    for (const row of rows) {
      if (!colourOrder.has(row.colour)) colourOrder.set(row.colour, colourOrder.size);
      if (!sizeOrder.has(row.size)) sizeOrder.set(row.size, sizeOrder.size);
    }
    const colours = [...colourOrder.keys()];
    const sizes = [...sizeOrder.keys()];
    const c = colours.length;
    const z = sizes.length;
    // Per process; per process × colour × size (flat: (column × colours + colour) × sizes + size).
    const processDone = new Float64Array(k);
    const processTotal = new Float64Array(k);
    const cellQty = new Float64Array(k * c * z);
    const cellDone = new Float64Array(k * c * z);
    const cellSeen = new Uint8Array(k * c * z);
    const perBed = new Map<number, { bedNo: number; qty: number; finishedQty: number; done: Float64Array }>();
    const totals = { qty: 0, finishedQty: 0 };
    for (const row of rows) {
      totals.qty += row.qty;
      totals.finishedQty += row.finishedQty;
      let bed = perBed.get(row.cutOrderId);
      if (!bed) {
        bed = { bedNo: row.bedNo, qty: 0, finishedQty: 0, done: new Float64Array(k) };
        perBed.set(row.cutOrderId, bed);
      }
      bed.qty += row.qty;
      bed.finishedQty += row.finishedQty;
      const colour = colourOrder.get(row.colour) ?? 0;
      const size = sizeOrder.get(row.size) ?? 0;
      for (const i of row.cols) {
        const pieces = row.done?.[i] ?? 0;
        processDone[i] = (processDone[i] ?? 0) + pieces;
        processTotal[i] = (processTotal[i] ?? 0) + row.qty;
        bed.done[i] = (bed.done[i] ?? 0) + pieces;
        const at = (i * c + colour) * z + size;
        cellQty[at] = (cellQty[at] ?? 0) + row.qty;
        cellDone[at] = (cellDone[at] ?? 0) + pieces;
        cellSeen[at] = 1;
      }
    }

    const cutOrderList: ProductionCutOrder[] = [...perBed].map(([cutOrderId, bed]) => {
      const slowest = slowestProcess(
        (bedColumns.get(cutOrderId) ?? []).map((i) => {
          const column = columns[i] as Column;
          return { seq: column.seq, name: column.name, doneQty: bed.done[i] ?? 0 };
        }),
      );
      return { cutOrderId, bedNo: bed.bedNo, qty: bed.qty, finishedQty: bed.finishedQty, slowest };
    });
    const breakdown: ProductionBreakdown[] = [];
    // One process's cells: at most the style's colours × sizes.
    const i = query.breakdownSeq === undefined ? undefined : indexOfSeq.get(query.breakdownSeq);
    if (i !== undefined)
      for (let colour = 0; colour < c; colour++)
        for (let size = 0; size < z; size++) {
          const at = (i * c + colour) * z + size;
          if (cellSeen[at])
            breakdown.push({
              seq: columns[i]?.seq ?? 0,
              colour: colours[colour] ?? '',
              size: sizes[size] ?? '',
              qty: cellQty[at] ?? 0,
              doneQty: cellDone[at] ?? 0,
            });
        }
    return {
      columns,
      columnOf,
      rows,
      processes: columns.map(({ seq, name }, i) => ({
        seq,
        name,
        doneQty: processDone[i] ?? 0,
        totalQty: processTotal[i] ?? 0,
      })),
      cutOrders: cutOrderList,
      colours,
      sizes,
      breakdown,
      totals,
    };
  }

  async function grid(auth: AuthContext, query: ProductionQuery): Promise<ProductionGrid> {
    const computed = await compute(auth, query);
    const page = computed.rows.slice(query.page * query.size, (query.page + 1) * query.size);
    // Who did each cell, for the page's bundles only.
    const workers = new Map<string, string[]>();
    const workerRows = await figures.workersOfBundles(
      auth.factoryId,
      page.map((row) => row.id),
    );
    for (const cell of workerRows) {
      const i = computed.columnOf.get(cell.processId);
      const seq = i === undefined ? undefined : computed.columns[i]?.seq;
      if (seq !== undefined) workers.set(`${cell.bundleId}:${seq}`, cell.names);
    }
    // The QC checks of the page's bundles: in-line ones on their process's cell, the final one on the row.
    const qc = new Map<string, ProductionQc>();
    for (const check of await figures.checkpointsOfBundles(
      auth.factoryId,
      page.map((row) => row.id),
    )) {
      const i = check.afterProcessId === null ? undefined : computed.columnOf.get(check.afterProcessId);
      const where = check.afterProcessId === null ? 'final' : String(computed.columns[i ?? -1]?.seq);
      qc.set(`${check.bundleId}:${where}`, {
        inspectedQty: check.inspectedQty,
        passedQty: check.passedQty,
        reworkQty: check.reworkQty,
      });
    }
    const content: ProductionBundle[] = page.map((row) => ({
      bundleId: row.id,
      cutOrderId: row.cutOrderId,
      bundleNo: row.bundleNo,
      ticketNo: row.ticketNo,
      bedNo: row.bedNo,
      colour: row.colour,
      size: row.size,
      qty: row.qty,
      finishedQty: row.finishedQty,
      cells: cellsOf(row, computed.columns).map((cell) => {
        const check = qc.get(`${row.id}:${cell.seq}`);
        return {
          ...cell,
          workers: workers.get(`${row.id}:${cell.seq}`) ?? [],
          ...(check ? { qc: check } : {}),
        };
      }),
      ...(qc.has(`${row.id}:final`) ? { finalQc: qc.get(`${row.id}:final`) } : {}),
    }));
    return {
      processes: computed.processes,
      bundles: { content, totalElements: computed.rows.length },
      cutOrders: computed.cutOrders,
      colours: computed.colours,
      sizes: computed.sizes,
      breakdown: computed.breakdown,
      totals: computed.totals,
    };
  }

  /** Every bundle the filter matches as a workbook: a column per process, the finished pieces, totals. */
  async function workbook(
    auth: AuthContext,
    query: ProductionExportQuery,
    options: XlsxBookOptions = {},
  ): Promise<Readable> {
    const computed = await compute(auth, query);
    // A bundle whose bed lacks a process has an empty cell there.
    const doneOf = (row: Progress, i: number) => (row.cols.includes(i) ? (row.done?.[i] ?? 0) : null);
    const columns: XlsxColumn<ExportRow>[] = [
      {
        header: { en: 'Bed', 'zh-CN': '床次' },
        width: 6,
        value: (row) => ('totals' in row ? XLSX_WORDS.total : row.bedNo),
      },
      {
        header: { en: 'Bundle', 'zh-CN': '扎号' },
        width: 8,
        value: (row) => ('totals' in row ? null : row.bundleNo),
      },
      {
        header: { en: 'Ticket', 'zh-CN': '菲票号' },
        width: 10,
        value: (row) => ('totals' in row ? null : row.ticketNo),
      },
      {
        header: { en: 'Colour', 'zh-CN': '颜色' },
        width: 10,
        value: (row) => ('totals' in row ? null : row.colour),
      },
      {
        header: { en: 'Size', 'zh-CN': '尺码' },
        width: 8,
        value: (row) => ('totals' in row ? null : row.size),
      },
      {
        header: { en: 'Pieces', 'zh-CN': '件数' },
        width: 8,
        value: (row) => ('totals' in row ? row.totals.totals.qty : row.qty),
      },
      ...computed.columns.map(({ seq, name }, i): XlsxColumn<ExportRow> => ({
        // A process is named as the factory named it, in either language.
        header: { en: `${seq} ${name}`, 'zh-CN': `${seq} ${name}` },
        width: Math.max(8, name.length * 2 + 4),
        value: (row) => ('totals' in row ? (row.totals.processes[i]?.doneQty ?? 0) : doneOf(row, i)),
      })),
      {
        header: { en: 'Finished', 'zh-CN': '完成' },
        width: 9,
        value: (row) => ('totals' in row ? row.totals.totals.finishedQty : row.finishedQty),
      },
    ];
    const rows: ExportRow[] = [...computed.rows, { totals: computed }];
    return xlsxStream(
      { name: { en: 'Production', 'zh-CN': '扎号生产明细' }, columns, timeZone: auth.timeZone },
      [rows],
      options,
    );
  }

  return { grid, workbook };
}

export type ProductionService = ReturnType<typeof createProductionService>;
