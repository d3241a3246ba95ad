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
import { type Db, type DbOrTx, inTransaction } from '../../db/client';
import { type AuthContext, hasAnyAuthority } from '../../lib/auth-context';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { PLATFORM_PERMISSIONS } from '../../lib/permissions';
import { canSee, type DeptService } from '../depts';
import type { MenuService } from '../menus';
import { createDefaultRoles } from './default-roles';
import * as repo from './repository';
import { msg } from '../../lib/messages';

export const ROLE_MESSAGES = {
  notFound: (id: number) => msg('roles.notFound', { id }),
  duplicate: (field: 'name' | 'code', value: string) =>
    msg(field === 'name' ? 'roles.nameTaken' : 'roles.codeTaken', { value }),
  adminReserved: msg('roles.adminReserved'),
  adminProtected: msg('roles.adminProtected'),
  stillHeld: (people: number) => msg(people === 1 ? 'roles.stillHeldOne' : 'roles.stillHeld', { people }),
  deptNotFound: (id: number) => msg('roles.deptNotFound', { id }),
  menuNotFound: (id: number) => msg('roles.menuNotFound', { id }),
  cannotGrant: (permission: string) => msg('roles.cannotGrant', { permission }),
  cannotGrantScope: msg('roles.cannotGrantScope'),
} as const;

/**
 * Of some members, those who have not left the factory: members are the people module's, which stands on
 * this one (wired in services.ts).
 */
export type CurrentMembers = {
  currentAmong(factoryId: number, memberIds: readonly number[]): Promise<number[]>;
};

export type RoleServiceDeps = {
  db: Db;
  /** Departments and the data scope are the depts module's. */
  depts: Pick<DeptService, 'visibleDepts' | 'names'>;
  /** The menu catalogue (what a grant names) is the menus module's. */
  menus: Pick<MenuService, 'permissions'>;
  /** Which holders of a role are still in the factory. */
  people: CurrentMembers;
};

