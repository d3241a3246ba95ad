import type { AuthInfo, Page, Role, RoleOption } from '@gbo/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  createTestContext,
  deptIdOf,
  menuIdsOf,
  roleIdOf,
  type TestContext,
} from '../../../test/helpers';
import { depts, roles } from '../../db/schema';
import { ROLE_MESSAGES } from './service';
import { english } from '../../lib/messages';

let t: TestContext;
let admin: Caller;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
});
afterAll(() => t.close());

const menuIds = (...permissions: string[]) => menuIdsOf(t.database, ...permissions);
const roleId = (code: string, factoryId = 1) => roleIdOf(t.database, code, factoryId);

describe('roles', () => {
  it('lists the factory’s roles with their grants and member counts', async () => {
    const page = (await admin.get('/api/roles?sort=id,asc')).json<Page<Role>>();
    expect(page.totalElements).toBe(4);
    expect(page.content.map((role) => [role.code, role.memberCount])).toEqual([
      ['admin', 1],
      ['cutting_clerk', 1],
      ['line_supervisor', 1],
      ['worker', 6],
    ]);
    expect(page.content[1]?.menus.sort()).toEqual(
      (
        await menuIds(
          ...['bundle:list', 'bundle:add', 'bundle:edit', 'bundle:del', 'bundle:print', 'work:list'],
          ...['style:list', 'style:add', 'style:edit', 'style:del'],
          ...['customer:list', 'customer:add', 'customer:edit', 'customer:del'],
        )
      ).sort(),
    );
    const options = (await admin.get('/api/users/getRole')).json<RoleOption[]>();
    expect(options.map((role) => role.code)).toEqual(['admin', 'cutting_clerk', 'line_supervisor', 'worker']);
  });

  it('creates a role with a custom scope, edits it, grants it menus, and deletes it', async () => {
    const [qc] = await t.database.db
      .select({ id: depts.id })
      .from(depts)
      .where(and(eq(depts.factoryId, 1), eq(depts.name, 'QC')));
    const created = await admin.post('/api/roles', {
      name: 'QC inspector',
      code: 'qc_inspector',
      dataScope: 'custom',
      deptIds: [qc?.id],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json<Role>();
    expect(role).toMatchObject({
      code: 'qc_inspector',
      dataScope: 'custom',
      depts: [{ name: 'QC' }],
      menus: [],
    });

    expect(
      (
        await admin.put('/api/roles', {
          id: role.id,
          name: 'QC lead',
          code: 'qc_inspector',
          dataScope: 'dept',
        })
      ).statusCode,
    ).toBe(204);
    const grant = await menuIds('scan:list', 'work:list');
    expect((await admin.put('/api/roles/menu', { id: role.id, menus: grant })).statusCode).toBe(204);
    const edited = (await admin.get(`/api/roles/${role.id}`)).json<Role>();
    expect(edited).toMatchObject({ name: 'QC lead', dataScope: 'dept', depts: [] });
    expect(edited.menus.sort()).toEqual(grant.sort());

    expect((await admin.delete('/api/roles', [role.id])).statusCode).toBe(204);
    expect((await admin.get(`/api/roles/${role.id}`)).statusCode).toBe(404);
  });

  it('refuses duplicates, the reserved admin code, and deleting a role people hold', async () => {
    expect(
      (await admin.post('/api/roles', { name: 'Worker', code: 'x_worker', dataScope: 'dept' })).json(),
    ).toMatchObject({ status: 409, message: english(ROLE_MESSAGES.duplicate('name', 'Worker')) });
    expect(
      (await admin.post('/api/roles', { name: 'Boss', code: 'admin', dataScope: 'all' })).json(),
    ).toMatchObject({
      status: 400,
      message: english(ROLE_MESSAGES.adminReserved),
    });
    const adminRole = await roleId('admin');
    expect(
      (
        await admin.put('/api/roles', {
          id: adminRole,
          name: 'Administrator',
          code: 'chief',
          dataScope: 'all',
        })
      ).json(),
    ).toMatchObject({ status: 400, message: english(ROLE_MESSAGES.adminProtected) });
    expect((await admin.delete('/api/roles', [adminRole])).statusCode).toBe(400);
    expect((await admin.delete('/api/roles', [await roleId('worker')])).json()).toMatchObject({
      status: 409,
      message: english(ROLE_MESSAGES.stillHeld(6)),
    });
  });

  it('never grants the platform’s own screens, nor what the granter does not hold', async () => {
    const worker = await roleId('worker');
    const platform = await admin.put('/api/roles/menu', { id: worker, menus: await menuIds('factory:list') });
    expect(platform.json()).toMatchObject({
      status: 403,
      message: english(ROLE_MESSAGES.cannotGrant('factory:list')),
    });

    // A member who may edit roles but holds only some permissions.
    const [supervisorRole] = await t.database.db
      .select()
      .from(roles)
      .where(eq(roles.id, await roleId('line_supervisor')));
    await admin.put('/api/roles/menu', {
      id: supervisorRole?.id,
      menus: await menuIds('work:list', 'scan:list', 'roles:list', 'roles:edit'),
    });
    const supervisor = await t.as('13900000003', 1);
    const escalate = await supervisor.put('/api/roles/menu', {
      id: worker,
      menus: await menuIds('scan:list', 'user:add'),
    });
    expect(escalate.json()).toMatchObject({
      status: 403,
      message: english(ROLE_MESSAGES.cannotGrant('user:add')),
    });
    expect(
      (await supervisor.put('/api/roles/menu', { id: worker, menus: await menuIds('scan:list') })).statusCode,
    ).toBe(204);
  });

  it('feeds auth/info: a member’s authorities follow their role’s grants', async () => {
    const clerkRole = await roleId('cutting_clerk');
    await admin.put('/api/roles/menu', { id: clerkRole, menus: await menuIds('work:list') });
    const clerk = await t.as('13900000002', 1);
    expect((await clerk.get('/auth/info')).json<AuthInfo>().roles).toEqual(['cutting_clerk', 'work:list']);
  });

  it('treats another factory’s roles as not found', async () => {
    const huzhouWorker = await roleId('worker', 2);
    expect((await admin.get(`/api/roles/${huzhouWorker}`)).statusCode).toBe(404);
    expect((await admin.put('/api/roles/menu', { id: huzhouWorker, menus: [] })).statusCode).toBe(404);
    expect(
      (await admin.put('/api/roles', { id: huzhouWorker, name: 'x', code: 'worker', dataScope: 'all' }))
        .statusCode,
    ).toBe(404);
    expect((await admin.delete('/api/roles', [huzhouWorker])).statusCode).toBe(404);
    const [huzhouQc] = await t.database.db
      .select({ id: depts.id })
      .from(depts)
      .where(and(eq(depts.factoryId, 2), eq(depts.name, 'QC')));
    const foreignDept = await admin.post('/api/roles', {
      name: 'Spy',
      code: 'spy',
      dataScope: 'custom',
      deptIds: [huzhouQc?.id],
    });
    expect(foreignDept.json()).toMatchObject({
      status: 404,
      message: english(ROLE_MESSAGES.deptNotFound(huzhouQc?.id ?? 0)),
    });
  });

  it.each([
    [{ code: 'x', dataScope: 'all' }, 'name is required'],
    [
      { name: 'X', code: 'Bad Code', dataScope: 'all' },
      'code: must be 2–64 lower-case letters, digits or _, starting with a letter',
    ],
    [{ name: 'X', code: 'x_y', dataScope: 'some' }, 'dataScope: must be one of all, dept, custom'],
  ])('answers 400 naming the field for %o', async (payload, message) => {
    expect((await admin.post('/api/roles', payload)).json()).toMatchObject({ status: 400, message });
  });

  it('answers 403 without the permission and 401 without a session', async () => {
    const worker = await t.as('13900000012', 1);
    expect((await worker.get('/api/roles')).statusCode).toBe(403);
    expect((await worker.get('/api/users/getRole')).statusCode).toBe(403);
    expect((await worker.post('/api/roles', { name: 'x', code: 'xx', dataScope: 'all' })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/roles' })).statusCode).toBe(401);
  });
});

describe('a repeated department id of a custom scope', () => {
  it('scopes the role to the department once when creating and editing it', async () => {
    const qc = await deptIdOf(t.database, 'QC');
    const created = await admin.post('/api/roles', {
      name: 'QC checker',
      code: 'qc_checker',
      dataScope: 'custom',
      deptIds: [qc, qc],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json<Role>();
    expect(role.depts).toEqual([{ id: qc, name: 'QC' }]);

    const cutting = await deptIdOf(t.database, 'Cutting');
    const edited = await admin.put('/api/roles', { ...role, deptIds: [cutting, qc, cutting] });
    expect(edited.statusCode).toBe(204);
    const [after] = (await admin.get('/api/roles?blurry=qc_checker')).json<{ content: Role[] }>().content;
    expect(after?.depts.map((dept) => dept.id).sort()).toEqual([cutting, qc].sort());
  });
});
