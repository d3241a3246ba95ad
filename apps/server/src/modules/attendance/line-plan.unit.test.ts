import { DEFAULT_SHIFT } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { type LinePlanInput, type LineWorker, linePlan } from './line-plan';

const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const worker = (workerId: number, over: Partial<LineWorker> = {}): LineWorker => ({
  workerId,
  qty: 10,
  earned: '12.000',
  attended: 60,
  attendedByHour: new Map([[8, 60]]),
  ...over,
});
const input = (over: Partial<LinePlanInput>): LinePlanInput => ({
  shift: DEFAULT_SHIFT,
  targetEfficiency: 0.7,
  minute: at('10:30'),
  workers: Array.from({ length: 10 }, (_, i) => worker(i + 1)),
  samTotal: 2,
  outputs: [],
  scanned: [],
  ...over,
});

describe('the line’s target', () => {
  it.each([
    // [case, workers, efficiency, SAM, now, target so far]
    ['10 workers, 70 %, SAM 2, at 10:30: 150 minutes', 10, 0.7, 2, '10:30', 525],
    ['at 12:40, lunch counts nothing', 10, 0.7, 2, '12:40', 840],
    ['at 17:30, the whole shift', 10, 0.7, 2, '17:30', 1680],
    ['before the shift', 10, 0.7, 2, '07:00', 0],
    ['one worker, 100 %, SAM 12.5', 1, 1, 12.5, '09:00', 4.8],
    ['no standard minutes: no target', 10, 0.7, null, '10:30', null],
  ] as const)('%s → %s', (_case, count, efficiency, sam, now, expected) => {
    const plan = linePlan(
      input({
        workers: Array.from({ length: count }, (_, i) => worker(i + 1)),
        targetEfficiency: efficiency,
        samTotal: sam,
        minute: at(now),
      }),
    );
    expect(plan.target).toBe(expected);
  });

  it('gives each hour of the shift its target: workers × working minutes × efficiency ÷ SAM', () => {
    const plan = linePlan(input({}));
    expect(plan.hours.map((h) => [h.hour, h.target])).toEqual([
      [8, 210],
      [9, 210],
      [10, 210],
      [11, 210],
      [12, 0],
      [13, 210],
      [14, 210],
      [15, 210],
      [16, 210],
    ]);
  });
});

describe('the line’s output', () => {
  it('counts standard garments per hour with SAM, the last process’s pieces without, and hours of overtime', () => {
    const outputs = [
      { hour: 9, garments: 40.25, lastProcessQty: 30 },
      { hour: 18, garments: 5, lastProcessQty: 4 },
    ];
    const withSam = linePlan(input({ outputs }));
    expect(withSam.hours.map((h) => h.hour)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(withSam.hours.find((h) => h.hour === 9)?.output).toBe(40.3);
    expect(withSam.output).toBe(45.3);
    const withoutSam = linePlan(input({ outputs, samTotal: null }));
    expect(withoutSam.output).toBe(34);
  });

  it('counts the workers who scanned or attended, and sums their minutes exactly', () => {
    const plan = linePlan(
      input({
        workers: [
          worker(1, { earned: '0.100', attended: 30 }),
          worker(2, { qty: 0, earned: '0', attended: 45 }),
          worker(3, { qty: 0, earned: '0', attended: 0 }),
          worker(4, { earned: '0.200', attended: 0 }),
        ],
        scanned: [
          { workerId: 1, workDate: '2026-11-23', hour: 8, qty: 1, samQty: 1, earned: '0.100' },
          { workerId: 4, workDate: '2026-11-23', hour: 8, qty: 1, samQty: 1, earned: '0.200' },
        ],
      }),
    );
    expect(plan.workerCount).toBe(3);
    expect(plan.earnedMinutes).toBe(0.3);
    expect(plan.attendedMinutes).toBe(75);
    expect(plan.hours[0]).toMatchObject({ hour: 8, earnedMinutes: 0.3, attendedMinutes: 180 });
  });
});
