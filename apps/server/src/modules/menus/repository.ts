import type { MenuCreate, Page, PageQuery } from '@gbo/contracts';
import { and, asc, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { menus } from '../../db/schema';
import { blurryMatch } from '../../lib/search';
import { orderBy } from '../../lib/sorting';
import { MENU_TYPES } from '@gbo/contracts';
import type { MenuDtoRow, MenuRow } from './menu-tree';

const menuRowColumns = {
  id: menus.id,
  pid: menus.pid,
  type: menus.type,
  title: menus.title,
  titleZh: menus.titleZh,
  componentName: menus.componentName,
  component: menus.component,
  path: menus.path,
  icon: menus.icon,
  sort: menus.sort,
  cache: menus.cache,
  hidden: menus.hidden,
  iFrame: menus.iFrame,
};

/** Every directory and page (buttons are permissions, not navigation). */
export async function findNavigationMenus(db: DbOrTx): Promise<MenuRow[]> {
  return db.select(menuRowColumns).from(menus).where(ne(menus.type, MENU_TYPES.button));
}

/** The given menus' permission strings (the catalogue entire when no ids are given). */
export async function findPermissions(db: DbOrTx, ids?: readonly number[]) {
  if (ids?.length === 0) return [];
  return db
    .select({ id: menus.id, permission: menus.permission })
    .from(menus)
    .where(ids ? inArray(menus.id, [...ids]) : undefined);
}

// ─── Menu management (platform operators) ────────────────────────────────────────────────────

const menuDtoColumns = {
  ...menuRowColumns,
  permission: menus.permission,
  createTime: menus.createTime,
  // Qualified by hand: drizzle leaves the outer column unqualified, which would mean sub.id in here.
  subCount: sql<number>`(select count(*) from ${menus} as sub where sub.pid = ${menus}.id)`.mapWith(Number),
};

const sortableMenuColumns = {
  menuSort: menus.sort,
  title: menus.title,
  createTime: menus.createTime,
  id: menus.id,
};

/** An arbitrary constant naming the advisory lock that serialises menu writes across server processes. */
const MENU_WRITE_LOCK_KEY = 727_400_002;

export type MenuFilter = {
  titleContains?: string;
  /** A parent's id, null for the top level, absent for any level. */
  pid?: number | null;
};

function parentIs(pid: number | null): SQL {
  return pid === null ? isNull(menus.pid) : eq(menus.pid, pid);
}

/** One page of menus, ordered by `sort` (menuSort ascending unless told otherwise). */
export async function findMenuPage(
  db: DbOrTx,
  filter: MenuFilter,
  page: PageQuery,
): Promise<Page<MenuDtoRow>> {
  const where = and(
    blurryMatch(filter.titleContains, [menus.title, menus.titleZh]),
    filter.pid === undefined ? undefined : parentIs(filter.pid),
  );
  const [content, [total]] = await Promise.all([
    db
      .select(menuDtoColumns)
      .from(menus)
      .where(where)
      .orderBy(...orderBy(page.sort ?? 'menuSort,asc', sortableMenuColumns, 'menuSort', menus.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(menus).where(where),
  ]);
  return { content, totalElements: total?.n ?? 0 };
}

/** The direct sub-menus of a parent (null: the top level), in menuSort order. */
export async function findMenusByParent(db: DbOrTx, pid: number | null): Promise<MenuDtoRow[]> {
  return db.select(menuDtoColumns).from(menus).where(parentIs(pid)).orderBy(asc(menus.sort), asc(menus.id));
}

export async function findAllMenus(db: DbOrTx): Promise<MenuDtoRow[]> {
  return db.select(menuDtoColumns).from(menus);
}

export async function findMenu(db: DbOrTx, id: number): Promise<MenuDtoRow | null> {
  const [row] = await db.select(menuDtoColumns).from(menus).where(eq(menus.id, id));
  return row ?? null;
}

/** How every menu hangs together: enough to check a new place in the tree. */
export async function findMenuLinks(db: DbOrTx): Promise<{ id: number; pid: number | null; type: number }[]> {
  return db.select({ id: menus.id, pid: menus.pid, type: menus.type }).from(menus);
}

export async function findMenuIdByComponentName(db: DbOrTx, componentName: string): Promise<number | null> {
  const [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.componentName, componentName));
  return row?.id ?? null;
}

/**
 * Serialises menu writes until the transaction ends: the unique component name and the no-cycle rule are
 * checked by reading the table, so two writers must not check at the same time.
 */
export async function lockMenuWrites(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MENU_WRITE_LOCK_KEY})`);
}

function menuValues(menu: MenuCreate) {
  return {
    pid: menu.pid,
    type: menu.type,
    title: menu.title,
    titleZh: menu.titleZh,
    componentName: menu.componentName,
    component: menu.component,
    path: menu.path,
    icon: menu.icon,
    permission: menu.permission,
    sort: menu.menuSort,
    cache: menu.cache,
    hidden: menu.hidden,
    iFrame: menu.iFrame,
  };
}

export async function insertMenu(db: DbOrTx, menu: MenuCreate): Promise<number> {
  const [row] = await db.insert(menus).values(menuValues(menu)).returning({ id: menus.id });
  if (!row) throw new Error('menu insert returned nothing');
  return row.id;
}

export async function updateMenu(db: DbOrTx, id: number, menu: MenuCreate): Promise<void> {
  await db
    .update(menus)
    .set({ ...menuValues(menu), updateTime: sql`now()` })
    .where(eq(menus.id, id));
}

/** Deletes menus (their sub-menus and role grants go by cascade); returns the ids that existed. */
export async function deleteMenus(db: DbOrTx, ids: number[]): Promise<number[]> {
  const rows = await db.delete(menus).where(inArray(menus.id, ids)).returning({ id: menus.id });
  return rows.map((row) => row.id);
}
