import { isExternalLink } from '@gbo/contracts';
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { pageModule } from '@/app/page-registry';
import { type AppRoute, NO_REDIRECT } from '@/layout/routes/app-route';
import type { RouteHandle } from '@/lib/route-meta';

/**
 * Turns the shell's routes into the router's: a directory becomes a parent route (its children render in
 * its place, as upstream's Layout and ParentView did), a page a route whose code loads on demand.
 */
export function toRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return routes.flatMap(toRouteObject);
}

function toRouteObject(route: AppRoute): RouteObject[] {
  // A link menu opens another site; there is nothing to route to.
  if (isExternalLink(route.path)) return [];
  const handle: RouteHandle = { name: route.name, meta: route.meta, redirect: route.redirect };
  if (route.children) {
    const children = toRouteObjects(route.children);
    if (children.length === 0) return [];
    // A directory is not a page: its own path goes to its redirect, or nowhere.
    const index: RouteObject = { index: true, element: <Navigate to={directoryTarget(route)} replace /> };
    return [{ path: route.path, handle, Component: Outlet, children: [index, ...children] }];
  }
  if (!route.page) return [];
  return [{ path: route.path, handle, lazy: lazyPage(pageModule(route.page)) }];
}

/**
 * A route's code, loaded on demand. `lazy`'s function form: with its object form (`lazy: { Component }`),
 * react-router 7.18 leaves a route whose code failed to download (a chunk gone after a newer version was
 * deployed) blank, with no error for the crash page and its Reload; the function form's failure reaches it.
 */
export const lazyPage =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => ({ Component: await load() });

function directoryTarget({ redirect }: AppRoute): string {
  return redirect && redirect !== NO_REDIRECT ? redirect : '/404';
}
