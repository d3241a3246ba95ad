import type { LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { XLSX_TYPE } from '../src/lib/xlsx';

export type SheetRows = ExcelJS.CellValue[][];

/** A workbook read back from its bytes. */
export async function parseWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // ExcelJS's typings predate Node's generic Buffer; JSZip underneath takes any ArrayBuffer.
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook;
}

/** A workbook's first sheet, row by row (header first), each row's cells from column A. */
export async function firstSheetRows(bytes: Uint8Array): Promise<SheetRows> {
  const workbook = await parseWorkbook(bytes);
  const rows: SheetRows = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return rows;
}

/** The first sheet of a downloaded workbook, row by row (header first), after checking it is one. */
export async function readWorkbook(response: LightMyRequestResponse, fileName: string): Promise<SheetRows> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX_TYPE);
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  return firstSheetRows(response.rawPayload);
}
