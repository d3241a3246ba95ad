import type { Process, ProcessInput, ProcessStage } from '@gbo/contracts';
import { insertAt, moveItem, removeAt } from '@/features/styles/utils/list-order';
import { formatThousandths, toThousandths } from '@/features/styles/utils/rates';

/** A process row being edited: text as typed, and a key that stays with the row when it moves. */
export interface ProcessRow {
  key: string;
  name: string;
  stage: ProcessStage;
  /** Yuan per piece, as typed ("0.45"). */
  rate: string;
  /** A size's own rate, as typed; a blank one is dropped. */
  sizeRates: Record<string, string>;
  /** Pieces a worker is expected to do in a day, as typed; blank for none. */
  dailyQuota: string;
  /** Standard minutes of one piece, as typed ("1.2"); blank for none. */
  sam: string;
}

let lastKey = 0;
const nextKey = () => `process-${++lastKey}`;

/** A new, empty process (sewing: most processes are). */
export function newProcessRow(stage: ProcessStage = 'sewing'): ProcessRow {
  return { key: nextKey(), name: '', stage, rate: '', sizeRates: {}, dailyQuota: '', sam: '' };
}

/** A rate as the API answers it ("0.450") as a clerk writes it ("0.45"). */
export function displayRate(rate: string): string {
  const thousandths = toThousandths(rate);
  return thousandths === undefined ? rate : formatThousandths(thousandths);
}

/** A style's process as a row (from the style edited, or copied from another style). */
export function toProcessRow(process: Process): ProcessRow {
  return {
    key: nextKey(),
    name: process.name,
    stage: process.stage,
    rate: displayRate(process.rate),
    sizeRates: Object.fromEntries(
      Object.entries(process.sizeRates).map(([size, rate]) => [size, displayRate(rate)]),
    ),
    dailyQuota: process.dailyQuota === null ? '' : String(process.dailyQuota),
    sam: process.sam === null ? '' : displayRate(process.sam),
  };
}

/**
 * Processes copied from another style: its size rates kept only for sizes this style has (the others could
 * never apply).
 */
export function copiedProcessRows(processes: readonly Process[], sizes: readonly string[]): ProcessRow[] {
  return processes.map((process) => {
    const row = toProcessRow(process);
    row.sizeRates = Object.fromEntries(
      Object.entries(row.sizeRates).filter(([size]) => sizes.includes(size)),
    );
    return row;
  });
}

/**
 * A row as `POST api/styles` takes it: rates as text (never a float), blank size rates dropped, the quota a
 * number (text that is not one is sent as is, for the schema to refuse by name).
 */
export function toProcessInput(row: ProcessRow): ProcessInput {
  const quota = row.dailyQuota.trim();
  return {
    name: row.name.trim(),
    stage: row.stage,
    rate: row.rate.trim(),
    sizeRates: Object.fromEntries(
      Object.entries(row.sizeRates)
        .map(([size, rate]) => [size, rate.trim()] as const)
        .filter(([, rate]) => rate !== ''),
    ),
    dailyQuota: quota === '' ? null : /^\d+$/.test(quota) ? Number(quota) : (quota as unknown as number),
    sam: row.sam.trim() || null,
  };
}

/** The list's edits: each answers the new list; the sequence is the list order. */
export const processList = {
  /** A new row after `index` (at the end for -1 … or past it), with the stage of the row before it. */
  addAfter(rows: readonly ProcessRow[], index: number): { rows: ProcessRow[]; added: ProcessRow } {
    const before = rows[Math.min(index, rows.length - 1)];
    const added = newProcessRow(before?.stage);
    return { rows: insertAt(rows, index + 1, added), added };
  },
  remove: (rows: readonly ProcessRow[], index: number) => removeAt(rows, index),
  moveUp: (rows: readonly ProcessRow[], index: number) => moveItem(rows, index, index - 1),
  moveDown: (rows: readonly ProcessRow[], index: number) => moveItem(rows, index, index + 1),
  change: (rows: readonly ProcessRow[], index: number, change: Partial<Omit<ProcessRow, 'key'>>) =>
    rows.map((row, i) => (i === index ? { ...row, ...change } : row)),
};
