import type { PersonOption } from '@gbo/contracts';
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
import { modificationOf, personOf } from '../../../test/people';
import { DEMO_PASSWORD } from '../../seed/demo';
import { DEPT_MESSAGES } from '../depts';
import { PEOPLE_MESSAGES } from './service';
import { english } from '../../lib/messages';

/** The rules every people endpoint keeps: 403 without the permission, 404 across factories, 400 naming the field. */
let t: TestContext;
let admin: Caller;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
});
afterAll(() => t.close());

const FORBIDDEN = { status: 403, message: 'You do not have permission to do this' };
const TARGET = '13900000014'; // a Ningbo worker, Sewing line 2

const person = (mobile: string) => personOf(admin, mobile);
const editOf = (mobile: string, change: Record<string, unknown> = {}) =>
  modificationOf(admin, mobile, change);

/** Signing in with the demo password still works: a refused reset changed nothing. */
async function expectDemoPasswordStillWorks(mobile: string, factoryId = 1) {
  await expect(t.login(mobile, factoryId, DEMO_PASSWORD)).resolves.toMatch(/^Bearer /);
}

describe('403 without the permission', () => {
  it.each([
    ['the cutting clerk', '13900000002'],
    ['a worker', '13900000011'],
  ])('%s may not edit a person, and nothing changes', async (_who, mobile) => {
    const caller = await t.as(mobile, 1);
    const before = await person(TARGET);
    const response = await caller.post('/api/users/modifyUser', await editOf(TARGET, { name: 'Renamed' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(FORBIDDEN);
    expect(await person(TARGET)).toEqual(before);
  });

  it.each([
    ['the cutting clerk', '13900000002'],
    ['a worker', '13900000011'],
  ])('%s may not reset a password, and the old one still works', async (_who, mobile) => {
    const caller = await t.as(mobile, 1);
    const response = await caller.post('/api/users/resetPassword', {
      id: await personIdOf(t.database, TARGET),
      password: 'Hijacked-1',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(FORBIDDEN);
    await expectDemoPasswordStillWorks(TARGET);
  });

  it.each([
    ['/api/users/getUserNumberIn?deleted=true'],
    ['/api/users/getUserNameByDeptId?id={line1}'],
    ['/api/users/getUserByFactoryId'],
  ])('the cutting clerk may not GET %s', async (template) => {
    const clerk = await t.as('13900000002', 1);
    const url = template.replace('{line1}', String(await deptIdOf(t.database, 'Sewing line 1')));
    const response = await clerk.get(url);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(FORBIDDEN);
  });
});

describe('404 for what is not the caller’s', () => {
  it('resetting the password of a Huzhou-only worker from Ningbo: not found, and the password stays', async () => {
    const huzhouOnly = await personIdOf(t.database, '13900000019', 2);
    const response = await admin.post('/api/users/resetPassword', { id: huzhouOnly, password: 'Hijacked-1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: 404,
      message: english(PEOPLE_MESSAGES.notFound(huzhouOnly)),
    });
    await expectDemoPasswordStillWorks('13900000019', 2);
  });

  it('lists the people of one of the caller’s own departments', async () => {
    const line1 = await deptIdOf(t.database, 'Sewing line 1');
    const response = await admin.get(`/api/users/getUserNameByDeptId?id=${line1}`);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<PersonOption[]>()
        .map((option) => option.mobile)
        .sort(),
    ).toEqual(['13900000003', '13900000011', '13900000012', '13900000013']);
  });

  it('a Huzhou department asked for from Ningbo does not exist', async () => {
    const huzhouQc = await deptIdOf(t.database, 'QC', 2);
    const response = await admin.get(`/api/users/getUserNameByDeptId?id=${huzhouQc}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: 404,
      message: english(DEPT_MESSAGES.notFound(huzhouQc)),
    });
  });

  it('a department outside the caller’s data scope does not exist for them', async () => {
    await admin.put('/api/roles/menu', {
      id: await roleIdOf(t.database, 'line_supervisor'),
      menus: await menuIdsOf(t.database, 'user:list'),
    });
    const supervisor = await t.as('13900000003', 1);
    const line1 = await deptIdOf(t.database, 'Sewing line 1');
    expect((await supervisor.get(`/api/users/getUserNameByDeptId?id=${line1}`)).statusCode).toBe(200);
    const qc = await deptIdOf(t.database, 'QC');
    const response = await supervisor.get(`/api/users/getUserNameByDeptId?id=${qc}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, message: english(DEPT_MESSAGES.notFound(qc)) });
  });
});

describe('400 naming the field', () => {
  it.each([
    ['name left out', { name: undefined }, 'name is required'],
    ['a blank name', { name: '  ' }, 'name is required'],
    ['a role id that is not a number', { roleIds: ['a'] }, 'roleIds[0]: must be a positive whole number'],
    [
      'role ids that are not a list',
      { roleIds: 5 },
      'roleIds: Invalid input: expected array, received number',
    ],
    ['an id that is not a number', { id: 'abc' }, 'id: must be a positive whole number'],
  ])('modifyUser refuses %s, and nothing changes', async (_case, change, message) => {
    const before = await person(TARGET);
    const response = await admin.post('/api/users/modifyUser', await editOf(TARGET, change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message });
    expect(await person(TARGET)).toEqual(before);
  });

  it.each([
    ['a password too short', { password: '1234567' }, 'password: must be at least 8 characters'],
    [
      'a common password',
      { password: 'sunshine1' },
      'password: is one of the most common passwords, please choose another',
    ],
    ['no password', { password: undefined }, 'password is required'],
    ['an id that is not a number', { id: 'abc' }, 'id: must be a positive whole number'],
  ])('resetPassword refuses %s, and the old password still works', async (_case, change, message) => {
    const body = { id: await personIdOf(t.database, TARGET), password: 'Good-pass1', ...change };
    const response = await admin.post('/api/users/resetPassword', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message });
    await expectDemoPasswordStillWorks(TARGET);
  });

  it.each([
    ['a department id that is not a number', 'id=abc'],
    ['a department id of 0', 'id=0'],
    ['no department id', ''],
  ])('getUserNameByDeptId refuses %s', async (_case, query) => {
    const response = await admin.get(`/api/users/getUserNameByDeptId?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: 'id: must be a positive whole number' });
  });
});
