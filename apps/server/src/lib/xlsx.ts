import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { MessageLocale } from '@gbo/contracts';
import type { FastifyReply } from 'fastify';
import type { Words } from './messages';

/** A cell's value; words (a status, "Total") are written in the workbook's language. */
export type XlsxValue = string | number | boolean | Date | null | Words;

/** Words a workbook's cells share. */
export const XLSX_WORDS = {
  total: { en: 'Total', 'zh-CN': '合计' },
  yes: { en: 'Yes', 'zh-CN': '是' },
  no: { en: 'No', 'zh-CN': '否' },
} satisfies Record<string, Words>;

/** Yes or no in the workbook's language. */
export const yesNoCell = (yes: boolean): Words => (yes ? XLSX_WORDS.yes : XLSX_WORDS.no);

export type XlsxColumn<Row> = {
  /** In each language: a workbook is written in its reader's. */
  header: Words;
  /** In characters, as Excel counts them. */
  width: number;
  value: (row: Row) => XlsxValue;
  /** Excel's number format of the column's number cells (e.g. MONEY_FORMAT). */
  numFmt?: string;
};

/** Money in Excel: 2 decimals, a third when there is one (0.125). */
export const MONEY_FORMAT = '0.00#';

/** Money as a number cell for Excel's sums (the text from PostgreSQL is exact, 3 decimals at most). */
export const moneyCell = (text: string | null): number | null => (text === null ? null : Number(text));

/** A column of money: a row's amount (text, as PostgreSQL sums it) as a number cell in MONEY_FORMAT. */
export const moneyColumn = <Row>(
  header: Words,
  width: number,
  amount: (row: Row) => string | null,
): XlsxColumn<Row> => ({ header, width, value: (row) => moneyCell(amount(row)), numFmt: MONEY_FORMAT });

export type XlsxSheet<Row> = {
  /** In each language, 31 characters at most (Excel's limit), none of []:*?/\\. */
  name: Words;
  columns: XlsxColumn<Row>[];
  /** The factory's time zone: Excel has none, so times are written as that zone's wall-clock time. */
  timeZone: string;
};

const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The instant as the clock on the factory's wall shows it, as the UTC date Excel's serial dates assume. */
export function toWallClock(instant: Date, timeZone: string): Date {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return new Date(
    Date.UTC(year, month - 1, day, part('hour'), part('minute'), part('second'), instant.getMilliseconds()),
  );
}

/** Rows written between two looks at whether the reader keeps up. */
const ROWS_PER_CHECK = 200;

/**
 * Lets the zip stream compress what was written, then waits while the workbook's reader (the client, through
 * the reply) lags behind: rows are produced only as fast as they are read, so a slow reader of a large export
 * holds a few hundred kilobytes, not the whole file. False once the reader is gone.
 */
async function readerKeepsUp(output: PassThrough): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  while (output.writableNeedDrain && !output.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        output.off('drain', done);
        output.off('close', done);
        resolve();
      };
      output.on('drain', done);
      output.on('close', done);
    });
  }
  return !output.destroyed;
}

/** Data rows on one sheet before it continues on the next ("Scans (2)"): Excel opens 1,048,576 rows at most. */
export const SHEET_ROW_LIMIT = 1_000_000;

/** A sheet of a workbook with its rows, the row type closed over (a workbook's sheets hold different rows). */
export type XlsxPart = {
  sheet: Omit<XlsxSheet<never>, 'columns'> & { columns: Omit<XlsxColumn<never>, 'value'>[] };
  rows: AsyncIterable<XlsxValue[][]>;
};

/** A sheet of rows arriving in batches, as a part of a workbook. */
export function xlsxPart<Row>(
  sheet: XlsxSheet<Row>,
  batches: AsyncIterable<Row[]> | Iterable<Row[]>,
): XlsxPart {
  async function* rows() {
    for await (const batch of batches)
      yield batch.map((row) => sheet.columns.map((column) => column.value(row)));
  }
  return { sheet, rows: rows() };
}

export type XlsxBookOptions = {
  /** Told how many rows are written so far, every few hundred rows and at the end (an export's progress). */
  onRows?: (written: number) => void;
  /** Data rows a sheet holds before the next one begins (SHEET_ROW_LIMIT). */
  sheetRowLimit?: number;
  /** The language of the headers, sheet names and words in cells: the reader's (English unless told). */
  locale?: MessageLocale;
};

/** A cell as written: words in the workbook's language, a time as the factory's wall clock shows it. */
function cellOf(value: XlsxValue, locale: MessageLocale, timeZone: string): ExcelJS.CellValue {
  if (value instanceof Date) return toWallClock(value, timeZone);
  if (value !== null && typeof value === 'object') return value[locale];
  return value;
}

/**
 * A workbook, streamed while it is written: each part's rows arrive in batches and are committed as they
 * come, no faster than the reader takes them, so an export of any length keeps memory flat. A part longer
 * than SHEET_ROW_LIMIT continues on further sheets. Cells are typed (numbers, dates), and text is always
 * text: a value starting with "=" is never run as a formula, unlike in a CSV file.
 */
export function xlsxBook(parts: XlsxPart[], options: XlsxBookOptions = {}): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const locale = options.locale ?? 'en';
  let written = 0;
  const addSheet = ({ sheet }: XlsxPart, number: number) => {
    const first = sheet.name[locale];
    const name = number === 1 ? first : `${first.slice(0, 31 - ` (${number})`.length).trimEnd()} (${number})`;
    const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map(({ header, width }) => ({ header: header[locale], width }));
    worksheet.getRow(1).font = { bold: true };
    return worksheet;
  };
  const writePart = async (part: XlsxPart) => {
    const { columns, timeZone } = part.sheet;
    let number = 1;
    let worksheet = addSheet(part, number);
    let onSheet = 0;
    let sinceCheck = 0;
    for await (const batch of part.rows) {
      for (const values of batch) {
        if (onSheet === (options.sheetRowLimit ?? SHEET_ROW_LIMIT)) {
          worksheet.commit();
          worksheet = addSheet(part, ++number);
          onSheet = 0;
        }
        const added = worksheet.addRow(values.map((value) => cellOf(value, locale, timeZone)));
        added.eachCell((cell, column) => {
          if (cell.value instanceof Date) cell.numFmt = DATE_TIME_FORMAT;
          const numFmt = columns[column - 1]?.numFmt;
          if (numFmt && typeof cell.value === 'number') cell.numFmt = numFmt;
        });
        added.commit();
        onSheet += 1;
        written += 1;
        if (++sinceCheck === ROWS_PER_CHECK) {
          sinceCheck = 0;
          options.onRows?.(written);
          // A reader gone: stop reading rows (leaving the loop ends the batches' generator and its query).
          if (!(await readerKeepsUp(output))) return false;
        }
      }
    }
    worksheet.commit();
    return true;
  };
  const write = async () => {
    for (const part of parts) if (!(await writePart(part))) return;
    options.onRows?.(written);
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}

/** A one-sheet workbook (xlsxBook of one part). */
export function xlsxStream<Row>(
  sheet: XlsxSheet<Row>,
  batches: AsyncIterable<Row[]> | Iterable<Row[]>,
  options: XlsxBookOptions = {},
): Readable {
  return xlsxBook([xlsxPart(sheet, batches)], options);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Replies with the workbook as a download; `fileName` is plain ASCII (the client names the saved file). */
export function sendXlsx(reply: FastifyReply, fileName: string, workbook: Readable | Buffer): FastifyReply {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(workbook);
}
