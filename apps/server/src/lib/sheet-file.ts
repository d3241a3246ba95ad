import { inflateRawSync } from 'node:zlib';
import { parseString } from '@fast-csv/parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

/**
 * Reads the first sheet of an uploaded spreadsheet (.xlsx, or .csv in UTF-8 or the GB18030 Chinese Excel
 * saves) as rows of text cells, refusing what would take the server down before reading it: an archive that
 * inflates past its limits (a zip bomb) or a sheet of more rows than allowed. docs/design.md §12.
 */

/** A row as Excel numbers it (1 is the first), its cells as text (null: empty), column A first. */
export type SheetRow = { row: number; cells: (string | null)[] };

export type SheetProblem =
  'notSpreadsheet' | 'oldExcel' | 'tooManyRows' | 'tooManyColumns' | 'tooLarge' | 'empty';

/** A file this reader refuses, and why. */
export class SheetFileError extends Error {
  constructor(readonly problem: SheetProblem) {
    super(`unreadable spreadsheet: ${problem}`);
    this.name = 'SheetFileError';
  }
}

/**
 * `maxRows`: the most non-blank rows the caller takes (it counts them); the reader refuses before parsing only
 * what surely has more (twice as many rows, blank or formatted ones allowed for). `maxColumns`: the widest row.
 */
export type SheetLimits = { maxRows: number; maxColumns: number };

/** What the parts of an .xlsx may inflate to: far above any real sheet of the row limit, far below memory. */
const MAX_PART_BYTES = 32 * 1024 * 1024;
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
const MAX_PARTS = 2000;
/**
 * The most cells a sheet may have (the row limit × 30 columns): ExcelJS keeps an object per cell, so a sheet of
 * millions of tiny cells within the byte limits would still take gigabytes.
 */
const MAX_CELLS = 600_000;

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

type ZipPart = { name: string; method: number; compressedSize: number; localOffset: number };

/** The archive's parts, from its central directory (docs: PKWARE APPNOTE 4.3.12, 4.3.16). */
function zipParts(bytes: Buffer): ZipPart[] {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new SheetFileError('notSpreadsheet');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count > MAX_PARTS) throw new SheetFileError('tooLarge');
  const parts: ZipPart[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ZIP_CENTRAL)
      throw new SheetFileError('notSpreadsheet');
    const nameLength = bytes.readUInt16LE(at + 28);
    parts.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return parts;
}

/** A part's bytes inflated, never past MAX_PART_BYTES whatever its headers claim. */
function inflatePart(bytes: Buffer, part: ZipPart): Buffer {
  const at = part.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== ZIP_LOCAL)
    throw new SheetFileError('notSpreadsheet');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + part.compressedSize);
  if (part.method === 0) return data;
  if (part.method !== 8) throw new SheetFileError('notSpreadsheet');
  try {
    return inflateRawSync(data, { maxOutputLength: MAX_PART_BYTES });
  } catch (error) {
    if (error instanceof RangeError) throw new SheetFileError('tooLarge');
    throw new SheetFileError('notSpreadsheet');
  }
}

/** Counts the elements of a name (`<row` → rows, `<c` → cells) in sheet XML: no XML parser needed. */
function elements(xml: Buffer, name: string): number {
  const open = `<${name}`;
  let count = 0;
  for (let at = xml.indexOf(open); at >= 0; at = xml.indexOf(open, at + open.length)) {
    const next = xml[at + open.length];
    // '<row>', '<row/>', or '<row' and any XML white space before its attributes.
    if (next === 0x3e || next === 0x2f || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d)
      count++;
  }
  return count;
}

/**
 * Inflates every part within the limits, and counts the worksheets' rows, before ExcelJS (which trusts the
 * archive and holds the whole workbook in memory) sees the file.
 */
function checkXlsx(bytes: Buffer, limits: SheetLimits) {
  let inflated = 0;
  for (const part of zipParts(bytes)) {
    const content = inflatePart(bytes, part);
    inflated += content.length;
    if (inflated > MAX_INFLATED_BYTES) throw new SheetFileError('tooLarge');
    // Shared strings are text cells' words: no more of them than cells.
    if (part.name === 'xl/sharedStrings.xml' && elements(content, 'si') > MAX_CELLS)
      throw new SheetFileError('tooLarge');
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(part.name)) continue;
    if (elements(content, 'row') > 2 * limits.maxRows) throw new SheetFileError('tooManyRows');
    if (elements(content, 'c') > MAX_CELLS) throw new SheetFileError('tooLarge');
  }
}

/** A cell's text trimmed, without NUL characters (no column takes them); null when nothing is left. */
function cleanText(text: string): string | null {
  return text.replaceAll('\u0000', '').trim() || null;
}

