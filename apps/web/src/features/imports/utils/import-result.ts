import { IMPORT_MAX_BYTES, type ImportResult } from '@gbo/contracts';

/** The files the dialog takes (the server reads .xlsx and .csv; an old .xls it refuses with a message). */
export const IMPORT_ACCEPT = '.xlsx,.csv';

/** Why a chosen file is not sent: too big for the server, or not a spreadsheet it reads. */
export type FileProblem = 'tooLarge' | 'notSpreadsheet';

export function fileProblem(file: { name: string; size: number }): FileProblem | undefined {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return 'notSpreadsheet';
  if (file.size > IMPORT_MAX_BYTES) return 'tooLarge';
  return undefined;
}

/** The rows a write would add or change. */
export const rowsToWrite = (result: ImportResult) => result.creates + result.updates;

/** A file may be written once it has no error and adds or changes something. */
export const mayWrite = (result: ImportResult) => result.errorCount === 0 && rowsToWrite(result) > 0;

/** A preview cell's key: its sheet row and its index among the result's columns. */
export const cellKey = (row: number, column: number) => `${row}:${column}`;

/**
 * The result's errors laid on its preview: by cell (row and preview column) for an error naming a column
 * the preview shows, and by row for the rest (a whole row's problem, or a column the preview leaves out).
 */
export function errorsOnPreview(result: ImportResult) {
  const cells = new Map<string, string[]>();
  const rows = new Map<number, string[]>();
  const add = <K>(map: Map<K, string[]>, key: K, message: string) =>
    map.set(key, [...(map.get(key) ?? []), message]);
  for (const error of result.errors) {
    const column = error.column === null ? -1 : result.columns.indexOf(error.column);
    if (column >= 0) add(cells, cellKey(error.row, column), error.message);
    else add(rows, error.row, error.message);
  }
  return { cells, rows };
}
