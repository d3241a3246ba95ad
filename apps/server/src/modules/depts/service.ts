import {
  DEFAULT_SHIFT,
  DEFAULT_TARGET_EFFICIENCY,
  type Dept,
  type DeptCreate,
  type DeptTreeNode,
  type DeptUpdate,
  type Shift,
} from '@gbo/contracts';
import { type Db, type DbOrTx, inTransaction } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import * as repo from './repository';
import { msg } from '../../lib/messages';

export const DEPT_MESSAGES = {
  notFound: (id: number) => msg('depts.notFound', { id }),
  parentIsSelf: msg('depts.parentIsSelf'),
  parentNeeded: msg('depts.parentNeeded'),
  stillStaffed: (people: number) =>
    msg(people === 1 ? 'depts.stillStaffedOne' : 'depts.stillStaffed', { people }),
} as const;

/** The departments whose people and data a caller may see: 'all', or a list of department ids. */
export type VisibleDepts = 'all' | number[];

export function canSee(visible: VisibleDepts, deptId: number | null): boolean {
  return visible === 'all' || (deptId !== null && visible.includes(deptId));
}

/**
 * A department's staff and a member's own department: members are the people module's, which stands on this
 * one (wired in services.ts).
 */
export type DeptStaff = {
  /** A member's own department, null when they have none. */
  deptOf(factoryId: number, memberId: number): Promise<number | null>;
  /** Current (not departed) members of the given departments. */
  countCurrentInDepts(factoryId: number, deptIds: number[]): Promise<number>;
  /** Departed members lose their link to departments that are going away. */
  detachFromDepts(factoryId: number, deptIds: number[]): Promise<void>;
};

/**
 * The data scope a member's roles give: each role's scope ('all', 'dept' or 'custom'), and the departments
 * of the custom ones. Roles are the roles module's, which stands on this one (wired in services.ts).
 */
export type DataScopes = {
  scopesOf(factoryId: number, memberId: number): Promise<{ dataScopes: string[]; customDeptIds: number[] }>;
};

export type DeptServiceDeps = {
  db: Db;
  people: DeptStaff;
  roles: DataScopes;
};

/** 'HH:MM:SS' → 'HH:MM'. */
const hoursAndMinutes = (time: string) => time.slice(0, 5);

/** A department's own shift, as the API shows it; null when it has none. */
function shiftOf(row: repo.DeptRow): Shift | null {
  if (row.shiftStart === null || row.shiftEnd === null) return null;
  return {
    start: hoursAndMinutes(row.shiftStart),
    end: hoursAndMinutes(row.shiftEnd),
    breaks: row.breaks ?? [],
  };
}

/** Adds each department's count of direct sub-departments. */
function withSubCounts(rows: repo.DeptRow[]): Dept[] {
  const subCounts = new Map<number, number>();
  for (const row of rows) if (row.pid !== null) subCounts.set(row.pid, (subCounts.get(row.pid) ?? 0) + 1);
  return rows.map((row) => ({
    id: row.id,
    pid: row.pid,
    name: row.name,
    deptSort: row.deptSort,
    enabled: row.enabled,
    shift: shiftOf(row),
    targetEfficiency: row.targetEfficiency === null ? null : Number(row.targetEfficiency),
    subCount: subCounts.get(row.id) ?? 0,
    createTime: row.createTime.toISOString(),
  }));
}

/** How a line works: its shift and target efficiency, its own or inherited. */
export type LineSettings = { shift: Shift; targetEfficiency: number };

/**
 * Each department's shift and target efficiency: its own, else its nearest ancestor's, else the defaults
 * (docs/design.md §11). `of(null)` is a person without a department: the defaults.
 */
