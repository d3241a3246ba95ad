import { isExternalLink, MENU_TYPES, type MenuDto, type MenuVo } from '@gbo/contracts';

/** The menu columns the tree builder reads. */
export type MenuRow = {
  id: number;
  pid: number | null;
  type: number;
  title: string;
  titleZh: string | null;
  componentName: string | null;
  component: string | null;
  path: string | null;
  icon: string | null;
  sort: number;
  cache: boolean;
  hidden: boolean;
  iFrame: boolean;
};

/** A menu as the menu screen shows it: the navigation columns, its permission string and its sub-menu count. */
export type MenuDtoRow = MenuRow & { permission: string | null; createTime: Date; subCount: number };

/** What linking rows into a tree needs. */
export type TreeLink = { id: number; pid: number | null };
export type TreeNode<T> = T & { children: TreeNode<T>[] };
export type MenuNode = TreeNode<MenuRow>;

/** Links rows into a forest by pid, each level ordered by sort then id; rows whose parent is absent are dropped. */
export function buildTree<T extends TreeLink & { sort: number }>(rows: T[]): TreeNode<T>[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...row, children: [] as TreeNode<T>[] }]));
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    if (node.pid === null) roots.push(node);
    else nodes.get(node.pid)?.children.push(node);
  }
  const order = (list: TreeNode<T>[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const node of list) order(node.children);
    return list;
  };
  return order(roots);
}

/** The given ids and every id below them, parents before children (eladmin's child menus). */
export function withDescendants(links: TreeLink[], ids: number[]): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const link of links) {
    if (link.pid === null) continue;
    const siblings = childrenOf.get(link.pid);
    if (siblings) siblings.push(link.id);
    else childrenOf.set(link.pid, [link.id]);
  }
  const result = new Set<number>();
  const queue = [...ids];
  // A visited set, so even a cycle in bad data cannot loop forever.
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (result.has(id)) continue;
    result.add(id);
    queue.push(...(childrenOf.get(id) ?? []));
  }
  return [...result];
}

/**
 * eladmin's `superior`: the top level, plus the siblings of each given menu and of each of its ancestors, so a
 * parent picker opens expanded down to where the menu sits. The given menus themselves are left out: a menu
 * cannot become its own parent, and without it its sub-menus have no place in the tree either.
 */
export function superiorRows<T extends TreeLink>(rows: T[], ids: number[]): T[] {
  const pidOf = new Map(rows.map((row) => [row.id, row.pid]));
  const shownLevels = new Set<number | null>([null]);
  for (const id of ids) {
    let pid = pidOf.get(id) ?? null;
    while (pid !== null && !shownLevels.has(pid)) {
      shownLevels.add(pid);
      pid = pidOf.get(pid) ?? null;
    }
  }
  const edited = new Set(ids);
  return rows.filter((row) => shownLevels.has(row.pid) && !edited.has(row.id));
}

/** Adds the ancestors of the given ids, so a granted page always comes with the directories above it. */
export function withAncestors(rows: MenuRow[], ids: Iterable<number>): Set<number> {
  const parentOf = new Map(rows.map((row) => [row.id, row.pid]));
  const result = new Set<number>();
  for (const id of ids) {
    let at: number | null | undefined = id;
    // Climb to the top, or to a menu already added: its ancestors are in too.
    while (typeof at === 'number' && !result.has(at)) {
      result.add(at);
      at = parentOf.get(at);
    }
  }
  return result;
}

/**
 * eladmin's MenuServiceImpl.buildMenus: the route tree the client turns into its sidebar and routes.
 * Top-level paths get a leading slash; directories with children get `alwaysShow` and `redirect: 'noredirect'`;
 * a top-level leaf is wrapped in a Layout with one child at path 'index'.
 */
export function buildMenuVos(nodes: MenuNode[], topLevel = true): MenuVo[] {
  return nodes.map((node) => {
    const path = node.path ?? '';
    const vo: MenuVo = {
      name: node.componentName || node.title,
      path: topLevel && !node.iFrame && !isExternalLink(path) && !path.startsWith('/') ? `/${path}` : path,
      hidden: node.hidden,
      meta: { title: node.title, titleZh: node.titleZh, icon: node.icon, noCache: !node.cache },
    };
    const component = componentOf(node, topLevel);
    if (component) vo.component = component;
    if (node.children.length > 0) {
      vo.alwaysShow = true;
      vo.redirect = 'noredirect';
      vo.children = buildMenuVos(node.children, false);
    } else if (topLevel) {
      const child: MenuVo = node.iFrame
        ? { name: null, path, hidden: false, meta: vo.meta }
        : { name: vo.name, path: 'index', hidden: false, meta: vo.meta, ...(component ? { component } : {}) };
      return {
        name: null,
        path: vo.path,
        hidden: vo.hidden,
        component: 'Layout',
        meta: null,
        children: [child],
      };
    }
    return vo;
  });
}

/** External links (iFrame menus) have no component: the client opens them instead of routing. */
function componentOf(node: MenuNode, topLevel: boolean): string | undefined {
  if (node.iFrame) return undefined;
  if (topLevel) return node.component || 'Layout';
  if (node.type === MENU_TYPES.directory) return node.component || 'ParentView';
  return node.component || undefined;
}

/** eladmin's MenuDto of a row (without children). */
export function toMenuDto(row: MenuDtoRow): MenuDto {
  return {
    id: row.id,
    pid: row.pid,
    type: row.type,
    title: row.title,
    titleZh: row.titleZh,
    componentName: row.componentName,
    component: row.component,
    path: row.path,
    icon: row.icon,
    permission: row.permission,
    menuSort: row.sort,
    cache: row.cache,
    hidden: row.hidden,
    iFrame: row.iFrame,
    createTime: row.createTime.toISOString(),
    subCount: row.subCount,
    hasChildren: row.subCount > 0,
    leaf: row.subCount === 0,
    label: row.title,
  };
}

/** A node and the nodes below it as nested MenuDtos; a leaf carries no `children` at all. */
export function toMenuDtoTree(node: TreeNode<MenuDtoRow>): MenuDto {
  const dto = toMenuDto(node);
  return node.children.length > 0 ? { ...dto, children: node.children.map(toMenuDtoTree) } : dto;
}
