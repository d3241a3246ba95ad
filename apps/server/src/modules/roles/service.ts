import {
  ADMIN_AUTHORITY,
  type DataScope,
  type Page,
  type Role,
  type RoleCreate,
  type RoleMenus,
  type RoleOption,
  type RoleUpdate,
} from '@gbo/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { type AuthContext, hasAnyAuthority } from '../../plugins/auth';
import { PLATFORM_PERMISSIONS } from '../../seed/catalogue';
import { canSee, visibleDepts } from '../depts/data-scope';
import * as repo from './repository';

export const ROLE_MESSAGES = {
  notFound: (id: number) => `Role ${id} does not exist`,
  duplicate: (field: 'name' | 'code', value: string) => `A role with the ${field} "${value}" already exists`,
  adminReserved: 'code: "admin" is reserved for the administrator role',
  adminProtected: 'The administrator role cannot be deleted nor renamed to another code',
  stillHeld: (people: number) =>
    `${people} ${people === 1 ? 'person still holds' : 'people still hold'} these roles: change their roles first`,
  deptNotFound: (id: number) => `deptIds: department ${id} does not exist`,
  menuNotFound: (id: number) => `menus: menu ${id} does not exist`,
  cannotGrant: (permission: string) => `You cannot grant "${permission}", which you do not hold yourself`,
  cannotGrantScope:
    'dataScope: you cannot grant a data scope wider than your own (all departments, or departments you cannot see)',
} as const;

