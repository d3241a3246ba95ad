import type { Customer, ImportResult, Style } from '@gbo/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { csvOf, multipartForm, xlsxOf } from '../../../test/upload';
import { queryRows } from '../../db/client';

let t: TestContext;
let adminToken: string;
let clerkToken: string;
let workerToken: string;
let huzhouToken: string;
let admin: Caller;
beforeAll(async () => {
  t = await createTestContext();
  adminToken = await t.login('13900000001', 1);
  clerkToken = await t.login('13900000002', 1);
  workerToken = await t.login('13900000011', 1);
  huzhouToken = await t.login('13900000001', 2);
  admin = await t.as('13900000001', 1);
});
afterAll(() => t.close());

type Options = { token?: string; dryRun?: boolean; language?: string; filename?: string; field?: string };

const send = (kind: string, bytes: Buffer, options: Options = {}) => {
  const form = multipartForm(bytes, options);
  return t.app.inject({
    method: 'POST',
    url: `/api/imports/${kind}${options.dryRun === false ? '' : '?dryRun=true'}`,
    headers: {
      ...form.headers,
      authorization: options.token ?? adminToken,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: form.payload,
  });
};

const check = async (kind: string, bytes: Buffer, options: Options = {}) => {
  const response = await send(kind, bytes, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportResult>();
};

const write = (kind: string, bytes: Buffer, options: Options = {}) =>
  send(kind, bytes, { ...options, dryRun: false });

const customersNamed = async (prefix: string) =>
  (await admin.get(`/api/customers?blurry=${encodeURIComponent(prefix)}&size=100`)).json<{
    content: Customer[];
  }>().content;

const styleNumbered = async (styleNo: string) => {
  const page = (await admin.get(`/api/styles?blurry=${encodeURIComponent(styleNo)}`)).json<{
    content: { id: number; styleNo: string }[];
  }>();
  const found = page.content.find((style) => style.styleNo === styleNo);
  return found ? (await admin.get(`/api/styles/${found.id}`)).json<Style>() : null;
};

const importAudits = async () =>
  queryRows<{ description: string; params: string | null }>(
    t.database.db,
    sql`select description, params from audit_logs where description like 'Import %' order by id`,
  );

describe('templates', () => {
  it('offers each kind as an .xlsx with its header in the caller’s language, an example row and a sheet of explanations', async () => {
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/imports/styles/template',
      headers: { authorization: adminToken },
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(english.rawPayload as unknown as ArrayBuffer);
    const [data, help] = workbook.worksheets;
    expect(data?.getRow(1).values).toEqual([
      undefined,
      'Action',
      'Style no.',
      'Style name',
      'Customer',
      'Order no.',
      'Delivery date',
      'Colours',
      'Sizes',
      'Over-cut %',
      'Final QC',
      'Note',
    ]);
    expect(data?.getRow(2).getCell(2).value).toBe('ST-2611');
    expect(data?.getCell('A3').dataValidation).toMatchObject({ type: 'list', formulae: ['"create,update"'] });
    expect(help?.getCell('A3').value).toBe('Style no.');

    const chinese = await t.app.inject({
      method: 'GET',
      url: '/api/imports/processes/template',
      headers: { authorization: adminToken, 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    const zh = new ExcelJS.Workbook();
    await zh.xlsx.load(chinese.rawPayload as unknown as ArrayBuffer);
    expect(zh.worksheets[0]?.getRow(1).values).toEqual([
      undefined,
      '操作',
      '款号',
      '序号',
      '工序',
      '工段',
      '单价',
      '尺码单价',
      '标准工时',
      '日定额',
    ]);
    expect(zh.worksheets[0]?.getCell('E5').dataValidation).toMatchObject({
      formulae: ['"裁剪,车缝,后整,包装"'],
    });
  });

  it('is refused to someone who may not add or change the kind, and for a kind that is not one', async () => {
    const worker = await t.app.inject({
      method: 'GET',
      url: '/api/imports/customers/template',
      headers: { authorization: workerToken },
    });
    expect(worker.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/imports/invoices/template',
      headers: { authorization: adminToken },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: expect.stringContaining('kind') });
  });
});

describe('customers', () => {
  it('checks, writes, answers unchanged on the same file again, and changes one only where the row says update', async () => {
    const file = await xlsxOf([
      ['Customer', 'Contact', 'Phone', 'Remarks'],
      ['Imp Harbour Ltd', 'Ms Wang', '0574-8888', 'x'],
      ['Imp Delta Co', null, null, null],
    ]);
    const checked = await check('customers', file);
    expect(checked).toMatchObject({
      rows: 2,
      creates: 2,
      updates: 0,
      unchanged: 0,
      errors: [],
      ignoredColumns: ['Remarks'],
      written: false,
    });
    expect(await customersNamed('Imp ')).toHaveLength(0);

    const before = (await importAudits()).length;
    const written = await write('customers', file);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json<ImportResult>()).toMatchObject({ creates: 2, written: true });
    expect((await customersNamed('Imp ')).map((c) => c.name).sort()).toEqual([
      'Imp Delta Co',
      'Imp Harbour Ltd',
    ]);
    // One audit entry for the import, with its counts; the dry run made none.
    const audits = await importAudits();
    expect(audits.length).toBe(before + 1);
    expect(audits.at(-1)?.description).toBe('Import customers: 2 created, 0 updated, 0 unchanged');

    expect(await check('customers', file)).toMatchObject({
      creates: 0,
      updates: 0,
      unchanged: 2,
      errors: [],
    });

    const changed = await xlsxOf([
      ['Customer', 'Contact', 'Action'],
      ['Imp Harbour Ltd', 'Mr Li', null],
      ['Imp Delta Co', 'Ms Zhou', 'update'],
    ]);
    const refused = await write('customers', changed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Nothing was imported: the file has 1 errors; fix them and import it again',
      result: {
        errors: [
          {
            row: 2,
            column: 'Customer',
            cell: 'A2',
            value: 'Imp Harbour Ltd',
            message: 'Imp Harbour Ltd already exists; write update in the Action column to change it',
          },
        ],
      },
    });
    // All or nothing: the good row 3 was not written either.
    expect((await customersNamed('Imp Delta')).map((c) => c.contact)).toEqual([null]);
  });
});
