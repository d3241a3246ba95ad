import type { Page, Person, PersonOption } from '@gbo/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  createTestContext,
  deptIdOf,
  menuIdsOf,
  roleIdOf,
  type TestContext,
  personIdOf,
} from '../../../test/helpers';
import { type SheetRows, readWorkbook } from '../../../test/xlsx';
import { factories, users } from '../../db/schema';
import { ROLE_MESSAGES } from '../roles';
import { PEOPLE_MESSAGES } from './service';
import { english } from '../../lib/messages';

let t: TestContext;
let admin: Caller;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
});
afterAll(() => t.close());

const deptId = (name: string, factoryId = 1) => deptIdOf(t.database, name, factoryId);
const roleId = (code: string, factoryId = 1) => roleIdOf(t.database, code, factoryId);
const personId = (mobile: string, factoryId = 1) => personIdOf(t.database, mobile, factoryId);
const list = async (caller: Caller, query = '') =>
  (await caller.get(`/api/users?${query}`)).json<Page<Person>>();
const mobiles = (page: Page<Person>) => page.content.map((person) => person.mobile);

describe('listing people', () => {
  it('pages and filters by text, department (with sub-departments), enabled and left', async () => {
    const all = await list(admin, 'size=100');
    expect(all.totalElements).toBe(9);
    expect(all.content.find((p) => p.mobile === '13900000002')).toMatchObject({
      name: 'Li Na',
      jobNumber: 'C001',
      dept: { name: 'Cutting' },
      roles: [{ name: 'Cutting clerk' }],
      enabled: true,
      left: false,
    });
    expect(mobiles(await list(admin, 'blurry=zhang&sort=id,asc'))).toEqual(['13900000003', '13900000011']);
    expect(mobiles(await list(admin, 'blurry=W014'))).toEqual(['13900000014']);
    expect((await list(admin, `deptId=${await deptId('Sewing line 2')}`)).totalElements).toBe(3);
    expect((await list(admin, 'page=1&size=4&sort=id,asc')).content).toHaveLength(4);
    expect((await list(admin, 'left=true')).totalElements).toBe(0);
  });

  it('limits a member to their data scope', async () => {
    const supervisorRole = await roleId('line_supervisor');
    await admin.put('/api/roles/menu', {
      id: supervisorRole,
      menus: await menuIdsOf(t.database, 'user:list'),
    });
    const supervisor = await t.as('13900000003', 1);
    const page = await list(supervisor, 'size=100');
    // Sewing line 1: the supervisor and workers 11–13.
    expect(mobiles(page).sort()).toEqual(['13900000003', '13900000011', '13900000012', '13900000013']);
    // Another line is outside the supervisor's scope: to them it does not exist.
    const line2 = await deptId('Sewing line 2');
    expect((await supervisor.get(`/api/users/getUserNameByDeptId?id=${line2}`)).json()).toMatchObject({
      status: 404,
      message: `Department ${line2} does not exist`,
    });
  });
});

describe('exporting people', () => {
  const download = async (caller: Caller, query = '') =>
    readWorkbook(await caller.get(`/api/users/download?${query}`), 'people.xlsx');
  const mobileColumn = (rows: SheetRows) => rows.slice(1).map((row) => row[2]);

  it('exports every person the list would show, in its order, with department and roles', async () => {
    const query = `deptId=${await deptId('Sewing line 2')}&sort=id,desc`;
    const rows = await download(admin, query);
    expect(rows[0]).toEqual([
      'Job number',
      'Name',
      'Mobile',
      'Department',
      'Roles',
      'Status',
      'Joined',
      'Left',
    ]);
    expect(mobileColumn(rows)).toEqual(mobiles(await list(admin, query)));
    const clerk = (await download(admin, 'blurry=13900000002'))[1];
    expect(clerk?.slice(0, 6)).toEqual([
      'C001',
      'Li Na',
      '13900000002',
      'Cutting',
      'Cutting clerk',
      'Enabled',
    ]);
    expect(clerk?.[6]).toBeInstanceOf(Date);
    expect(clerk?.[7]).toBeUndefined();
  });

  it('keeps to the caller’s factory and data scope', async () => {
    const huzhouAdmin = await t.as('13900000001', 2);
    const huzhou = mobileColumn(await download(huzhouAdmin));
    expect(huzhou).toEqual(expect.arrayContaining(['13900000017', '13900000020']));
    expect(huzhou).not.toContain('13900000011');
    await admin.put('/api/roles/menu', {
      id: await roleId('line_supervisor'),
      menus: await menuIdsOf(t.database, 'user:list'),
    });
    const supervisor = await t.as('13900000003', 1);
    expect(mobileColumn(await download(supervisor)).sort()).toEqual([
      '13900000003',
      '13900000011',
      '13900000012',
      '13900000013',
    ]);
  });

  it('answers 403 without user:list and 400 naming the field for a bad filter', async () => {
    expect((await (await t.as('13900000011', 1)).get('/api/users/download')).statusCode).toBe(403);
    expect((await admin.get('/api/users/download?deptId=abc')).json()).toMatchObject({
      status: 400,
      message: expect.stringContaining('deptId') as string,
    });
  });
});

