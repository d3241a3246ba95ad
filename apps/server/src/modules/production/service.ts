import type {
  ProductionBreakdown,
  ProductionBundle,
  ProductionCutOrder,
  ProductionExportQuery,
  ProductionGrid,
  ProductionProcess,
  ProductionQuery,
} from '@gbo/contracts';
import type { Readable } from 'node:stream';
import { type XlsxColumn, xlsxStream } from '../../lib/xlsx';
import type { AuthContext } from '../../plugins/auth';
import type { CutOrderService } from '../cut-orders/service';
import type { ScanService } from '../scans/service';

// The production grid (`/work/list`) owns no table: it reads bundles and process snapshots through the
// cutting room's service and the valid pieces per (bundle, process) through the scans service, one
// statement each (no query per bundle), and works out the rules here:
// - done(bundle, process) = Σ valid scan qty (undone scans do not count);
// - a bundle's finished pieces = the least done over its bed's processes; a bed without processes has
//   finished nothing (0): no process means nothing could be followed, never "all done";
// - a cut order's finished pieces = Σ its bundles' finished; its slowest process has the least done pieces
//   (ties: the lowest seq), null without processes;
// - beds' snapshots are matched by `seq` (their ids differ per bed); a column's name is the newest bed's;
// - void bundles are left out (they are not produced), as they are from the bed's pieces elsewhere.
// Processes, cut orders, the breakdown and the totals cover every bundle the filter matches; only the
// bundle rows are paged.

type Progress = Awaited<ReturnType<CutOrderService['bundlesForProduction']>>['bundles'][number] & {
  /** A cell per process of the bundle's bed, in seq order. */
  cells: { seq: number; doneQty: number }[];
  finishedQty: number;
};

type Column = { seq: number; name: string };

type Computed = {
  columns: Column[];
  /** Each snapshot process id's seq. */
  seqOf: Map<number, number>;
  /** The bundles the filter matches, `finished` included. */
  rows: Progress[];
  processes: ProductionProcess[];
  cutOrders: ProductionCutOrder[];
  breakdown: ProductionBreakdown[];
  totals: ProductionGrid['totals'];
};

/** A bundle's row, or the export's last row: the totals. */
type ExportRow = Progress | { totals: Computed };

