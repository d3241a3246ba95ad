import type { FactoryInfo } from '@gbo/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { members, users } from '../../db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function getFactory(mobile: string, factoryId: number) {
  const token = await t.login(mobile, factoryId);
  const response = await t.app.inject({ url: '/api/factory/getFactory', headers: { authorization: token } });
  expect(response.statusCode).toBe(200);
  return response.json<FactoryInfo>();
}

describe('GET /api/factory/getFactory', () => {
  it('describes the factory of the session, with its people limit and head count', async () => {
    const ningbo = await getFactory('13900000011', 1);
    expect(ningbo).toMatchObject({
      factoryName: 'Demo Garment Co. – Ningbo',
      totalNumber: 200,
      addNumber: 9, // administrator, clerk, supervisor and six workers
      address: '88 Yinxian Avenue, Yinzhou District, Ningbo',
    });
    expect(Date.parse(ningbo.createTime)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(ningbo.endTime ?? '')).toBeGreaterThan(Date.now());
    expect((await getFactory('13900000001', 2)).factoryName).toBe('Demo Garment Co. – Huzhou');
  });

  it('counts only current people: not those who left nor the disabled', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, '13900000016'));
    await t.database.db
      .update(members)
      .set({ leftAt: new Date() })
      .where(eq(members.userId, user?.id ?? 0));
    const [other] = await t.database.db.select().from(users).where(eq(users.mobile, '13900000015'));
    await t.database.db
      .update(members)
      .set({ enabled: false })
      .where(eq(members.userId, other?.id ?? 0));
    expect((await getFactory('13900000011', 1)).addNumber).toBe(7);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/factory/getFactory' })).statusCode).toBe(401);
  });
});

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
