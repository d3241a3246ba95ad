import { MENU_TYPES, type MenuDto } from '@gbo/contracts';
import { menuTitleIn } from '@/lib/menu-title';

/** A menu as a node of the grant tree. */
export interface GrantNode {
  key: number;
  title: string;
  /** 0 directory, 1 page, 2 button. */
  type: number;
  permission: string | null;
  /** The caller may not grant it: they do not hold its permission themselves. */
  disableCheckbox?: boolean;
  children?: GrantNode[];
}

/**
 * The grantable menus as tree nodes, titled in `language`; what the caller cannot grant is shown but cannot be
 * ticked.
 */
export function toGrantTree(
  menus: MenuDto[],
  mayGrant: (permission: string) => boolean,
  language: string,
): GrantNode[] {
  return menus.map((menu) => ({
    key: menu.id,
    title: menuTitleIn(language, menu),
    type: menu.type,
    permission: menu.permission,
    ...(menu.permission && !mayGrant(menu.permission) && { disableCheckbox: true }),
    ...(menu.children?.length && { children: toGrantTree(menu.children, mayGrant, language) }),
  }));
}

/** Where each menu sits, for ticking whole branches; which ones are directories. */
export interface MenuIndex {
  parentOf: ReadonlyMap<number, number | null>;
  childrenOf: ReadonlyMap<number, readonly number[]>;
  directories: ReadonlySet<number>;
}

export function indexMenus(menus: MenuDto[], parent: number | null = null, index = emptyIndex()): MenuIndex {
  for (const menu of menus) {
    index.parentOf.set(menu.id, parent);
    if (menu.type === MENU_TYPES.directory) index.directories.add(menu.id);
    index.childrenOf.set(
      menu.id,
      (menu.children ?? []).map((child) => child.id),
    );
    indexMenus(menu.children ?? [], menu.id, index);
  }
  return index;
}

function emptyIndex() {
  return {
    parentOf: new Map<number, number | null>(),
    childrenOf: new Map<number, number[]>(),
    directories: new Set<number>(),
  };
}

function descendants(index: MenuIndex, id: number): number[] {
  return (index.childrenOf.get(id) ?? []).flatMap((child) => [child, ...descendants(index, child)]);
}

function ancestors(index: MenuIndex, id: number): number[] {
  const parent = index.parentOf.get(id);
  return parent === null || parent === undefined ? [] : [parent, ...ancestors(index, parent)];
}

/**
 * Ticks or unticks a menu in a grant. Ticking grants the menu with everything below it (a page with its
 * buttons) and the menus above it (a button is no use without its page). Unticking takes the menu and
 * everything below it away, and a directory above that is left with nothing granted in it goes too.
 */
export function toggleGrant(index: MenuIndex, granted: ReadonlySet<number>, id: number, tick: boolean) {
  const next = new Set(granted);
  if (tick) {
    for (const menu of [id, ...descendants(index, id), ...ancestors(index, id)]) next.add(menu);
    return next;
  }
  for (const menu of [id, ...descendants(index, id)]) next.delete(menu);
  for (const above of ancestors(index, id)) {
    if (index.directories.has(above) && !descendants(index, above).some((menu) => next.has(menu)))
      next.delete(above);
  }
  return next;
}

/**
 * What the tree's boxes show, from the grant itself: a menu is ticked when it and everything below it are
 * granted, partly ticked when only some of that is (a directory with one of its pages, a page without all its
 * buttons, or a menu above granted ones that was never granted itself).
 */
export function grantChecks(index: MenuIndex, granted: ReadonlySet<number>) {
  const checked: number[] = [];
  const halfChecked: number[] = [];
  for (const id of index.parentOf.keys()) {
    const branch = [id, ...descendants(index, id)];
    const count = branch.filter((menu) => granted.has(menu)).length;
    if (count === branch.length) checked.push(id);
    else if (count > 0) halfChecked.push(id);
  }
  return { checked, halfChecked };
}

/** The role's grant restricted to the menus the tree shows. */
export function knownGrants(index: MenuIndex, menus: readonly number[]): Set<number> {
  return new Set(menus.filter((id) => index.parentOf.has(id)));
}

export function sameGrants(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/** Every menu that has menus below it: the tree opens them all. */
export function branchKeys(index: MenuIndex): number[] {
  return [...index.childrenOf].filter(([, children]) => children.length > 0).map(([id]) => id);
}
