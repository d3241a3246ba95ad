import Fuse, { type IFuseOptions } from 'fuse.js';
import { type AppRoute, NO_REDIRECT } from '@/layout/routes/app-route';
import type { RouteTitle } from '@/lib/route-meta';

/** A page the header search can find. */
export interface SearchEntry {
  /** The full path, or the external address of a link menu. */
  path: string;
  /** Its title after its ancestors' titles, e.g. `['System', 'Users']`. */
  title: string[];
}

/** docs/specification.md §2, screens and routes, and §9, constants and limits: titles weigh 0.7, paths 0.3, threshold 0.4 (upstream's options, Fuse 7 spelling). */
export const MENU_SEARCH_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/**
 * The pages the header search offers: every visible titled route, directories excluded (upstream compared
 * the server's `noredirect` with `noRedirect`, so directories showed up as results).
 */
export function searchEntries(
  routes: readonly AppRoute[],
  titleText: (title: RouteTitle) => string,
  ancestors: string[] = [],
): SearchEntry[] {
  return routes.flatMap((route) => {
    if (route.meta.hidden) return [];
    const title = route.meta.title ? [...ancestors, titleText(route.meta.title)] : ancestors;
    const own = route.meta.title && route.redirect !== NO_REDIRECT ? [{ path: route.path, title }] : [];
    return [...own, ...searchEntries(route.children ?? [], titleText, title)];
  });
}

/** Searches the entries; an empty query finds nothing. */
export function createMenuSearch(entries: readonly SearchEntry[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse(entries, MENU_SEARCH_OPTIONS);
  return (query) => (query.trim() ? fuse.search(query.trim()).map((result) => result.item) : []);
}
