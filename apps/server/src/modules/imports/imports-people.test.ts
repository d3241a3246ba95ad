import type { ImportResult, Page, Person } from '@gbo/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  createTestContext,
  deptIdOf,
  menuIdsOf,
  roleIdOf,
  type TestContext,
} from '../../../test/helpers';
import { csvOf, type ImportOptions, importClient, xlsxOf } from '../../../test/upload';
import { depts, factories, members } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo';

let t: TestContext;
let adminToken: string;
let admin: Caller;
beforeAll(async () => {
  t = await createTestContext();
  adminToken = await t.login('13900000001', 1);
  admin = await t.as('13900000001', 1);
});
afterAll(() => t.close());

let client: ReturnType<typeof importClient>;
beforeAll(() => {
  client = importClient(t.app, adminToken);
});
const send = (bytes: Buffer, options: ImportOptions = {}) => client.send('people', bytes, options);
const check = (bytes: Buffer, options: ImportOptions = {}) => client.check('people', bytes, options);
const write = (bytes: Buffer, options: ImportOptions = {}) => client.write('people', bytes, options);

const HEADER = ['Action', 'Mobile', 'Name', 'Job number', 'Department', 'Roles', 'Password', 'Enabled'];

const personOf = async (mobile: string, caller = admin): Promise<Person | undefined> =>
  (await caller.get(`/api/users?blurry=${mobile}&size=50`))
    .json<Page<Person>>()
    .content.find((person) => person.mobile === mobile);

/** Whether the number signs in to Ningbo with the password. */
const signsIn = async (mobile: string, password: string) =>
  t.login(mobile, 1, password).then(
    () => true,
    () => false,
  );

const setLimit = (totalNumber: number) =>
  t.database.db.update(factories).set({ totalNumber }).where(eq(factories.id, 1));

/** Ningbo's people who count against its limit: enabled, not departed. */
async function activeInNingbo() {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.factoryId, 1), eq(members.enabled, true), isNull(members.leftAt)));
  return row?.n ?? 0;
}

