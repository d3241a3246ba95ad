import type { Dept } from '@gbo/contracts';

/** A table row: a department with the rows below it; leaves have no `children`, so they show no expander. */
export type DeptRow = Dept & { children?: DeptRow[] };

const bySortThenId = (a: Dept, b: Dept) => a.deptSort - b.deptSort || a.id - b.id;

/**
 * Nests the flat `api/dept` list by pid, each level in sort order. A department whose parent is not in the
 * list (a search result, or above the caller's data scope) becomes a top-level row.
 */
export function toDeptTree(list: Dept[]): DeptRow[] {
  const ids = new Set(list.map((dept) => dept.id));
  const childrenOf = new Map<number | null, Dept[]>();
  for (const dept of list) {
    const parent = dept.pid !== null && ids.has(dept.pid) ? dept.pid : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), dept]);
  }
  const build = (parent: number | null): DeptRow[] =>
    [...(childrenOf.get(parent) ?? [])].sort(bySortThenId).map((dept) => {
      const children = build(dept.id);
      return children.length > 0 ? { ...dept, children } : { ...dept };
    });
  return build(null);
}

/** Every department below `id` in the list, at any depth. */
export function descendantIds(list: Pick<Dept, 'id' | 'pid'>[], id: number): number[] {
  const found: number[] = [];
  let level = [id];
  while (level.length > 0) {
    const parents = new Set(level);
    level = list.filter((dept) => dept.pid !== null && parents.has(dept.pid)).map((dept) => dept.id);
    found.push(...level);
  }
  return found;
}

/** The ids of the rows that have rows below them: the ones a tree table can expand. */
export function expandableIds(rows: DeptRow[]): number[] {
  return rows.flatMap((row) => (row.children ? [row.id, ...expandableIds(row.children)] : []));
}
