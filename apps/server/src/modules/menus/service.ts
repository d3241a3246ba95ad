import {
  MENU_TYPES,
  type MenuCreate,
  type MenuDto,
  type MenuQuery,
  type MenuUpdate,
  type MenuVo,
  type Page,
} from '@gbo/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../lib/auth-context';
import {
  buildMenuVos,
  buildTree,
  type MenuDtoRow,
  superiorRows,
  toMenuDto,
  toMenuDtoTree,
  withAncestors,
  withDescendants,
} from './menu-tree';
import { PLATFORM_PERMISSIONS } from '../../lib/permissions';
import * as repo from './repository';
import { msg } from '../../lib/messages';

export const MENU_MESSAGES = {
  noSuchMenu: (ids: number[]) => msg('menus.notFound', { ids: ids.join(', ') }),
  noSuchParent: (pid: number) => msg('menus.noSuchParent', { pid }),
  parentIsButton: msg('menus.parentIsButton'),
  parentInOwnBranch: msg('menus.parentInOwnBranch'),
  buttonWithChildren: msg('menus.buttonWithChildren'),
  componentNameTaken: (name: string) => msg('menus.componentNameTaken', { name }),
} as const;

type MenuLink = Awaited<ReturnType<typeof repo.findMenuLinks>>[number];

/** The parent exists, is not a button, and is neither the menu itself nor below it (no cycles). */
function checkParent(links: MenuLink[], pid: number | null, id: number | null): void {
  if (pid === null) return;
  const parent = links.find((link) => link.id === pid);
  if (!parent) throw notFound(MENU_MESSAGES.noSuchParent(pid));
  if (parent.type === MENU_TYPES.button) throw badRequest(MENU_MESSAGES.parentIsButton);
  if (id !== null && withDescendants(links, [id]).includes(pid))
    throw badRequest(MENU_MESSAGES.parentInOwnBranch);
}

/** Buttons are permissions, not places in the tree: a menu with sub-menus cannot become one. */
function checkButtonHasNoChildren(links: MenuLink[], type: number, id: number): void {
  if (type === MENU_TYPES.button && links.some((link) => link.pid === id)) {
    throw badRequest(MENU_MESSAGES.buttonWithChildren);
  }
}

/**
 * The menus a member's roles were granted: grants are the roles module's, which stands on this one (wired in
 * services.ts).
 */
export type MenuGrants = { grantedMenuIds(factoryId: number, memberId: number): Promise<number[]> };

export type MenuServiceDeps = {
  db: Db;
  /** Which menus a member's roles were given: the navigation they are shown. */
  roles: MenuGrants;
};

