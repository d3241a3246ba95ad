import type { ReactNode } from 'react';

/** The pages kept alive, by path, each with the element it was first rendered from. */
export type KeptPages = ReadonlyMap<string, ReactNode>;

interface CurrentPage {
  /** The current page's path; undefined on a route that is not a tab (the refresh helper). */
  path: string | undefined;
  /** The current page's element. */
  element: ReactNode;
  /** Whether the current page is kept alive (a tab without `noCache`). */
  keepAlive: boolean;
}

/**
 * The pages to keep mounted after a navigation: the current page when it is kept alive, and every page the
 * tabs still cache. Returns the same map when nothing changes, so a caller can store it in state.
 */
export function keptPages(pages: KeptPages, current: CurrentPage, cachedPaths: readonly string[]): KeptPages {
  const keep = (path: string) => (current.keepAlive && path === current.path) || cachedPaths.includes(path);
  const stale = [...pages.keys()].filter((path) => !keep(path));
  const added = current.keepAlive && current.path !== undefined && !pages.has(current.path);
  if (stale.length === 0 && !added) return pages;
  const next = new Map([...pages].filter(([path]) => keep(path)));
  if (added && current.path !== undefined) next.set(current.path, current.element);
  return next;
}
