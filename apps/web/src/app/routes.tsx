import { PAGE_COMPONENTS } from '@gbo/contracts';
import { type DOMRouterOpts, Navigate, type RouteObject, useLocation } from 'react-router';
import { guardMiddleware } from '@/app/guard-middleware';
import { RootLayout } from '@/app/root-layout';
import { lazyPage, toRouteObjects } from '@/app/route-objects';
import { PageLoading } from '@/components/page-loading';
import { CrashPage } from '@/features/errors/components/crash-page';
import {
  BOARD_PATH,
  MY_PAY_PATH,
  PHONE_SETUP_PATH,
  QC_PATH,
  REDIRECT_PREFIX,
  SCAN_PATH,
  shellRoutes,
} from '@/layout/routes/shell-routes';
import { useMenuStore } from '@/layout/stores/menu-store';
import type { RouteHandle } from '@/lib/route-meta';

/** The layout route: the server's menu routes are added under it. */
const SHELL_ROUTE_ID = 'shell';

const hidden = (title: RouteHandle['meta']['title']): RouteHandle => ({ meta: { title, hidden: true } });

/** The product's pages at their usual paths (`/work/wage`): known, so a user without them lacks permission. */
const KNOWN_PAGE_PATHS = new Set<string>(PAGE_COMPONENTS.map((page) => `/${page}`));

function NoRoute() {
  const { pathname } = useLocation();
  const known = KNOWN_PAGE_PATHS.has(pathname.replace(/\/+$/, '').toLowerCase());
  // Offline (the app opened from the service worker's cache) the menus could not be fetched: a page of the
  // product is not refused, the user is told the server cannot be reached.
  if (known && !navigator.onLine) return <CrashPage offline />;
  return <Navigate to={known ? '/401' : '/404'} replace />;
}

/**
 * The app's routes, which router.tsx serves in hash mode. Pages load on demand, so the login page does not
 * carry the signed-in area's code. A function, as a router marks the `lazy` objects it has loaded.
 */
export const createRoutes = (): RouteObject[] => [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: CrashPage,
    middleware: [guardMiddleware],
    children: [
      {
        path: '/login',
        handle: hidden({ key: 'auth:login.title' }),
        lazy: lazyPage(async () => (await import('@/features/auth/components/login-page')).LoginPage),
      },
      {
        // The worker's scan page: full screen, outside the sidebar layout, for the signed-in (spec: /scan).
        path: SCAN_PATH,
        handle: hidden({ key: 'scan:title' }),
        lazy: lazyPage(async () => (await import('@/app/pages/scan-page')).ScanPage),
      },
      {
        // The worker's own pay, opened from the scan page: full screen, for the signed-in (the server answers
        // only their own).
        path: MY_PAY_PATH,
        handle: hidden({ key: 'my-pay:title' }),
        lazy: lazyPage(async () => (await import('@/app/pages/my-pay-page')).MyPayPage),
      },
      {
        // The QC inspector's phone page: full screen like /scan, for the signed-in (the server checks qc:add).
        path: QC_PATH,
        handle: hidden({ key: 'quality:phone.title' }),
        lazy: lazyPage(async () => (await import('@/app/pages/qc-page')).QcPage),
      },
      {
        path: PHONE_SETUP_PATH,
        handle: hidden({ key: 'phone-setup:title' }),
        lazy: lazyPage(async () => (await import('@/app/pages/phone-setup-page')).PhoneSetupPage),
      },
      {
        // The line board on a TV: full screen, open without a session; the display link's key is in the query.
        path: BOARD_PATH,
        handle: hidden({ key: 'board:title' }),
        lazy: lazyPage(async () => (await import('@/app/pages/board-page')).BoardPage),
      },
      {
        path: '/401',
        handle: hidden({ key: 'errors:unauthorized.title' }),
        lazy: lazyPage(
          async () => (await import('@/features/errors/components/unauthorized-page')).UnauthorizedPage,
        ),
      },
      {
        path: '/404',
        handle: hidden({ key: 'errors:notFound.title' }),
        lazy: lazyPage(
          async () => (await import('@/features/errors/components/not-found-page')).NotFoundPage,
        ),
      },
      {
        id: SHELL_ROUTE_ID,
        lazy: lazyPage(async () => (await import('@/app/shell')).Shell),
        children: [
          ...toRouteObjects(shellRoutes),
          {
            path: `${REDIRECT_PREFIX}/*`,
            lazy: lazyPage(async () => (await import('@/layout/components/redirect-page')).RedirectPage),
          },
        ],
      },
      // Paths no menu of the user's leads to (docs/specification.md §2, screens and routes). The router asks
      // `patchRoutesOnNavigation` first, as they may be menu routes: a page of the product the user's menus do
      // not grant goes to /401 (no permission), anything else to /404.
      { path: '*', Component: NoRoute },
    ],
  },
];

export const routerOptions: Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> = {
  /**
   * Adds the signed-in user's menu routes once the guard has fetched them: the router calls this for any
   * path it cannot match otherwise. Adding routes it already has changes nothing.
   */
  patchRoutesOnNavigation: ({ patch }) => {
    patch(SHELL_ROUTE_ID, toRouteObjects(useMenuStore.getState().menuRoutes));
  },
};