export function createRoleService({ db, depts, menus, people }: RoleServiceDeps) {
  /** Current (not departed) holders of each of the given roles. */
  async function currentHolders(factoryId: number, roleIds: number[]) {
    const holders = await repo.findHolders(db, factoryId, roleIds);
    const current = new Set(
      await people.currentAmong(factoryId, [...new Set(holders.map((h) => h.memberId))]),
    );
    return holders.filter((holder) => current.has(holder.memberId));
  }

  /** Roles as the client sees them: with their departments, granted menus and member counts. */
  async function describe(factoryId: number, rows: repo.RoleRow[]): Promise<Role[]> {
    const roleIds = rows.map((row) => row.id);
    const details = await repo.findRoleDetails(db, factoryId, roleIds);
    const holders = await currentHolders(factoryId, roleIds);
    const deptNames = new Map(
      (await depts.names(factoryId, [...new Set(details.depts.map((d) => d.deptId))])).map((d) => [
        d.id,
        d.name,
      ]),
    );
    return rows.map((row) => ({
      ...row,
      dataScope: row.dataScope as DataScope,
      createTime: row.createTime.toISOString(),
      depts: details.depts
        .filter((d) => d.roleId === row.id && deptNames.has(d.deptId))
        .map((d) => ({ id: d.deptId, name: deptNames.get(d.deptId) as string })),
      menus: details.menus.filter((m) => m.roleId === row.id).map((m) => m.menuId),
      memberCount: holders.filter((holder) => holder.roleId === row.id).length,
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
  async function checkDepts(auth: AuthContext, deptIds: number[]) {
    const found = new Set((await depts.names(auth.factoryId, deptIds)).map((dept) => dept.id));
    const visible = await depts.visibleDepts(auth);
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
    const id = await inTransaction(db, async (tx) => {
      await checkUnique(tx, auth.factoryId, body);
      await checkDepts(auth, body.deptIds);
      await checkScopeWithinCaller(auth, body.dataScope);
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
    await inTransaction(db, async (tx) => {
      const [current] = await existing(tx, auth.factoryId, [body.id]);
      if (!current) throw notFound(ROLE_MESSAGES.notFound(body.id));
      const wasAdmin = current.code === ADMIN_AUTHORITY;
      if (wasAdmin !== (body.code === ADMIN_AUTHORITY)) {
        throw badRequest(wasAdmin ? ROLE_MESSAGES.adminProtected : ROLE_MESSAGES.adminReserved);
      }
      await checkUnique(tx, auth.factoryId, body, body.id);
      await checkDepts(auth, body.deptIds);
      await checkScopeWithinCaller(auth, body.dataScope);
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
    await inTransaction(db, async (tx) => {
      if ((await existing(tx, auth.factoryId, [body.id])).length === 0)
        throw notFound(ROLE_MESSAGES.notFound(body.id));
      const ids = [...new Set(body.menus)];
      const found = await menus.permissions(ids);
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
    await inTransaction(db, async (tx) => {
      const found = await existing(tx, auth.factoryId, ids);
      const missing = ids.find((id) => !found.some((role) => role.id === id));
      if (missing !== undefined) throw notFound(ROLE_MESSAGES.notFound(missing));
      if (found.some((role) => role.code === ADMIN_AUTHORITY)) throw badRequest(ROLE_MESSAGES.adminProtected);
      const holders = (await currentHolders(auth.factoryId, ids)).length;
      if (holders > 0) throw conflict(ROLE_MESSAGES.stillHeld(holders));
      await repo.deleteRoles(tx, auth.factoryId, ids);
    });
  }

  /** A role's scope of "all departments" only a caller who sees all departments may give (eladmin's data scope). */
  async function checkScopeWithinCaller(auth: AuthContext, dataScope: DataScope) {
    if (dataScope === 'all' && (await depts.visibleDepts(auth)) !== 'all') {
      throw forbidden(ROLE_MESSAGES.cannotGrantScope);
    }
  }

  /**
   * What the given roles carry beyond the caller's own reach: a permission the caller does not hold, or a data
   * scope wider than the caller's (all departments, or custom departments the caller cannot see). An
   * administrator holds everything; the administrator role is beyond anyone else.
   */
  async function reachBeyondCaller(
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
    const granted = await menus.permissions([...new Set(details.menus.map((menu) => menu.menuId))]);
    const beyond = granted.find((menu) => menu.permission && !held.includes(menu.permission));
    if (beyond?.permission) return { permission: beyond.permission };
    const visible = await depts.visibleDepts(auth);
    if (visible === 'all') return undefined;
    const widens =
      found.some((role) => role.dataScope === 'all') ||
      details.depts.some((dept) => !canSee(visible, dept.deptId));
    return widens ? { scope: true } : undefined;
  }

  /**
   * Roles given to a person must exist in the factory, and the giver must hold everything they grant:
   * every permission, and a data scope within their own.
   */
  async function checkAssignable(auth: AuthContext, roleIds: number[]): Promise<void> {
    const found = await repo.findRolesByIds(db, auth.factoryId, roleIds);
    const missing = roleIds.find((id) => !found.some((role) => role.id === id));
    if (missing !== undefined) throw notFound('roles.roleNotFound', { id: missing });
    const beyond = await reachBeyondCaller(auth, found);
    if (beyond) {
      throw forbidden(
        'permission' in beyond
          ? ROLE_MESSAGES.cannotGrant(beyond.permission)
          : ROLE_MESSAGES.cannotGrantScope,
      );
    }
  }

  /**
   * Editing a person, or setting their password, is taking charge of them: the caller must hold everything the
   * person's roles carry, so nobody can disable, demote or take over someone more powerful than themselves.
   */
  async function checkOutranks(auth: AuthContext, roleIds: number[]): Promise<boolean> {
    return (
      (await reachBeyondCaller(auth, await repo.findRolesByIds(db, auth.factoryId, roleIds))) === undefined
    );
  }

  /** What a member's roles carry: their codes and the permission strings of the menus granted to them. */
  async function grantsOf(factoryId: number, memberId: number) {
    const { codes, menuIds } = await repo.findGrants(db, factoryId, memberId);
    const permissions = (await menus.permissions(menuIds)).flatMap((menu) => menu.permission || []);
    return { codes, permissions };
  }

  /**
   * What a caller may do in a factory (eladmin's authorities): a platform operator holds `admin` everywhere;
   * a member holds their role codes and the permission strings granted to those roles.
   */
  async function authoritiesOf(who: { platformAdmin: boolean; factoryId: number; memberId: number | null }) {
    if (who.platformAdmin) return [ADMIN_AUTHORITY];
    if (who.memberId === null) return [];
    const { codes, permissions } = await grantsOf(who.factoryId, who.memberId);
    return [...new Set([...codes, ...permissions])].sort();
  }

  /**
   * Whether another member of the caller's factory holds one of these permissions (e.g. scan:self, who is
   * paid by the piece): other modules ask here rather than reading roles and grants themselves.
   * `granted: true` counts only what a role was granted (the administrator role does not hold a grant such as
   * scan:self, which says who someone is rather than what they may do).
   */
  async function memberHoldsAny(
    factoryId: number,
    memberId: number,
    wanted: string[],
    options: { granted?: boolean } = {},
  ): Promise<boolean> {
    const { codes, permissions } = await grantsOf(factoryId, memberId);
    if (!options.granted && codes.includes(ADMIN_AUTHORITY)) return true;
    return permissions.some((permission) => wanted.includes(permission));
  }

  return {
    list,
    options,
    get,
    create,
    update,
    grantMenus,
    remove,
    checkAssignable,
    checkOutranks,
    authoritiesOf,
    memberHoldsAny,
    /** The data scope of each of a member's roles, with a custom scope's departments. */
    scopesOf: (factoryId: number, memberId: number) => repo.findScopesOf(db, factoryId, memberId),
    /** The ids of the menus granted to any role of a member. */
    grantedMenuIds: async (factoryId: number, memberId: number) =>
      (await repo.findGrants(db, factoryId, memberId)).menuIds,
    /** The roles of the given members, in role order. */
    rolesOf: (factoryId: number, memberIds: number[]) => repo.findRolesOfMembers(db, factoryId, memberIds),
    /** Gives a member exactly these roles (the caller has checked them: checkAssignable). */
    setMemberRoles: (factoryId: number, memberId: number, roleIds: number[]) =>
      repo.replaceMemberRoles(db, factoryId, memberId, roleIds),
    /** A new factory's roles, granted from the menu catalogue; each one's id by code. */
    createDefaults: async (factoryId: number) => createDefaultRoles(db, factoryId, await menus.permissions()),
  };
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
