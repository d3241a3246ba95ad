import { Writable } from 'node:stream';
import type { ApiErrorBody, AuthInfo, Captcha, LoginFactory, LoginResponse } from '@gbo/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, callerFor, createTestContext, type TestContext, testConfig } from '../../../test/helpers';
import { TEST_PASSWORD_COST_LOG2 } from '../../../test/password-cost';
import { buildApp, loggerOptions } from '../../app';
import { captchas, factories, loginFailures, members, sessions, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo';
import { AUTH_MESSAGES, createAuthService } from './service';
import { english } from '../../lib/messages';

const NINGBO = 1;
const HUZHOU = 2;
const ADMIN = '13900000001';
const CLERK = '13900000002';
const SUPERVISOR = '13900000003';
const OPERATOR = '13800000000';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function newCaptcha(): Promise<Captcha> {
  return (await t.app.inject({ method: 'GET', url: '/auth/code' })).json<Captcha>();
}

async function login(
  body: Partial<Record<'mobile' | 'password' | 'code' | 'uuid', string> & { factoryId: number }>,
) {
  const uuid = body.uuid ?? (await newCaptcha()).uuid;
  return t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { mobile: CLERK, password: DEMO_PASSWORD, code: CAPTCHA, factoryId: NINGBO, ...body, uuid },
  });
}

