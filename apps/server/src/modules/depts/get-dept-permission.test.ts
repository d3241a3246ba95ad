import type { DeptTreeNode } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, menuIdsOf, roleIdOf, type TestContext } from '../../../test/helpers';

let t: TestContext;
let admin: Caller;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
});
afterAll(() => t.close());

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

  it('answers 200 to an administrator', async () => {
    expect((await admin.get('/api/users/getDept')).statusCode).toBe(200);
  });
});
