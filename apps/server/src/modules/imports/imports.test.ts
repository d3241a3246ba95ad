import type { Customer, ImportResult, Style } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, menuIdsOf, roleIdOf, type TestContext } from '../../../test/helpers';
import { csvOf, importClient, xlsxOf } from '../../../test/upload';
import ExcelJS from 'exceljs';
import { queryRows } from '../../db/client';

let t: TestContext;
let adminToken: string;
let workerToken: string;
let huzhouToken: string;
let admin: Caller;
beforeAll(async () => {
  t = await createTestContext();
  adminToken = await t.login('13900000001', 1);
  workerToken = await t.login('13900000011', 1);
  huzhouToken = await t.login('13900000001', 2);
  admin = await t.as('13900000001', 1);
});
afterAll(() => t.close());

let client: ReturnType<typeof importClient>;
beforeAll(() => {
  client = importClient(t.app, adminToken);
});
const send: typeof client.send = (...args) => client.send(...args);
const check: typeof client.check = (...args) => client.check(...args);
const write: typeof client.write = (...args) => client.write(...args);

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
    const { response: english, workbook } = await client.template('styles');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('spreadsheetml');
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

    const { workbook: zh } = await client.template('processes', { language: 'zh-CN,zh;q=0.9' });
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

  it('offers the factory’s colour and size presets in the order-quantity template’s lists', async () => {
    const settings = (await admin.get('/api/factory/getFactoryEnum?factoryId=1')).json<{
      colours: string[];
      sizes: string[];
    }>();
    expect(settings.sizes.length).toBeGreaterThan(0);
    const { workbook } = await client.template('orderQuantities');
    const lists = workbook.worksheets.find((sheet) => sheet.state === 'hidden');
    // The Size column (C) offers the range of the hidden sheet that holds the factory's sizes.
    const validation = workbook.worksheets[0]?.getCell('C2').dataValidation;
    const formula = String(validation?.formulae?.[0] ?? '');
    const [, letter] = /!\$([A-Z]+)\$1:/.exec(formula) ?? [];
    expect(validation).toMatchObject({
      type: 'list',
      formulae: [`'${lists?.name}'!$${letter}$1:$${letter}$${settings.sizes.length}`],
    });
    const offered = (lists?.getColumn(letter ?? 'A').values ?? []).filter(
      (value) => value !== null && value !== undefined,
    );
    expect(offered).toEqual(settings.sizes);
  });

  it('is refused to someone who may not add or change the kind, and for a kind that is not one', async () => {
    const { response: worker } = await client.template('customers', { token: workerToken });
    expect(worker.statusCode).toBe(403);
    const { response: unknown } = await client.template('invoices');
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
      message: 'Nothing was imported. Errors in the file: 1. Fix them and import it again',
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

describe('styles, processes and order quantities', () => {
  it('names every bad cell of a styles file at once, writes nothing while there is one, then writes the fixed file', async () => {
    await write('customers', await xlsxOf([['Customer'], ['Imp Knitwear Buyer']]));
    const header = ['Style no.', 'Style name', 'Customer', 'Delivery date', 'Colours', 'Sizes', 'Over-cut %'];
    const bad = await xlsxOf([
      header,
      [
        'IMP-100',
        'Polo',
        'Imp Knitwear Buyer',
        new Date(Date.UTC(2026, 11, 20)),
        'Navy, White',
        'S, M, L',
        3,
      ],
      ['IMP-101', null, 'Nobody Ltd', '2026-13-45', 'Red', 'M', '3.456'],
      ['IMP-100', 'Polo again', null, null, 'Navy', 'S, S', null],
    ]);
    const result = await check('styles', bad);
    expect(result).toMatchObject({ rows: 3, creates: 1, updates: 0, errorCount: 6 });
    expect(result.errors).toEqual([
      { row: 3, column: 'Style name', cell: 'B3', value: null, message: 'is required' },
      {
        row: 3,
        column: 'Customer',
        cell: 'C3',
        value: 'Nobody Ltd',
        message: 'there is no customer named Nobody Ltd; add the customer first',
      },
      {
        row: 3,
        column: 'Delivery date',
        cell: 'D3',
        value: '2026-13-45',
        message: 'must be a real date like 2026-08-12',
      },
      {
        row: 3,
        column: 'Over-cut %',
        cell: 'G3',
        value: '3.456',
        message: 'must be a percentage from 0 to 99.99',
      },
      {
        row: 4,
        column: 'Style no.',
        cell: 'A4',
        value: 'IMP-100',
        message: 'IMP-100 is already on row 2 of this file',
      },
      { row: 4, column: 'Sizes', cell: 'F4', value: 'S, S', message: 'a size is listed twice' },
    ]);
    // The preview puts the rows with errors first and marks them.
    expect(result.preview.map((row) => [row.row, row.action])).toEqual([
      [3, null],
      [4, null],
      [2, 'create'],
    ]);
    const refused = await write('styles', bad);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ result: ImportResult }>().result.errors).toEqual(result.errors);
    expect(await styleNumbered('IMP-100')).toBeNull();

    const fixed = await xlsxOf([
      header,
      [
        'IMP-100',
        'Polo',
        'Imp Knitwear Buyer',
        new Date(Date.UTC(2026, 11, 20)),
        'Navy、White',
        'S，M，L',
        3,
      ],
    ]);
    expect((await write('styles', fixed)).statusCode).toBe(200);
    expect(await styleNumbered('IMP-100')).toMatchObject({
      name: 'Polo',
      customerName: 'Imp Knitwear Buyer',
      deliveryDate: '2026-12-20',
      colours: ['Navy', 'White'],
      sizes: ['S', 'M', 'L'],
      overcutPct: '3.00',
    });
  });
});

