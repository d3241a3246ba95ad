import { type AppRoute, NO_REDIRECT } from '@/layout/routes/app-route';
import type { RouteTitle } from '@/lib/route-meta';

/** The home page (docs/specification.md §2, screens and routes): `/` leads here, its tab is always there and it is not kept alive. */
export const HOME_PATH = '/dashboard';
/** The home page's route name, by which the breadcrumbs and the tabs recognise it. */
export const HOME_ROUTE_NAME = 'Dashboard';
export const HOME_TITLE: RouteTitle = { key: 'dashboard:title' };
/**
 * The worker scanning page, which the navbar's download dialog shows as a QR code: a full-screen page of its
 * own (app/routes.tsx), outside this layout, and home for those whose menus are empty.
 */
export const SCAN_PATH = '/scan';
/** The worker's own pay and pay questions, opened from the scan page: full screen like it (app/routes.tsx). */
export const MY_PAY_PATH = '/scan/pay';
/** The QC inspector's phone page: full screen like the scan page, outside this layout (app/routes.tsx). */
export const QC_PATH = '/qc';
/** How a phone trusts the server's certificate before it opens the scan page securely (open to all). */
export const PHONE_SETUP_PATH = '/phone-setup';
/** The line board on a TV by the line: full screen, open without a session, its display link's key in the query. */
export const BOARD_PATH = '/board';
/** The refresh helper (docs/specification.md §2, screens and routes): `/redirect/<path>` replaces itself with `/<path>`, so the page mounts anew. */
export const REDIRECT_PREFIX = '/redirect';

/** The shell's own pages, before and beside the server's menus (upstream's `constantRoutes` in the layout). */
export const shellRoutes: AppRoute[] = [
  {
    path: '/',
    meta: {},
    redirect: HOME_PATH,
    children: [
      {
        path: HOME_PATH,
        name: HOME_ROUTE_NAME,
        page: 'dashboard',
        meta: { title: HOME_TITLE, icon: 'index', affix: true, noCache: true },
      },
    ],
  },
  {
    path: '/user',
    meta: { hidden: true },
    redirect: NO_REDIRECT,
    children: [
      {
        path: '/user/center',
        name: 'UserCenter',
        page: 'user/center',
        meta: { title: { key: 'layout:userCenter' } },
      },
    ],
  },
];
