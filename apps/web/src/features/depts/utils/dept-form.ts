import {
  type Dept,
  type DeptCreate,
  type DeptTreeNode,
  type DeptUpdate,
  type Shift,
  shiftMinutes,
  shiftSchema,
} from '@gbo/contracts';

/** The server's default sort position (eladmin's 999). */
export const DEFAULT_DEPT_SORT = 999;

/** A break as edited: its times as `HH:MM`, empty until picked. */
export interface BreakValues {
  start?: string | null;
  end?: string | null;
}

export interface DeptFormValues {
  name: string;
  /** Undefined: a top-level department. */
  pid?: number;
  deptSort: number;
  enabled: boolean;
  /** Its own shift (`HH:MM`); all empty: its parent's, or the default. */
  shiftStart?: string | null;
  shiftEnd?: string | null;
  breaks: BreakValues[];
  /** Its own target efficiency as a percent (75); empty: its parent's, or the default. */
  targetPct?: number | null;
}

/** What the form opens for: a new department (maybe under a parent), or one to edit. */
export type DeptFormTarget = { mode: 'add'; parent?: Dept } | { mode: 'edit'; dept: Dept };

/** A fraction (0.755) as the percent typed (75.5), and back, exactly to the contract's 3 decimals. */
export const toPercent = (fraction: number) => Math.round(fraction * 1000) / 10;
export const toFraction = (percent: number) => Math.round(percent * 10) / 1000;

export function initialValues(target: DeptFormTarget): DeptFormValues {
  if (target.mode === 'edit') {
    const { name, pid, deptSort, enabled, shift, targetEfficiency } = target.dept;
    return {
      name,
      pid: pid ?? undefined,
      deptSort,
      enabled,
      shiftStart: shift?.start ?? null,
      shiftEnd: shift?.end ?? null,
      breaks: shift?.breaks.map(({ start, end }) => ({ start, end })) ?? [],
      targetPct: targetEfficiency === null ? null : toPercent(targetEfficiency),
    };
  }
  return { name: '', pid: target.parent?.id, deptSort: DEFAULT_DEPT_SORT, enabled: true, breaks: [] };
}

/** The shift as entered: null when nothing of it is (the department works its parent's, or the default). */
export function toShift(values: Pick<DeptFormValues, 'shiftStart' | 'shiftEnd' | 'breaks'>): Shift | null {
  const { shiftStart, shiftEnd, breaks } = values;
  if (!shiftStart && !shiftEnd && breaks.length === 0) return null;
  return {
    start: shiftStart ?? '',
    end: shiftEnd ?? '',
    breaks: breaks.map((b) => ({ start: b.start ?? '', end: b.end ?? '' })),
  };
}

/** A problem with the shift as entered: the form field it shows on (`breaks`: the list) and the contract's sentence. */
export interface ShiftIssue {
  name: 'shiftStart' | 'shiftEnd' | 'breaks' | ['breaks', number, 'start' | 'end'];
  message: string;
}

/** The shift checked with the API's own schema, the first problem of each picker (or of the breaks) placed on it. */
export function checkShift(values: Pick<DeptFormValues, 'shiftStart' | 'shiftEnd' | 'breaks'>): ShiftIssue[] {
  const shift = toShift(values);
  if (shift === null) return [];
  const result = shiftSchema.safeParse(shift);
  if (result.success) return [];
  const placed = result.error.issues.map(({ path, message }): ShiftIssue => {
    const [top, index, end] = path;
    const name: ShiftIssue['name'] =
      top === 'start'
        ? 'shiftStart'
        : top === 'end'
          ? 'shiftEnd'
          : typeof index === 'number' && (end === 'start' || end === 'end')
            ? ['breaks', index, end]
            : 'breaks';
    return { name, message };
  });
  return placed.filter(
    (issue, i) => placed.findIndex((other) => String(other.name) === String(issue.name)) === i,
  );
}

/** A shift as the table shows it: "08:00–17:00 · 480 min". */
export const shiftText = (shift: Shift, minutes: string) =>
  `${shift.start}–${shift.end} · ${shiftMinutes(shift)} ${minutes}`;

export function toDeptCreate(values: DeptFormValues): DeptCreate {
  return {
    name: values.name.trim(),
    pid: values.pid ?? null,
    deptSort: values.deptSort,
    enabled: values.enabled,
    shift: toShift(values),
    targetEfficiency:
      values.targetPct === null || values.targetPct === undefined ? null : toFraction(values.targetPct),
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
