import { type MiddlewareFunction, redirect, replace } from 'react-router';
import { decideNavigation } from '@/app/navigation-guard';
import { useMenuStore } from '@/layout/stores/menu-store';
import { getToken } from '@/lib/auth-storage';
import { navigateTo, reloadPage } from '@/lib/navigation';
import { useSessionStore } from '@/lib/session-store';

/** The permission of those who scan their own tickets (a worker's). */
const SCAN_SELF = 'scan:self';

// Only a signed-in user's navigation asks the server: the HTTP client (axios) loads then, not on the login page.
const getInfo = async () => (await import('@/features/auth/api/get-info')).getInfo();
const getMenus = async () => (await import('@/layout/api/get-menus')).getMenus();

/**
 * The root route's middleware: applies the access rules before every navigation, and before any route's
 * loader runs (a loader's redirect, such as the catch-all's, must not outrun the guard).
 */
export const guardMiddleware: MiddlewareFunction = async ({ request }) => {
  const { pathname, search } = new URL(request.url);
  const fullPath = pathname + search;
  lastPath = fullPath;
  const session = useSessionStore.getState();
  const decision = decideNavigation({
    path: pathname,
    fullPath,
    hasToken: getToken() !== undefined,
    hasSession: session.user !== undefined,
    menusPending: session.loadMenus,
    // Only someone paid by the piece lands on the scan page (a role with no page and no scans: the home page).
    scanOnly:
      session.user !== undefined && !session.loadMenus && menusEmpty && session.roles.includes(SCAN_SELF),
  });
  switch (decision.action) {
    case 'proceed':
      return;
    case 'redirect':
      throw redirect(decision.to);
    case 'restore-session':
      await restoreSession();
      await loadMenusAndRepeat(fullPath);
      return;
    case 'load-menus':
      await loadMenusAndRepeat(fullPath);
      return;
  }
};

/**
 * Whether the menus last fetched hold no page (a worker's): set only by a fetch that succeeded, so a failed
 * one leaves office staff on the dashboard.
 */
let menusEmpty = false;

async function restoreSession(): Promise<void> {
  const session = useSessionStore.getState();
  try {
    session.restore(await getInfo());
  } catch (error) {
    // No answer at all (offline, the app opened from the service worker's cache) is not a refused session:
    // the worker stays signed in as the token's last known user, and the page says the server is unreachable.
    if ((await noAnswer(error)) && session.restoreKept()) return;
    // docs/specification.md §4, states and transitions: sign out and reload. The navigation never settles, so no page renders before the reload.
    session.signOut();
    reloadPage();
    await new Promise<never>(() => {});
  }
}

/** Whether a request failed without any answer from the server (the network is down), or timed out. */
async function noAnswer(error: unknown): Promise<boolean> {
  // Loaded with the HTTP client that made the request, so nothing more is downloaded.
  const { describeRequestFailure, resolveRequestError } = await import('@/lib/request-error');
  const { kind } = resolveRequestError(await describeRequestFailure(error));
  return kind === 'unreachable' || kind === 'timeout';
}

/**
 * Fetches the menus, then repeats the navigation (docs/specification.md §4, states and transitions): the router only learns the menus' routes on a
 * navigation (see `patchRoutesOnNavigation`), and this one was matched before they existed.
 */
async function loadMenusAndRepeat(fullPath: string): Promise<void> {
  // Cleared first, as upstream does: a failure must not make every navigation try again.
  useSessionStore.getState().menusLoaded();
  try {
    useMenuStore.getState().setMenus(await getMenus());
    menusEmpty = useMenuStore.getState().menuRoutes.length === 0;
  } catch (error) {
    // The HTTP client told the user; the shell still works, with the home page only. Without any answer (the
    // app opened offline) they are fetched again once the network is back, so the shell fills in by itself.
    if (await noAnswer(error)) loadMenusWhenOnline();
    return;
  }
  throw replace(fullPath);
}

/** Where the last navigation went: where the user is when the network comes back. */
let lastPath = '/';
/** Whether an 'online' listener already waits to fetch the menus (one, however many fetches failed). */
let waitingForNetwork = false;

/**
 * Once the browser is back online, flags the menus and navigates to where the user is: the guard then
 * fetches them and repeats that navigation (loadMenusAndRepeat), as after signing in, and the page a menu
 * leads to, shown as unreachable meanwhile (routes.tsx, NoRoute), opens.
 */
function loadMenusWhenOnline(): void {
  if (waitingForNetwork) return;
  waitingForNetwork = true;
  const onOnline = () => {
    waitingForNetwork = false;
    // Signed out meanwhile: the login page fetches nothing.
    if (!useSessionStore.getState().user) return;
    useSessionStore.setState({ loadMenus: true });
    navigateTo(lastPath);
  };
  window.addEventListener('online', onOnline, { once: true });
}
