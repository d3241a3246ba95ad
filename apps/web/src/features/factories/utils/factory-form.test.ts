import type { Factory } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  dayIn,
  endOfDayIn,
  timeZoneNames,
  zoneOffsetMinutes,
} from '@/features/factories/utils/factory-dates';
import {
  FACTORY_CODE_PATTERN,
  factoryStatus,
  toEnabledRequest,
  toFactoryFormValues,
  toModifyRequest,
  toRegisterRequest,
} from '@/features/factories/utils/factory-form';

describe('factory days in the factory’s time zone', () => {
  it.each([
    ['2027-12-31', 'Asia/Shanghai', '2027-12-31T23:59:59+08:00'],
    ['2027-12-31', 'UTC', '2027-12-31T23:59:59+00:00'],
    ['2027-07-01', 'America/New_York', '2027-07-01T23:59:59-04:00'],
    ['2027-01-15', 'America/New_York', '2027-01-15T23:59:59-05:00'],
    ['2027-03-01', 'Asia/Kolkata', '2027-03-01T23:59:59+05:30'],
  ])('the end of %s in %s is %s', (day, zone, iso) => {
    expect(endOfDayIn(day, zone)).toBe(iso);
  });

  it('reads back the day an instant falls on there', () => {
    expect(dayIn('2027-12-31T15:59:59.000Z', 'Asia/Shanghai')).toBe('2027-12-31');
    expect(dayIn('2027-12-31T16:00:00.000Z', 'Asia/Shanghai')).toBe('2028-01-01');
    expect(dayIn(endOfDayIn('2027-07-01', 'America/New_York'), 'America/New_York')).toBe('2027-07-01');
  });

  it('knows the offsets', () => {
    expect(zoneOffsetMinutes(new Date('2027-06-01T00:00:00Z'), 'Asia/Shanghai')).toBe(480);
    expect(zoneOffsetMinutes(new Date('2027-06-01T00:00:00Z'), 'Europe/London')).toBe(60);
  });

  it('offers the default zone first', () => {
    const zones = timeZoneNames();
    expect(zones[0]).toBe('Asia/Shanghai');
    expect(zones.filter((zone) => zone === 'Asia/Shanghai')).toHaveLength(1);
  });
});

const factory: Factory = {
  id: 4,
  name: 'Demo Garment Co. – Ningbo',
  code: 'NB',
  address: '88 Loom Road',
  totalNumber: 200,
  addNumber: 17,
  timeZone: 'Asia/Shanghai',
  enabled: true,
  createTime: '2026-01-01T00:00:00.000Z',
  endTime: '2027-12-31T15:59:59.000Z',
};

describe('factory requests', () => {
  it('registers with a trimmed, capitalised code and the first administrator', () => {
    expect(
      toRegisterRequest({
        name: ' Wuxi Knitwear ',
        code: ' wx-01 ',
        address: ' ',
        totalNumber: 50,
        endDate: '2027-06-30',
        timeZone: 'Asia/Shanghai',
        adminMobile: ' 13600001234 ',
        adminName: ' Zhou Min ',
        adminPassword: 'Start@2026',
      }),
    ).toEqual({
      name: 'Wuxi Knitwear',
      code: 'WX-01',
      address: null,
      totalNumber: 50,
      timeZone: 'Asia/Shanghai',
      endTime: '2027-06-30T23:59:59+08:00',
      admin: { mobile: '13600001234', name: 'Zhou Min', password: 'Start@2026' },
    });
  });

  it('leaves the password out for an existing account, and the expiry open when no day is given', () => {
    const request = toRegisterRequest({
      name: 'A',
      code: 'AB',
      totalNumber: 1,
      timeZone: 'UTC',
      adminMobile: '13600001234',
      adminName: 'B',
      adminPassword: '',
    });
    expect(request.admin).toEqual({ mobile: '13600001234', name: 'B' });
    expect(request.endTime).toBeNull();
  });

  it('edits from the factory’s own values, keeping it enabled or not', () => {
    const values = toFactoryFormValues(factory);
    expect(values).toEqual({
      name: factory.name,
      address: factory.address,
      totalNumber: 200,
      endDate: '2027-12-31',
      timeZone: 'Asia/Shanghai',
    });
    expect(toModifyRequest({ ...factory, enabled: false }, { ...values, totalNumber: 300 })).toEqual({
      id: 4,
      enabled: false,
      name: factory.name,
      address: factory.address,
      totalNumber: 300,
      timeZone: 'Asia/Shanghai',
      endTime: '2027-12-31T23:59:59+08:00',
    });
  });

  it('enables or disables without touching the rest, the expiry instant included', () => {
    expect(toEnabledRequest(factory, false)).toEqual({
      id: 4,
      name: factory.name,
      address: factory.address,
      totalNumber: 200,
      timeZone: 'Asia/Shanghai',
      endTime: factory.endTime,
      enabled: false,
    });
  });

  it.each([
    ['NB', true],
    ['WX-01', true],
    ['-AB', false],
    ['a1', false],
    ['A', false],
  ])('code %s is %s', (code, valid) => {
    expect(FACTORY_CODE_PATTERN.test(code)).toBe(valid);
  });

  it('says whether a factory is active, disabled or expired', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(factoryStatus(factory, now)).toBe('active');
    expect(factoryStatus({ ...factory, endTime: null }, now)).toBe('active');
    expect(factoryStatus({ ...factory, endTime: '2026-05-31T00:00:00Z' }, now)).toBe('expired');
    expect(factoryStatus({ enabled: false, endTime: '2026-05-31T00:00:00Z' }, now)).toBe('disabled');
  });
});