describe('the template', () => {
  it('offers the factory’s departments and roles as lists on a hidden sheet, headers in either language', async () => {
    const { response, workbook } = await client.template('people');
    expect(response.statusCode).toBe(200);
    const [data, help, lists] = workbook.worksheets;
    expect(data?.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(help?.name).toBe('Columns');
    expect(lists?.state).toBe('hidden');
    const listValues = (letter: string) =>
      (lists?.getColumn(letter).values ?? []).filter((value) => value !== undefined && value !== null);
    expect(listValues('A')).toEqual([
      'Office',
      'Cutting',
      'Sewing line 1',
      'Sewing line 2',
      'Finishing',
      'QC',
      'Packing',
    ]);
    expect(listValues('B')).toEqual(['Administrator', 'Cutting clerk', 'Line supervisor', 'Worker']);
    expect(data?.getCell('E3').dataValidation).toMatchObject({
      type: 'list',
      formulae: ["'Lists'!$A$1:$A$7"],
    });
    expect(data?.getCell('F3').dataValidation).toMatchObject({
      type: 'list',
      formulae: ["'Lists'!$B$1:$B$4"],
    });
    expect(data?.getCell('H3').dataValidation).toMatchObject({ formulae: ['"yes,no"'] });
    // The password column says what an empty cell means.
    const passwordNote = help?.getRow(8).getCell(3).value;
    expect(passwordNote).toEqual(expect.stringContaining('Reset password'));

    const { workbook: zh } = await client.template('people', { language: 'zh-CN' });
    expect(zh.worksheets[0]?.getRow(1).values).toEqual([
      undefined,
      '操作',
      '手机号',
      '姓名',
      '工号',
      '部门',
      '角色',
      '初始密码',
      '启用',
    ]);
  });

  it('is refused to a worker, and so is an import', async () => {
    const workerToken = await t.login('13900000011', 1);
    const { response: template } = await client.template('people', { token: workerToken });
    expect(template.statusCode).toBe(403);
    const file = await xlsxOf([HEADER, [null, '13700009001', 'Nobody', null, 'Office', null, null, null]]);
    expect((await send(file, { token: workerToken })).statusCode).toBe(403);
    expect((await write(file, { token: workerToken })).statusCode).toBe(403);
    expect(await personOf('13700009001')).toBeUndefined();
  });
});

describe('adding and changing people', () => {
  it('adds people with a typed password or one set later, then answers unchanged, and updates only rows marked update', async () => {
    const file = await xlsxOf([
      HEADER,
      [null, '13700001001', 'Imp Typed', 'IMP01', 'Sewing line 1', 'Worker', 'Imp-Start-2026', 'yes'],
      ['create', '13700001002', 'Imp Later', 'IMP02', 'Sewing line 2', 'Worker, Line supervisor', null, null],
      [null, '13700001003', 'Imp Off', null, 'Packing', null, null, 'no'],
    ]);
    const checked = await check(file);
    expect(checked).toMatchObject({
      rows: 3,
      creates: 3,
      updates: 0,
      unchanged: 0,
      errors: [],
      written: false,
    });
    expect(await personOf('13700001001')).toBeUndefined();

    const written = await write(file);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json<ImportResult>()).toMatchObject({ creates: 3, written: true });
    expect(await personOf('13700001002')).toMatchObject({
      name: 'Imp Later',
      jobNumber: 'IMP02',
      dept: { name: 'Sewing line 2' },
      roles: [{ name: 'Line supervisor' }, { name: 'Worker' }].sort((a, b) => a.name.localeCompare(b.name)),
      enabled: true,
      invited: true,
    });
    expect(await personOf('13700001003')).toMatchObject({ enabled: false, roles: [] });

    // A typed password signs in; "set later" signs in with nothing until an administrator sets one.
    expect(await signsIn('13700001001', 'Imp-Start-2026')).toBe(true);
    expect(await signsIn('13700001002', DEMO_PASSWORD)).toBe(false);
    expect(await signsIn('13700001002', 'Imp-Start-2026')).toBe(false);
    const later = await personOf('13700001002');
    const reset = await admin.post('/api/users/resetPassword', { id: later?.id, password: 'Imp-Reset-2026' });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    expect(await signsIn('13700001002', 'Imp-Reset-2026')).toBe(true);

    // The same file again: nothing to do (the password column does not matter for people already here).
    expect(await check(file)).toMatchObject({ creates: 0, updates: 0, unchanged: 3, errors: [] });

    const changed = await xlsxOf([
      HEADER,
      [null, '13700001001', 'Imp Typed Renamed', 'IMP01', 'Sewing line 1', 'Worker', null, 'yes'],
      ['update', '13700001003', 'Imp Off', 'IMP03', 'Packing', null, null, 'no'],
      ['update', '13700001009', 'Imp Nobody', null, 'Packing', null, null, null],
    ]);
    const refused = await write(changed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ result: ImportResult }>().result.errors).toEqual([
      {
        row: 2,
        column: 'Mobile',
        cell: 'B2',
        value: '13700001001',
        message: '13700001001 already exists; write update in the Action column to change it',
      },
      {
        row: 4,
        column: 'Mobile',
        cell: 'B4',
        value: '13700001009',
        message: '13700001009 does not exist yet, so it cannot be updated; leave the Action empty to add it',
      },
    ]);
    expect((await personOf('13700001003'))?.jobNumber).toBeNull();

    const fixed = await xlsxOf([
      ['Mobile', 'Name', 'Job number', 'Action'],
      ['13700001001', 'Imp Typed Renamed', 'IMP01', 'update'],
      ['13700001003', 'Imp Off', 'IMP03', 'update'],
    ]);
    const updated = await write(fixed);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<ImportResult>()).toMatchObject({ creates: 0, updates: 2, unchanged: 0 });
    // Columns the file does not have are kept: department, roles, enabled.
    expect(await personOf('13700001001')).toMatchObject({
      name: 'Imp Typed Renamed',
      dept: { name: 'Sewing line 1' },
      roles: [{ name: 'Worker' }],
      enabled: true,
    });
    expect(await personOf('13700001003')).toMatchObject({ jobNumber: 'IMP03', enabled: false });
  });

  it('reads Chinese headers and a CSV, and answers in Chinese', async () => {
    const file = csvOf([
      ['手机号', '姓名', '工号', '部门', '角色', '初始密码', '启用'],
      ['13700002001', '导入甲', 'IMP21', '车间不存在', '工人', '', '是'],
      ['13700002002', '导入乙', 'IMP22', 'Cutting', 'Worker', '', '否'],
    ]);
    const checked = await check(file, { filename: 'people.csv', language: 'zh-CN' });
    expect(checked.errors).toEqual([
      expect.objectContaining({ row: 2, column: '部门', cell: 'D2', message: '没有名为 车间不存在 的部门' }),
      expect.objectContaining({ row: 2, column: '角色', cell: 'E2', message: '没有名为 工人 的角色' }),
    ]);
    expect(checked.preview.find((row) => row.row === 3)?.action).toBe('create');

    const good = csvOf([
      ['手机号', '姓名', '部门', '启用'],
      ['13700002002', '导入乙', 'Cutting', '否'],
    ]);
    const written = await write(good, { filename: 'people.csv' });
    expect(written.statusCode, written.body).toBe(200);
    expect(await personOf('13700002002')).toMatchObject({
      name: '导入乙',
      enabled: false,
      dept: { name: 'Cutting' },
    });
  });
});

