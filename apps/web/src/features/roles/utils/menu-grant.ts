import type { MenuDto } from '@gbo/contracts';

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

/** The grantable menus as tree nodes; what the caller cannot grant is shown but cannot be ticked. */
export function toGrantTree(menus: MenuDto[], mayGrant: (permission: string) => boolean): GrantNode[] {
  return menus.map((menu) => ({
    key: menu.id,
    title: menu.title,
    type: menu.type,
    permission: menu.permission,
    ...(menu.permission && !mayGrant(menu.permission) && { disableCheckbox: true }),
    ...(menu.children?.length && { children: toGrantTree(menu.children, mayGrant) }),
  }));
}

/** Where each menu sits, for ticking whole branches. */
export interface MenuIndex {
  parentOf: ReadonlyMap<number, number | null>;
  childrenOf: ReadonlyMap<number, readonly number[]>;
}

export function indexMenus(menus: MenuDto[], parent: number | null = null, index = emptyIndex()): MenuIndex {
  for (const menu of menus) {
    index.parentOf.set(menu.id, parent);
    index.childrenOf.set(
      menu.id,
      (menu.children ?? []).map((child) => child.id),
    );
    indexMenus(menu.children ?? [], menu.id, index);
  }
  return index;
}

function emptyIndex() {
  return { parentOf: new Map<number, number | null>(), childrenOf: new Map<number, number[]>() };
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
 * buttons) and the directories above it (a button is no use without its page). Unticking takes the menu and
 * everything below it away and leaves the directories above alone.
 */
export function toggleGrant(index: MenuIndex, granted: ReadonlySet<number>, id: number, tick: boolean) {
  const next = new Set(granted);
  if (tick) {
    for (const menu of [id, ...descendants(index, id), ...ancestors(index, id)]) next.add(menu);
  } else {
    for (const menu of [id, ...descendants(index, id)]) next.delete(menu);
  }
  return next;
}

/** The role's grant restricted to the menus the tree shows. */
export function knownGrants(index: MenuIndex, menus: readonly number[]): Set<number> {
  return new Set(menus.filter((id) => index.parentOf.has(id)));
}

export function sameGrants(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/**
 * The menus shown as partly ticked: not granted themselves, but above a granted one (roles made before their
 * directories were granted; the sidebar shows such directories anyway).
 */
export function partialKeys(index: MenuIndex, granted: ReadonlySet<number>): number[] {
  const partial = new Set([...granted].flatMap((id) => ancestors(index, id)));
  return [...partial].filter((id) => !granted.has(id));
}

/** Every menu that has menus below it: the tree opens them all. */
export function branchKeys(index: MenuIndex): number[] {
  return [...index.childrenOf].filter(([, children]) => children.length > 0).map(([id]) => id);
}