function expectApiError(
  response: { statusCode: number; json: <T>() => T },
  status: number,
  message?: string,
) {
  expect(response.statusCode).toBe(status);
  const body = response.json<ApiErrorBody>();
  expect(body.status).toBe(status);
  expect(typeof body.timestamp).toBe('number');
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

describe('GET /auth/code', () => {
  it('returns an image data URI and a uuid, and keeps only a hash of the answer', async () => {
    const captcha = await newCaptcha();
    expect(captcha.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const [row] = await t.database.db.select().from(captchas).where(eq(captchas.uuid, captcha.uuid));
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.answerHash).not.toContain(CAPTCHA);
    const secondsLeft = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(secondsLeft).toBeGreaterThan(100);
    expect(secondsLeft).toBeLessThanOrEqual(121);
  });
});

describe('POST /auth/login', () => {
  it('signs in and returns a Bearer token, a 12-hour expiry and the user with roles', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.token).toMatch(/^Bearer [\w-]{43}$/);
    expect(body.expiresAt - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    expect(body.expiresAt - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
    expect(body.user.user).toMatchObject({
      mobile: CLERK,
      name: 'Li Na',
      jobNumber: 'C001',
      dept: { name: 'Cutting' },
    });
    // The role code and the permission strings granted to the role (eladmin's authorities).
    expect(body.user.roles).toEqual([
      'bundle:add',
      'bundle:del',
      'bundle:edit',
      'bundle:list',
      'bundle:print',
      'customer:add',
      'customer:del',
      'customer:edit',
      'customer:list',
      'cutting_clerk',
      'style:add',
      'style:del',
      'style:edit',
      'style:list',
      'work:list',
    ]);
    expect(body.user.factory).toEqual({
      factoryId: NINGBO,
      factoryName: 'Demo Garment Co. – Ningbo',
      timeZone: 'Asia/Shanghai',
    });
  });

  it('stores only a hash of the token', async () => {
    const token = (await login({})).json<LoginResponse>().token.slice('Bearer '.length);
    const rows = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.hash === token)).toBe(false);
  });

  it('refuses a captcha used twice (single use)', async () => {
    const { uuid } = await newCaptcha();
    expect((await login({ uuid })).statusCode).toBe(200);
    expectApiError(await login({ uuid }), 400, english(AUTH_MESSAGES.captchaExpired));
  });

  it('refuses an unknown or expired captcha', async () => {
    expectApiError(await login({ uuid: crypto.randomUUID() }), 400, english(AUTH_MESSAGES.captchaExpired));
    const { uuid } = await newCaptcha();
    await t.database.db
      .update(captchas)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchas.uuid, uuid));
    expectApiError(await login({ uuid }), 400, english(AUTH_MESSAGES.captchaExpired));
  });

  it('refuses a wrong captcha, and the captcha cannot be retried', async () => {
    const { uuid } = await newCaptcha();
    expectApiError(await login({ uuid, code: 'nope' }), 400, english(AUTH_MESSAGES.captchaWrong));
    expectApiError(await login({ uuid }), 400, english(AUTH_MESSAGES.captchaExpired));
  });

  it('accepts the captcha answer whatever its case', async () => {
    expect((await login({ code: CAPTCHA.toUpperCase() })).statusCode).toBe(200);
  });

  it('gives one message for a wrong password and for an unknown mobile', async () => {
    expectApiError(await login({ password: 'wrong-password' }), 400, english(AUTH_MESSAGES.wrongCredentials));
    expectApiError(await login({ mobile: '13911112222' }), 400, english(AUTH_MESSAGES.wrongCredentials));
  });

  it('refuses a factory the account is not a member of', async () => {
    expectApiError(await login({ factoryId: HUZHOU }), 400, english(AUTH_MESSAGES.notMember));
    expectApiError(await login({ factoryId: 999 }), 400, english(AUTH_MESSAGES.notMember));
  });

  it('lets a platform operator into any factory with the admin authority', async () => {
    const body = (await login({ mobile: OPERATOR, factoryId: HUZHOU })).json<LoginResponse>();
    expect(body.user.roles).toEqual(['admin']);
  });

  it('refuses an expired factory, naming the date', async () => {
    await t.database.db
      .update(factories)
      .set({ endTime: new Date('2026-01-31T12:00:00Z') })
      .where(eq(factories.id, HUZHOU));
    try {
      expectApiError(
        await login({ mobile: ADMIN, factoryId: HUZHOU }),
        400,
        english(AUTH_MESSAGES.factoryExpired('Demo Garment Co. – Huzhou', '2026-01-31')),
      );
      expect((await login({ mobile: ADMIN, factoryId: NINGBO })).statusCode).toBe(200);
    } finally {
      await t.database.db.update(factories).set({ endTime: null }).where(eq(factories.id, HUZHOU));
    }
  });

  it('refuses a disabled factory', async () => {
    await t.database.db.update(factories).set({ enabled: false }).where(eq(factories.id, HUZHOU));
    try {
      expectApiError(
        await login({ mobile: ADMIN, factoryId: HUZHOU }),
        400,
        english(AUTH_MESSAGES.factoryDisabled('Demo Garment Co. – Huzhou')),
      );
    } finally {
      await t.database.db.update(factories).set({ enabled: true }).where(eq(factories.id, HUZHOU));
    }
  });

  it('refuses a disabled account, and its open sessions stop working at once', async () => {
    const token = await t.login(SUPERVISOR, NINGBO);
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.mobile, SUPERVISOR));
    try {
      expectApiError(await login({ mobile: SUPERVISOR }), 400, english(AUTH_MESSAGES.accountDisabled));
      expectApiError(await t.app.inject({ url: '/auth/info', headers: { authorization: token } }), 401);
    } finally {
      await t.database.db.update(users).set({ enabled: true }).where(eq(users.mobile, SUPERVISOR));
    }
  });

  it('refuses a member who was disabled or has left the factory', async () => {
    const [supervisor] = await t.database.db.select().from(users).where(eq(users.mobile, SUPERVISOR));
    const member = eq(members.userId, supervisor?.id ?? 0);
    await t.database.db.update(members).set({ enabled: false }).where(member);
    // Not offered at sign-in, and refused when chosen anyway.
    const listed = await t.app.inject({
      method: 'POST',
      url: '/auth/getLoginList',
      payload: { mobile: SUPERVISOR, password: DEMO_PASSWORD },
    });
    expect(listed.json<LoginFactory[]>()).toEqual([]);
    expectApiError(await login({ mobile: SUPERVISOR }), 400, english(AUTH_MESSAGES.membershipDisabled));
    await t.database.db.update(members).set({ enabled: true, leftAt: new Date() }).where(member);
    expectApiError(await login({ mobile: SUPERVISOR }), 400, english(AUTH_MESSAGES.membershipEnded));
    await t.database.db.update(members).set({ leftAt: null }).where(member);
  });

  it.each([
    [{ mobile: '12345678901' }, 'mobile: please enter a correct mobile number'],
    [{ mobile: undefined }, 'mobile is required'],
    [{ password: '' }, 'password is required'],
    [{ password: 5 }, 'password: must be text'],
    [{ code: '' }, 'code: please enter the captcha code'],
    [{ uuid: 'not-a-uuid' }, 'uuid: the captcha id is missing or malformed; please refresh the captcha'],
    [{ factoryId: 'abc' }, 'factoryId: must be a positive whole number'],
    [{ factoryId: -1 }, 'factoryId: must be a positive whole number'],
    [{ factoryId: undefined }, 'factoryId: must be a positive whole number'],
  ])('answers 400 naming the field for %o', async (override, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: {
        mobile: CLERK,
        password: 'x',
        code: 'x',
        uuid: crypto.randomUUID(),
        factoryId: 1,
        ...override,
      },
    });
    expectApiError(response, 400, message);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile":',
    });
    expectApiError(response, 400);
  });
});

