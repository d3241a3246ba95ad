import ExcelJS from 'exceljs';

export type CellValue = string | number | boolean | Date | null | { formula: string; result: number };

/** An .xlsx of these rows on its first sheet, as a user's Excel would save it. */
export async function xlsxOf(rows: CellValue[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV of these rows (values with a comma or quote quoted). */
export function csvOf(rows: (string | number | null)[][]): Buffer {
  const quote = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(rows.map((row) => row.map(quote).join(',')).join('\r\n'));
}

/** A multipart form carrying one file, as a browser's FormData sends it. */
export function multipartForm(bytes: Buffer, options: { field?: string; filename?: string } = {}) {
  const boundary = '----gbo-test-boundary-7d3f';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'import.xlsx'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
