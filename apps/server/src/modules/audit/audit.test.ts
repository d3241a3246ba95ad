import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, createTestContext, type TestContext } from '../../../test/helpers';
import { auditLogs } from '../../db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const latest = async () => {
  const [row] = await t.database.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
  return row;
};

describe('audit log', () => {
  it('records a sign-in with who, where and how long, before the reply', async () => {
    const token = await t.login('13900000001', 2);
    expect(token).toMatch(/^Bearer /);
    expect(await latest()).toMatchObject({
      factoryId: 2,
      username: 'Wang Fang (13900000001)',
      description: 'Sign in',
      method: 'POST',
      path: '/auth/login',
      statusCode: 200,
      ip: '127.0.0.1',
      exceptionDetail: null,
      params: { mobile: '13900000001', password: '[redacted]', factoryId: 2 },
    });
  });

  it('records a failed write with its error, and never the passwords', async () => {
    const token = await t.login('13900000002', 1);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/rePassword',
      headers: { authorization: token, 'user-agent': 'Chrome-test' },
      payload: { oldPassword: 'not-it', newPassword: 'N3w-password' },
    });
    const row = await latest();
    expect(row).toMatchObject({
      factoryId: 1,
      description: 'Change own password',
      statusCode: 400,
      exceptionDetail: 'The old password is wrong',
      browser: 'Chrome-test',
      params: { oldPassword: '[redacted]', newPassword: '[redacted]' },
    });
    expect(JSON.stringify(row)).not.toContain('N3w-password');
  });

  it('does not record reads, nor anonymous failures', async () => {
    const token = await t.login('13900000003', 1);
    const before = await latest();
    await t.app.inject({ url: '/auth/info', headers: { authorization: token } });
    await t.app.inject({ method: 'POST', url: '/api/users/rePassword', payload: {} });
    expect((await latest())?.id).toBe(before?.id);
  });

  it('records sign-out in the factory of the session', async () => {
    const token = await t.login('13900000001', 1);
    await t.app.inject({ method: 'DELETE', url: '/auth/logout', headers: { authorization: token } });
    expect(await latest()).toMatchObject({ factoryId: 1, description: 'Sign out', statusCode: 204 });
    const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.description, 'Sign out'));
    expect(rows).toHaveLength(1);
  });
});

describe('what the audit log keeps of a request body', () => {
  it("keeps the sign-in's captcha answer and id out, and a role's code in", async () => {
    const token = await t.login('13900000001', 1);
    const signIn = await latest();
    expect(signIn).toMatchObject({
      description: 'Sign in',
      params: { mobile: '13900000001', password: '[redacted]', code: '[redacted]', uuid: '[redacted]' },
    });
    expect(JSON.stringify(signIn?.params)).not.toContain(CAPTCHA);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: { authorization: token },
      payload: { name: 'Packer', code: 'packer', dataScope: 'all' },
    });
    expect(created.statusCode).toBe(201);
    expect(await latest()).toMatchObject({ description: 'Create role', params: { code: 'packer' } });
  });
});