export function createMenuService({ db, roles }: MenuServiceDeps) {
  /** `api/menus/build`: a platform operator navigates everything; a member what their roles were granted. */
  async function buildForCaller(auth: AuthContext): Promise<MenuVo[]> {
    const rows = await repo.findNavigationMenus(db);
    if (auth.platformAdmin) return buildMenuVos(buildTree(rows));
    if (auth.memberId === null) return [];
    const granted = withAncestors(rows, await roles.grantedMenuIds(auth.factoryId, auth.memberId));
    return buildMenuVos(buildTree(rows.filter((row) => granted.has(row.id))));
  }

  async function requireMenu(tx: DbOrTx, id: number): Promise<MenuDtoRow> {
    const menu = await repo.findMenu(tx, id);
    if (!menu) throw notFound(MENU_MESSAGES.noSuchMenu([id]));
    return menu;
  }

  /**
   * `GET api/menus`: a search (`blurry`) lists matches from every level; otherwise one level is listed, the
   * top level by default, and the top level comes with everything below it nested, as eladmin's tree.
   */
  async function list(query: MenuQuery): Promise<Page<MenuDto>> {
    if (query.pid !== null) await requireMenu(db, query.pid);
    const searching = Boolean(query.blurry);
    const anyLevel = searching && query.pid === null;
    const page = await repo.findMenuPage(
      db,
      { titleContains: query.blurry, pid: anyLevel ? undefined : query.pid },
      query,
    );
    if (searching || query.pid !== null) {
      return { content: page.content.map(toMenuDto), totalElements: page.totalElements };
    }
    const nodes = new Map(buildTree(await repo.findAllMenus(db)).map((node) => [node.id, node]));
    return {
      content: page.content.map((row) => {
        const node = nodes.get(row.id);
        return node ? toMenuDtoTree(node) : toMenuDto(row);
      }),
      totalElements: page.totalElements,
    };
  }

  /** `GET api/menus/lazy`: one level of the tree, for tables and pickers that open it on demand. */
  async function lazy(pid: number | null): Promise<MenuDto[]> {
    if (pid !== null) await requireMenu(db, pid);
    return (await repo.findMenusByParent(db, pid)).map(toMenuDto);
  }

  /** `GET api/menus/child`: the menu and everything below it (what deleting it would remove). */
  async function childIds(id: number): Promise<number[]> {
    await requireMenu(db, id);
    return withDescendants(await repo.findMenuLinks(db), [id]);
  }

  /** `POST api/menus/superior`: the tree a parent picker shows while the given menus are edited. */
  async function superior(ids: number[]): Promise<MenuDto[]> {
    const rows = await repo.findAllMenus(db);
    const known = new Set(rows.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw notFound(MENU_MESSAGES.noSuchMenu(unknown));
    // The edited menus are not offered, so their parents count them out of their sub-menus.
    const editedParents = rows.filter((row) => ids.includes(row.id)).map((row) => row.pid);
    const shown = superiorRows(rows, ids).map((row) => ({
      ...row,
      subCount: row.subCount - editedParents.filter((pid) => pid === row.id).length,
    }));
    return buildTree(shown).map(toMenuDtoTree);
  }

  /** A component name names one menu only (the client's keep-alive cache goes by it). */
  async function checkComponentName(tx: Tx, componentName: string | null, id: number | null) {
    if (!componentName) return;
    const holder = await repo.findMenuIdByComponentName(tx, componentName);
    if (holder !== null && holder !== id) throw conflict(MENU_MESSAGES.componentNameTaken(componentName));
  }

  /** The rules that need the rest of the tree, read under the menu write lock. */
  async function checkPlacement(tx: Tx, menu: MenuCreate, id: number | null): Promise<void> {
    const links = await repo.findMenuLinks(tx);
    checkParent(links, menu.pid, id);
    if (id !== null) checkButtonHasNoChildren(links, menu.type, id);
    await checkComponentName(tx, menu.componentName, id);
  }

  async function create(menu: MenuCreate): Promise<MenuDto> {
    return db.transaction(async (tx) => {
      await repo.lockMenuWrites(tx);
      await checkPlacement(tx, menu, null);
      return toMenuDto(await requireMenu(tx, await repo.insertMenu(tx, menu)));
    });
  }

  async function update({ id, ...menu }: MenuUpdate): Promise<void> {
    await db.transaction(async (tx) => {
      await repo.lockMenuWrites(tx);
      await requireMenu(tx, id);
      await checkPlacement(tx, menu, id);
      await repo.updateMenu(tx, id, menu);
    });
  }

  /** Deletes the menus with everything below them, all or nothing: an unknown id deletes none. */
  async function remove(ids: number[]): Promise<void> {
    const wanted = [...new Set(ids)];
    await db.transaction(async (tx) => {
      await repo.lockMenuWrites(tx);
      const deleted = new Set(await repo.deleteMenus(tx, wanted));
      const missing = wanted.filter((id) => !deleted.has(id));
      if (missing.length > 0) throw notFound(MENU_MESSAGES.noSuchMenu(missing));
    });
  }

  /**
   * The whole catalogue a role may be granted from (the roles screen's tree): directories, pages and buttons,
   * without the platform's own screens unless the caller is a platform operator.
   */
  async function grantableTree(auth: AuthContext): Promise<MenuDto[]> {
    const rows = await repo.findAllMenus(db);
    const grantable = auth.platformAdmin
      ? rows
      : rows.filter((row) => !row.permission || !PLATFORM_PERMISSIONS.has(row.permission));
    return buildTree(grantable).map(toMenuDtoTree);
  }

  return {
    buildForCaller,
    grantableTree,
    list,
    lazy,
    childIds,
    superior,
    create,
    update,
    remove,
    /** The given menus' permission strings (the whole catalogue when no ids are given): what a grant names. */
    permissions: (ids?: readonly number[]) => repo.findPermissions(db, ids),
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
