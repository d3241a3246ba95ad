import type { Dept, DeptTreeNode } from '@gbo/contracts';
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
import { depts, roleDepts, roles } from '../../db/schema';
import { DEPT_MESSAGES } from './service';
import { english } from '../../lib/messages';

let t: TestContext;
let admin: Caller;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
});
afterAll(() => t.close());

const deptId = (name: string, factoryId = 1) => deptIdOf(t.database, name, factoryId);

const names = (list: { name: string }[]) => list.map((dept) => dept.name);

describe('departments', () => {
  it('lists the factory’s departments in order, with sub-department counts', async () => {
    const response = await admin.get('/api/dept');
    expect(response.statusCode).toBe(200);
    const { content } = response.json<{ content: Dept[] }>();
    expect(names(content)).toEqual([
      'Office',
      'Cutting',
      'Sewing line 1',
      'Sewing line 2',
      'Finishing',
      'QC',
      'Packing',
    ]);
    expect(content.every((dept) => dept.subCount === 0)).toBe(true);
  });

  it('creates, nests, renames and refuses to put a department under its own child', async () => {
    const sewing = await admin.post('/api/dept', { name: 'Sewing', deptSort: 3 });
    expect(sewing.statusCode).toBe(201);
    const parent = sewing.json<Dept>();
    const child = (await admin.post('/api/dept', { name: 'Line 3', pid: parent.id })).json<Dept>();
    expect(child.pid).toBe(parent.id);
    const tree = (await admin.get('/api/users/getDept')).json<DeptTreeNode[]>();
    expect(names(tree.find((dept) => dept.id === parent.id)?.children ?? [])).toEqual(['Line 3']);

    const cycle = await admin.put('/api/dept', { id: parent.id, name: 'Sewing', pid: child.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toMatchObject({ message: english(DEPT_MESSAGES.parentIsSelf) });
    const self = await admin.put('/api/dept', { id: parent.id, name: 'Sewing', pid: parent.id });
    expect(self.statusCode).toBe(400);

    expect(
      (await admin.put('/api/dept', { id: child.id, name: 'Line three', pid: parent.id })).statusCode,
    ).toBe(204);
    const renamed = (await admin.get('/api/dept?name=three')).json<{ content: Dept[] }>();
    expect(names(renamed.content)).toEqual(['Line three']);

    // Deleting the parent takes the child with it.
    expect((await admin.delete('/api/dept', [parent.id])).statusCode).toBe(204);
    const after = (await admin.get('/api/dept')).json<{ content: Dept[] }>();
    expect(names(after.content)).not.toContain('Line three');
  });

  it('refuses to delete a department people still belong to', async () => {
    const response = await admin.delete('/api/dept', [await deptId('Sewing line 2')]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: english(DEPT_MESSAGES.stillStaffed(3)) });
  });

  it('treats another factory’s department as not found', async () => {
    const huzhouOffice = await deptId('Office', 2);
    expect((await admin.put('/api/dept', { id: huzhouOffice, name: 'Mine now' })).statusCode).toBe(404);
    expect((await admin.post('/api/dept', { name: 'Sub', pid: huzhouOffice })).statusCode).toBe(404);
    expect((await admin.delete('/api/dept', [huzhouOffice])).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(depts).where(eq(depts.id, huzhouOffice));
    expect(row?.name).toBe('Office');
  });

  it.each([
    [{}, 'name is required'],
    [{ name: '  ' }, 'name is required'],
    [{ name: 'x', pid: 'abc' }, 'pid: must be a positive whole number'],
    [{ name: 'x', deptSort: -1 }, 'deptSort: must be a whole number from 0 to 99999'],
  ])('answers 400 naming the field for %o', async (payload, message) => {
    const response = await admin.post('/api/dept', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('answers 403 without the permission and 401 without a session', async () => {
    const clerk = await t.as('13900000002', 1);
    expect((await clerk.get('/api/dept')).statusCode).toBe(403);
    expect((await clerk.post('/api/dept', { name: 'x' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/dept' })).statusCode).toBe(401);
  });
});

describe('data scope', () => {
  it('limits an own-department role to its department and those below it', async () => {
    // The line supervisor's role has scope 'dept' and they work on Sewing line 1, which gets a sub-line.
    const line1 = await deptId('Sewing line 1');
    await t.database.db.insert(depts).values({ factoryId: 1, pid: line1, name: 'Line 1 – B shift' });
    const supervisor = await t.as('13900000003', 1);
    const tree = (await supervisor.get('/api/users/getDept')).json<DeptTreeNode[]>();
    expect(names(tree)).toEqual(['Sewing line 1']);
    expect(names(tree[0]?.children ?? [])).toEqual(['Line 1 – B shift']);
  });

  it('gives a custom-scope role exactly its departments', async () => {
    const [supervisorRole] = await t.database.db
      .select()
      .from(roles)
      .where(and(eq(roles.factoryId, 1), eq(roles.code, 'line_supervisor')));
    const roleId = supervisorRole?.id ?? 0;
    await t.database.db.update(roles).set({ dataScope: 'custom' }).where(eq(roles.id, roleId));
    await t.database.db.insert(roleDepts).values([
      { factoryId: 1, roleId, deptId: await deptId('QC') },
      { factoryId: 1, roleId, deptId: await deptId('Packing') },
    ]);
    const supervisor = await t.as('13900000003', 1);
    expect(names((await supervisor.get('/api/users/getDept')).json<DeptTreeNode[]>())).toEqual([
      'QC',
      'Packing',
    ]);
    await t.database.db.update(roles).set({ dataScope: 'dept' }).where(eq(roles.id, roleId));
  });
});

describe('GET /api/users/getDept', () => {
  it('answers 403 to a member whose roles use no department picker, and 200 once they may list people', async () => {
    // A worker's role grants nothing.
    const before = await (await t.as('13900000014', 1)).get('/api/users/getDept');
    expect(before.statusCode).toBe(403);

    const granted = await admin.put('/api/roles/menu', {
      id: await roleIdOf(t.database, 'worker'),
      menus: await menuIdsOf(t.database, 'user:list'),
    });
    expect(granted.statusCode).toBe(204);
    const after = await (await t.as('13900000014', 1)).get('/api/users/getDept');
    expect(after.statusCode).toBe(200);
    expect(after.json<DeptTreeNode[]>().length).toBeGreaterThan(0);
  });

  it('answers 200 to a payroll clerk, who filters and settles wages by department', async () => {
    const granted = await admin.put('/api/roles/menu', {
      id: await roleIdOf(t.database, 'worker'),
      menus: await menuIdsOf(t.database, 'wage:list'),
    });
    expect(granted.statusCode).toBe(204);
    expect((await (await t.as('13900000014', 1)).get('/api/users/getDept')).statusCode).toBe(200);
  });

  it('answers 200 to an administrator', async () => {
    expect((await admin.get('/api/users/getDept')).statusCode).toBe(200);
  });
});
