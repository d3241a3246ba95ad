import type { RouteMeta } from '@/lib/route-meta';

/**
 * A route of the shell as plain data: the app's own pages and the server's menus alike. The router, the
 * sidebar, the header search and the tabs all read this one shape.
 */
export interface AppRoute {
  /** The full path, e.g. `/bundle/create`; for a link menu, the external address (docs/specification.md §5, validation rules). */
  path: string;
  /** Upstream's route name: only named routes become tabs. */
  name?: string;
  meta: RouteMeta;
  /** A directory shown as a group in the sidebar even when only one child is visible. */
  alwaysShow?: boolean;
  /** A directory's redirect: a path, or `noredirect` (its breadcrumb is not a link). */
  redirect?: string;
  /** A page: its module id, e.g. `bundle/create`. */
  page?: string;
  /** A directory: the routes inside it. */
  children?: AppRoute[];
}

/** The redirect of a directory that is not a page itself; the server spells it in lower case. */
export const NO_REDIRECT = 'noredirect';
