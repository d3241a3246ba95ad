import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, createTestContext, type TestContext } from '../../../test/helpers';
import { auditLogs } from '../../db/schema';
import { subjectOf } from '../../plugins/audit';

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

  it('records failed sign-ins in the chosen factory, with the mobile tried and the address, under Failed', async () => {
    const signIn = async (mobile: string, password: string, factoryId: number, code = CAPTCHA) => {
      const { uuid } = (await t.app.inject({ url: '/auth/code' })).json<{ uuid: string }>();
      return t.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '10.9.8.7',
        payload: { mobile, password, code, uuid, factoryId },
      });
    };
    const tries: [string, string, number, string, number][] = [
      ['13900000002', 'Wrong-password-1', 1, CAPTCHA, 400], // a member, wrong password
      ['13700000099', 'Wrong-password-1', 1, CAPTCHA, 400], // no account at all
      ['13900000017', 'Wrong-password-1', 1, CAPTCHA, 400], // Huzhou's worker, trying Ningbo
      ['13900000002', 'Demo@2026', 1, 'wrong', 400], // wrong captcha
    ];
    for (const [mobile, password, factoryId, code, status] of tries) {
      const before = await latest();
      expect((await signIn(mobile, password, factoryId, code)).statusCode).toBe(status);
      const row = await latest();
      expect(row?.id).not.toBe(before?.id);
      expect(row).toMatchObject({ factoryId, description: 'Sign in', ip: '10.9.8.7', statusCode: status });
      expect(row?.username).toContain(mobile);
      expect(JSON.stringify(row?.params)).not.toContain(password);
    }
    // Someone else's account reads like no account at all: no name, no user.
    const rows = await t.database.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(4);
    const huzhouWorkersTry = rows.find((row) => row.username === '13900000017');
    expect(huzhouWorkersTry).toMatchObject({ userId: null, username: '13900000017' });
    const admin = await t.login('13900000001', 1);
    const failed = await t.app.inject({
      url: '/api/logs?result=error&size=50',
      headers: { authorization: admin },
    });
    const descriptions = failed.json<{ content: { description: string; username: string | null }[] }>()
      .content;
    expect(descriptions.filter((row) => row.description === 'Sign in').length).toBeGreaterThanOrEqual(4);
  });

  it('names a person added here who never signed in by the mobile alone when their sign-in fails', async () => {
    const admin = await t.as('13900000001', 1);
    const added = await admin.post('/api/users/createUser', {
      mobile: '13900000019',
      name: 'Typed Name',
      password: 'Typed-pass1',
    });
    expect(added.statusCode).toBe(201);
    const { uuid } = (await t.app.inject({ url: '/auth/code' })).json<{ uuid: string }>();
    const payload = { mobile: '13900000019', password: 'Wrong#Pass123', code: CAPTCHA, uuid, factoryId: 1 };
    expect((await t.app.inject({ method: 'POST', url: '/auth/login', payload })).statusCode).toBe(400);
    // Huzhou knows this account by its holder's name; Ningbo must not learn it from its log.
    expect(await latest()).toMatchObject({ userId: null, username: '13900000019' });
  });

  it('keeps a platform operator’s sign-in, switch and sign-out out of the factory’s log', async () => {
    const before = await latest();
    const operator = await t.login('13800000000', 1);
    const switched = await t.app.inject({
      method: 'POST',
      url: '/auth/switchFactory',
      headers: { authorization: operator },
      payload: { factoryId: 2 },
    });
    const token = switched.json<{ token: string }>().token;
    await t.app.inject({ method: 'DELETE', url: '/auth/logout', headers: { authorization: token } });
    const rows = await t.database.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(3);
    expect(rows.map((row) => [row.description, row.platform])).toEqual([
      ['Sign out', true],
      ['Switch factory to Demo Garment Co. – Huzhou', true],
      ['Sign in', true],
    ]);
    expect(rows.every((row) => row.id > (before?.id ?? 0))).toBe(true);
  });

  it('logs a refused request carrying a NUL character, with the character made visible', async () => {
    const admin = await t.as('13900000001', 1);
    const refused = await admin.post('/api/users/createUser', {
      mobile: '13900000077',
      name: 'Evil\u0000',
      password: 'Typed-pass1',
    });
    expect(refused.statusCode).toBe(400);
    const row = await latest();
    expect(row).toMatchObject({ description: 'Add person Evil\\u0000 (13900000077)', statusCode: 400 });
    expect(row?.params).toMatchObject({ name: 'Evil\\u0000', password: '[redacted]' });
  });

  it('logs a refused request carrying half of a surrogate pair, made visible as its code', async () => {
    const admin = await t.as('13900000001', 1);
    const refused = await admin.post('/api/users/createUser', {
      mobile: '13900000078',
      name: 'Half\ud800',
      password: 'Typed-pass1',
    });
    expect(refused.statusCode).toBe(400);
    const row = await latest();
    expect(row).toMatchObject({ statusCode: 400 });
    expect(row?.params).toMatchObject({ mobile: '13900000078', name: 'Half\\ud800' });
  });

  it('records sign-out in the factory of the session', async () => {
    const token = await t.login('13900000001', 1);
    await t.app.inject({ method: 'DELETE', url: '/auth/logout', headers: { authorization: token } });
    expect(await latest()).toMatchObject({ factoryId: 1, description: 'Sign out', statusCode: 204 });
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.description, 'Sign out'), eq(auditLogs.platform, false)));
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
    expect(await latest()).toMatchObject({ description: 'Create role Packer', params: { code: 'packer' } });
  });
});

describe('what an entry says it was about', () => {
  it('names the person added, edited or given a password, and is found by that name', async () => {
    const admin = await t.as('13900000001', 1);
    const added = await admin.post('/api/users/createUser', {
      mobile: '13900000021',
      name: 'Zhao Lei',
      password: 'Start@2026x',
    });
    expect(added.statusCode).toBe(201);
    expect((await latest())?.description).toBe('Add person Zhao Lei (13900000021)');
    const id = added.json<{ id: number }>().id;
    await admin.post('/api/users/resetPassword', { id, password: 'Again@2026x' });
    expect((await latest())?.description).toBe('Reset the password of Zhao Lei (13900000021)');
    await admin.post('/api/users/modifyUser', { id, name: 'Zhao Lei 2', roleIds: [], enabled: false });
    expect((await latest())?.description).toBe('Edit person Zhao Lei 2 (13900000021)');
    const found = await admin.get('/api/logs?blurry=zhao lei&size=50');
    expect(
      found.json<{ content: { description: string }[] }>().content.map((log) => log.description),
    ).toEqual([
      'Edit person Zhao Lei 2 (13900000021)',
      'Reset the password of Zhao Lei (13900000021)',
      'Add person Zhao Lei (13900000021)',
    ]);
  });

  it('names the ids of a delete, and no more than ten of them', async () => {
    const admin = await t.as('13900000001', 1);
    await admin.delete('/api/roles', [9001, 9002]);
    expect((await latest())?.description).toBe('Delete roles #9001, #9002');
    expect(subjectOf(Array.from({ length: 12 }, (_, i) => i + 1))).toBe(
      '#1, #2, #3, #4, #5, #6, #7, #8, #9, #10 …',
    );
    expect(subjectOf({ password: 'secret', mobile: '13900000001' })).toBe('');
  });
});
