import type { Page, Person } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, roleIdOf, type TestContext, userIdOf } from '../../../test/helpers';

let t: TestContext;
let admin: Caller;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
});
afterAll(() => t.close());

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
      id: await userIdOf(t.database, '13700000201'),
      name: 'Twice Named',
      roleIds: [clerk, worker, clerk],
    });
    expect(modified.statusCode).toBe(204);
    const page = (await admin.get('/api/users?blurry=13700000201')).json<Page<Person>>();
    expect(page.content[0]?.roles.map((role) => role.id).sort()).toEqual([clerk, worker].sort());
  });
});
