import type { Dept, DeptCreate, DeptTreeNode, DeptUpdate } from '@gbo/contracts';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/auth';
import { canSee, visibleDepts } from './data-scope';
import * as repo from './repository';

export const DEPT_MESSAGES = {
  notFound: (id: number) => `Department ${id} does not exist`,
  parentIsSelf: 'pid: a department cannot be placed under itself or under one of its own sub-departments',
  parentNeeded:
    'pid: choose a parent department; only someone who sees all departments may add or move one to the top',
  stillStaffed: (people: number) =>
    `${people} ${people === 1 ? 'person still belongs' : 'people still belong'} to these departments: move them first`,
} as const;

/** Adds each department's count of direct sub-departments. */
function withSubCounts(rows: repo.DeptRow[]): Dept[] {
  const subCounts = new Map<number, number>();
  for (const row of rows) if (row.pid !== null) subCounts.set(row.pid, (subCounts.get(row.pid) ?? 0) + 1);
  return rows.map((row) => ({
    ...row,
    subCount: subCounts.get(row.id) ?? 0,
    createTime: row.createTime.toISOString(),
  }));
}

/** Nests departments by pid; one whose parent is not in the list becomes a root (so a scoped view stays a tree). */
export function toTree(list: Dept[]): DeptTreeNode[] {
  const nodes = new Map(list.map((dept) => [dept.id, { ...dept, children: [] as DeptTreeNode[] }]));
  const roots: DeptTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid === null ? undefined : nodes.get(node.pid);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function createDeptService({ db }: { db: Db }) {
  async function list(auth: AuthContext, filter: { name?: string; enabled?: boolean }): Promise<Dept[]> {
    const rows = await repo.findDepts(db, auth.factoryId, {
      ...filter,
      visible: await visibleDepts(db, auth),
    });
    return withSubCounts(rows);
  }

  async function tree(auth: AuthContext): Promise<DeptTreeNode[]> {
    return toTree(await list(auth, {}));
  }

  /** A department the caller may see; anything else, including another factory's, does not exist. */
  async function visibleDept(auth: AuthContext, id: number) {
    const dept = await repo.findDept(db, auth.factoryId, id);
    if (!dept || !canSee(await visibleDepts(db, auth), dept.id)) throw notFound(DEPT_MESSAGES.notFound(id));
    return dept;
  }

  /** A top-level department is outside any scope but 'all': a scoped caller works below their own. */
  async function checkTopLevel(auth: AuthContext) {
    if ((await visibleDepts(db, auth)) !== 'all') throw badRequest(DEPT_MESSAGES.parentNeeded);
  }

  async function create(auth: AuthContext, body: DeptCreate): Promise<Dept> {
    const pid = body.pid ?? null;
    if (pid === null) await checkTopLevel(auth);
    else await visibleDept(auth, pid);
    const id = await repo.insertDept(db, auth.factoryId, { ...body, pid });
    const [created] = withSubCounts([await visibleDept(auth, id)]);
    if (!created) throw notFound(DEPT_MESSAGES.notFound(id));
    return created;
  }

  async function update(auth: AuthContext, body: DeptUpdate): Promise<void> {
    const current = await visibleDept(auth, body.id);
    const pid = body.pid ?? null;
    if (pid === null && current.pid !== null) await checkTopLevel(auth);
    if (pid !== null) await visibleDept(auth, pid);
    // The factory's tree is locked while the move is checked and made: two departments moved under each
    // other at once would otherwise each pass the check and leave a cycle that vanishes from the tree.
    await db.transaction(async (tx) => {
      await repo.lockDeptTree(tx, auth.factoryId);
      if (pid !== null) {
        const below = await repo.findWithDescendants(tx, auth.factoryId, [body.id]);
        if (below.includes(pid)) throw badRequest(DEPT_MESSAGES.parentIsSelf);
      }
      await repo.updateDept(tx, auth.factoryId, body.id, { ...body, pid });
    });
  }

  /** Deletes departments with everything below them, refused while current members still belong to any. */
  async function remove(auth: AuthContext, ids: number[]): Promise<void> {
    for (const id of ids) await visibleDept(auth, id);
    await db.transaction(async (tx) => {
      const all = await repo.findWithDescendants(tx, auth.factoryId, ids);
      const people = await repo.countMembersIn(tx, auth.factoryId, all);
      if (people > 0) throw conflict(DEPT_MESSAGES.stillStaffed(people));
      await repo.deleteDepts(tx, auth.factoryId, await deepestFirst(tx, auth.factoryId, all));
    });
  }

  async function deepestFirst(tx: Parameters<typeof repo.findDepts>[0], factoryId: number, ids: number[]) {
    const rows = await repo.findDepts(tx, factoryId, { visible: ids });
    const depth = new Map<number, number>();
    const parentOf = new Map(rows.map((row) => [row.id, row.pid]));
    const depthOf = (id: number): number => {
      const known = depth.get(id);
      if (known !== undefined) return known;
      const pid = parentOf.get(id);
      const value = pid === null || pid === undefined ? 0 : depthOf(pid) + 1;
      depth.set(id, value);
      return value;
    };
    return [...ids].sort((a, b) => depthOf(b) - depthOf(a));
  }

  return { list, tree, create, update, remove };
}

export type DeptService = ReturnType<typeof createDeptService>;