describe('processes and order quantities', () => {
  beforeAll(async () => {
    const styles = await xlsxOf([
      ['Style no.', 'Style name', 'Colours', 'Sizes'],
      ['IMP-200', 'Jacket', 'Black, Olive', 'M, L, XL'],
    ]);
    expect((await write('styles', styles)).statusCode).toBe(200);
  });

  it('reads a CSV with Chinese headers in any order: the style’s processes in the sequence given, with size rates and SAM', async () => {
    const file = csvOf([
      ['工序', '款号', '单价', '序号', '工段', '尺码单价', '标准工时', '日定额'],
      ['上领', 'IMP-200', '0.45', 2, '车缝', 'XL:0.5', '1.2', 600],
      ['裁片', 'IMP-200', '0.1', 1, '裁剪', null, null, null],
      ['包装', 'IMP-200', '0.08', 3, '包装', null, '0.3', null],
    ]);
    expect(await check('processes', file, { language: 'zh-CN' })).toMatchObject({
      rows: 3,
      creates: 3,
      errors: [],
    });
    expect((await write('processes', file)).statusCode).toBe(200);
    const style = await styleNumbered('IMP-200');
    expect(
      style?.processes.map(({ seq, name, stage, rate, sizeRates, sam, dailyQuota }) => ({
        seq,
        name,
        stage,
        rate,
        sizeRates,
        sam,
        dailyQuota,
      })),
    ).toEqual([
      { seq: 1, name: '裁片', stage: 'cutting', rate: '0.100', sizeRates: {}, sam: null, dailyQuota: null },
      {
        seq: 2,
        name: '上领',
        stage: 'sewing',
        rate: '0.450',
        sizeRates: { XL: '0.500' },
        sam: '1.200',
        dailyQuota: 600,
      },
      {
        seq: 3,
        name: '包装',
        stage: 'packing',
        rate: '0.080',
        sizeRates: {},
        sam: '0.300',
        dailyQuota: null,
      },
    ]);

    // Again with one rate changed: replacing the list needs update on its rows, in Chinese when asked.
    const changed = csvOf([
      ['工序', '款号', '单价', '序号', '工段'],
      ['裁片', 'IMP-200', '0.12', 1, '裁剪'],
    ]);
    const refused = await check('processes', changed, { language: 'zh-CN' });
    expect(refused.errors).toEqual([
      {
        row: 2,
        column: null,
        cell: null,
        value: null,
        message: '款式 IMP-200 已有 3 道工序；如需替换，请在“操作”列填写 update',
      },
    ]);
  });

  it('refuses bad process cells by name, and a style of another factory as one that does not exist', async () => {
    const file = await xlsxOf([
      ['Action', 'Style no.', 'Seq.', 'Process', 'Stage', 'Rate', 'Size rates', 'SAM'],
      ['update', 'IMP-200', 1, 'Cut', 'weaving', '0.1234', 'XXL:0.5', '0'],
      ['update', 'IMP-200', 1, 'Sew', 'sewing', '0.4', 'XL=0.5=1', null],
      ['update', 'IMP-200', 'two', 'Pack', 'packing', '0.1', 'XL 0.5', null],
      [null, 'DEMO-HZ-1', 1, 'Cut', 'cutting', '0.1', null, null],
    ]);
    const result = await check('processes', file);
    expect(result.errors.map(({ cell, message }) => [cell, message])).toEqual([
      ['E2', 'must be cutting, sewing, finishing or packing'],
      ['F2', expect.stringMatching(/3 decimals/)],
      ['H2', expect.stringMatching(/^must be minutes/)],
      ['G3', 'must be an amount from 0 to 9999.999, at most 3 decimals'],
      ['C4', 'must be a whole number from 1 to 999'],
      ['G4', 'must be sizes with their rates, like 3XL:0.50, 4XL:0.55'],
      ['B5', 'there is no style DEMO-HZ-1; add or import the style first'],
    ]);
  });

  it('sets order quantities from rows, and from a colour × size grid, keeping the cells the file does not name', async () => {
    const rows = await xlsxOf([
      ['Style no.', 'Colour', 'Size', 'Quantity'],
      ['IMP-200', 'Black', 'M', 100],
      ['IMP-200', 'Black', 'L', '1,200'],
      ['IMP-200', 'Olive', 'S', 5],
      ['IMP-200', 'Black', 'M', 7],
    ]);
    const refused = await check('orderQuantities', rows);
    expect(refused.errors.map(({ cell, message }) => [cell, message])).toEqual([
      ['C4', 'S is not a size of style IMP-200'],
      ['D5', 'Black M is already on row 2'],
    ]);
    const good = await xlsxOf([
      ['Style no.', 'Colour', 'Size', 'Quantity'],
      ['IMP-200', 'Black', 'M', 100],
      ['IMP-200', 'Black', 'L', '1,200'],
    ]);
    expect((await write('orderQuantities', good)).json()).toMatchObject({ creates: 2, written: true });

    const grid = await xlsxOf([
      ['款号', '颜色', 'M', 'L', 'XL', '合计'],
      ['IMP-200', 'Olive', 50, 60, null, { formula: 'SUM(C2:E2)', result: 110 }],
      ['IMP-200', 'Black', 100, 1300, 20, { formula: 'SUM(C3:E3)', result: 1420 }],
    ]);
    const checked = await check('orderQuantities', grid);
    expect(checked).toMatchObject({
      errors: [],
      ignoredColumns: ['合计'],
      columns: ['款号', '颜色', 'M', 'L', 'XL'],
    });
    expect(checked.preview.map((row) => row.action)).toEqual(['create', 'update']);
    expect((await write('orderQuantities', grid)).statusCode).toBe(200);
    const style = await styleNumbered('IMP-200');
    expect(style?.orderQty).toEqual(
      expect.arrayContaining([
        { colour: 'Black', size: 'M', qty: 100 },
        { colour: 'Black', size: 'L', qty: 1300 },
        { colour: 'Black', size: 'XL', qty: 20 },
        { colour: 'Olive', size: 'M', qty: 50 },
        { colour: 'Olive', size: 'L', qty: 60 },
      ]),
    );
    expect(style?.orderTotal).toBe(1530);

    // Olive has quantities in two sizes: taking it off the style is one problem of the Colours cell, said once.
    const recoloured = await check(
      'styles',
      await xlsxOf([
        ['Action', 'Style no.', 'Style name', 'Colours', 'Sizes'],
        ['update', 'IMP-200', 'Jacket', 'Black', 'M, L, XL'],
      ]),
    );
    expect(recoloured.errors).toEqual([
      expect.objectContaining({ cell: 'D2', message: 'Olive is not a colour of the style' }),
    ]);
    // Without update, that the style exists is what the row is told.
    const notMarked = await check(
      'styles',
      await xlsxOf([
        ['Style no.', 'Style name', 'Colours', 'Sizes'],
        ['IMP-200', 'Jacket', 'Black', 'M, L, XL'],
      ]),
    );
    expect(notMarked.errors.map((error) => error.message)).toEqual([
      'IMP-200 already exists; write update in the Action column to change it',
    ]);
  });
});

