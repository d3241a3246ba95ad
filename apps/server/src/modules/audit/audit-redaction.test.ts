import { desc } from 'drizzle-orm';
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
