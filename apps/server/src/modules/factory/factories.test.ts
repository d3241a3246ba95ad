import {
  APP_VERSION,
  type AuthInfo,
  type Factory,
  type FactorySettings,
  type MenuVo,
  type Page,
  type Person,
} from '@gbo/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, type Caller, createTestContext, type TestContext, userIdOf } from '../../../test/helpers';
import { sessions } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo';
import { DEFAULT_DEPTS } from '../factory-admin';
import { FACTORY_MESSAGES } from './service';
import { english } from '../../lib/messages';

let t: TestContext;
let operator: Caller;
beforeAll(async () => {
  // Below this back office's version, so a factory's own minimum can be seen at work.
  t = await createTestContext({ env: { MIN_APP_VERSION: '5.0.0' } });
  operator = await t.as('13800000000', 1);
});
afterAll(() => t.close());

const registration = {
  name: 'Demo Garment Co. – Shaoxing',
  code: 'SX',
  address: '1 Keqiao Road, Shaoxing',
  totalNumber: 3,
  endTime: '2030-12-31T23:59:59+08:00',
  timeZone: 'Asia/Shanghai',
  admin: { mobile: '13600000001', name: 'Qian Jun', password: 'Shaoxing-1' },
};

describe('factories (platform operators)', () => {
  it('lists every factory with its head count', async () => {
    const page = (await operator.get('/api/factory/list?sort=id,asc')).json<Page<Factory>>();
    expect(page.content.map((f) => [f.code, f.addNumber])).toEqual([
      ['NB', 9],
      ['HZ', 5],
    ]);
  });

  it('registers a factory whose administrator can sign in and work at once', async () => {
    const response = await operator.post('/api/factory/register', registration);
    expect(response.statusCode).toBe(201);
    const factory = response.json<Factory>();
    expect(factory).toMatchObject({
      code: 'SX',
      totalNumber: 3,
      addNumber: 1,
      enabled: true,
      timeZone: 'Asia/Shanghai',
    });
    expect(factory.endTime).toBe('2030-12-31T15:59:59.000Z');

    const admin = await t.as('13600000001', factory.id, 'Shaoxing-1');
    expect((await admin.get('/auth/info')).json<AuthInfo>().roles).toContain('admin');
    const menu = (await admin.get('/api/menus/build')).json<MenuVo[]>();
    expect(menu.map((dir) => dir.path)).toEqual(['/bundle', '/work', '/bill', '/system', '/monitor']);
    const depts = (await admin.get('/api/users/getDept')).json<{ name: string }[]>();
    expect(depts.map((d) => d.name)).toEqual([...DEFAULT_DEPTS]);
    // Working: adding a person, within the people limit of 3.
    const person = await admin.post('/api/users/createUser', {
      mobile: '13600000002',
      name: 'Sun Li',
      password: 'Worker-1',
    });
    expect(person.statusCode).toBe(201);
    const people = (await admin.get('/api/users')).json<Page<Person>>();
    expect(people.totalElements).toBe(2);
  });

  it('makes an existing account the administrator without touching its password', async () => {
    const response = await operator.post('/api/factory/register', {
      ...registration,
      code: 'JX',
      name: 'Demo Garment Co. – Jiaxing',
      admin: { mobile: '13900000002', name: 'ignored' },
    });
    expect(response.statusCode).toBe(201);
    const token = await t.login('13900000002', response.json<Factory>().id, DEMO_PASSWORD);
    expect(token).toMatch(/^Bearer /);
  });

  it.each([
    [{ ...registration, code: 'NB' }, 409, english(FACTORY_MESSAGES.codeTaken('NB'))],
    [
      { ...registration, code: 'QZ', admin: { mobile: '13600000009', name: 'No password' } },
      400,
      english(FACTORY_MESSAGES.adminPasswordNeeded),
    ],
    [
      { ...registration, code: 'OP', admin: { mobile: '13800000000', name: 'The operator' } },
      400,
      english(FACTORY_MESSAGES.adminIsOperator),
    ],
    [{ ...registration, code: 'lower' }, 400, 'code: must be 2–32 capital letters, digits or -'],
    [
      { ...registration, code: 'TZ1', timeZone: 'Mars/Olympus' },
      400,
      'timeZone: must be an IANA time zone such as Asia/Shanghai',
    ],
    // CET is a fixed offset to PostgreSQL but has summer time in browsers: a work day would differ.
    [
      { ...registration, code: 'TZ3', timeZone: 'CET' },
      400,
      'timeZone: must be an IANA time zone such as Asia/Shanghai',
    ],
    // The JavaScript runtime accepts this old name; PostgreSQL does not, and every scan would fail.
    [
      { ...registration, code: 'TZ4', timeZone: 'US/Pacific-New' },
      400,
      'timeZone: US/Pacific-New is not a time zone the database knows; choose one such as Asia/Shanghai',
    ],
    [
      { ...registration, code: 'TZ2', totalNumber: 0 },
      400,
      'totalNumber: must be a whole number from 1 to 100000',
    ],
    [
      { ...registration, code: 'TZ3', endTime: 'next year' },
      400,
      'endTime: must be an ISO date-time such as 2027-12-31T23:59:59+08:00',
    ],
    [
      { ...registration, code: 'TZ4', admin: { mobile: '1', name: 'x' } },
      400,
      'admin.mobile: please enter a correct mobile number',
    ],
    [
      { ...registration, code: 'PW', admin: { mobile: '13600000008', name: 'x', password: 'football1' } },
      400,
      'admin.password: is one of the most common passwords, please choose another',
    ],
  ])('refuses a bad registration (%#) with nothing half-made', async (body, status, message) => {
    expect((await operator.post('/api/factory/register', body)).json()).toMatchObject({ status, message });
    const codes = (await operator.get('/api/factory/list?size=100'))
      .json<Page<Factory>>()
      .content.map((f) => f.code);
    expect(codes).not.toContain(body.code === 'NB' ? 'never' : body.code);
  });

  it('edits a factory; disabling it ends its sessions', async () => {
    const worker = await t.as('13900000018', 2);
    const huzhou = {
      id: 2,
      name: 'Huzhou works',
      address: null,
      totalNumber: 50,
      endTime: null,
      timeZone: 'Asia/Shanghai',
      enabled: false,
    };
    expect((await operator.post('/api/factory/modifyFactory', huzhou)).statusCode).toBe(204);
    expect((await worker.get('/auth/info')).statusCode).toBe(401);
    expect((await operator.post('/api/factory/modifyFactory', { ...huzhou, enabled: true })).statusCode).toBe(
      204,
    );
    expect((await operator.post('/api/factory/modifyFactory', { ...huzhou, id: 999 })).statusCode).toBe(404);
  });

  it.each([
    ['enabled', 'enabled is required'],
    ['address', 'address is required'],
    ['timeZone', 'timeZone is required'],
  ])('refuses an edit that leaves out %s, rather than resetting it', async (field, message) => {
    const whole = {
      id: 2,
      name: 'Demo Garment Co. – Huzhou',
      address: 'Huzhou',
      totalNumber: 50,
      endTime: null,
      timeZone: 'Asia/Shanghai',
      enabled: true,
    };
    const huzhou = async () =>
      (await operator.get('/api/factory/list?size=100'))
        .json<Page<Factory>>()
        .content.find((f) => f.id === 2);
    const before = await huzhou();
    const partial = Object.fromEntries(Object.entries(whole).filter(([key]) => key !== field));
    const response = await operator.post('/api/factory/modifyFactory', partial);
    expect(response.json()).toMatchObject({ status: 400, message });
    expect(await huzhou()).toEqual(before);
  });

  it('is for platform operators only, even for a factory administrator', async () => {
    const admin = await t.as('13900000001', 1);
    expect((await admin.get('/api/factory/list')).statusCode).toBe(403);
    expect((await admin.post('/api/factory/register', { ...registration, code: 'HACK' })).statusCode).toBe(
      403,
    );
    expect(
      (
        await admin.post('/api/factory/modifyFactory', {
          id: 2,
          name: 'x',
          address: null,
          totalNumber: 1,
          endTime: null,
          timeZone: 'Asia/Shanghai',
          enabled: true,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/factory/list' })).statusCode).toBe(401);
  });
});

describe('factory settings (getFactoryEnum / updateFactoryEnum)', () => {
  const settings: FactorySettings = {
    colours: ['223 Navy', '101 White'],
    sizes: ['S', 'M', 'L'],
    defaultMaxPlies: 40,
    ticketTemplate: 'compact',
    minAppVersion: '6.0.0',
    showRatesToWorkers: false,
    refuseOverShipment: true,
    reworkPaid: true,
    defectDeduction: '0.50',
    keepsAttendance: true,
  };

  it('gives defaults, then what the administrator saved, for their own factory only', async () => {
    const admin = await t.as('13900000001', 1);
    expect((await admin.get('/api/factory/getFactoryEnum?factoryId=1')).json()).toMatchObject({
      defaultMaxPlies: 30,
    });
    expect((await admin.post('/api/factory/updateFactoryEnum', { factoryId: 1, settings })).statusCode).toBe(
      204,
    );
    expect((await admin.get('/api/factory/getFactoryEnum?factoryId=1')).json()).toEqual(settings);
    // The same administrator, signed in to Ningbo, cannot reach Huzhou's settings through Ningbo's session.
    expect((await admin.get('/api/factory/getFactoryEnum?factoryId=2')).statusCode).toBe(404);
    expect((await admin.post('/api/factory/updateFactoryEnum', { factoryId: 2, settings })).statusCode).toBe(
      404,
    );
    expect((await operator.get('/api/factory/getFactoryEnum?factoryId=2')).statusCode).toBe(200);
    // The cutting clerk reads the settings (their defaults: presets, max plies, template), never writes them,
    // and only for their own factory; a worker does neither.
    const clerk = await t.as('13900000002', 1);
    expect((await clerk.get('/api/factory/getFactoryEnum?factoryId=1')).statusCode).toBe(200);
    expect((await clerk.get('/api/factory/getFactoryEnum?factoryId=2')).statusCode).toBe(404);
    expect((await clerk.post('/api/factory/updateFactoryEnum', { factoryId: 1, settings })).statusCode).toBe(
      403,
    );
    const worker = await t.as('13900000011', 1);
    expect((await worker.get('/api/factory/getFactoryEnum?factoryId=1')).statusCode).toBe(403);
  });

  it('enforces a factory’s own minimum app version (HTTP 512), from sign-in on', async () => {
    // The installation accepts 5.0.0 and up (this file's MIN_APP_VERSION); Ningbo asks for 5.5.0 and up, and
    // Huzhou has not set a minimum of its own.
    const admin = await t.as('13900000001', 1);
    const saved = await admin.post('/api/factory/updateFactoryEnum', {
      factoryId: 1,
      settings: { ...settings, minAppVersion: '5.5.0' },
    });
    expect(saved.statusCode).toBe(204);
    const info = async (mobile: string, factoryId: number, appVersion: string) =>
      (
        await t.app.inject({
          url: '/auth/info',
          headers: { authorization: await t.login(mobile, factoryId), app_version: appVersion },
        })
      ).statusCode;
    expect(await info('13900000011', 1, '5.4.0')).toBe(512);
    expect(await info('13900000011', 1, '5.6.0')).toBe(200);
    expect(await info('13900000018', 2, '5.4.0')).toBe(200);
    expect(await info('13900000018', 2, '4.9.0')).toBe(512);

    const sessionsOf = async (mobile: string) => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(sessions)
        .where(eq(sessions.userId, await userIdOf(t.database, mobile)));
      return row?.n;
    };
    const before = await sessionsOf('13900000011');
    const uuid = (await t.app.inject({ url: '/auth/code' })).json<{ uuid: string }>().uuid;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { app_version: '5.4.0' },
      payload: { mobile: '13900000011', password: DEMO_PASSWORD, code: CAPTCHA, uuid, factoryId: 1 },
    });
    expect(signIn.json()).toMatchObject({ status: 512 });
    expect(await sessionsOf('13900000011')).toBe(before);
    await admin.post('/api/factory/updateFactoryEnum', { factoryId: 1, settings });
  });

  it('refuses a minimum above this back office’s own version, which would lock it out', async () => {
    const admin = await t.as('13900000001', 1);
    const response = await admin.post('/api/factory/updateFactoryEnum', {
      factoryId: 1,
      settings: { ...settings, minAppVersion: '6.5.0' },
    });
    expect(response.json()).toMatchObject({
      status: 400,
      message: `settings.minAppVersion: must not be above ${APP_VERSION}, the version of this back office, which it would lock out`,
    });
    expect((await admin.get('/api/factory/getFactoryEnum?factoryId=1')).json()).toMatchObject({
      minAppVersion: settings.minAppVersion,
    });
  });

  it('answers 400 naming the field', async () => {
    const admin = await t.as('13900000001', 1);
    const response = await admin.post('/api/factory/updateFactoryEnum', {
      factoryId: 1,
      settings: { ...settings, ticketTemplate: 'fancy' },
    });
    expect(response.json()).toMatchObject({
      status: 400,
      message: 'settings.ticketTemplate: must be standard or compact',
    });
  });
});