describe('refusals', () => {
  it('names every problem by row and column, and writes nothing', async () => {
    const file = await xlsxOf([
      HEADER,
      [null, '13700003001', 'Imp Good', 'IMP31', 'Office', 'Worker', null, null],
      [null, '13700003001', 'Imp Twice', null, 'Office', null, null, null],
      [null, '12345', 'Imp Bad Mobile', null, 'Office', null, null, null],
      [null, '13700003004', 'Imp Dept', null, 'Warehouse', null, null, null],
      [null, '13700003005', 'Imp Role', null, 'Office', 'Worker, Astronaut', null, null],
      [null, '13700003006', 'Imp Job', 'W011', 'Office', null, null, null],
      [null, '13700003007', 'Imp Job Twice', 'IMP31', 'Office', null, null, null],
      [null, '13900000012', 'Someone Else', null, 'Sewing line 1', 'Worker', null, null],
      ['remove', '13700003009', 'Imp Action', null, 'Office', null, null, 'maybe'],
      [null, '13700003010', null, null, 'Office', null, 'short', null],
    ]);
    const refused = await write(file);
    expect(refused.statusCode).toBe(409);
    const { errors } = refused.json<{ result: ImportResult }>().result;
    const at = errors.map(({ row, column, message }) => [row, column, message]);
    expect(at).toEqual([
      [3, 'Mobile', '13700003001 is already on row 2 of this file'],
      [4, 'Mobile', 'please enter a correct mobile number'],
      [5, 'Department', 'there is no department named Warehouse'],
      [6, 'Roles', 'there is no role named Astronaut'],
      [7, 'Job number', 'W011 is already the job number of another member'],
      [8, 'Job number', 'IMP31 is already on row 2 of this file'],
      [9, 'Mobile', '13900000012 already exists; write update in the Action column to change it'],
      [10, 'Action', 'must be create or update (or empty)'],
      [10, 'Enabled', 'must be yes or no'],
      [11, 'Name', 'is required'],
      [11, 'Password', 'must be at least 8 characters'],
    ]);
    expect(await personOf('13700003001')).toBeUndefined();
  });

  it('tells a path from a name when two departments share one', async () => {
    const [line1, line2] = [
      await deptIdOf(t.database, 'Sewing line 1'),
      await deptIdOf(t.database, 'Sewing line 2'),
    ];
    await t.database.db.insert(depts).values([
      { factoryId: 1, pid: line1, name: 'Imp Team' },
      { factoryId: 1, pid: line2, name: 'Imp Team' },
    ]);
    const file = await xlsxOf([
      ['Mobile', 'Name', 'Department'],
      ['13700004001', 'Imp Ambiguous', 'Imp Team'],
      ['13700004002', 'Imp Path', 'Sewing line 2 / Imp Team'],
    ]);
    const checked = await check(file);
    expect(checked.errors).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'Department',
        message:
          'more than one department is named Imp Team; write its path instead: Sewing line 1/Imp Team, Sewing line 2/Imp Team',
      }),
    ]);
    expect(checked.creates).toBe(1);
    const path = await xlsxOf([
      ['Mobile', 'Name', 'Department'],
      ['13700004002', 'Imp Path', 'Sewing line 2/Imp Team'],
    ]);
    expect((await write(path)).statusCode).toBe(200);
    const team = await personOf('13700004002');
    const [row] = await t.database.db
      .select({ pid: depts.pid })
      .from(depts)
      .where(eq(depts.id, team?.dept?.id ?? 0));
    expect(row?.pid).toBe(line2);
  });

  it('does not know another factory’s departments and roles', async () => {
    const huzhou = await t.as('13900000001', 2);
    await t.database.db.insert(depts).values({ factoryId: 2, name: 'Huzhou Dyeing' });
    const role = await huzhou.post('/api/roles', {
      name: 'Huzhou Dyer',
      code: 'huzhou_dyer',
      dataScope: 'dept',
    });
    expect(role.statusCode, role.body).toBe(201);
    const file = await xlsxOf([
      ['Mobile', 'Name', 'Department', 'Roles'],
      ['13700005001', 'Imp Elsewhere', 'Huzhou Dyeing', 'Huzhou Dyer'],
    ]);
    expect((await check(file)).errors.map((error) => error.message)).toEqual([
      'there is no department named Huzhou Dyeing',
      'there is no role named Huzhou Dyer',
    ]);
    // In Huzhou, they are there.
    const inHuzhou = await check(file, { token: await t.login('13900000001', 2) });
    expect(inHuzhou).toMatchObject({ creates: 1, errors: [] });
  });

  it('keeps a member with a narrower reach to their departments and the roles they may give', async () => {
    const supervisorRole = await roleIdOf(t.database, 'line_supervisor');
    const granted = await admin.put('/api/roles/menu', {
      id: supervisorRole,
      menus: await menuIdsOf(t.database, 'user:list', 'user:add'),
    });
    expect(granted.statusCode).toBe(204);
    const supervisorToken = await t.login('13900000003', 1);
    const file = await xlsxOf([
      HEADER,
      [null, '13700006001', 'Imp Mine', null, 'Sewing line 1', 'Line supervisor', null, null],
      [null, '13700006002', 'Imp Packing', null, 'Packing', null, null, null],
      [null, '13700006003', 'Imp Clerk', null, 'Sewing line 1', 'Cutting clerk', null, null],
      [null, '13700006004', 'Imp Nowhere', null, null, null, null, null],
      ['update', '13900000012', 'Chen Jing', 'W012', 'Sewing line 1', 'Line supervisor', null, null],
    ]);
    const checked = await check(file, { token: supervisorToken });
    expect(checked.errors.map(({ row, column, message }) => [row, column, message])).toEqual([
      [3, 'Department', 'there is no department named Packing'],
      [
        4,
        'Roles',
        'you cannot give the role Cutting clerk: it carries permissions or a data scope you do not hold yourself',
      ],
      [5, 'Department', 'write one of the departments you manage'],
      [6, null, 'you do not have permission to change these'],
    ]);
    expect(checked.preview.find((row) => row.row === 2)?.action).toBe('create');
    // The template offers them only what they may use.
    const { workbook } = await client.template('people', { token: supervisorToken });
    const lists = workbook.worksheets[2];
    expect(lists?.getCell('A1').value).toBe('Sewing line 1');
    expect(lists?.getCell('B1').value).toBe('Line supervisor');
    expect(lists?.getCell('B2').value).toBeNull();
  });
});

