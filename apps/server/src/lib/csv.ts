/** Excel reads a CSV file as UTF-8 (names in Chinese, for one) only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null;

/** Text a spreadsheet would run as a formula: such cells get a leading apostrophe (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record (RFC 4180), ending with CRLF. */
export function csvLine(values: CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
