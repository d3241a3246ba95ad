import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberRoles, roleDepts, roleMenus, roles } from '../../db/schema';
import { blurryMatch } from '../../lib/search';
import { orderBy } from '../../lib/sorting';

const roleColumns = {
  id: roles.id,
  name: roles.name,
  code: roles.code,
  description: roles.description,
  dataScope: roles.dataScope,
  createTime: roles.createTime,
};

const sortableColumns = { id: roles.id, name: roles.name, createTime: roles.createTime };

export async function findRolePage(
  db: DbOrTx,
  factoryId: number,
  query: { blurry?: string; page: number; size: number; sort?: string },
) {
  const where = and(
    eq(roles.factoryId, factoryId),
    blurryMatch(query.blurry, [roles.name, roles.code, roles.description]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(roleColumns)
      .from(roles)
      .where(where)
      .orderBy(...orderBy(query.sort, sortableColumns, 'id', roles.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(roles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type RoleRow = {
  id: number;
  name: string;
  code: string;
  description: string | null;
  dataScope: string;
  createTime: Date;
};

export async function findRoleOptions(db: DbOrTx, factoryId: number) {
  return db
    .select({ id: roles.id, name: roles.name, code: roles.code })
    .from(roles)
    .where(eq(roles.factoryId, factoryId))
    .orderBy(asc(roles.id));
}

export async function findRolesByIds(db: DbOrTx, factoryId: number, ids: number[]): Promise<RoleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.factoryId, factoryId), inArray(roles.id, ids)));
}

/** Each role's custom-scope departments and granted menus. */
export async function findRoleDetails(db: DbOrTx, factoryId: number, roleIds: number[]) {
  if (roleIds.length === 0) return { depts: [], menus: [] };
  const [deptRows, menuRows] = await Promise.all([
    db
      .select({ roleId: roleDepts.roleId, deptId: roleDepts.deptId })
      .from(roleDepts)
      .where(and(eq(roleDepts.factoryId, factoryId), inArray(roleDepts.roleId, roleIds))),
    db
      .select({ roleId: roleMenus.roleId, menuId: roleMenus.menuId })
      .from(roleMenus)
      .where(and(eq(roleMenus.factoryId, factoryId), inArray(roleMenus.roleId, roleIds))),
  ]);
  return { depts: deptRows, menus: menuRows };
}

/** Who holds the given roles (departed members too): a (role, member) pair each. */
export async function findHolders(db: DbOrTx, factoryId: number, roleIds: number[]) {
  if (roleIds.length === 0) return [];
  return db
    .select({ roleId: memberRoles.roleId, memberId: memberRoles.memberId })
    .from(memberRoles)
    .where(and(eq(memberRoles.factoryId, factoryId), inArray(memberRoles.roleId, roleIds)));
}

export type RoleValues = {
  name: string;
  code: string;
  description: string | null;
  dataScope: string;
};

export async function insertRole(db: DbOrTx, factoryId: number, values: RoleValues): Promise<number> {
  const [row] = await db
    .insert(roles)
    .values({ factoryId, ...values })
    .returning({ id: roles.id });
  if (!row) throw new Error('role insert returned nothing');
  return row.id;
}

export async function updateRole(db: DbOrTx, factoryId: number, id: number, values: RoleValues) {
  await db
    .update(roles)
    .set(values)
    .where(and(eq(roles.factoryId, factoryId), eq(roles.id, id)));
}

export async function replaceRoleDepts(db: DbOrTx, factoryId: number, roleId: number, deptIds: number[]) {
  await db.delete(roleDepts).where(and(eq(roleDepts.factoryId, factoryId), eq(roleDepts.roleId, roleId)));
  if (deptIds.length > 0) {
    await db.insert(roleDepts).values(deptIds.map((deptId) => ({ factoryId, roleId, deptId })));
  }
}

export async function replaceRoleMenus(db: DbOrTx, factoryId: number, roleId: number, menuIds: number[]) {
  await db.delete(roleMenus).where(and(eq(roleMenus.factoryId, factoryId), eq(roleMenus.roleId, roleId)));
  if (menuIds.length > 0) {
    await db.insert(roleMenus).values(menuIds.map((menuId) => ({ factoryId, roleId, menuId })));
  }
}

export async function deleteRoles(db: DbOrTx, factoryId: number, ids: number[]) {
  // Departed members' old role links go too; their history does not depend on them.
  await db
    .delete(memberRoles)
    .where(and(eq(memberRoles.factoryId, factoryId), inArray(memberRoles.roleId, ids)));
  await db.delete(roles).where(and(eq(roles.factoryId, factoryId), inArray(roles.id, ids)));
}

/** The roles of the given members, in role order. */
export async function findRolesOfMembers(db: DbOrTx, factoryId: number, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({ memberId: memberRoles.memberId, id: roles.id, name: roles.name })
    .from(memberRoles)
    .innerJoin(roles, and(eq(roles.factoryId, memberRoles.factoryId), eq(roles.id, memberRoles.roleId)))
    .where(and(eq(memberRoles.factoryId, factoryId), inArray(memberRoles.memberId, memberIds)))
    .orderBy(asc(roles.id));
}

export async function replaceMemberRoles(db: DbOrTx, factoryId: number, memberId: number, roleIds: number[]) {
  await db
    .delete(memberRoles)
    .where(and(eq(memberRoles.factoryId, factoryId), eq(memberRoles.memberId, memberId)));
  if (roleIds.length > 0) {
    await db.insert(memberRoles).values(roleIds.map((roleId) => ({ factoryId, memberId, roleId })));
  }
}

/** The ids of a member's roles. */
function rolesOf(db: DbOrTx, factoryId: number, memberId: number) {
  return db
    .select({ roleId: memberRoles.roleId })
    .from(memberRoles)
    .where(and(eq(memberRoles.factoryId, factoryId), eq(memberRoles.memberId, memberId)));
}

/** What a member's roles carry: their codes and the menus granted to them. */
export async function findGrants(db: DbOrTx, factoryId: number, memberId: number) {
  const codes = await db
    .select({ code: roles.code })
    .from(roles)
    .where(and(eq(roles.factoryId, factoryId), inArray(roles.id, rolesOf(db, factoryId, memberId))));
  const menus = await db
    .selectDistinct({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(
      and(eq(roleMenus.factoryId, factoryId), inArray(roleMenus.roleId, rolesOf(db, factoryId, memberId))),
    );
  return { codes: codes.map((row) => row.code), menuIds: menus.map((row) => row.menuId) };
}

/** The data scope of each of a member's roles, with a custom scope's departments. */
export async function findScopesOf(db: DbOrTx, factoryId: number, memberId: number) {
  const scopes = await db
    .select({ roleId: roles.id, dataScope: roles.dataScope })
    .from(roles)
    .where(and(eq(roles.factoryId, factoryId), inArray(roles.id, rolesOf(db, factoryId, memberId))));
  const customRoleIds = scopes.filter((scope) => scope.dataScope === 'custom').map((scope) => scope.roleId);
  const customDepts =
    customRoleIds.length === 0
      ? []
      : await db
          .select({ deptId: roleDepts.deptId })
          .from(roleDepts)
          .where(and(eq(roleDepts.factoryId, factoryId), inArray(roleDepts.roleId, customRoleIds)));
  return {
    dataScopes: scopes.map((scope) => scope.dataScope),
    customDeptIds: customDepts.map((row) => row.deptId),
  };
}
