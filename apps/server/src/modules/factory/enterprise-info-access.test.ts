import type { FactoryInfo } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /api/factory/getFactory', () => {
  it('answers every signed-in member, even one without any role (the navbar’s enterprise info)', async () => {
    const admin = await t.as('13900000001', 1);
    const created = await admin.post('/api/users/createUser', {
      mobile: '13700000301',
      name: 'No Roles',
      password: 'First-pass1',
      roleIds: [],
    });
    expect(created.statusCode).toBe(201);
    const member = await t.as('13700000301', 1, 'First-pass1');
    const response = await member.get('/api/factory/getFactory');
    expect(response.statusCode).toBe(200);
    expect(response.json<FactoryInfo>().factoryName).toBe('Demo Garment Co. – Ningbo');
  });
});