export function lineSettingsOf(rows: repo.DeptRow[]): { of(deptId: number | null): LineSettings } {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const inherited = <T>(deptId: number | null, own: (row: repo.DeptRow) => T | null, fallback: T): T => {
    const seen = new Set<number>();
    for (let at = deptId === null ? undefined : byId.get(deptId); at && !seen.has(at.id);) {
      seen.add(at.id);
      const value = own(at);
      if (value !== null) return value;
      at = at.pid === null ? undefined : byId.get(at.pid);
    }
    return fallback;
  };
  return {
    of: (deptId) => ({
      shift: inherited(deptId, shiftOf, DEFAULT_SHIFT),
      targetEfficiency: inherited(
        deptId,
        (row) => (row.targetEfficiency === null ? null : Number(row.targetEfficiency)),
        DEFAULT_TARGET_EFFICIENCY,
      ),
    }),
  };
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

export function createDeptService({ db, people, roles }: DeptServiceDeps) {
  /**
   * eladmin's data scope, enforced on the server: a platform operator or any role with scope 'all' sees every
   * department; 'dept' adds the member's own department, 'custom' the role's departments, each with the
   * departments below it. A member without roles sees their own department.
   */
  async function visibleDepts(auth: AuthContext): Promise<VisibleDepts> {
    if (auth.platformAdmin) return 'all';
    if (auth.memberId === null) return [];
    // One after the other: inside a transaction both would queue on its one connection anyway.
    const deptId = await people.deptOf(auth.factoryId, auth.memberId);
    const scope = await roles.scopesOf(auth.factoryId, auth.memberId);
    if (scope.dataScopes.includes('all')) return 'all';
    const roots = new Set(scope.customDeptIds);
    const ownDeptCounts = scope.dataScopes.length === 0 || scope.dataScopes.includes('dept');
    if (ownDeptCounts && deptId !== null) roots.add(deptId);
    return repo.findWithDescendants(db, auth.factoryId, [...roots]);
  }

  async function list(auth: AuthContext, filter: { name?: string; enabled?: boolean }): Promise<Dept[]> {
    const rows = await repo.findDepts(db, auth.factoryId, {
      ...filter,
      visible: await visibleDepts(auth),
    });
    return withSubCounts(rows);
  }

  async function tree(auth: AuthContext): Promise<DeptTreeNode[]> {
    return toTree(await list(auth, {}));
  }

  /** A department the caller may see; anything else, including another factory's, does not exist. */
  async function visibleDept(auth: AuthContext, id: number) {
    const dept = await repo.findDept(db, auth.factoryId, id);
    if (!dept || !canSee(await visibleDepts(auth), dept.id)) throw notFound(DEPT_MESSAGES.notFound(id));
    return dept;
  }

  /** A top-level department is outside any scope but 'all': a scoped caller works below their own. */
  async function checkTopLevel(auth: AuthContext) {
    if ((await visibleDepts(auth)) !== 'all') throw badRequest(DEPT_MESSAGES.parentNeeded);
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
    await inTransaction(db, async (tx) => {
      const all = await repo.findWithDescendants(tx, auth.factoryId, ids);
      const staff = await people.countCurrentInDepts(auth.factoryId, all);
      if (staff > 0) throw conflict(DEPT_MESSAGES.stillStaffed(staff));
      await people.detachFromDepts(auth.factoryId, all);
      await repo.deleteDepts(tx, auth.factoryId, await deepestFirst(tx, auth.factoryId, all));
    });
  }

  async function deepestFirst(tx: DbOrTx, factoryId: number, ids: number[]) {
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

  return {
    list,
    tree,
    create,
    update,
    remove,
    visibleDepts,
    /** A department of the factory, or null. */
    find: (factoryId: number, id: number) => repo.findDept(db, factoryId, id),
    /** The given departments and every department below them. */
    withDescendants: (factoryId: number, ids: number[]) => repo.findWithDescendants(db, factoryId, ids),
    /** Every department of the factory, as a tree of names (an import resolves a path like Sewing/Line 1). */
    outline: async (factoryId: number) =>
      (await repo.findDepts(db, factoryId, { visible: 'all' })).map(({ id, pid, name }) => ({
        id,
        pid,
        name,
      })),
    /** The names of the given departments (those of the factory that exist). */
    names: (factoryId: number, ids: readonly number[]) => repo.findNames(db, factoryId, ids),
    /** Every department's shift and target efficiency, its own or inherited. */
    lineSettings: async (factoryId: number) =>
      lineSettingsOf(await repo.findDepts(db, factoryId, { visible: 'all' })),
    /** A department made without the screen's checks (a new factory's first departments). */
    add: (factoryId: number, values: Parameters<typeof repo.insertDept>[2]) =>
      repo.insertDept(db, factoryId, values),
  };
}

export type DeptService = ReturnType<typeof createDeptService>;
