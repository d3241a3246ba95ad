import type { Dept, DeptCreate, DeptTreeNode, DeptUpdate, Shift } from '@gbo/contracts';

/** The server's default sort position (eladmin's 999). */
export const DEFAULT_DEPT_SORT = 999;

export interface DeptFormValues {
  name: string;
  /** Undefined: a top-level department. */
  pid?: number;
  deptSort: number;
  enabled: boolean;
  shift: Shift | null;
  targetEfficiency: number | null;
}

/** What the form opens for: a new department (maybe under a parent), or one to edit. */
export type DeptFormTarget = { mode: 'add'; parent?: Dept } | { mode: 'edit'; dept: Dept };

export function initialValues(target: DeptFormTarget): DeptFormValues {
  if (target.mode === 'edit') {
    const { name, pid, deptSort, enabled, shift, targetEfficiency } = target.dept;
    return { name, pid: pid ?? undefined, deptSort, enabled, shift, targetEfficiency };
  }
  return {
    name: '',
    pid: target.parent?.id,
    deptSort: DEFAULT_DEPT_SORT,
    enabled: true,
    shift: null,
    targetEfficiency: null,
  };
}

export function toDeptCreate(values: DeptFormValues): DeptCreate {
  return {
    name: values.name.trim(),
    pid: values.pid ?? null,
    deptSort: values.deptSort,
    enabled: values.enabled,
    shift: values.shift,
    targetEfficiency: values.targetEfficiency,
  };
}

export function toDeptUpdate(dept: Dept, values: DeptFormValues): DeptUpdate {
  return { id: dept.id, ...toDeptCreate(values) };
}

/** A department as a parent TreeSelect option. */
export interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/**
 * The tree as parent choices. When editing, the department itself and everything below it are disabled: a
 * department cannot be placed under itself.
 */
export function toParentOptions(nodes: DeptTreeNode[], editingId?: number, inside = false): ParentOption[] {
  return nodes.map((node) => {
    const excluded = inside || node.id === editingId;
    return {
      value: node.id,
      title: node.name,
      ...(excluded && { disabled: true }),
      ...(node.children.length > 0 && { children: toParentOptions(node.children, editingId, excluded) }),
    };
  });
}
