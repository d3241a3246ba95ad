import { efficiencyOf, shiftMinutes } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { efficiencyRows, type Figures, weekOf } from './efficiency';

const figures = (over: Partial<Figures>): Figures => ({
  workerId: 1,
  deptId: 10,
  workDate: '2026-11-23',
  qty: 0,
  samQty: 0,
  earned: '0',
  attended: 0,
  ...over,
});

describe('efficiency arithmetic', () => {
  it.each([
    // [earned, attended, efficiency]
    [40, 240, 0.1667],
    [480, 480, 1],
    [336, 480, 0.7],
    [600, 480, 1.25],
    [0, 480, 0],
    [12.5, 0, null],
  ])('%d earned of %d attended → %s', (earned, attended, expected) => {
    expect(efficiencyOf(earned, attended)).toBe(expected);
  });

  it.each([
    [{ start: '08:00', end: '17:00', breaks: [{ start: '12:00', end: '13:00' }] }, 480],
    [{ start: '07:30', end: '19:30', breaks: [] }, 720],
    [{ start: '08:00', end: '12:00', breaks: [{ start: '10:00', end: '10:10' }] }, 230],
  ])('a shift of %j is %i minutes', (shift, minutes) => {
    expect(shiftMinutes(shift)).toBe(minutes);
  });

  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-28', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('the week of %s begins on Monday %s', (day, monday) => {
    expect(weekOf(day)).toBe(monday);
  });
});

describe('efficiency per group', () => {
  // The worked example: SAM 1.200 and 0.800, 20 pieces of each, 08:00–12:00 attended.
  const example = [figures({ qty: 40, samQty: 40, earned: '40.000', attended: 240 })];

  it('gives the worked example: 40 earned of 240 attended, 0.1667', () => {
    expect(efficiencyRows(example, 'worker', () => 'Li Na')).toEqual([
      {
        key: '1',
        name: 'Li Na',
        qty: 40,
        samQty: 40,
        earnedMinutes: 40,
        attendedMinutes: 240,
        efficiency: 0.1667,
      },
    ]);
  });

  it('sums minutes exactly in thousandths, not as floats', () => {
    const many = Array.from({ length: 1000 }, () =>
      figures({ qty: 1, samQty: 1, earned: '0.001', attended: 1 }),
    );
    expect(efficiencyRows(many, 'day', String)[0]?.earnedMinutes).toBe(1);
    const tenths = Array.from({ length: 3 }, () => figures({ earned: '0.100' }));
    expect(efficiencyRows(tenths, 'day', String)[0]?.earnedMinutes).toBe(0.3);
  });

  it('groups by worker, line, day, week and hour', () => {
    const rows = [
      figures({
        workerId: 1,
        deptId: 10,
        workDate: '2026-11-23',
        hour: 8,
        qty: 10,
        samQty: 10,
        earned: '12.000',
        attended: 60,
      }),
      figures({
        workerId: 2,
        deptId: 10,
        workDate: '2026-11-24',
        hour: 8,
        qty: 5,
        samQty: 0,
        earned: '0',
        attended: 60,
      }),
      figures({
        workerId: 3,
        deptId: null,
        workDate: '2026-11-30',
        hour: 9,
        qty: 20,
        samQty: 20,
        earned: '30.000',
        attended: 0,
      }),
    ];
    expect(
      efficiencyRows(rows, 'dept', (key) => (key === 'none' ? '' : 'Line 1')).map((r) => [
        r.key,
        r.qty,
        r.efficiency,
      ]),
    ).toEqual([
      ['none', 20, null],
      ['10', 15, 0.1],
    ]);
    expect(
      efficiencyRows(rows, 'week', String).map((r) => [r.key, r.earnedMinutes, r.attendedMinutes]),
    ).toEqual([
      ['2026-11-23', 12, 120],
      ['2026-11-30', 30, 0],
    ]);
    expect(efficiencyRows(rows, 'hour', String).map((r) => [r.key, r.qty, r.samQty])).toEqual([
      ['08', 15, 10],
      ['09', 20, 20],
    ]);
    expect(efficiencyRows(rows, 'day', String).map((r) => r.key)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-30',
    ]);
  });
});
