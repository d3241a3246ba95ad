import { describe, expect, it } from 'vitest';
import { itemLabel, toListQuery, workerLabel } from '@/features/disputes/utils/disputes';

const paging = { page: 0, size: 20 };

describe('toListQuery', () => {
  it.each([
    [{ status: 'open' as const }, { status: 'open', page: 0, size: 20 }],
    [
      { status: 'answered' as const, deptId: 3 },
      { status: 'answered', deptId: 3, page: 0, size: 20 },
    ],
    [{ status: 'all' as const }, { page: 0, size: 20 }],
  ])('%j → %j', (filters, query) => expect(toListQuery(filters, paging)).toEqual(query));
});

describe('labels', () => {
  it.each([
    [{ styleNo: 'ST-100', processName: 'Collar', rate: '0.35' }, 'ST-100 · Collar · 0.35'],
    [{ styleNo: 'ST-100', processName: 'Collar', rate: null }, 'ST-100 · Collar'],
  ])('the line %j reads %s', (item, text) => expect(itemLabel(item)).toBe(text));

  it.each([
    [{ workerName: 'Li Lei', jobNumber: 'W012' }, 'Li Lei (W012)'],
    [{ workerName: 'Zhou Hong', jobNumber: null }, 'Zhou Hong'],
  ])('the worker %j reads %s', (row, text) => expect(workerLabel(row)).toBe(text));
});