export function createRoleService({ db }: { db: Db }) {
  /** Roles as the client sees them: with their departments, granted menus and member counts. */
  async function describe(factoryId: number, rows: repo.RoleRow[]): Promise<Role[]> {
    const details = await repo.findRoleDetails(
      db,
      factoryId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      ...row,
      dataScope: row.dataScope as DataScope,
      createTime: row.createTime.toISOString(),
      depts: details.depts.filter((d) => d.roleId === row.id).map(({ id, name }) => ({ id, name })),
      menus: details.menus.filter((m) => m.roleId === row.id).map((m) => m.menuId),
      memberCount: details.members.find((m) => m.roleId === row.id)?.n ?? 0,
    }));
  }

  async function list(
    auth: AuthContext,
    query: { blurry?: string; page: number; size: number; sort?: string },
  ) {
    const { rows, total } = await repo.findRolePage(db, auth.factoryId, query);
    const page: Page<Role> = { content: await describe(auth.factoryId, rows), totalElements: total };
    return page;
  }

  function options(auth: AuthContext): Promise<RoleOption[]> {
    return repo.findRoleOptions(db, auth.factoryId);
  }

  async function get(auth: AuthContext, id: number): Promise<Role> {
    const [role] = await describe(auth.factoryId, await existing(db, auth.factoryId, [id]));
    if (!role) throw notFound(ROLE_MESSAGES.notFound(id));
    return role;
  }

  /** A custom scope may only name departments the caller can see. */
  async function checkDepts(tx: DbOrTx, auth: AuthContext, deptIds: number[]) {
    const found = new Set(await repo.findExistingDeptIds(tx, auth.factoryId, deptIds));
    const visible = await visibleDepts(tx, auth);
    const missing = deptIds.find((id) => !found.has(id) || !canSee(visible, id));
    if (missing !== undefined) throw notFound(ROLE_MESSAGES.deptNotFound(missing));
  }

  function values(body: RoleCreate) {
    return {
      name: body.name,
      code: body.code,
      description: body.description ?? null,
      dataScope: body.dataScope,
    };
  }

  async function create(auth: AuthContext, body: RoleCreate): Promise<Role> {
    if (body.code === ADMIN_AUTHORITY) throw badRequest(ROLE_MESSAGES.adminReserved);
    const id = await db.transaction(async (tx) => {
      await checkUnique(tx, auth.factoryId, body);
      await checkDepts(tx, auth, body.deptIds);
      await checkScopeWithinCaller(tx, auth, body.dataScope);
      const roleId = await uniqueRole(repo.insertRole(tx, auth.factoryId, values(body)), body);
      await repo.replaceRoleDepts(
        tx,
        auth.factoryId,
        roleId,
        body.dataScope === 'custom' ? body.deptIds : [],
      );
      return roleId;
    });
    return get(auth, id);
  }

  async function update(auth: AuthContext, body: RoleUpdate): Promise<void> {
    await db.transaction(async (tx) => {
      const [current] = await existing(tx, auth.factoryId, [body.id]);
      if (!current) throw notFound(ROLE_MESSAGES.notFound(body.id));
      const wasAdmin = current.code === ADMIN_AUTHORITY;
      if (wasAdmin !== (body.code === ADMIN_AUTHORITY)) {
        throw badRequest(wasAdmin ? ROLE_MESSAGES.adminProtected : ROLE_MESSAGES.adminReserved);
      }
      await checkUnique(tx, auth.factoryId, body, body.id);
      await checkDepts(tx, auth, body.deptIds);
      await checkScopeWithinCaller(tx, auth, body.dataScope);
      await uniqueRole(repo.updateRole(tx, auth.factoryId, body.id, values(body)), body);
      await repo.replaceRoleDepts(
        tx,
        auth.factoryId,
        body.id,
        body.dataScope === 'custom' ? body.deptIds : [],
      );
    });
  }

  /**
   * Replaces a role's menu grant. Nobody grants what they do not hold themselves (an administrator holds
   * everything), and the platform's own screens are never a factory's to grant.
   */
  async function grantMenus(auth: AuthContext, body: RoleMenus): Promise<void> {
    const held = await auth.authorities();
    await db.transaction(async (tx) => {
      if ((await existing(tx, auth.factoryId, [body.id])).length === 0)
        throw notFound(ROLE_MESSAGES.notFound(body.id));
      const ids = [...new Set(body.menus)];
      const found = await repo.findMenusByIds(tx, ids);
      const missing = ids.find((id) => !found.some((menu) => menu.id === id));
      if (missing !== undefined) throw notFound(ROLE_MESSAGES.menuNotFound(missing));
      for (const { permission } of found) {
        if (!permission) continue;
        if (PLATFORM_PERMISSIONS.has(permission) || !hasAnyAuthority(held, [permission])) {
          throw forbidden(ROLE_MESSAGES.cannotGrant(permission));
        }
      }
      await repo.replaceRoleMenus(tx, auth.factoryId, body.id, ids);
    });
  }

  async function remove(auth: AuthContext, ids: number[]): Promise<void> {
    await db.transaction(async (tx) => {
      const found = await existing(tx, auth.factoryId, ids);
      const missing = ids.find((id) => !found.some((role) => role.id === id));
      if (missing !== undefined) throw notFound(ROLE_MESSAGES.notFound(missing));
      if (found.some((role) => role.code === ADMIN_AUTHORITY)) throw badRequest(ROLE_MESSAGES.adminProtected);
      const holders = await repo.countMembersHolding(tx, auth.factoryId, ids);
      if (holders > 0) throw conflict(ROLE_MESSAGES.stillHeld(holders));
      await repo.deleteRoles(tx, auth.factoryId, ids);
    });
  }

  return { list, options, get, create, update, grantMenus, remove };
}

/** A role's scope of "all departments" only a caller who sees all departments may give (eladmin's data scope). */
async function checkScopeWithinCaller(db: DbOrTx, auth: AuthContext, dataScope: DataScope) {
  if (dataScope === 'all' && (await visibleDepts(db, auth)) !== 'all') {
    throw forbidden(ROLE_MESSAGES.cannotGrantScope);
  }
}

/**
 * What the given roles carry beyond the caller's own reach: a permission the caller does not hold, or a data
 * scope wider than the caller's (all departments, or custom departments the caller cannot see). An
 * administrator holds everything; the administrator role is beyond anyone else.
 */
