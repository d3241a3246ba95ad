import { HOME_ROUTE_NAME, REDIRECT_PREFIX } from '@/layout/routes/shell-routes';
import type { AppRoute } from '@/layout/routes/app-route';
import type { RouteTitle } from '@/lib/route-meta';

/** A tab: a visited page (docs/specification.md §2.4, tag views). */
export interface TagView {
  /** What makes a tab unique. */
  path: string;
  /** Where the tab leads: the path with the query it was last seen with. */
  fullPath: string;
  name: string;
  title: RouteTitle;
  affix: boolean;
  noCache: boolean;
}

/** A page as the router reports it, before it becomes a tab. */
export type VisitedPage = Omit<TagView, 'title'> & { title?: RouteTitle };

export interface TagsViewState {
  visitedViews: TagView[];
  /** The paths of the pages kept alive (upstream kept route names; the shell keys its cache by path). */
  cachedViews: string[];
}

/** docs/specification.md §2, screens and routes: a page without a title is still a tab. */
export const NO_NAME_TITLE: RouteTitle = { key: 'layout:tags.noName' };

export const emptyTagsView: TagsViewState = { visitedViews: [], cachedViews: [] };

export function addVisitedView(state: TagsViewState, page: VisitedPage): TagsViewState {
  if (state.visitedViews.some((view) => view.path === page.path)) return state;
  return { ...state, visitedViews: [...state.visitedViews, { ...page, title: page.title ?? NO_NAME_TITLE }] };
}

export function addCachedView(state: TagsViewState, page: VisitedPage): TagsViewState {
  if (page.noCache || state.cachedViews.includes(page.path)) return state;
  return { ...state, cachedViews: [...state.cachedViews, page.path] };
}

export function addView(state: TagsViewState, page: VisitedPage): TagsViewState {
  return addCachedView(addVisitedView(state, page), page);
}

/** Refreshes a tab from the page it stands for, e.g. the same path with another query. */
export function updateVisitedView(state: TagsViewState, page: VisitedPage): TagsViewState {
  return {
    ...state,
    visitedViews: state.visitedViews.map((view) =>
      view.path === page.path ? { ...view, ...page, title: page.title ?? view.title } : view,
    ),
  };
}

export function delCachedView(state: TagsViewState, path: string): TagsViewState {
  return { ...state, cachedViews: state.cachedViews.filter((cached) => cached !== path) };
}

export function delAllCachedViews(state: TagsViewState): TagsViewState {
  return { ...state, cachedViews: [] };
}

/** Closes a tab and forgets its page. Affixed tabs cannot be closed. */
export function delView(state: TagsViewState, view: TagView): TagsViewState {
  if (view.affix) return state;
  return keepViews(state, (visited) => visited.path !== view.path);
}

/** Keeps the affixed tabs and the given one. */
export function delOthersViews(state: TagsViewState, view: TagView): TagsViewState {
  return keepViews(state, (visited) => visited.affix || visited.path === view.path);
}

/** Keeps the affixed tabs only. */
export function delAllViews(state: TagsViewState): TagsViewState {
  return keepViews(state, (visited) => visited.affix);
}

/**
 * Keeps some tabs, and the kept-alive pages of exactly those tabs. Upstream left every other page cached when
 * the chosen tab was not cached itself, so closed pages stayed alive.
 */
function keepViews(state: TagsViewState, keep: (view: TagView) => boolean): TagsViewState {
  const visitedViews = state.visitedViews.filter(keep);
  const kept = new Set(visitedViews.map((view) => view.path));
  return { visitedViews, cachedViews: state.cachedViews.filter((path) => kept.has(path)) };
}

/** Where to go after the current page's tab was closed: the last tab left, else home. */
export function pathAfterClosing(
  remaining: readonly TagView[],
  closed: TagView,
): { to: string; replace: boolean } {
  const last = remaining.at(-1);
  if (last) return { to: last.fullPath, replace: false };
  // Home has nowhere else to go: it is shown anew.
  if (closed.name === HOME_ROUTE_NAME) return { to: `${REDIRECT_PREFIX}${closed.fullPath}`, replace: true };
  return { to: '/', replace: false };
}

/** The tabs that are always there: every named route marked affix. */
export function affixTags(routes: readonly AppRoute[]): TagView[] {
  return routes.flatMap((route): TagView[] => {
    const own: TagView[] =
      route.meta.affix && route.name
        ? [
            {
              path: route.path,
              fullPath: route.path,
              name: route.name,
              title: route.meta.title ?? NO_NAME_TITLE,
              affix: true,
              noCache: route.meta.noCache === true,
            },
          ]
        : [];
    return [...own, ...affixTags(route.children ?? [])];
  });
}
