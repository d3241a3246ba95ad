import { NO_REDIRECT } from '@/layout/routes/app-route';
import { HOME_PATH, HOME_ROUTE_NAME, HOME_TITLE } from '@/layout/routes/shell-routes';
import type { RouteHandle, RouteTitle } from '@/lib/route-meta';

/** A matched route, as the router lists them from the root down. */
export interface MatchedRoute {
  pathname: string;
  handle: RouteHandle | undefined;
}

export interface Crumb {
  title: RouteTitle;
  /** Where the crumb leads; undefined for plain text (the current page, or a directory). */
  to?: string;
}

/**
 * The breadcrumb trail (upstream's Breadcrumb): the titled routes of the match, home first unless the page is
 * home, without routes that opt out.
 */
export function breadcrumbs(matches: readonly MatchedRoute[]): Crumb[] {
  const titled = matches.flatMap(({ pathname, handle }) =>
    handle?.meta.title ? [{ pathname, handle, title: handle.meta.title }] : [],
  );
  const trail = isHome(titled[0]?.handle)
    ? titled
    : [{ pathname: HOME_PATH, handle: undefined, title: HOME_TITLE }, ...titled];
  const shown = trail.filter(({ handle }) => handle?.meta.breadcrumb !== false);
  return shown.map(({ pathname, handle, title }, index) => {
    const isLast = index === shown.length - 1;
    if (isLast || handle?.redirect === NO_REDIRECT) return { title };
    return { title, to: handle?.redirect ?? pathname };
  });
}

function isHome(handle: RouteHandle | undefined): boolean {
  return handle?.name?.trim().toLowerCase() === HOME_ROUTE_NAME.toLowerCase();
}
