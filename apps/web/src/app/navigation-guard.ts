import { BOARD_PATH, PHONE_SETUP_PATH, SCAN_PATH } from '@/layout/routes/shell-routes';

/**
 * Paths open without a session (docs/specification.md §2, screens and routes), the phone set-up page (a phone
 * reads it before anyone signs in on it) and the line board (a TV shows it with its display link's key).
 */
export const WHITELIST: readonly string[] = ['/login', PHONE_SETUP_PATH, BOARD_PATH];

export type NavigationDecision =
  | { action: 'proceed' }
  | { action: 'redirect'; to: string }
  /** Signed in, but who the user is was lost (a reload): fetch `auth/info`, then the menus. */
  | { action: 'restore-session' }
  /** The first navigation after sign-in: fetch the menus, then repeat the navigation (docs/specification.md §4, states and transitions). */
  | { action: 'load-menus' };

interface NavigationTarget {
  /** The path alone, e.g. `/work/list`. */
  path: string;
  /** The path with its query, e.g. `/work/list?page=2`: where to come back after signing in. */
  fullPath: string;
  hasToken: boolean;
  hasSession: boolean;
  /** The session's `loadMenus` flag: set on sign-in, cleared once the menus were fetched. */
  menusPending: boolean;
  /**
   * The menus were fetched and hold no page (a worker's role grants none): the scan page is their home, so
   * `/` (where sign-in lands) leads there. The dashboard opened by its own path shows them their own figures.
   */
  scanOnly?: boolean;
}

/** Where sign-in lands when no page sent the user to the login page. */
const LANDING_PATH = '/';

/** The access rules of docs/specification.md §2, run before every navigation. */
export function decideNavigation({
  path,
  fullPath,
  hasToken,
  hasSession,
  menusPending,
  scanOnly = false,
}: NavigationTarget): NavigationDecision {
  if (!hasToken) {
    if (WHITELIST.includes(path)) return { action: 'proceed' };
    // Encoded, unlike upstream, so the page's own query survives inside `redirect`.
    return { action: 'redirect', to: `/login?redirect=${encodeURIComponent(fullPath)}` };
  }
  if (path === '/login') return { action: 'redirect', to: '/' };
  if (!hasSession) return { action: 'restore-session' };
  if (menusPending) return { action: 'load-menus' };
  if (scanOnly && path === LANDING_PATH) return { action: 'redirect', to: SCAN_PATH };
  return { action: 'proceed' };
}