describe('permissions', () => {
  it('a clerk who may add customers but not change them: new rows pass, rows that would change one are named', async () => {
    const clerk = await t.login('13900000002', 1);
    const menus = await menuIdsOf(t.database, 'customer:list', 'customer:add', 'style:list');
    const grant = await admin.put('/api/roles/menu', {
      id: await roleIdOf(t.database, 'cutting_clerk'),
      menus,
    });
    expect(grant.statusCode, grant.body).toBe(204);
    const file = await xlsxOf([
      ['Action', 'Customer', 'Contact'],
      [null, 'Imp Clerk New', null],
      ['update', 'Imp Harbour Ltd', 'Mr Chen'],
    ]);
    expect((await check('customers', file, { token: clerk })).errors).toEqual([
      {
        row: 3,
        column: null,
        cell: null,
        value: null,
        message: 'you do not have permission to change these',
      },
    ]);
    // Styles need style:add or style:edit to be imported at all.
    expect((await send('styles', file, { token: clerk })).statusCode).toBe(403);
  });
});

describe('factories', () => {
  it('matches rows only to the caller’s factory: another factory’s style is not there, its customer names are free', async () => {
    const processes = await xlsxOf([
      ['Style no.', 'Process', 'Rate'],
      ['IMP-200', 'Cut', '0.1'],
    ]);
    expect((await check('processes', processes, { token: huzhouToken })).errors).toEqual([
      expect.objectContaining({
        cell: 'A2',
        message: 'there is no style IMP-200; add or import the style first',
      }),
    ]);
    const customers = await xlsxOf([['Customer'], ['Imp Harbour Ltd']]);
    expect(await check('customers', customers, { token: huzhouToken })).toMatchObject({
      creates: 1,
      errors: [],
    });
  });
});