export function createProductionService({
  cutOrders,
  scans,
}: {
  cutOrders: CutOrderService;
  scans: ScanService;
}) {
  async function compute(auth: AuthContext, query: ProductionExportQuery): Promise<Computed> {
    const { bundles, processes } = await cutOrders.bundlesForProduction(auth, {
      cutOrderId: query.cutOrderId,
      styleId: query.styleId,
      bedNo: query.bedNo,
      colour: query.colour || undefined,
      sizeName: query.sizeName || undefined,
      bundleNo: query.bundleNo,
    });
    const done = await scans.doneOfProcesses(
      auth.factoryId,
      processes.map((process) => process.id),
    );

    // Snapshots by bed (in seq order), and each process id's seq.
    const bedProcesses = new Map<number, Column[]>();
    const seqOf = new Map<number, number>();
    const names = new Map<number, string>();
    for (const process of processes) {
      const list = bedProcesses.get(process.cutOrderId) ?? [];
      list.push({ seq: process.seq, name: process.name });
      bedProcesses.set(process.cutOrderId, list);
      seqOf.set(process.id, process.seq);
      // Beds come in id order: the newest bed's name of a seq wins.
      names.set(process.seq, process.name);
    }
    for (const list of bedProcesses.values()) list.sort((a, b) => a.seq - b.seq);
    const columns = [...names].map(([seq, name]) => ({ seq, name })).sort((a, b) => a.seq - b.seq);

    const doneOf = new Map<number, Map<number, number>>();
    for (const cell of done) {
      const seq = seqOf.get(cell.processId);
      if (seq === undefined) continue;
      const cells = doneOf.get(cell.bundleId) ?? new Map<number, number>();
      cells.set(seq, cell.qty);
      doneOf.set(cell.bundleId, cells);
    }

    const rows: Progress[] = [];
    for (const bundle of bundles) {
      const cellsDone = doneOf.get(bundle.id);
      const cells = (bedProcesses.get(bundle.cutOrderId) ?? []).map(({ seq }) => ({
        seq,
        doneQty: cellsDone?.get(seq) ?? 0,
      }));
      const finishedQty = cells.length === 0 ? 0 : Math.min(...cells.map((cell) => cell.doneQty));
      if (query.finished !== undefined && finishedQty >= bundle.qty !== query.finished) continue;
      rows.push({ ...bundle, cells, finishedQty });
    }

    // Per process, per cut order (per its processes), per process × colour × size, and overall.
    const perProcess = new Map(columns.map(({ seq }) => [seq, { doneQty: 0, totalQty: 0 }]));
    const perBed = new Map<
      number,
      { bedNo: number; qty: number; finishedQty: number; done: Map<number, number> }
    >();
    const perCell = new Map<string, ProductionBreakdown>();
    const colourOrder = new Map<string, number>();
    const sizeOrder = new Map<string, number>();
    const totals = { qty: 0, finishedQty: 0 };
    for (const row of rows) {
      totals.qty += row.qty;
      totals.finishedQty += row.finishedQty;
      // Colours and sizes in the order bundles number them (size, then lay order of colours).
      if (!colourOrder.has(row.colour)) colourOrder.set(row.colour, colourOrder.size);
      if (!sizeOrder.has(row.size)) sizeOrder.set(row.size, sizeOrder.size);
      let bed = perBed.get(row.cutOrderId);
      if (!bed) {
        bed = { bedNo: row.bedNo, qty: 0, finishedQty: 0, done: new Map() };
        perBed.set(row.cutOrderId, bed);
      }
      bed.qty += row.qty;
      bed.finishedQty += row.finishedQty;
      for (const cell of row.cells) {
        const process = perProcess.get(cell.seq);
        if (process) {
          process.doneQty += cell.doneQty;
          process.totalQty += row.qty;
        }
        bed.done.set(cell.seq, (bed.done.get(cell.seq) ?? 0) + cell.doneQty);
        const key = `${cell.seq}\u0000${row.colour}\u0000${row.size}`;
        const part = perCell.get(key);
        if (part) {
          part.qty += row.qty;
          part.doneQty += cell.doneQty;
        } else
          perCell.set(key, {
            seq: cell.seq,
            colour: row.colour,
            size: row.size,
            qty: row.qty,
            doneQty: cell.doneQty,
          });
      }
    }

    const cutOrderList: ProductionCutOrder[] = [...perBed].map(([cutOrderId, bed]) => {
      let slowest: ProductionCutOrder['slowest'] = null;
      // In seq order, so a tie keeps the lowest seq.
      for (const { seq, name } of bedProcesses.get(cutOrderId) ?? []) {
        const doneQty = bed.done.get(seq) ?? 0;
        if (slowest === null || doneQty < slowest.doneQty) slowest = { seq, name, doneQty };
      }
      return { cutOrderId, bedNo: bed.bedNo, qty: bed.qty, finishedQty: bed.finishedQty, slowest };
    });
    const breakdown = [...perCell.values()].sort(
      (a, b) =>
        a.seq - b.seq ||
        (colourOrder.get(a.colour) ?? 0) - (colourOrder.get(b.colour) ?? 0) ||
        (sizeOrder.get(a.size) ?? 0) - (sizeOrder.get(b.size) ?? 0),
    );
    return {
      columns,
      seqOf,
      rows,
      processes: columns.map(({ seq, name }) => ({
        seq,
        name,
        doneQty: perProcess.get(seq)?.doneQty ?? 0,
        totalQty: perProcess.get(seq)?.totalQty ?? 0,
      })),
      cutOrders: cutOrderList,
      breakdown,
      totals,
    };
  }

  async function grid(auth: AuthContext, query: ProductionQuery): Promise<ProductionGrid> {
    const computed = await compute(auth, query);
    const page = computed.rows.slice(query.page * query.size, (query.page + 1) * query.size);
    // Who did each cell, for the page's bundles only.
    const workers = new Map<string, string[]>();
    const workerRows = await scans.workersOfBundles(
      auth.factoryId,
      page.map((row) => row.id),
    );
    for (const cell of workerRows) {
      const seq = computed.seqOf.get(cell.processId);
      if (seq !== undefined) workers.set(`${cell.bundleId}:${seq}`, cell.names);
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
      cells: row.cells.map((cell) => ({
        ...cell,
        workers: workers.get(`${row.id}:${cell.seq}`) ?? [],
      })),
    }));
    return {
      processes: computed.processes,
      bundles: { content, totalElements: computed.rows.length },
      cutOrders: computed.cutOrders,
      breakdown: computed.breakdown,
      totals: computed.totals,
    };
  }

  /** Every bundle the filter matches as a workbook: a column per process, the finished pieces, totals. */
  async function workbook(auth: AuthContext, query: ProductionExportQuery): Promise<Readable> {
    const computed = await compute(auth, query);
    const doneOf = (row: Progress, seq: number) =>
      row.cells.find((cell) => cell.seq === seq)?.doneQty ?? null;
    const columns: XlsxColumn<ExportRow>[] = [
      { header: 'Bed', width: 6, value: (row) => ('totals' in row ? 'Total' : row.bedNo) },
      { header: 'Bundle', width: 8, value: (row) => ('totals' in row ? null : row.bundleNo) },
      { header: 'Ticket', width: 10, value: (row) => ('totals' in row ? null : row.ticketNo) },
      { header: 'Colour', width: 10, value: (row) => ('totals' in row ? null : row.colour) },
      { header: 'Size', width: 8, value: (row) => ('totals' in row ? null : row.size) },
      {
        header: 'Pieces',
        width: 8,
        value: (row) => ('totals' in row ? row.totals.totals.qty : row.qty),
      },
      ...computed.columns.map(({ seq, name }): XlsxColumn<ExportRow> => ({
        header: `${seq} ${name}`,
        width: Math.max(8, name.length * 2 + 4),
        value: (row) =>
          'totals' in row
            ? (row.totals.processes.find((process) => process.seq === seq)?.doneQty ?? 0)
            : doneOf(row, seq),
      })),
      {
        header: 'Finished',
        width: 9,
        value: (row) => ('totals' in row ? row.totals.totals.finishedQty : row.finishedQty),
      },
    ];
    const rows: ExportRow[] = [...computed.rows, { totals: computed }];
    return xlsxStream({ name: 'Production', columns, timeZone: auth.timeZone }, [rows]);
  }

  return { grid, workbook };
}

export type ProductionService = ReturnType<typeof createProductionService>;
