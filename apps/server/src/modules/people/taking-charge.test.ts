import type { Dept, Page, Person } from '@gbo/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  createTestContext,
  deptIdOf,
  menuIdsOf,
  roleIdOf,
  type TestContext,
  personIdOf,
  userIdOf,
} from '../../../test/helpers';
import { modificationOf, personOf as personOfAs } from '../../../test/people';
import { depts, members, users } from '../../db/schema';
import { DEPT_MESSAGES } from '../depts';
import { ROLE_MESSAGES } from '../roles';
import { PEOPLE_MESSAGES } from './service';
import { english } from '../../lib/messages';

/**
 * Who may take charge of whom: nobody in a factory changes a platform operator's account, an account shared
 * with another factory, or someone whose roles carry more than their own; nobody widens their own data scope.
 */
let t: TestContext;
let admin: Caller;
const NINGBO = 1;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', NINGBO);
});
afterAll(() => t.close());

const deptId = (name: string) => deptIdOf(t.database, name, NINGBO);
const roleId = (code: string) => roleIdOf(t.database, code, NINGBO);
const userId = (mobile: string) => userIdOf(t.database, mobile);

async function grant(code: string, ...permissions: string[]) {
  const response = await admin.put('/api/roles/menu', {
    id: await roleId(code),
    menus: await menuIdsOf(t.database, ...permissions),
  });
  expect(response.statusCode).toBe(204);
}

const personOf = (mobile: string) => personOfAs(admin, mobile);
const modification = (mobile: string, change: Record<string, unknown> = {}) =>
  modificationOf(admin, mobile, change);

async function memberCount() {
  const [row] = await t.database.db.select({ n: count() }).from(members).where(eq(members.factoryId, NINGBO));
  return row?.n ?? 0;
}

describe('the platform operator’s account', () => {
  it('is added like any other number, and nothing of the account changes or shows', async () => {
    const response = await admin.post('/api/users/createUser', {
      mobile: '13800000000',
      name: 'Typed',
      password: 'Typed-pass1',
      deptId: await deptId('Office'),
    });
    expect(response.statusCode).toBe(201);
    const added = response.json<Person>();
    expect(added).toMatchObject({ name: 'Typed', avatarName: null, invited: true });
    const reset = await admin.post('/api/users/resetPassword', { id: added.id, password: 'Hacked@2026' });
    expect(reset.statusCode).toBe(204);
    const edit = await admin.post(
      '/api/users/modifyUser',
      await modification('13800000000', { name: 'Renamed' }),
    );
    expect(edit.statusCode).toBe(204);
    const operatorToken = await t.login('13800000000', NINGBO); // the password is unchanged
    // Disabling what the factory typed ends none of the operator's sessions, and lends them no department.
    const disabled = await admin.post(
      '/api/users/modifyUser',
      await modification('13800000000', { name: 'Renamed', enabled: false }),
    );
    expect(disabled.statusCode).toBe(204);
    const info = await t.app.inject({ url: '/auth/info', headers: { authorization: operatorToken } });
    expect(info.statusCode).toBe(200);
    expect(info.json<{ user: { dept: unknown } }>().user.dept).toBeNull();
    // An operator signing in takes up no membership: the factory still sees only what it typed.
    const [pending] = (await admin.get('/api/users?blurry=13800000000')).json<Page<Person>>().content;
    expect(pending).toMatchObject({ name: 'Renamed', invited: true, enabled: false });
    const [account] = await t.database.db.select().from(users).where(eq(users.mobile, '13800000000'));
    expect(account?.name).toBe('Platform Operator');
    await t.database.db.delete(members).where(eq(members.id, added.id));
  });

  it('is never changed from a factory, even if it were a member', async () => {
    const [member] = await t.database.db
      .insert(members)
      .values({ factoryId: NINGBO, userId: await userId('13800000000'), jobNumber: 'OP' })
      .returning({ id: members.id });
    try {
      const reset = await admin.post('/api/users/resetPassword', { id: member?.id, password: 'Hacked@2026' });
      expect(reset.json()).toMatchObject({ status: 403, message: english(PEOPLE_MESSAGES.operatorAccount) });
      const edit = await admin.post(
        '/api/users/modifyUser',
        await modification('13800000000', { enabled: false }),
      );
      expect(edit.json()).toMatchObject({ status: 403, message: english(PEOPLE_MESSAGES.operatorAccount) });
      expect(await t.login('13800000000', NINGBO)).toMatch(/^Bearer /); // the password is unchanged
    } finally {
      await t.database.db.delete(members).where(eq(members.id, member?.id ?? 0));
    }
  });
});

describe('someone whose roles carry more than the caller’s', () => {
  it('cannot be edited, disabled or given a new password by them', async () => {
    await grant('cutting_clerk', 'user:list', 'user:edit');
    const clerk = await t.as('13900000002', NINGBO);
    const administrator = await personIdOf(t.database, '13900000001', NINGBO);

    const reset = await clerk.post('/api/users/resetPassword', { id: administrator, password: 'Taken@2026' });
    expect(reset.json()).toMatchObject({ status: 403, message: english(PEOPLE_MESSAGES.outranked) });
    const demote = await clerk.post(
      '/api/users/modifyUser',
      await modification('13900000001', { roleIds: [], enabled: false }),
    );
    expect(demote.json()).toMatchObject({ status: 403, message: english(PEOPLE_MESSAGES.outranked) });
    expect((await personOf('13900000001')).roles.map((role) => role.name)).toEqual(['Administrator']);
    expect(await t.login('13900000001', NINGBO)).toMatch(/^Bearer /);
  });

  it('can be taken charge of by someone holding at least as much', async () => {
    const created = await admin.post('/api/users/createUser', {
      mobile: '13700000101',
      name: 'New Cutter',
      password: 'First-pass1',
      deptId: await deptId('Cutting'),
    });
    expect(created.statusCode).toBe(201);
    const clerk = await t.as('13900000002', NINGBO);
    const reset = await clerk.post('/api/users/resetPassword', {
      id: created.json<Person>().id,
      password: 'Second-pass1',
    });
    expect(reset.statusCode).toBe(204);
    expect(await t.login('13700000101', NINGBO, 'Second-pass1')).toMatch(/^Bearer /);
  });
});

