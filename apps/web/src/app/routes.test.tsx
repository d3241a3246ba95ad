import type { MenuVo } from '@gbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, keepSessionInfo, saveToken } from '@/lib/auth-storage';
import * as navigation from '@/lib/navigation';
import { useSessionStore } from '@/lib/session-store';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { cuttingRoomMenu, shippingLeafMenu, systemMenu } from '@/testing/menu-fixtures';
import { demoUser, renderApp, shellApi, signIn, storeToken } from '@/testing/render-app';

// Business pages are real screens now; the shell is tested with a stand-in that keeps what is typed.
vi.mock('@/app/page-registry', async (original) =>
  (await import('@/testing/stateful-page')).withStandInPages(await original()),
);

const menus = [cuttingRoomMenu, shippingLeafMenu, systemMenu];
const menuCalls = (requests: ReturnType<typeof fakeApi>) =>
  requests.filter((request) => request.url === '/api/menus/build').length;

afterEach(restoreApi);

describe('server menus become routes (docs/specification.md §2, screens and routes; §4, states and transitions)', () => {
  it('fetches the menus on the first navigation after sign-in, then repeats it to the menu page', async () => {
    signIn();
    const requests = fakeApi(shellApi(menus));
    const router = renderApp('/bundle/create');
    expect(await screen.findByRole('heading', { name: 'Bundle numbering' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bundle/create');
    expect(document.title).toBe('Bundle numbering - Garment Back Office');
    expect(menuCalls(requests)).toBe(1);
    expect(useSessionStore.getState().loadMenus).toBe(false);
  });

  it.each([
    ['a page inside a directory', '/bundle/create', 'Bundle numbering'],
    ['the `index` wrapper of a top-level page', '/bill/index', 'Shipment orders'],
    ['a page below two parent-view directories, flattened', '/system/people/access/role', 'Roles'],
    ['a hidden menu page: hidden from the sidebar, still a page', '/bundle/add', 'Add bundle data'],
  ])('after a reload, restores the session and the menus: %s', async (_case, path, title) => {
    storeToken();
    const requests = fakeApi(shellApi(menus));
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(requests.map((request) => request.url)).toEqual(
      expect.arrayContaining(['/auth/info', '/api/menus/build']),
    );
  });

  it.each([
    ['an unknown path', '/nowhere'],
    ['an unknown page inside a menu directory', '/bundle/nothing'],
    ['a directory, which is no page', '/bundle'],
  ])('sends %s to /404', async (_case, path) => {
    signIn();
    fakeApi(shellApi(menus));
    const router = renderApp(path);
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it.each([
    ['a page of the product their menus do not grant', '/work/wage'],
    ['with a trailing slash', '/work/wage/'],
  ])('sends %s to /401, which says they lack the permission', async (_case, path) => {
    signIn();
    fakeApi(shellApi(menus));
    const router = renderApp(path);
    expect(await screen.findByText('No permission')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/401');
  });

  it('shows a page id this app does not know as a page still to come, not a crash', async () => {
    signIn();
    const unknown: MenuVo = {
      ...shippingLeafMenu,
      path: '/reports',
      children: [
        {
          name: 'Reports',
          path: 'index',
          hidden: false,
          component: 'reports/weekly',
          meta: { title: 'Weekly report', titleZh: null, icon: null, noCache: false },
        },
      ],
    };
    fakeApi(shellApi([unknown]));
    renderApp('/reports/index');
    expect(await screen.findByRole('heading', { name: 'Weekly report' })).toBeTruthy();
    expect(screen.getByText('This screen is coming in a later release.')).toBeTruthy();
  });

  it('keeps the shell working when the menus cannot be fetched', async () => {
    signIn();
    const { 'GET /api/menus/build': _menus, ...withoutMenus } = shellApi(menus);
    fakeApi(withoutMenus);
    const router = renderApp('/');
    expect(await screen.findByText('Welcome, Wang Fang')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('the shell’s own routes (docs/specification.md §2.2, route table)', () => {
  it('/ leads to the dashboard, titled Home, with its affixed tab', async () => {
    signIn();
    fakeApi(shellApi(menus));
    const router = renderApp('/');
    expect(await screen.findByText('Welcome, Wang Fang')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(document.title).toBe('Home - Garment Back Office');
    const tabs = screen.getByRole('navigation', { name: 'Open pages' });
    expect(tabs.textContent).toBe('Home');
    // Affixed: no close button.
    expect(screen.queryByRole('button', { name: 'Close Home' })).toBeNull();
  });

  it('/user/center is the personal center', async () => {
    signIn();
    fakeApi(shellApi(menus));
    renderApp('/user/center');
    expect(await screen.findByRole('heading', { name: 'Personal center' })).toBeTruthy();
  });

  it('/scan, where the download QR code leads, is a full-screen page of its own, outside the layout', async () => {
    signIn();
    fakeApi({
      ...shellApi(menus),
      'GET /api/scans': () => ({ content: [], totalElements: 0, totals: { qty: 0, amount: null } }),
    });
    const router = renderApp('/scan');
    expect(await screen.findByRole('heading', { name: 'Scan bundle tickets' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/scan');
    // No sidebar, no tabs: the worker's phone gets the page alone, with sign-out.
    expect(screen.queryByRole('navigation', { name: 'Open pages' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('lands whoever has no page but scans their own tickets (a worker) on /scan, not on the dashboard', async () => {
    signIn({ ...demoUser, roles: ['worker', 'scan:self'] });
    fakeApi({
      ...shellApi([]),
      'GET /api/scans': () => ({ content: [], totalElements: 0, totals: { qty: 0, amount: null } }),
    });
    const router = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Scan bundle tickets' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/scan');
  });

  it('lets a worker open the dashboard by its path: their own figures', async () => {
    signIn({ ...demoUser, roles: ['worker', 'scan:self'] });
    const zero = { qty: 0, amount: '0.00' };
    fakeApi({
      ...shellApi([]),
      'GET /api/dashboard': () => ({
        today: '2026-11-27',
        yesterday: '2026-11-26',
        monthStart: '2026-11-01',
        timeZone: 'Asia/Shanghai',
        output: null,
        mine: { today: zero, yesterday: zero, month: zero, days: [] },
        production: null,
        shipping: null,
      }),
    });
    const router = renderApp('/dashboard');
    expect(await screen.findByText('My output')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('keeps whoever has no page and no scans of their own on the dashboard', async () => {
    signIn({ ...demoUser, roles: ['packer'] });
    fakeApi(shellApi([]));
    const router = renderApp('/');
    await screen.findByText('Welcome, Wang Fang');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('/redirect/<path> returns to the page with its query', async () => {
    signIn();
    fakeApi(shellApi(menus));
    const router = renderApp('/redirect/bundle/create?lay=3');
    expect(await screen.findByRole('heading', { name: 'Bundle numbering' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/bundle/create?lay=3');
  });

  it('scrolls to the top on every navigation', async () => {
    signIn();
    fakeApi(shellApi(menus));
    const router = renderApp('/dashboard');
    await screen.findByText('Welcome, Wang Fang');
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/bundle/create');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('sends a stored token past its expiry to /login, which says the session expired', async () => {
    saveToken('Bearer stale', Date.now() - 60_000);
    fakeApi({ 'GET /auth/code': () => ({ img: 'data:image/svg+xml;base64,PHN2Zy8+', uuid: 'u1' }) });
    const router = renderApp('/dashboard');
    expect(await screen.findByText('Your session has expired, please sign in again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signs out and reloads when the session cannot be restored (docs/specification.md §4, states and transitions)', async () => {
    storeToken();
    const reload = vi.spyOn(navigation, 'reloadPage').mockImplementation(() => {});
    fakeApi({ 'GET /auth/info': () => Promise.reject(new Error('server down')) });
    renderApp('/dashboard');
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(getToken()).toBeUndefined();
  });

  it('keeps the token’s last known user when the server cannot be reached (the app opened offline, issue 22)', async () => {
    storeToken();
    keepSessionInfo(demoUser);
    const reload = vi.spyOn(navigation, 'reloadPage').mockImplementation(() => {});
    const networkDown = (config: InternalAxiosRequestConfig) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    fakeApi({ 'GET /auth/info': networkDown, 'GET /api/menus/build': networkDown });
    renderApp('/dashboard');
    await waitFor(() => expect(useSessionStore.getState().user?.name).toBe(demoUser.user.name));
    expect(
      await screen.findByText('The server cannot be reached. Check the network and try again.'),
    ).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(getToken()).toBe('Bearer test-token');
  });

  it('fetches the menus again once the network is back after an offline reload, and opens the page', async () => {
    storeToken();
    keepSessionInfo(demoUser);
    vi.spyOn(navigation, 'reloadPage').mockImplementation(() => {});
    let networkUp = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => networkUp);
    const requests = fakeApi({
      ...shellApi(menus),
      'GET /auth/info': (config) => {
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      },
      'GET /api/menus/build': (config) => {
        if (!networkUp) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
        return menus;
      },
    });
    const router = renderApp('/bundle/create');
    await waitFor(() => expect(menuCalls(requests)).toBe(1));
    expect(await screen.findByRole('alert')).toBeTruthy();
    networkUp = true;
    // Dispatched until the guard, having heard the failure had no answer, listens for the network.
    await waitFor(() => {
      window.dispatchEvent(new Event('online'));
      expect(menuCalls(requests)).toBe(2);
    });
    expect(await screen.findByRole('heading', { name: 'Bundle numbering' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bundle/create');
    expect(menuCalls(requests)).toBe(2);
  });

  it('signs out when the server cannot be reached and nothing was kept for the token', async () => {
    saveToken('Bearer another-token', Date.now() + 3_600_000);
    const reload = vi.spyOn(navigation, 'reloadPage').mockImplementation(() => {});
    fakeApi({
      'GET /auth/info': (config) => {
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      },
    });
    renderApp('/dashboard');
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(getToken()).toBeUndefined();
  });
});
