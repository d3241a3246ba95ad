/** Paths open without a session (spec §2, screens and routes). */
export const WHITELIST: readonly string[] = ['/login'];

export type NavigationDecision =
  | { action: 'proceed' }
  | { action: 'redirect'; to: string }
  /** Signed in, but who the user is was lost (a reload): fetch `auth/info`, then the menus. */
  | { action: 'restore-session' }
  /** The first navigation after sign-in: fetch the menus, then repeat the navigation (spec §4, states and transitions). */
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
}

/** The access rules of spec §2, run before every navigation. */
export function decideNavigation({
  path,
  fullPath,
  hasToken,
  hasSession,
  menusPending,
}: NavigationTarget): NavigationDecision {
  if (!hasToken) {
    if (WHITELIST.includes(path)) return { action: 'proceed' };
    // Encoded, unlike upstream, so the page's own query survives inside `redirect`.
    return { action: 'redirect', to: `/login?redirect=${encodeURIComponent(fullPath)}` };
  }
  if (path === '/login') return { action: 'redirect', to: '/' };
  if (!hasSession) return { action: 'restore-session' };
  return menusPending ? { action: 'load-menus' } : { action: 'proceed' };
}