/** A number as Excel shows it: 15 significant digits (a formula's 0.1+0.2 is 0.3), never an exponent for ids. */
function numberText(value: number): string {
  const rounded = Number(value.toPrecision(15));
  return Number.isInteger(rounded) && Math.abs(rounded) < 1e21 ? BigInt(rounded).toString() : String(rounded);
}

/** A date as its day (yyyy-mm-dd), with its time when it has one: ExcelJS reads Excel's dates as UTC. */
function dateText(value: Date): string {
  const iso = value.toISOString();
  const time = iso.slice(11, 16);
  return time === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
}

/** A cell's value as text: a formula as its cached result, rich text as its words, a link as its text. */
export function cellText(value: ExcelJS.CellValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return cleanText(value);
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dateText(value);
  if ('richText' in value)
    return (
      value.richText
        .map((run) => run.text)
        .join('')
        .trim() || null
    );
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result);
  if ('text' in value) return cellText(value.text);
  return null;
}

/** A number Excel shows as a percentage (3% is 0.03 in the cell) as the user typed it: "3%". */
function percentText(cell: ExcelJS.Cell): string | null {
  return typeof cell.value === 'number' && cell.numFmt?.includes('%')
    ? `${numberText(cell.value * 100)}%`
    : null;
}

async function readXlsx(bytes: Buffer, limits: SheetLimits): Promise<SheetRow[]> {
  checkXlsx(bytes, limits);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new SheetFileError('notSpreadsheet');
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible');
  if (!sheet) throw new SheetFileError('empty');
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: (string | null)[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (column > limits.maxColumns) throw new SheetFileError('tooManyColumns');
      cells[column - 1] = percentText(cell) ?? cellText(cell.value);
    });
    rows.push({ row: number, cells: Array.from(cells, (cell) => cell ?? null) });
  });
  return rows;
}

/** UTF-8 (with or without its byte order mark) when it decodes as such, else GB18030 (Chinese Excel's CSV). */
function decodeText(bytes: Buffer): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (!text.includes('\uFFFD')) return text.replace(/^\uFEFF/, '');
  return iconv.decode(bytes, 'gb18030');
}

/** A CSV's line ends and delimiters: more rows, and more cells, than it can have. */
function csvBounds(text: string, delimiter: string): { lines: number; cells: number } {
  const separator = delimiter.charCodeAt(0);
  let lines = 1;
  let delimiters = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 0x0a) lines++;
    else if (code === separator) delimiters++;
  }
  return { lines, cells: lines + delimiters };
}

/** The delimiter of the header line: a comma, or the semicolon or tab some locales' Excel saves with. */
function delimiterOf(text: string): string {
  const end = text.indexOf('\n');
  const header = end < 0 ? text : text.slice(0, end);
  if (header.includes(',')) return ',';
  if (header.includes('\t')) return '\t';
  return header.includes(';') ? ';' : ',';
}

function readCsv(bytes: Buffer, limits: SheetLimits): Promise<SheetRow[]> {
  const text = decodeText(bytes);
  // Cheap refusals before parsing: a cell may hold a line end, so only twice the limit is surely too many.
  const delimiter = delimiterOf(text);
  const bounds = csvBounds(text, delimiter);
  if (bounds.lines > 2 * limits.maxRows) throw new SheetFileError('tooManyRows');
  if (bounds.cells > MAX_CELLS + limits.maxRows) throw new SheetFileError('tooLarge');
  return new Promise((resolve, reject) => {
    const rows: SheetRow[] = [];
    let number = 0;
    parseString(text, { delimiter, ignoreEmpty: false })
      .on('data', (cells: string[]) => {
        number++;
        if (cells.length > limits.maxColumns) {
          reject(new SheetFileError('tooManyColumns'));
          return;
        }
        const texts = cells.map((cell) => cleanText(cell));
        if (texts.some((cell) => cell !== null)) rows.push({ row: number, cells: texts });
      })
      .on('error', () => reject(new SheetFileError('notSpreadsheet')))
      .on('end', () => resolve(rows));
  });
}

/** Spreadsheet bytes (.xlsx or .csv, told apart by their content) as their first sheet's non-blank rows. */
export async function readSheet(bytes: Buffer, limits: SheetLimits): Promise<SheetRow[]> {
  if (bytes.length === 0) throw new SheetFileError('empty');
  const signature = bytes.subarray(0, 4).toString('hex');
  if (signature === '504b0304') return readXlsx(bytes, limits);
  if (signature === 'd0cf11e0') throw new SheetFileError('oldExcel');
  // A CSV is text: a NUL byte says it is some other binary file.
  if (bytes.subarray(0, 8192).includes(0)) throw new SheetFileError('notSpreadsheet');
  return readCsv(bytes, limits);
}