async function reachBeyondCaller(
  db: DbOrTx,
  auth: AuthContext,
  found: repo.RoleRow[],
): Promise<{ permission: string } | { scope: true } | undefined> {
  if (found.length === 0) return undefined;
  const held = await auth.authorities();
  if (held.includes(ADMIN_AUTHORITY)) return undefined;
  if (found.some((role) => role.code === ADMIN_AUTHORITY)) return { permission: ADMIN_AUTHORITY };
  const details = await repo.findRoleDetails(
    db,
    auth.factoryId,
    found.map((role) => role.id),
  );
  const granted = await repo.findMenusByIds(db, [...new Set(details.menus.map((menu) => menu.menuId))]);
  const beyond = granted.find((menu) => menu.permission && !held.includes(menu.permission));
  if (beyond?.permission) return { permission: beyond.permission };
  const visible = await visibleDepts(db, auth);
  if (visible === 'all') return undefined;
  const widens =
    found.some((role) => role.dataScope === 'all') || details.depts.some((dept) => !canSee(visible, dept.id));
  return widens ? { scope: true } : undefined;
}

/**
 * Roles given to a person must exist in the factory, and the giver must hold everything they grant:
 * every permission, and a data scope within their own.
 */
export async function checkAssignable(db: DbOrTx, auth: AuthContext, roleIds: number[]): Promise<void> {
  const found = await repo.findRolesByIds(db, auth.factoryId, roleIds);
  const missing = roleIds.find((id) => !found.some((role) => role.id === id));
  if (missing !== undefined) throw notFound(`roleIds: role ${missing} does not exist`);
  const beyond = await reachBeyondCaller(db, auth, found);
  if (beyond) {
    throw forbidden(
      'permission' in beyond ? ROLE_MESSAGES.cannotGrant(beyond.permission) : ROLE_MESSAGES.cannotGrantScope,
    );
  }
}

/**
 * Editing a person, or setting their password, is taking charge of them: the caller must hold everything the
 * person's roles carry, so nobody can disable, demote or take over someone more powerful than themselves.
 */
export async function checkOutranks(db: DbOrTx, auth: AuthContext, roleIds: number[]): Promise<boolean> {
  return (
    (await reachBeyondCaller(db, auth, await repo.findRolesByIds(db, auth.factoryId, roleIds))) === undefined
  );
}

function existing(db: DbOrTx, factoryId: number, ids: number[]) {
  return repo.findRolesByIds(db, factoryId, ids);
}

async function checkUnique(
  db: DbOrTx,
  factoryId: number,
  body: { name: string; code: string },
  exceptId?: number,
) {
  const others = (await repo.findRoleOptions(db, factoryId)).filter((role) => role.id !== exceptId);
  if (others.some((role) => role.name === body.name))
    throw conflict(ROLE_MESSAGES.duplicate('name', body.name));
  if (others.some((role) => role.code === body.code))
    throw conflict(ROLE_MESSAGES.duplicate('code', body.code));
}

/**
 * The unique indexes decide between two simultaneous writers that both passed checkUnique: the loser gets
 * the same 409 as if it had come second.
 */
async function uniqueRole<T>(write: Promise<T>, body: { name: string; code: string }): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'roles_name_uq') throw conflict(ROLE_MESSAGES.duplicate('name', body.name));
    if (constraint === 'roles_code_uq') throw conflict(ROLE_MESSAGES.duplicate('code', body.code));
    throw error;
  }
}

export type RoleService = ReturnType<typeof createRoleService>;

/**
 * Whether another member of the caller's factory holds one of these permissions (e.g. scan:self, who is paid
 * by the piece): other modules ask here rather than reading roles and grants themselves. `granted: true`
 * counts only what a role was granted (the administrator role does not hold a grant such as scan:self, which
 * says who someone is rather than what they may do).
 */
export function memberHoldsAny(
  db: DbOrTx,
  factoryId: number,
  memberId: number,
  permissions: string[],
  options: { granted?: boolean } = {},
): Promise<boolean> {
  return repo.memberHoldsAny(db, factoryId, memberId, permissions, options.granted === true);
}