describe('adding people', () => {
  it('creates an account that can sign in, with its membership, department and roles', async () => {
    const response = await admin.post('/api/users/createUser', {
      mobile: '13700000001',
      name: 'Gao Mei',
      password: 'First-pass1',
      jobNumber: 'W101',
      deptId: await deptId('Sewing line 2'),
      roleIds: [await roleId('worker')],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Person>()).toMatchObject({
      name: 'Gao Mei',
      dept: { name: 'Sewing line 2' },
      roles: [{ name: 'Worker' }],
    });
    expect(await t.login('13700000001', 1, 'First-pass1')).toMatch(/^Bearer /);
  });

  it('answers the same whether the mobile number has an account elsewhere or none', async () => {
    const add = (mobile: string, jobNumber: string) =>
      admin.post('/api/users/createUser', { mobile, name: 'Typed Name', password: 'Typed-pass1', jobNumber });
    const existing = await add('13900000017', 'W117'); // Zhou Qiang, of Huzhou
    const fresh = await add('13700000017', 'W118');
    const shape = (person: Person) => {
      const { id: _id, mobile: _mobile, jobNumber: _jobNumber, joinedAt: _joinedAt, ...rest } = person;
      return rest;
    };
    expect(existing.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    expect(shape(existing.json<Person>())).toEqual(shape(fresh.json<Person>()));
    expect(existing.json<Person>()).toMatchObject({ name: 'Typed Name', avatarName: null, invited: true });
    // Listed, searched and sorted by the typed name: the account's own stays unseen until they sign in here.
    expect(mobiles(await list(admin, 'blurry=Zhou Qiang'))).toEqual([]);
    expect(mobiles(await list(admin, 'blurry=Typed Name&sort=id,asc'))).toEqual([
      '13900000017',
      '13700000017',
    ]);

    const [huzhouWorker] = await t.database.db.select().from(users).where(eq(users.mobile, '13900000017'));
    expect(huzhouWorker?.name).toBe('Zhou Qiang'); // the account's own name stays
    expect(await t.login('13900000017', 1)).toMatch(/^Bearer /); // their own password, now in Ningbo too
    const [accepted] = (await list(admin, 'blurry=13900000017')).content;
    expect(accepted).toMatchObject({ name: 'Zhou Qiang', invited: false });
    await expect(t.login('13700000017', 1, 'Typed-pass1')).resolves.toMatch(/^Bearer /); // the new account's
    const again = await admin.post('/api/users/createUser', {
      mobile: '13900000017',
      name: 'x',
      password: 'Typed-pass1',
    });
    expect(again.json()).toMatchObject({ status: 409, message: english(PEOPLE_MESSAGES.alreadyMember) });
  });

  it('edits, before the first sign-in, only what the factory typed, with the same answers either way', async () => {
    const add = async (mobile: string) =>
      (
        await admin.post('/api/users/createUser', { mobile, name: 'Before', password: 'Typed-pass1' })
      ).json<Person>();
    const existing = await add('13900000020'); // of Huzhou
    const fresh = await add('13700000018');
    for (const person of [existing, fresh]) {
      const edit = { id: person.id, name: 'After', roleIds: [], enabled: true };
      expect((await admin.post('/api/users/modifyUser', edit)).statusCode).toBe(204);
      const reset = { id: person.id, password: 'Reset-pass1' };
      expect((await admin.post('/api/users/resetPassword', reset)).statusCode).toBe(204);
    }
    const accounts = await t.database.db.select().from(users).where(eq(users.mobile, '13900000020'));
    expect(accounts[0]?.name).not.toBe('After'); // the holder's own name and password stay theirs
    await expect(t.login('13900000020', 2)).resolves.toMatch(/^Bearer /);
    await expect(t.login('13700000018', 1, 'Reset-pass1')).resolves.toMatch(/^Bearer /);
    const [made] = await t.database.db.select().from(users).where(eq(users.mobile, '13700000018'));
    expect(made?.name).toBe('After'); // the account the factory made, until its first sign-in
  });

  it('lets the factory that made an account set its password only while no other factory knows it', async () => {
    const huzhou = await t.as('13900000001', 2);
    const squatted = await huzhou.post('/api/users/createUser', {
      mobile: '13700000091',
      name: 'Squatted',
      password: 'Huzhou#Set2026',
    });
    expect(squatted.statusCode).toBe(201);
    // Ningbo adds the same number afterwards: the account is no longer Huzhou's alone.
    const added = await admin.post('/api/users/createUser', {
      mobile: '13700000091',
      name: 'Real Manager',
      password: 'Ningbo#Gives2026',
    });
    expect(added.statusCode).toBe(201);
    const reset = await huzhou.post('/api/users/resetPassword', {
      id: squatted.json<Person>().id,
      password: 'Attacker#Pw2026',
    });
    expect(reset.statusCode).toBe(204); // the same answer as ever, and nothing changed
    await expect(t.login('13700000091', 1, 'Attacker#Pw2026')).rejects.toThrow(/login failed/);
    await expect(t.login('13700000091', 1, 'Huzhou#Set2026')).resolves.toMatch(/^Bearer /);
  });

  it('refuses a person beyond the factory’s people limit', async () => {
    const current = (await admin.get('/api/users/getUserNumber')).json<{ count: number }>().count;
    await t.database.db.update(factories).set({ totalNumber: current }).where(eq(factories.id, 1));
    try {
      const response = await admin.post('/api/users/createUser', {
        mobile: '13700000002',
        name: 'One too many',
        password: 'Pass-word1',
      });
      expect(response.json()).toMatchObject({
        status: 409,
        message: english(PEOPLE_MESSAGES.limitReached('Demo Garment Co. – Ningbo', current)),
      });
      const [account] = await t.database.db.select().from(users).where(eq(users.mobile, '13700000002'));
      expect(account).toBeUndefined(); // nothing half-made
    } finally {
      await t.database.db.update(factories).set({ totalNumber: 200 }).where(eq(factories.id, 1));
    }
  });

  it('never overshoots the limit, however many adds arrive at once', async () => {
    // Six adds at once, of accounts that exist elsewhere, against room for two.
    const mobiles = Array.from({ length: 6 }, (_, i) => `1370000080${i}`);
    await t.database.db
      .insert(users)
      .values(mobiles.map((mobile, i) => ({ mobile, name: `Rush ${i}`, passwordHash: 'scrypt$unused' })));
    const current = (await admin.get('/api/users/getUserNumber')).json<{ count: number }>().count;
    await t.database.db
      .update(factories)
      .set({ totalNumber: current + 2 })
      .where(eq(factories.id, 1));
    try {
      const replies = await Promise.all(
        mobiles.map((mobile) =>
          admin.post('/api/users/createUser', { mobile, name: 'Rush', password: 'Pass-word1' }),
        ),
      );
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
      expect((await admin.get('/api/users/getUserNumber')).json()).toEqual({ count: current + 2 });
    } finally {
      await t.database.db.update(factories).set({ totalNumber: 200 }).where(eq(factories.id, 1));
    }
  });

  it.each([
    [{ mobile: '13700000003', name: 'No password' }, 400, 'password is required'],
    [
      { mobile: '13700000003', name: 'Dup job', password: 'Pass-word1', jobNumber: 'C001' },
      409,
      english(PEOPLE_MESSAGES.jobNumberTaken('C001')),
    ],
    [
      { mobile: '12700000003', name: 'Bad mobile', password: 'Pass-word1' },
      400,
      'mobile: please enter a correct mobile number',
    ],
    [{ mobile: '13700000003', name: '', password: 'Pass-word1' }, 400, 'name is required'],
    [{ mobile: '13700000003', name: 'x', password: '123' }, 400, 'password: must be at least 8 characters'],
    [
      { mobile: '13700000003', name: 'x', password: '12345678' },
      400,
      'password: is one of the most common passwords, please choose another',
    ],
    [
      { mobile: '13700000003', name: 'x', password: 'Pass-word1', roleIds: ['a'] },
      400,
      'roleIds[0]: must be a positive whole number',
    ],
  ])('refuses %o', async (payload, status, message) => {
    expect((await admin.post('/api/users/createUser', payload)).json()).toMatchObject({ status, message });
  });

  it('treats another factory’s department and roles as not found', async () => {
    const base = { mobile: '13700000004', name: 'x', password: 'Pass-word1' };
    const huzhouDept = await deptId('QC', 2);
    expect((await admin.post('/api/users/createUser', { ...base, deptId: huzhouDept })).json()).toMatchObject(
      {
        status: 404,
        message: english(PEOPLE_MESSAGES.deptNotFound(huzhouDept)),
      },
    );
    expect(
      (await admin.post('/api/users/createUser', { ...base, roleIds: [await roleId('worker', 2)] }))
        .statusCode,
    ).toBe(404);
  });

  it('does not let a member give roles beyond what they hold', async () => {
    const supervisorRole = await roleId('line_supervisor');
    await admin.put('/api/roles/menu', {
      id: supervisorRole,
      menus: await menuIdsOf(t.database, 'user:list', 'user:add'),
    });
    const supervisor = await t.as('13900000003', 1);
    const base = {
      mobile: '13700000005',
      name: 'x',
      password: 'Pass-word1',
      deptId: await deptId('Sewing line 1'),
    };
    expect(
      (await supervisor.post('/api/users/createUser', { ...base, roleIds: [await roleId('admin')] })).json(),
    ).toMatchObject({
      status: 403,
      message: english(ROLE_MESSAGES.cannotGrant('admin')),
    });
    expect(
      (await supervisor.post('/api/users/createUser', { ...base, roleIds: [await roleId('cutting_clerk')] }))
        .statusCode,
    ).toBe(403);
    // Outside the supervisor's scope, a department does not exist for them.
    const elsewhere = await supervisor.post('/api/users/createUser', {
      ...base,
      deptId: await deptId('Packing'),
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('editing people', () => {
  const edit = async (mobile: string, change: Record<string, unknown>) => {
    const person = (await list(admin, `blurry=${mobile}`)).content[0];
    if (!person) throw new Error(`no ${mobile}`);
    return admin.post('/api/users/modifyUser', {
      id: person.id,
      name: person.name,
      jobNumber: person.jobNumber,
      deptId: person.dept?.id ?? null,
      roleIds: person.roles.map((role) => role.id),
      enabled: person.enabled,
      left: person.left,
      ...change,
    });
  };

  it('disabling someone ends their sessions at once', async () => {
    const worker = await t.as('13900000012', 1);
    expect((await worker.get('/auth/info')).statusCode).toBe(200);
    expect((await edit('13900000012', { enabled: false })).statusCode).toBe(204);
    expect((await worker.get('/auth/info')).statusCode).toBe(401);
    expect((await edit('13900000012', { enabled: true })).statusCode).toBe(204);
  });

  it('marks someone as having left: counted as departed, signed out, and back again within the limit', async () => {
    const worker = await t.as('13900000013', 1);
    const departedBefore = (await admin.get('/api/users/getUserNumberIn?deleted=true')).json<{
      count: number;
    }>().count;
    expect((await edit('13900000013', { left: true })).statusCode).toBe(204);
    expect((await worker.get('/auth/info')).statusCode).toBe(401);
    expect((await admin.get('/api/users/getUserNumberIn?deleted=true')).json()).toEqual({
      count: departedBefore + 1,
    });
    const valid = (await admin.get('/api/users/getValidUserByFactoryId')).json<PersonOption[]>();
    expect(valid.map((p) => p.mobile)).not.toContain('13900000013');
    const everyone = (await admin.get('/api/users/getUserByFactoryId')).json<PersonOption[]>();
    expect(everyone.map((p) => p.mobile)).toContain('13900000013');

    const current = (await admin.get('/api/users/getUserNumber')).json<{ count: number }>().count;
    await t.database.db.update(factories).set({ totalNumber: current }).where(eq(factories.id, 1));
    expect((await edit('13900000013', { left: false })).statusCode).toBe(409);
    await t.database.db.update(factories).set({ totalNumber: 200 }).where(eq(factories.id, 1));
    expect((await edit('13900000013', { left: false })).statusCode).toBe(204);
  });

  it('refuses to disable yourself, and another factory’s person is not found', async () => {
    expect((await edit('13900000001', { enabled: false })).json()).toMatchObject({
      status: 400,
      message: english(PEOPLE_MESSAGES.notYourself),
    });
    const huzhouOnly = await personId('13900000018', 2);
    const response = await admin.post('/api/users/modifyUser', {
      id: huzhouOnly,
      name: 'Taken over',
      enabled: false,
    });
    expect(response.json()).toMatchObject({
      status: 404,
      message: english(PEOPLE_MESSAGES.notFound(huzhouOnly)),
    });
  });

  it('resets a password, but not one of an account shared with another factory', async () => {
    const worker = await personId('13900000014');
    expect(
      (await admin.post('/api/users/resetPassword', { id: worker, password: 'Reset-pass1' })).statusCode,
    ).toBe(204);
    expect(await t.login('13900000014', 1, 'Reset-pass1')).toMatch(/^Bearer /);

    const shared = await personId('13900000017'); // works in Huzhou, and in Ningbo since a test above
    expect(
      (await admin.post('/api/users/resetPassword', { id: shared, password: 'Reset-pass1' })).json(),
    ).toMatchObject({
      status: 409,
      message: english(PEOPLE_MESSAGES.worksElsewhere),
    });
    const operator = await t.as('13800000000', 1);
    expect(
      (await operator.post('/api/users/resetPassword', { id: shared, password: 'Reset-pass1' })).statusCode,
    ).toBe(204);
  });
});

describe('permissions', () => {
  it('answers 403 without the permission and 401 without a session', async () => {
    const worker = await t.as('13900000011', 1);
    for (const url of ['/api/users', '/api/users/getUserNumber', '/api/users/getValidUserByFactoryId']) {
      expect((await worker.get(url)).statusCode).toBe(403);
    }
    expect(
      (await worker.post('/api/users/createUser', { mobile: '13700000009', name: 'x' })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/users' })).statusCode).toBe(401);
  });

  it('answers 400 naming the field for bad queries', async () => {
    expect((await admin.get('/api/users/getUserNumberIn?deleted=maybe')).json()).toMatchObject({
      status: 400,
      message: 'deleted must be true or false',
    });
    expect((await admin.get('/api/users?sort=password,asc')).json()).toMatchObject({ status: 400 });
  });
});

describe('a repeated role id', () => {
  it('gives the person the role once when adding and editing them', async () => {
    const worker = await roleIdOf(t.database, 'worker');
    const created = await admin.post('/api/users/createUser', {
      mobile: '13700000201',
      name: 'Twice Named',
      password: 'First-pass1',
      roleIds: [worker, worker],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<Person>().roles).toEqual([{ id: worker, name: 'Worker' }]);

    const clerk = await roleIdOf(t.database, 'cutting_clerk');
    const modified = await admin.post('/api/users/modifyUser', {
      id: await personId('13700000201'),
      name: 'Twice Named',
      roleIds: [clerk, worker, clerk],
    });
    expect(modified.statusCode).toBe(204);
    const page = (await admin.get('/api/users?blurry=13700000201')).json<Page<Person>>();
    expect(page.content[0]?.roles.map((role) => role.id).sort()).toEqual([clerk, worker].sort());
  });
});