describe('a data scope', () => {
  it('cannot be widened by a role its holder edits or creates', async () => {
    await grant('line_supervisor', 'roles:list', 'roles:add', 'roles:edit', 'user:list', 'user:add');
    const supervisor = await t.as('13900000003', NINGBO);
    const own = (await supervisor.get(`/api/roles/${await roleId('line_supervisor')}`)).json<{
      id: number;
      name: string;
      code: string;
      description: string | null;
    }>();
    const widen = await supervisor.put('/api/roles', {
      id: own.id,
      name: own.name,
      code: own.code,
      description: own.description,
      dataScope: 'all',
      deptIds: [],
    });
    expect(widen.json()).toMatchObject({ status: 403, message: english(ROLE_MESSAGES.cannotGrantScope) });
    const created = await supervisor.post('/api/roles', {
      name: 'Everyone',
      code: 'everyone',
      dataScope: 'all',
    });
    expect(created.json()).toMatchObject({ status: 403, message: english(ROLE_MESSAGES.cannotGrantScope) });
    const within = await supervisor.post('/api/roles', {
      name: 'Line 1 helper',
      code: 'line1_helper',
      dataScope: 'custom',
      deptIds: [await deptId('Sewing line 1')],
    });
    expect(within.statusCode).toBe(201);
    expect((await supervisor.get('/api/users?size=100')).json<Page<Person>>().totalElements).toBe(4);
  });

  it('cannot be widened by giving someone a role that sees more', async () => {
    const everyone = await admin.post('/api/roles', {
      name: 'Viewer of all',
      code: 'viewer_all',
      dataScope: 'all',
    });
    expect(everyone.statusCode).toBe(201);
    const supervisor = await t.as('13900000003', NINGBO);
    const response = await supervisor.post('/api/users/createUser', {
      mobile: '13700000102',
      name: 'Helper',
      password: 'First-pass1',
      deptId: await deptId('Sewing line 1'),
      roleIds: [everyone.json<{ id: number }>().id],
    });
    expect(response.json()).toMatchObject({ status: 403, message: english(ROLE_MESSAGES.cannotGrantScope) });
  });

  it('keeps what a scoped member adds inside it: a person needs a department, a department a parent', async () => {
    await grant('line_supervisor', 'user:list', 'user:add', 'dept:list', 'dept:add', 'dept:edit');
    const supervisor = await t.as('13900000003', NINGBO);
    const before = await memberCount();
    const person = await supervisor.post('/api/users/createUser', {
      mobile: '13700000103',
      name: 'Nowhere',
      password: 'First-pass1',
    });
    expect(person.json()).toMatchObject({ status: 400, message: english(PEOPLE_MESSAGES.deptNeeded) });
    expect(await memberCount()).toBe(before);
    const [account] = await t.database.db.select().from(users).where(eq(users.mobile, '13700000103'));
    expect(account).toBeUndefined();

    const root = await supervisor.post('/api/dept', { name: 'Rogue root' });
    expect(root.json()).toMatchObject({ status: 400, message: english(DEPT_MESSAGES.parentNeeded) });
    const [rogue] = await t.database.db.select().from(depts).where(eq(depts.name, 'Rogue root'));
    expect(rogue).toBeUndefined();
    const below = await supervisor.post('/api/dept', {
      name: 'Line 1 rework',
      pid: await deptId('Sewing line 1'),
    });
    expect(below.json<Dept>()).toMatchObject({ name: 'Line 1 rework' });

    const lifted = await supervisor.put('/api/dept', { ...below.json<Dept>(), pid: null });
    expect(lifted.json()).toMatchObject({ status: 400, message: english(DEPT_MESSAGES.parentNeeded) });
  });
});

describe('an account shared with another factory', () => {
  it('keeps the name its owner gave it', async () => {
    const added = await admin.post('/api/users/createUser', {
      mobile: '13900000017',
      name: 'x',
      password: 'Typed-pass1',
    });
    expect(added.statusCode).toBe(201);
    await t.login('13900000017', NINGBO); // taken up: from now on the factory sees the account's own name
    const renamed = await admin.post(
      '/api/users/modifyUser',
      await modification('13900000017', { name: 'Renamed' }),
    );
    expect(renamed.json()).toMatchObject({ status: 409, message: english(PEOPLE_MESSAGES.nameShared) });
    const [account] = await t.database.db.select().from(users).where(eq(users.mobile, '13900000017'));
    expect(account?.name).toBe('Zhou Qiang');
    // Everything else about their membership here is this factory's to change.
    const moved = await admin.post(
      '/api/users/modifyUser',
      await modification('13900000017', { jobNumber: 'W217', deptId: await deptId('Packing') }),
    );
    expect(moved.statusCode).toBe(204);
  });
});
