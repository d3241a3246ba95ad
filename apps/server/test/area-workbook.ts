import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type ExcelJS from 'exceljs';
import type { AuthContext } from '../src/lib/auth-context';
import { parseWorkbook, type SheetRows } from './xlsx';

// An area's workbook of the factory's data export, written by its module's service and read back sheet by sheet.

/** A factory administrator's context in a factory (Ningbo 1, Huzhou 2): the export reads as them. */
export const exportAuth = (factoryId: number): AuthContext => ({
  sessionId: 0,
  userId: 1,
  factoryId,
  memberId: null,
  platformAdmin: false,
  minAppVersion: null,
  timeZone: 'Asia/Shanghai',
  authorities: async () => ['admin'],
});

/** A sheet's rows (header first), each row's cells from column A. */
export function sheetRows(sheet: ExcelJS.Worksheet | undefined): SheetRows {
  const rows: SheetRows = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return rows;
}

/** A workbook read whole: its sheets' names in order, and each sheet's rows by name. */
export async function readBook(
  stream: Readable,
): Promise<{ names: string[]; sheets: Map<string, SheetRows>; workbook: ExcelJS.Workbook }> {
  const workbook = await parseWorkbook(await buffer(stream));
  return {
    names: workbook.worksheets.map((sheet) => sheet.name),
    sheets: new Map(workbook.worksheets.map((sheet) => [sheet.name, sheetRows(sheet)])),
    workbook,
  };
}

/** The data rows of a sheet (its header left out) whose first cell is `first`. */
export const rowsStarting = (rows: SheetRows | undefined, first: ExcelJS.CellValue) =>
  (rows ?? []).slice(1).filter((row) => row[0] === first);

/** A sheet's data rows as records by header, an empty cell as null. */
export function records(rows: SheetRows | undefined): Record<string, ExcelJS.CellValue>[] {
  const [header = [], ...data] = rows ?? [];
  return data.map((row) => Object.fromEntries(header.map((name, i) => [cellText(name), row[i] ?? null])));
}

/** A cell's value as text: text and numbers as they are, anything else as JSON. */
export const cellText = (value: ExcelJS.CellValue | undefined): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
