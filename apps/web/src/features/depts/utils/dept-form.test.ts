import type { Dept, DeptTreeNode } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEPT_SORT,
  initialValues,
  toDeptCreate,
  toDeptUpdate,
  toParentOptions,
} from '@/features/depts/utils/dept-form';

const cutting: Dept = {
  id: 2,
  pid: 1,
  name: 'Cutting',
  deptSort: 3,
  enabled: false,
  subCount: 0,
  shift: null,
  targetEfficiency: null,
  createTime: '2026-01-01T00:00:00.000Z',
};

describe('the department form', () => {
  it('opens empty for a top-level department, under the parent for a sub-department', () => {
    expect(initialValues({ mode: 'add' })).toEqual({
      name: '',
      pid: undefined,
      deptSort: DEFAULT_DEPT_SORT,
      enabled: true,
      shift: null,
      targetEfficiency: null,
    });
    expect(initialValues({ mode: 'add', parent: cutting }).pid).toBe(2);
  });

  it('opens with the department being edited', () => {
    expect(initialValues({ mode: 'edit', dept: cutting })).toEqual({
      name: 'Cutting',
      pid: 1,
      deptSort: 3,
      enabled: false,
      shift: null,
      targetEfficiency: null,
    });
    expect(initialValues({ mode: 'edit', dept: { ...cutting, pid: null } }).pid).toBeUndefined();
  });

  it('sends a trimmed name and null for the top level', () => {
    expect(
      toDeptCreate({ name: ' QC ', deptSort: 5, enabled: true, shift: null, targetEfficiency: null }),
    ).toEqual({
      name: 'QC',
      pid: null,
      deptSort: 5,
      enabled: true,
      shift: null,
      targetEfficiency: null,
    });
    expect(
      toDeptUpdate(cutting, { ...initialValues({ mode: 'edit', dept: cutting }), enabled: true }),
    ).toEqual({
      id: 2,
      name: 'Cutting',
      pid: 1,
      deptSort: 3,
      enabled: true,
      shift: null,
      targetEfficiency: null,
    });
  });
});

const node = (id: number, children: DeptTreeNode[] = []): DeptTreeNode => ({
  ...cutting,
  id,
  name: `D${id}`,
  children,
});

describe('toParentOptions', () => {
  const tree = [node(1, [node(2, [node(4)]), node(3)])];

  it('offers every department when adding', () => {
    expect(toParentOptions(tree)).toEqual([
      {
        value: 1,
        title: 'D1',
        children: [
          { value: 2, title: 'D2', children: [{ value: 4, title: 'D4' }] },
          { value: 3, title: 'D3' },
        ],
      },
    ]);
  });

  it('disables the department being edited and everything below it', () => {
    const [root] = toParentOptions(tree, 2);
    expect(root?.disabled).toBeUndefined();
    expect(root?.children?.[0]).toMatchObject({ value: 2, disabled: true });
    expect(root?.children?.[0]?.children?.[0]).toMatchObject({ value: 4, disabled: true });
    expect(root?.children?.[1]?.disabled).toBeUndefined();
  });
});
