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
import { roles } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { orderBy } from '../../lib/sorting';
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
} as const;

const SORTABLE = { id: roles.id, name: roles.name, createTime: roles.createTime };

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
    const { rows, total } = await repo.findRolePage(db, auth.factoryId, {
      ...query,
      orderBy: orderBy(query.sort, SORTABLE, 'id', roles.id),
    });
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
      const roleId = await repo.insertRole(tx, auth.factoryId, values(body));
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
      await repo.updateRole(tx, auth.factoryId, body.id, values(body));
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

/**
 * Roles given to a person must exist in the factory, and the giver must hold everything they grant:
 * the administrator role only an administrator may give.
 */
export async function checkAssignable(db: DbOrTx, auth: AuthContext, roleIds: number[]): Promise<void> {
  if (roleIds.length === 0) return;
  const found = await repo.findRolesByIds(db, auth.factoryId, roleIds);
  const missing = roleIds.find((id) => !found.some((role) => role.id === id));
  if (missing !== undefined) throw notFound(`roleIds: role ${missing} does not exist`);
  const held = await auth.authorities();
  if (held.includes(ADMIN_AUTHORITY)) return;
  if (found.some((role) => role.code === ADMIN_AUTHORITY))
    throw forbidden(ROLE_MESSAGES.cannotGrant(ADMIN_AUTHORITY));
  const { menus } = await repo.findRoleDetails(db, auth.factoryId, roleIds);
  const granted = await repo.findMenusByIds(db, [...new Set(menus.map((menu) => menu.menuId))]);
  const beyond = granted.find((menu) => menu.permission && !held.includes(menu.permission));
  if (beyond?.permission) throw forbidden(ROLE_MESSAGES.cannotGrant(beyond.permission));
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

export type RoleService = ReturnType<typeof createRoleService>;
