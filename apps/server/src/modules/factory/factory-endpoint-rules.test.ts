import type { Factory, FactorySettings, Page } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';

/** The rules the factory endpoints keep: 403 without the permission, 400 naming the field. */
let t: TestContext;
let admin: Caller;
let operator: Caller;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.as('13900000001', 1);
  operator = await t.as('13800000000', 1);
});
afterAll(() => t.close());

const settings: FactorySettings = {
  colours: ['223 Navy'],
  sizes: ['S', 'M'],
  defaultMaxPlies: 12,
  ticketTemplate: 'compact',
  minAppVersion: '6.0.0',
  showRatesToWorkers: false,
  refuseOverShipment: true,
  reworkPaid: true,
  defectDeduction: '0.50',
  keepsAttendance: true,
};

const ningboSettings = async () =>
  (await admin.get('/api/factory/getFactoryEnum?factoryId=1')).json<FactorySettings>();

describe('POST /api/factory/updateFactoryEnum', () => {
  it.each([
    ['the cutting clerk', '13900000002'],
    ['a worker', '13900000011'],
  ])('answers 403 to %s (no factory:edit), and the settings stay', async (_who, mobile) => {
    const before = await ningboSettings();
    const member = await t.as(mobile, 1);
    const response = await member.post('/api/factory/updateFactoryEnum', { factoryId: 1, settings });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, message: 'You do not have permission to do this' });
    expect(await ningboSettings()).toEqual(before);
  });
});

describe('POST /api/factory/modifyFactory', () => {
  const huzhou = {
    id: 2,
    name: 'Demo Garment Co. – Huzhou',
    address: '16 Renmin Road, Wuxing District, Huzhou',
    totalNumber: 200,
    endTime: null,
    timeZone: 'Asia/Shanghai',
    enabled: true,
  };
  const factory = async (id: number) =>
    (await operator.get('/api/factory/list?size=100')).json<Page<Factory>>().content.find((f) => f.id === id);

  it.each([
    ['totalNumber 0', { totalNumber: 0 }, 'totalNumber: must be a whole number from 1 to 100000'],
    [
      'totalNumber not a number',
      { totalNumber: 'many' },
      'totalNumber: must be a whole number from 1 to 100000',
    ],
    ['a blank name', { name: ' ' }, 'name is required'],
    [
      'an unknown time zone',
      { timeZone: 'Mars/Olympus' },
      'timeZone: must be an IANA time zone such as Asia/Shanghai',
    ],
    ['an id that is not a number', { id: 'abc' }, 'id: must be a positive whole number'],
  ])('answers 400 naming the field for %s, and the factory stays', async (_case, change, message) => {
    const before = await factory(2);
    expect(before).toMatchObject({ name: huzhou.name, totalNumber: 200 });
    const response = await operator.post('/api/factory/modifyFactory', { ...huzhou, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message });
    expect(await factory(2)).toEqual(before);
  });
});
