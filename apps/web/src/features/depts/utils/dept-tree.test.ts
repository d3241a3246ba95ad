import type { Dept } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { descendantIds, expandableIds, toDeptTree } from '@/features/depts/utils/dept-tree';

const dept = (id: number, pid: number | null, deptSort = 999): Dept => ({
  id,
  pid,
  name: `D${id}`,
  deptSort,
  enabled: true,
  subCount: 0,
  shift: null,
  targetEfficiency: null,
  createTime: '2026-01-01T00:00:00.000Z',
});

// 1 ─┬─ 2 ── 4
//    └─ 3
// 5
const list = [dept(4, 2), dept(3, 1, 1), dept(5, null, 2), dept(2, 1, 2), dept(1, null, 1)];

const shape = (rows: ReturnType<typeof toDeptTree>): unknown =>
  rows.map((row) => (row.children ? { [row.id]: shape(row.children) } : row.id));

describe('toDeptTree', () => {
  it('nests by pid, each level by sort position, leaves without children', () => {
    const tree = toDeptTree(list);
    expect(shape(tree)).toEqual([{ 1: [3, { 2: [4] }] }, 5]);
    expect(tree[1]).not.toHaveProperty('children');
  });

  it('breaks sort ties by id', () => {
    expect(shape(toDeptTree([dept(9, null), dept(8, null)]))).toEqual([8, 9]);
  });

  it('makes a department whose parent is not listed (a search result) a top-level row', () => {
    expect(shape(toDeptTree([dept(4, 2), dept(3, 1)]))).toEqual([3, 4]);
  });

  it('gives nothing for nothing', () => {
    expect(toDeptTree([])).toEqual([]);
  });
});

describe('descendantIds', () => {
  it('finds every department below, at any depth', () => {
    expect(descendantIds(list, 1).sort()).toEqual([2, 3, 4]);
    expect(descendantIds(list, 2)).toEqual([4]);
    expect(descendantIds(list, 4)).toEqual([]);
  });
});

describe('expandableIds', () => {
  it('lists the rows with rows below them', () => {
    expect(expandableIds(toDeptTree(list))).toEqual([1, 2]);
  });
});
