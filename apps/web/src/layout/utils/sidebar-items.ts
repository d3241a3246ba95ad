import { isExternalLink } from '@gbo/contracts';
import type { AppRoute } from '@/layout/routes/app-route';
import type { RouteTitle } from '@/lib/route-meta';

/** An entry of the sidebar menu: a page, a link or a group. */
export interface SidebarItem {
  /** The full path, or the external address of a link. */
  key: string;
  title: RouteTitle;
  icon?: string;
  external: boolean;
  children?: SidebarItem[];
}

/**
 * The sidebar's entries (upstream's SidebarItem): hidden routes are left out, and a directory with one visible
 * page shows as that page unless it is marked `alwaysShow`.
 */
export function sidebarItems(routes: readonly AppRoute[]): SidebarItem[] {
  return routes.flatMap((route) => toItems(route));
}

function toItems(route: AppRoute): SidebarItem[] {
  if (route.meta.hidden) return [];
  if (!route.children) return leaf(route, route.meta.icon);
  const visible = route.children.filter((child) => !child.meta.hidden);
  const [only] = visible;
  if (visible.length === 1 && only && !only.children && !route.alwaysShow) {
    return leaf(only, only.meta.icon ?? route.meta.icon);
  }
  const children = sidebarItems(visible);
  const { title } = route.meta;
  // A group needs a title to show and something inside it.
  if (!title || children.length === 0) return [];
  return [{ key: route.path, title, icon: route.meta.icon, external: false, children }];
}

function leaf(route: AppRoute, icon: string | undefined): SidebarItem[] {
  const { title } = route.meta;
  if (!title) return [];
  return [{ key: route.path, title, icon, external: isExternalLink(route.path) }];
}

/** The groups to open so that an entry shows: the keys of its ancestors (paths are nested). */
export function ancestorKeys(key: string, groupKeys: readonly string[]): string[] {
  return groupKeys.filter((group) => key.startsWith(`${group}/`));
}

/**
 * One group open at a time (docs/specification.md §2, screens and routes): opening a group closes every other, except the ones containing it.
 * Closing a group is taken as given.
 */
export function uniqueOpenKeys(previous: readonly string[], next: readonly string[]): string[] {
  const opened = next.find((key) => !previous.includes(key));
  if (!opened) return [...next];
  return [...next.filter((key) => opened.startsWith(`${key}/`)), opened];
}

/** Every group's key, for `ancestorKeys`. */
export function groupKeys(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => (item.children ? [item.key, ...groupKeys(item.children)] : []));
}