describe('sign-in throttling', () => {
  it('locks a mobile number out after repeated wrong passwords, even with the right one', async () => {
    const ctx = await createTestContext({ env: { LOGIN_MAX_FAILURES_PER_MOBILE: '3' } });
    try {
      const attempt = (password: string) =>
        ctx.app.inject({ method: 'POST', url: '/auth/getLoginList', payload: { mobile: CLERK, password } });
      for (let i = 0; i < 3; i++) expect((await attempt('wrong')).statusCode).toBe(400);
      const locked = await attempt(DEMO_PASSWORD);
      expectApiError(locked, 429, english(AUTH_MESSAGES.lockedOut(15)));
      // Another account from the same address is not locked by this one's failures.
      const other = await ctx.app.inject({
        method: 'POST',
        url: '/auth/getLoginList',
        payload: { mobile: ADMIN, password: DEMO_PASSWORD },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('holds the limit against a burst of concurrent wrong passwords', async () => {
    const ctx = await createTestContext({ env: { LOGIN_MAX_FAILURES_PER_MOBILE: '3' } });
    try {
      const attempt = (password: string) =>
        ctx.app.inject({ method: 'POST', url: '/auth/getLoginList', payload: { mobile: CLERK, password } });
      const burst = await Promise.all(Array.from({ length: 10 }, () => attempt('wrong')));
      const statuses = burst.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([400, 400, 400, ...Array<number>(7).fill(429)]);
      expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  });

  it('does not count successful sign-ins against the address', async () => {
    const ctx = await createTestContext({ env: { LOGIN_MAX_FAILURES_PER_IP: '2' } });
    try {
      for (let i = 0; i < 4; i++) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/auth/getLoginList',
          payload: { mobile: ADMIN, password: DEMO_PASSWORD },
        });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await ctx.close();
    }
  });

  it('locks an address out after repeated failures across mobile numbers', async () => {
    const ctx = await createTestContext({ env: { LOGIN_MAX_FAILURES_PER_IP: '3' } });
    try {
      for (const mobile of ['13911110001', '13911110002', '13911110003']) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/auth/getLoginList',
          payload: { mobile, password: 'guess' },
        });
        expect(response.statusCode).toBe(400);
      }
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/auth/getLoginList',
        payload: { mobile: ADMIN, password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(429);
      const fromElsewhere = await ctx.app.inject({
        method: 'POST',
        url: '/auth/getLoginList',
        remoteAddress: '10.0.0.9',
        payload: { mobile: ADMIN, password: DEMO_PASSWORD },
      });
      expect(fromElsewhere.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe('sign-in limits that cannot be turned against a real person', () => {
  const ATTACKER = '203.0.113.66';
  const listFrom = (ctx: TestContext, remoteAddress: string, password: string, mobile = CLERK) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/getLoginList',
      remoteAddress,
      payload: { mobile, password },
    });
  const loginFrom = async (ctx: TestContext, remoteAddress: string, password: string) => {
    const uuid = (await ctx.app.inject({ url: '/auth/code', remoteAddress })).json<Captcha>().uuid;
    return ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress,
      payload: { mobile: CLERK, password, code: CAPTCHA, uuid, factoryId: NINGBO },
    });
  };

  it('holds a script guessing at getLoginList (no captcha) to the limits of auth/login', async () => {
    const ctx = await createTestContext({ env: { LOGIN_MAX_FAILURES_PER_MOBILE: '3' } });
    try {
      for (let i = 0; i < 3; i++) expect((await listFrom(ctx, ATTACKER, `guess-${i}`)).statusCode).toBe(400);
      expectApiError(await listFrom(ctx, ATTACKER, 'guess-3'), 429, english(AUTH_MESSAGES.lockedOut(15)));
      // The same counters: auth/login from there is locked too, even with the right password and captcha.
      expectApiError(
        await loginFrom(ctx, ATTACKER, DEMO_PASSWORD),
        429,
        english(AUTH_MESSAGES.lockedOut(15)),
      );
      // And the other way round: guesses at auth/login lock getLoginList.
      const elsewhere = '203.0.113.67';
      for (let i = 0; i < 3; i++)
        expect((await loginFrom(ctx, elsewhere, `guess-${i}`)).statusCode).toBe(400);
      expect((await listFrom(ctx, elsewhere, DEMO_PASSWORD)).statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  });

  it('locks a (mobile, address) pair, not the person: their own device still signs in', async () => {
    const ctx = await createTestContext();
    try {
      for (let i = 0; i < 5; i++) expect((await listFrom(ctx, ATTACKER, `guess-${i}`)).statusCode).toBe(400);
      expect((await listFrom(ctx, ATTACKER, DEMO_PASSWORD)).statusCode).toBe(429);
      expect((await loginFrom(ctx, '192.0.2.10', DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('slows a mobile guessed at from many addresses (a growing pause, not a lock), except on its own device', async () => {
    const ctx = await createTestContext({
      env: { LOGIN_MOBILE_SLOWDOWN_AFTER: '3', LOGIN_MOBILE_SLOWDOWN_MAX_SECONDS: '60' },
    });
    const OWN_DEVICE = '192.0.2.10';
    try {
      // The person signed in from their phone earlier.
      expect((await loginFrom(ctx, OWN_DEVICE, DEMO_PASSWORD)).statusCode).toBe(200);
      // A botnet: every guess from a new address, so neither the pair nor the address limit ever bites.
      for (let i = 1; i <= 3; i++)
        expect((await listFrom(ctx, `198.51.100.${i}`, 'guess')).statusCode).toBe(400);
      expectApiError(await listFrom(ctx, '198.51.100.4', 'guess'), 429, english(AUTH_MESSAGES.slowedDown(2)));
      // Refused attempts do not push the pause further out, nor count.
      expectApiError(
        await listFrom(ctx, '198.51.100.5', DEMO_PASSWORD),
        429,
        english(AUTH_MESSAGES.slowedDown(2)),
      );
      // The person's own device is not slowed.
      expect((await listFrom(ctx, OWN_DEVICE, DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await loginFrom(ctx, OWN_DEVICE, DEMO_PASSWORD)).statusCode).toBe(200);
      // Once the pause has passed (moved back in the database rather than waited for), one attempt is let
      // through, and the next pause is twice as long.
      const mobileKey = `mobile:${CLERK}`;
      await ctx.database.db
        .update(loginFailures)
        .set({ lastAttemptAt: sql`now() - interval '3 seconds'` })
        .where(eq(loginFailures.key, mobileKey));
      expect((await listFrom(ctx, '198.51.100.6', 'guess')).statusCode).toBe(400);
      expectApiError(await listFrom(ctx, '198.51.100.7', 'guess'), 429, english(AUTH_MESSAGES.slowedDown(4)));
    } finally {
      await ctx.close();
    }
  });

  it('ignores an X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const PROXY = '10.0.0.1';
    const ctx = await createTestContext({ env: { TRUST_PROXY: PROXY, LOGIN_MAX_FAILURES_PER_IP: '2' } });
    try {
      const guess = (remoteAddress: string, forwardedFor: string, mobile: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/auth/getLoginList',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { mobile, password: 'guess' },
        });
      // A direct client forging a new address each time is still counted as itself.
      expect((await guess(ATTACKER, '192.0.2.1', '13911110001')).statusCode).toBe(400);
      expect((await guess(ATTACKER, '192.0.2.2', '13911110002')).statusCode).toBe(400);
      expect((await guess(ATTACKER, '192.0.2.3', '13911110003')).statusCode).toBe(429);
      // Through the trusted proxy, the client's address is the forwarded one.
      expect((await guess(PROXY, '192.0.2.4', '13911110004')).statusCode).toBe(400);
      const keys = (await ctx.database.db.select({ key: loginFailures.key }).from(loginFailures)).map(
        (row) => row.key,
      );
      expect(keys).toContain(`ip:${ATTACKER}`);
      expect(keys).toContain('ip:192.0.2.4');
      expect(keys).not.toContain('ip:192.0.2.1');
    } finally {
      await ctx.close();
    }
  });
});

describe('GET /auth/code limits and the purge of expired rows', () => {
  it('limits the captchas an address draws a minute', async () => {
    const ctx = await createTestContext({ env: { CAPTCHA_MAX_PER_MINUTE: '3' } });
    try {
      const draw = (remoteAddress: string) => ctx.app.inject({ url: '/auth/code', remoteAddress });
      for (let i = 0; i < 3; i++) expect((await draw('192.0.2.20')).statusCode).toBe(200);
      const refused = expectApiError(await draw('192.0.2.20'), 429);
      expect(refused.message).toMatch(
        /^Too many captchas requested from this address, please try again in \d+ seconds?$/,
      );
      expect(await ctx.database.db.$count(captchas)).toBe(3);
      // Another address (another workshop) is not affected.
      expect((await draw('192.0.2.21')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('purges expired captchas, sessions and passed counters at start, keeping live ones', async () => {
    const ctx = await createTestContext();
    try {
      const db = ctx.database.db;
      const live = await ctx.login(CLERK, NINGBO);
      const expiredToken = await ctx.login(ADMIN, NINGBO);
      await db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(
          eq(sessions.userId, (await db.select().from(users).where(eq(users.mobile, ADMIN)))[0]?.id ?? 0),
        );
      await db.insert(captchas).values([
        { uuid: crypto.randomUUID(), answerHash: 'x', expiresAt: sql`now() - interval '1 minute'` },
        { uuid: crypto.randomUUID(), answerHash: 'y', expiresAt: sql`now() + interval '1 minute'` },
      ]);
      await db.insert(loginFailures).values([
        { key: 'ip:192.0.2.30', windowStart: sql`now() - interval '1 hour'`, failures: 9 },
        { key: 'ip:192.0.2.31', windowStart: sql`now()`, failures: 2 },
        { key: `ok:${CLERK}@192.0.2.32`, windowStart: sql`now() - interval '400 days'`, failures: 1 },
        { key: `ok:${CLERK}@192.0.2.33`, windowStart: sql`now() - interval '2 days'`, failures: 1 },
      ]);
      const captchasBefore = await db.$count(captchas);
      // A server (re)starting on this database purges before it serves.
      const restarted = await buildApp(
        { config: testConfig(), database: ctx.database, secret: 'x'.repeat(32) },
        false,
      );
      await restarted.ready();
      await restarted.close();
      expect(await db.$count(captchas)).toBe(captchasBefore - 1);
      expect(await db.$count(sessions)).toBe(1);
      expect((await callerFor(ctx.app, live).get('/auth/info')).statusCode).toBe(200);
      expect((await callerFor(ctx.app, expiredToken).get('/auth/info')).statusCode).toBe(401);
      const keys = (await db.select({ key: loginFailures.key }).from(loginFailures)).map((row) => row.key);
      expect(keys).toEqual(expect.arrayContaining(['ip:192.0.2.31', `ok:${CLERK}@192.0.2.33`]));
      expect(keys).not.toContain('ip:192.0.2.30');
      expect(keys).not.toContain(`ok:${CLERK}@192.0.2.32`);
    } finally {
      await ctx.close();
    }
  });

  it('purges periodically on a timer that the app stops when it closes', async () => {
    const ctx = await createTestContext();
    try {
      const service = createAuthService({
        db: ctx.database.db,
        secret: 'x'.repeat(32),
        captchaFixedAnswer: CAPTCHA,
        throttle: testConfig().loginThrottle,
        captchaMaxPerMinute: 60,
      });
      await ctx.database.db
        .insert(captchas)
        .values({ uuid: crypto.randomUUID(), answerHash: 'x', expiresAt: sql`now() - interval '1 minute'` });
      const errors: unknown[] = [];
      const housekeeping = service.startHousekeeping(60, (error) => errors.push(error));
      await housekeeping.first;
      housekeeping.stop();
      expect(errors).toEqual([]);
      expect(await service.purgeExpired()).toEqual({ captchas: 0, sessions: 0, counters: 0 });
    } finally {
      await ctx.close();
    }
  });
});

describe('POST /auth/getLoginList', () => {
  const list = (mobile: string, password = DEMO_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/auth/getLoginList', payload: { mobile, password } });

  it('lists the factories an account belongs to', async () => {
    expect((await list(ADMIN)).json<LoginFactory[]>()).toEqual([
      { factoryId: NINGBO, factoryName: 'Demo Garment Co. – Ningbo' },
      { factoryId: HUZHOU, factoryName: 'Demo Garment Co. – Huzhou' },
    ]);
    expect((await list(CLERK)).json<LoginFactory[]>().map((f) => f.factoryId)).toEqual([NINGBO]);
    expect((await list(OPERATOR)).json<LoginFactory[]>().map((f) => f.factoryId)).toEqual([NINGBO, HUZHOU]);
  });

  it('gives the generic error for a wrong password and an unknown mobile', async () => {
    expectApiError(await list(CLERK, 'nope'), 400, english(AUTH_MESSAGES.wrongCredentials));
    expectApiError(await list('13999998888'), 400, english(AUTH_MESSAGES.wrongCredentials));
  });
});

describe('GET /auth/info and DELETE /auth/logout', () => {
  it('answers 401 without a token, with eladmin’s error body', async () => {
    expectApiError(await t.app.inject({ url: '/auth/info' }), 401, 'Please sign in first');
    expectApiError(await t.app.inject({ url: '/auth/info', headers: { authorization: 'Bearer nope' } }), 401);
  });

  it('returns the user and the authorities of the member in the signed-in factory', async () => {
    const token = await t.login(ADMIN, HUZHOU);
    const info = (
      await t.app.inject({ url: '/auth/info', headers: { authorization: token } })
    ).json<AuthInfo>();
    expect(info.user.mobile).toBe(ADMIN);
    expect(info.roles).toContain('admin');
    expect(info.roles).toContain('user:add');
    expect(info.roles).not.toContain('factory:add'); // platform screens are not a factory's to grant
    expect(info.factory.factoryId).toBe(HUZHOU);
  });

  it('revokes the token at logout: it stops working at once', async () => {
    const token = await t.login(CLERK, NINGBO);
    const headers = { authorization: token };
    expect((await t.app.inject({ url: '/auth/info', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/auth/logout', headers })).statusCode).toBe(204);
    expectApiError(await t.app.inject({ url: '/auth/info', headers }), 401);
  });

  it('refuses a session older than 12 hours', async () => {
    const token = await t.login(CLERK, NINGBO);
    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expectApiError(await t.app.inject({ url: '/auth/info', headers: { authorization: token } }), 401);
  });
});

describe('switching factory (GET /auth/factories, POST /auth/switchFactory)', () => {
  const switchTo = (token: string, factoryId: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/switchFactory',
      headers: { authorization: token },
      payload: { factoryId },
    });
  const infoOf = (token: string) => t.app.inject({ url: '/auth/info', headers: { authorization: token } });

  it('lists the factories the person may switch to', async () => {
    const token = await t.login(ADMIN, NINGBO);
    const list = await t.app.inject({ url: '/auth/factories', headers: { authorization: token } });
    expect(list.json<LoginFactory[]>().map((factory) => factory.factoryId)).toEqual([NINGBO, HUZHOU]);
    const clerk = await t.login(CLERK, NINGBO);
    const own = await t.app.inject({ url: '/auth/factories', headers: { authorization: clerk } });
    expect(own.json<LoginFactory[]>().map((factory) => factory.factoryId)).toEqual([NINGBO]);
    // A suspended factory is not offered (switching to it would only be refused).
    await t.database.db.update(factories).set({ enabled: false }).where(eq(factories.id, HUZHOU));
    try {
      const open = await t.app.inject({ url: '/auth/factories', headers: { authorization: token } });
      expect(open.json<LoginFactory[]>().map((factory) => factory.factoryId)).toEqual([NINGBO]);
    } finally {
      await t.database.db.update(factories).set({ enabled: true }).where(eq(factories.id, HUZHOU));
    }
  });

  it('opens a session in the chosen factory and ends the one it came from', async () => {
    const token = await t.login(ADMIN, NINGBO);
    const response = await switchTo(token, HUZHOU);
    expect(response.statusCode).toBe(200);
    const reply = response.json<LoginResponse>();
    expect(reply.token).toMatch(/^Bearer /);
    expect(reply.user.factory.factoryId).toBe(HUZHOU);
    expect((await infoOf(reply.token)).json<AuthInfo>().factory.factoryId).toBe(HUZHOU);
    expectApiError(await infoOf(token), 401);
  });

  it('keeps to the rules of sign-in, and a refused switch leaves the session as it was', async () => {
    const clerk = await t.login(CLERK, NINGBO);
    expectApiError(await switchTo(clerk, HUZHOU), 400, english(AUTH_MESSAGES.notMember));
    expectApiError(await switchTo(clerk, 999), 400, english(AUTH_MESSAGES.notMember));
    for (const notAnId of ['two', true, [2], '0x2', '1e1']) {
      expectApiError(await switchTo(clerk, notAnId), 400, 'factoryId: must be a positive whole number');
    }
    expect((await infoOf(clerk)).statusCode).toBe(200);

    const admin = await t.login(ADMIN, NINGBO);
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, ADMIN));
    const huzhouMembership = sql`${members.factoryId} = ${HUZHOU} and ${members.userId} = ${user?.id ?? 0}`;
    await t.database.db.update(members).set({ enabled: false }).where(huzhouMembership);
    try {
      expectApiError(await switchTo(admin, HUZHOU), 400, english(AUTH_MESSAGES.membershipDisabled));
      await t.database.db.update(members).set({ enabled: true }).where(huzhouMembership);
      await t.database.db.update(factories).set({ enabled: false }).where(eq(factories.id, HUZHOU));
      expect((await switchTo(admin, HUZHOU)).statusCode).toBe(400);
    } finally {
      await t.database.db.update(members).set({ enabled: true }).where(huzhouMembership);
      await t.database.db.update(factories).set({ enabled: true }).where(eq(factories.id, HUZHOU));
    }
    expect((await infoOf(admin)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expectApiError(await t.app.inject({ url: '/auth/factories' }), 401);
    expectApiError(await switchTo('Bearer nope', HUZHOU), 401);
  });
});

describe('app_version', () => {
  it.each([
    ['5.9.9', 512],
    ['6', 200],
    ['6.0.0', 200],
    ['6.1.0', 200],
    ['garbage', 512],
  ])('app_version %s → %d', async (version, status) => {
    const response = await t.app.inject({ url: '/auth/code', headers: { app_version: version } });
    expect(response.statusCode).toBe(status);
    if (status === 512) expect(response.json<ApiErrorBody>().message).toContain('upgrade the app');
  });

  it('lets requests without the header through (health checks, scripts)', async () => {
    expect((await t.app.inject({ url: '/auth/code' })).statusCode).toBe(200);
  });

  it('follows MIN_APP_VERSION', async () => {
    const ctx = await createTestContext({ env: { MIN_APP_VERSION: '6.2.0' } });
    try {
      const response = await ctx.app.inject({ url: '/auth/code', headers: { app_version: '6.0.0' } });
      expectApiError(response, 512);
    } finally {
      await ctx.close();
    }
  });
});

describe('logs', () => {
  it('never contain a token or a password', async () => {
    let output = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    // The server's own logger settings (redaction included), at the most talkative level.
    const ctx = await createTestContext({ logger: { ...loggerOptions('trace'), stream } });
    try {
      const token = await ctx.login(CLERK, NINGBO);
      await ctx.app.inject({
        url: '/auth/info',
        headers: { authorization: token, 'x-request-id': 'req-from-the-caller-42' },
      });
      // A request's lines carry its id, the caller's when it sent one.
      const infoLines = output
        .split('\n')
        .filter((line) => line.includes('req-from-the-caller-42'))
        .map((line) => JSON.parse(line) as { reqId?: string });
      expect(infoLines.length).toBeGreaterThan(0);
      expect(infoLines.every((line) => line.reqId === 'req-from-the-caller-42')).toBe(true);
      // Whatever logs an object with a password or a token in it gets them redacted.
      ctx.app.log.info({ body: { password: 'Pa55-in-a-body', token: 'tok-in-a-body' } }, 'a body');
      expect(output).toContain('"password":"[redacted]"');
      expect(output).not.toContain('Pa55-in-a-body');
      expect(output).not.toContain('tok-in-a-body');
      await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { mobile: CLERK, password: 'S3cret!x' },
      });
      // A line board's key travels in its event stream's query string: the URL is logged without it.
      const boardKey = 'Zm9yLWEtYm9hcmQta2V5LW5ldmVyLWxvZ2dlZC0xMjM0NTY';
      await ctx.app.inject({ url: `/api/board/events?key=${boardKey}` });
      expect(output).toContain('/api/board/events?key=[redacted]');
      expect(output).not.toContain(boardKey);
      expect(output).toContain('/auth/info');
      expect(output).not.toContain(token.slice('Bearer '.length));
      expect(output).not.toContain(DEMO_PASSWORD);
      expect(output).not.toContain('S3cret!x');
    } finally {
      await ctx.close();
    }
  });
});

describe('stored passwords', () => {
  // At the tests' cost (test/password-cost.ts); lib/password.unit.test.ts checks production's 2^16.
  it('are salted slow hashes: scrypt at the configured N, a different salt for the same password', async () => {
    const rows = await t.database.db
      .select({ mobile: users.mobile, hash: users.passwordHash })
      .from(users)
      .where(sql`${users.mobile} in (${ADMIN}, ${CLERK})`);
    expect(rows).toHaveLength(2);
    for (const { hash } of rows) {
      expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
      expect(hash.split('$')[1]).toBe(String(TEST_PASSWORD_COST_LOG2));
      expect(hash).not.toContain(DEMO_PASSWORD);
    }
    // Both demo accounts have the same password, yet neither salt nor hash is shared.
    const [first, second] = rows.map(({ hash }) => hash.split('$'));
    expect(first?.[4]).not.toBe(second?.[4]);
    expect(first?.[5]).not.toBe(second?.[5]);
  });
});
