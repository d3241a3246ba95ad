import { ADMIN_AUTHORITY } from '@gbo/contracts';
import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { depts, memberRoles, members, menus, roleDepts, roleMenus, roles } from '../../db/schema';
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

/** Each role's custom-scope departments, granted menus and number of current members. */
export async function findRoleDetails(db: DbOrTx, factoryId: number, roleIds: number[]) {
  if (roleIds.length === 0) return { depts: [], menus: [], members: [] };
  const [deptRows, menuRows, memberRows] = await Promise.all([
    db
      .select({ roleId: roleDepts.roleId, id: depts.id, name: depts.name })
      .from(roleDepts)
      .innerJoin(depts, and(eq(depts.factoryId, roleDepts.factoryId), eq(depts.id, roleDepts.deptId)))
      .where(and(eq(roleDepts.factoryId, factoryId), inArray(roleDepts.roleId, roleIds))),
    db
      .select({ roleId: roleMenus.roleId, menuId: roleMenus.menuId })
      .from(roleMenus)
      .where(and(eq(roleMenus.factoryId, factoryId), inArray(roleMenus.roleId, roleIds))),
    db
      .select({ roleId: memberRoles.roleId, n: count() })
      .from(memberRoles)
      .innerJoin(
        members,
        and(eq(members.factoryId, memberRoles.factoryId), eq(members.id, memberRoles.memberId)),
      )
      .where(
        and(
          eq(memberRoles.factoryId, factoryId),
          inArray(memberRoles.roleId, roleIds),
          isNull(members.leftAt),
        ),
      )
      .groupBy(memberRoles.roleId),
  ]);
  return { depts: deptRows, menus: menuRows, members: memberRows };
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

export async function findMenusByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: menus.id, permission: menus.permission }).from(menus).where(inArray(menus.id, ids));
}

export async function countMembersHolding(db: DbOrTx, factoryId: number, roleIds: number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberRoles)
    .innerJoin(
      members,
      and(eq(members.factoryId, memberRoles.factoryId), eq(members.id, memberRoles.memberId)),
    )
    .where(
      and(eq(memberRoles.factoryId, factoryId), inArray(memberRoles.roleId, roleIds), isNull(members.leftAt)),
    );
  return row?.n ?? 0;
}

export async function deleteRoles(db: DbOrTx, factoryId: number, ids: number[]) {
  // Departed members' old role links go too; their history does not depend on them.
  await db
    .delete(memberRoles)
    .where(and(eq(memberRoles.factoryId, factoryId), inArray(memberRoles.roleId, ids)));
  await db.delete(roles).where(and(eq(roles.factoryId, factoryId), inArray(roles.id, ids)));
}

/** Which of the given departments exist in the factory. */
export async function findExistingDeptIds(db: DbOrTx, factoryId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: depts.id })
    .from(depts)
    .where(and(eq(depts.factoryId, factoryId), inArray(depts.id, ids)));
  return rows.map((row) => row.id);
}

/**
 * Whether a member of the factory holds one of these permissions through their roles (the administrator
 * role holds every permission, unless `grantedOnly`: then only a role's granted menus count).
 */
export async function memberHoldsAny(
  db: DbOrTx,
  factoryId: number,
  memberId: number,
  permissions: string[],
  grantedOnly = false,
): Promise<boolean> {
  const rows = await db
    .select({ roleId: memberRoles.roleId })
    .from(memberRoles)
    .innerJoin(roles, and(eq(roles.factoryId, memberRoles.factoryId), eq(roles.id, memberRoles.roleId)))
    .leftJoin(roleMenus, and(eq(roleMenus.factoryId, roles.factoryId), eq(roleMenus.roleId, roles.id)))
    .leftJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(
      and(
        eq(memberRoles.factoryId, factoryId),
        eq(memberRoles.memberId, memberId),
        grantedOnly
          ? inArray(menus.permission, permissions)
          : or(eq(roles.code, ADMIN_AUTHORITY), inArray(menus.permission, permissions)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
