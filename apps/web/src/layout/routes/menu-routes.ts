import { isExternalLink, type MenuVo } from '@gbo/contracts';
import type { AppRoute } from '@/layout/routes/app-route';
import type { RouteMeta } from '@/lib/route-meta';

/** The `component` of a top-level directory. */
const LAYOUT = 'Layout';
/** The `component` of a nested directory: its children are flattened into its parent for the router. */
const PARENT_VIEW = 'ParentView';

interface MenuRouteOptions {
  /**
   * Hoist the children of `ParentView` directories into their parent (docs/specification.md §2, screens and routes): what the router, the header
   * search and the tabs use. The sidebar keeps the nesting.
   */
  flatten: boolean;
}

/**
 * Turns the server's menu tree (`api/menus/build`, eladmin's MenuVo) into routes with full paths (upstream's
 * `filterAsyncRouter`). Paths are resolved before flattening, so a hoisted child keeps every ancestor's
 * segment, however deep (upstream dropped one below the second level).
 */
export function menuRoutes(menus: readonly MenuVo[], { flatten }: MenuRouteOptions): AppRoute[] {
  return menus.flatMap((menu) => toRoutes(menu, '', flatten));
}

function toRoutes(menu: MenuVo, parentPath: string, flatten: boolean): AppRoute[] {
  const path = resolvePath(parentPath, menu.path);
  const route: AppRoute = { path, name: menu.name ?? undefined, meta: toMeta(menu) };
  if (menu.children?.length) {
    const children = menu.children.flatMap((child) => toRoutes(child, path, flatten));
    // A directory whose children all fell away would be an empty group.
    if (children.length === 0) return [];
    // Hoisted out of a hidden directory, its pages stay hidden, as they are in the sidebar.
    if (flatten && menu.component === PARENT_VIEW) return menu.hidden ? children.map(hideRoute) : children;
    return [{ ...route, alwaysShow: menu.alwaysShow, redirect: menu.redirect, children }];
  }
  if (isExternalLink(path)) return [route];
  // A leaf needs a page; a directory component without children has nothing to show.
  if (!menu.component || menu.component === LAYOUT || menu.component === PARENT_VIEW) return [];
  return [{ ...route, page: menu.component }];
}

const hideRoute = (route: AppRoute): AppRoute => ({ ...route, meta: { ...route.meta, hidden: true } });

function toMeta({ hidden, meta }: MenuVo): RouteMeta {
  if (!meta) return { hidden };
  return {
    hidden,
    title: { text: meta.title, textZh: meta.titleZh },
    icon: meta.icon ?? undefined,
    noCache: meta.noCache,
  };
}

/** A child's path is relative to its parent's unless it is absolute or an external address. */
export function resolvePath(parentPath: string, path: string): string {
  if (isExternalLink(path) || path.startsWith('/')) return path;
  return `${parentPath.replace(/\/+$/, '')}/${path}`;
}
