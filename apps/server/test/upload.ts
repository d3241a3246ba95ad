import type { ImportResult } from '@gbo/contracts';
import ExcelJS from 'exceljs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

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

export type ImportOptions = {
  token?: string;
  /** false: write; a check otherwise. */
  dryRun?: boolean;
  language?: string;
  filename?: string;
  field?: string;
};

type Injector = { inject: (options: InjectOptions) => Promise<LightMyRequestResponse> };

/** `api/imports` as one caller (or another's token per call) sends it: files, checks, writes, templates. */
export function importClient(app: Injector, token: string) {
  const send = (kind: string, bytes: Buffer, options: ImportOptions = {}) => {
    const form = multipartForm(bytes, options);
    return app.inject({
      method: 'POST',
      url: `/api/imports/${kind}${options.dryRun === false ? '' : '?dryRun=true'}`,
      headers: {
        ...form.headers,
        authorization: options.token ?? token,
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      payload: form.payload,
    });
  };
  return {
    send,
    /** A dry run that must answer 200: its result. */
    async check(kind: string, bytes: Buffer, options: ImportOptions = {}): Promise<ImportResult> {
      const response = await send(kind, bytes, options);
      if (response.statusCode !== 200)
        throw new Error(`check answered ${response.statusCode}: ${response.body}`);
      return response.json<ImportResult>();
    },
    write: (kind: string, bytes: Buffer, options: ImportOptions = {}) =>
      send(kind, bytes, { ...options, dryRun: false }),
    /** The kind's template as a workbook (the request's answer beside it). */
    async template(kind: string, options: { token?: string; language?: string } = {}) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/imports/${kind}/template`,
        headers: {
          authorization: options.token ?? token,
          ...(options.language ? { 'accept-language': options.language } : {}),
        },
      });
      const workbook = new ExcelJS.Workbook();
      if (response.statusCode === 200)
        await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      return { response, workbook };
    },
  };
}
