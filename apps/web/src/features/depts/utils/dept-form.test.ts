import { DEFAULT_SHIFT, type Dept, type DeptTreeNode, type Shift } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkShift,
  DEFAULT_DEPT_SORT,
  initialValues,
  shiftText,
  toDeptCreate,
  toDeptUpdate,
  toFraction,
  toParentOptions,
  toPercent,
} from '@/features/depts/utils/dept-form';

const DAY: Shift = { start: '07:30', end: '17:30', breaks: [{ start: '11:30', end: '12:30' }] };

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
      breaks: [],
    });
    expect(initialValues({ mode: 'add', parent: cutting }).pid).toBe(2);
  });

  it('opens with the department being edited, its target as a percent', () => {
    expect(initialValues({ mode: 'edit', dept: cutting })).toEqual({
      name: 'Cutting',
      pid: 1,
      deptSort: 3,
      enabled: false,
      shiftStart: null,
      shiftEnd: null,
      breaks: [],
      targetPct: null,
    });
    expect(initialValues({ mode: 'edit', dept: { ...cutting, pid: null } }).pid).toBeUndefined();
    expect(
      initialValues({ mode: 'edit', dept: { ...cutting, shift: DAY, targetEfficiency: 0.755 } }),
    ).toMatchObject({
      shiftStart: '07:30',
      shiftEnd: '17:30',
      breaks: [{ start: '11:30', end: '12:30' }],
      targetPct: 75.5,
    });
  });

  it('sends a trimmed name, null for the top level, and no shift or target when none is entered', () => {
    expect(toDeptCreate({ name: ' QC ', deptSort: 5, enabled: true, breaks: [], targetPct: null })).toEqual({
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

  it('sends the shift with its breaks, and the percent as a fraction', () => {
    const values = {
      ...initialValues({ mode: 'edit', dept: { ...cutting, shift: DAY } }),
      targetPct: 75,
    };
    expect(toDeptCreate(values)).toMatchObject({ shift: DAY, targetEfficiency: 0.75 });
    expect(toDeptCreate({ ...values, targetPct: 82.5 }).targetEfficiency).toBe(0.825);
    expect(toPercent(0.7)).toBe(70);
    expect(toFraction(70)).toBe(0.7);
  });

  it('checks the shift with the contract, each problem on its picker', () => {
    expect(checkShift({ breaks: [] })).toEqual([]);
    expect(checkShift({ shiftStart: '08:00', shiftEnd: '17:00', breaks: [] })).toEqual([]);
    expect(checkShift({ shiftStart: '08:00', breaks: [] })).toEqual([
      { name: 'shiftEnd', message: 'must be a time like 08:00' },
    ]);
    expect(checkShift({ shiftStart: '17:00', shiftEnd: '08:00', breaks: [] })).toEqual([
      { name: 'shiftEnd', message: 'must be after start' },
    ]);
    expect(
      checkShift({ shiftStart: '08:00', shiftEnd: '17:00', breaks: [{ start: '13:00', end: '12:00' }] }),
    ).toEqual([{ name: ['breaks', 0, 'end'], message: 'must be after start' }]);
    expect(
      checkShift({ shiftStart: '08:00', shiftEnd: '17:00', breaks: [{ start: '07:00', end: '07:30' }] }),
    ).toEqual([{ name: 'breaks', message: 'each break must be inside the shift' }]);
  });

  it('writes a shift with its minutes', () => {
    expect(shiftText(DEFAULT_SHIFT, 'min')).toBe('08:00–17:00 · 480 min');
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