describe('files it will not read', () => {
  const refusal = async (bytes: Buffer, filename = 'x.xlsx') => {
    const started = Date.now();
    const response = await send('customers', bytes, { filename });
    return {
      status: response.statusCode,
      message: response.json<{ message: string }>().message,
      ms: Date.now() - started,
    };
  };

  it('answers 400 for what is not a spreadsheet, an old .xls, an empty file and a sheet without a header', async () => {
    expect(await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toMatchObject({
      status: 400,
      message: 'file: this is not a spreadsheet; choose an .xlsx or .csv file',
    });
    expect(
      await refusal(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)])),
    ).toMatchObject({
      status: 400,
      message: expect.stringContaining('.xls'),
    });
    expect((await refusal(Buffer.alloc(0))).status).toBe(400);
    expect(
      await refusal(
        await xlsxOf([
          ['Imp Harbour Ltd', 'Ms Wang'],
          ['Imp Delta Co', null],
        ]),
      ),
    ).toMatchObject({
      status: 400,
      message:
        'file: the first row must name the columns, such as Customer; download the template to see them',
    });
    expect(await refusal(await xlsxOf([['Customer']]))).toMatchObject({
      status: 400,
      message: 'file: there are no rows under the header',
    });
    // A misspelt dryRun is refused, not taken for a write.
    const misspelt = await t.app.inject({
      method: 'POST',
      url: '/api/imports/customers?dryrun=true',
      headers: { authorization: adminToken, 'content-type': 'application/json' },
    });
    expect(misspelt.statusCode).toBe(400);
    // A JSON body, or a form without the file field: choose a file.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/imports/customers?dryRun=true',
      headers: { authorization: adminToken, 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    expect((await send('customers', csvOf([['Customer'], ['A']]), { field: 'upload' })).statusCode).toBe(400);
  });

  it('reads a CSV saved by Chinese Excel (GB18030), and refuses a file over 10 MiB with 413', async () => {
    const { default: iconv } = await import('iconv-lite');
    const gbk = iconv.encode('客户名称,联系人\r\n宁波海港服饰,王女士\r\n', 'gb18030');
    const result = await check('customers', gbk, { filename: 'customers.csv' });
    expect(result).toMatchObject({ columns: ['客户名称', '联系人'], creates: 1 });
    expect(result.preview[0]?.cells).toEqual(['宁波海港服饰', '王女士']);

    const huge = Buffer.concat([Buffer.from('Customer\n'), Buffer.alloc(10 * 1024 * 1024 + 1, 0x61)]);
    const response = await send('customers', huge, { filename: 'big.csv' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: 'file: the file is larger than 10 MiB; split it into smaller files',
    });
  });

  it('reads what users’ Excel files hold: a percentage as typed, semicolon CSV, formatted blank rows past the limit', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Styles');
    sheet.addRow(['Style no.', 'Style name', 'Colours', 'Sizes', 'Over-cut %']);
    sheet.addRow(['IMP-PCT', 'Percent', 'Navy', 'M', 0.03]);
    sheet.getCell('E2').numFmt = '0%';
    // Borders drawn down to row 25,000: rows with a format and no value are no rows.
    for (let row = 3; row <= 25_000; row += 1) sheet.getCell(`A${row}`).border = { top: { style: 'thin' } };
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await check('styles', file);
    expect(result).toMatchObject({ rows: 1, creates: 1, errors: [] });
    expect(result.preview[0]?.cells.at(-1)).toBe('3%');

    const semicolons = Buffer.from('Customer;Contact\nImp Semicolon GmbH;Frau Weber\n');
    expect((await check('customers', semicolons, { filename: 'x.csv' })).preview[0]?.cells).toEqual([
      'Imp Semicolon GmbH',
      'Frau Weber',
    ]);
  });

  it('echoes at most 100 characters of a cell, and refuses 201 columns', async () => {
    const long = 'x'.repeat(5000);
    const result = await check(
      'customers',
      csvOf([
        ['Customer', 'Phone'],
        ['Imp Long', long],
      ]),
    );
    expect(result.errors.length).toBeGreaterThan(0);
    for (const error of result.errors)
      expect(error).toMatchObject({ cell: 'B2', value: `${'x'.repeat(99)}…` });
    expect(result.preview[0]?.cells[1]).toHaveLength(100);
    // A message that names the cell's text (a customer not found) clips it too.
    const unknown = await check(
      'styles',
      csvOf([
        ['Style no.', 'Style name', 'Customer', 'Colours', 'Sizes'],
        ['IMP-LONG', 'Long', 'y'.repeat(5000), 'Navy', 'M'],
      ]),
    );
    expect(unknown.errors.map((error) => error.message)).toEqual([
      `there is no customer named ${'y'.repeat(99)}…; add the customer first`,
    ]);
    // Cells are counted by the file's own delimiter.
    const manySemicolonCells = Buffer.from(`Customer;Contact\n${`${'a;'.repeat(150)}a\n`.repeat(5000)}`);
    expect(await refusal(manySemicolonCells, 'x.csv')).toMatchObject({
      status: 400,
      message: expect.stringContaining('more than an import can read'),
    });

    const wide = csvOf([['Customer', ...Array.from({ length: 200 }, (_, i) => `Extra ${i}`)], ['Imp Wide']]);
    expect(await refusal(wide, 'wide.csv')).toMatchObject({
      status: 400,
      message: 'file: at most 200 columns can be read; delete the columns the import does not need',
    });
  });

  it('refuses a zip bomb and a million rows with 400, reading neither whole', async () => {
    // 1 GiB of zeros inflates from a ~1 MiB entry named as the sheet's shared strings.
    const { deflateRawSync } = await import('node:zlib');
    const template = await xlsxOf([['Customer'], ['x']]);
    const bomb = await zipReplacing(
      template,
      'xl/sharedStrings.xml',
      deflateRawSync(Buffer.alloc(256 * 1024 * 1024)),
    );
    expect(await refusal(bomb)).toMatchObject({
      status: 400,
      message: expect.stringContaining('more than an import can read'),
    });

    const million = Buffer.from(`Customer\n${'a\n'.repeat(1_000_000)}`);
    expect(await refusal(million, 'x.csv')).toMatchObject({
      status: 400,
      message: 'file: at most 20000 rows can be imported at once; split the file',
    });
    // Rows written '<row\n r=…>' (XML allows any white space there) count as rows.
    const rows = Array.from(
      { length: 40_001 },
      (_, i) => `<row\n r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>c</t></is></c></row>`,
    );
    const sheetXml = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`;
    const spaced = await zipReplacing(
      template,
      'xl/worksheets/sheet1.xml',
      deflateRawSync(Buffer.from(sheetXml)),
    );
    expect(await refusal(spaced)).toMatchObject({
      status: 400,
      message: expect.stringContaining('at most 20000 rows'),
    });
    const bigSheet = await xlsxOf([['Customer'], ...Array.from({ length: 20_011 }, (_, i) => [`c${i}`])]);
    expect(await refusal(bigSheet)).toMatchObject({
      status: 400,
      message: expect.stringContaining('at most 20000 rows'),
    });
  });
});

/** The .xlsx with one part's compressed bytes replaced (its central directory entry pointing at them). */
async function zipReplacing(xlsx: Buffer, part: string, deflated: Buffer): Promise<Buffer> {
  const JSZip = (await import('jszip')).default;
  const zip = await JSZip.loadAsync(xlsx);
  zip.file(part, 'placeholder');
  const rebuilt = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  // STORE keeps the placeholder's bytes verbatim: swap them for the deflated bomb, method 8, sizes patched.
  const local = rebuilt.indexOf(Buffer.from(`${part}placeholder`));
  const header = local - 30;
  const central = rebuilt.lastIndexOf(Buffer.from(part));
  const before = rebuilt.subarray(0, local + part.length);
  const after = rebuilt.subarray(local + part.length + 'placeholder'.length);
  const patched = Buffer.concat([before, deflated, after]);
  patched.writeUInt16LE(8, header + 8);
  patched.writeUInt32LE(deflated.length, header + 18);
  const centralAt = central + deflated.length - 'placeholder'.length - 46;
  patched.writeUInt16LE(8, centralAt + 10);
  patched.writeUInt32LE(deflated.length, centralAt + 20);
  // The end record's central directory offset moved by the size difference.
  const end = patched.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  patched.writeUInt32LE(patched.readUInt32LE(end + 16) + deflated.length - 'placeholder'.length, end + 16);
  return patched;
}