describe('the people limit', () => {
  it('refuses each enabled new person beyond it, naming the limit; disabled ones do not count', async () => {
    const active = await activeInNingbo();
    await setLimit(active + 1);
    try {
      const file = await xlsxOf([
        HEADER,
        [null, '13700007001', 'Imp Fits', null, 'Office', null, null, null],
        [null, '13700007002', 'Imp Disabled', null, 'Office', null, null, 'no'],
        [null, '13700007003', 'Imp Beyond', null, 'Office', null, null, 'yes'],
        [null, '13700007004', 'Imp Beyond Too', null, 'Office', null, null, null],
      ]);
      const checked = await check(file);
      expect(checked.errors).toEqual([
        expect.objectContaining({
          row: 4,
          column: null,
          message: `Demo Garment Co. – Ningbo allows at most ${active + 1} enabled people, and this row would be number ${active + 2}: disable someone, or ask the platform operator to raise the limit`,
        }),
        expect.objectContaining({
          row: 5,
          column: null,
          message: expect.stringContaining(`number ${active + 3}`),
        }),
      ]);
      const refused = await write(file);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ result: ImportResult }>().result.errorCount).toBe(2);
      expect(await personOf('13700007001')).toBeUndefined();
      expect(await activeInNingbo()).toBe(active);

      const fits = await xlsxOf([
        HEADER,
        ...[1, 2].map((n) => [
          null,
          `1370000700${n}`,
          `Imp ${n}`,
          null,
          'Office',
          null,
          null,
          n === 2 ? 'no' : null,
        ]),
      ]);
      expect((await write(fits)).statusCode).toBe(200);
      expect(await activeInNingbo()).toBe(active + 1);
    } finally {
      await setLimit(200);
    }
  });
});
