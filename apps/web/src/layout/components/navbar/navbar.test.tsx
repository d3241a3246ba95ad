import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/auth-storage';
import { queryClient } from '@/lib/query-client';
import * as navigation from '@/lib/navigation';
import { useAppStore } from '@/layout/stores/app-store';
import { useSessionStore } from '@/lib/session-store';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoAppSettings, demoMenus, demoUser, renderShell, shellApi } from '@/testing/render-app';

// Business pages are real screens now; the shell is tested with a stand-in that keeps what is typed.
// A page id the app does not know gets the not-built page: the same stand-in.
vi.mock('@/components/not-built-page', () => import('@/testing/stateful-page'));
vi.mock('@/app/page-registry', async (original) =>
  (await import('@/testing/stateful-page')).withStandInPages(await original()),
);

// A page that holds what is typed, in place of the (stateless) not-built page.

afterEach(restoreApi);

/** The menu of the dropdown just opened (the sidebar is a menu too). */
const openedDropdown = () =>
  waitFor(() => {
    const menu = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
    if (!menu) throw new Error('no dropdown open');
    return menu;
  });

describe('breadcrumbs (docs/specification.md §2, screens and routes: home prepended)', () => {
  it('show home as a link, the directory as text and the page last', async () => {
    await renderShell('/bundle/create');
    await screen.findByRole('heading', { name: 'Bundle numbering' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Cutting room', 'Bundle numbering']);
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/dashboard');
    expect(within(trail).queryByRole('link', { name: 'Cutting room' })).toBeNull();
  });
});

describe('header search (docs/specification.md §2, screens and routes)', () => {
  async function search(query: string) {
    fireEvent.click(screen.getByRole('button', { name: 'Search menus' }));
    const box = await screen.findByRole('combobox', { name: 'Search menus' });
    fireEvent.change(box, { target: { value: query } });
  }

  it('finds a page by its title and opens it', async () => {
    const { router } = await renderShell();
    await search('Dictonaries');
    fireEvent.click(await screen.findByText('System > Dictionaries'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/dict'));
  });

  it('opens an external link in a new window', async () => {
    const { router } = await renderShell();
    const openWindow = vi.spyOn(window, 'open').mockReturnValue(null);
    await search('guide');
    fireEvent.click(await screen.findByTitle('User guide'));
    expect(openWindow).toHaveBeenCalledWith('https://docs.example.com', '_blank', 'noopener,noreferrer');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('size menu (docs/specification.md §2, screens and routes)', () => {
  it('says the layout was set, stores the size and shows the page anew', async () => {
    const { router } = await renderShell('/bundle/create');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Notes' }), { target: { value: 'draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Layout size' }));
    const sizes = within(await openedDropdown());
    expect(sizes.getByRole('menuitem', { name: 'Small' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(sizes.getByRole('menuitem', { name: 'Default' }));
    expect(await screen.findByText('layout set successfully')).toBeTruthy();
    expect(sessionStorage.getItem('size')).toBe('default');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveProperty('value', ''));
    expect(router.state.location.pathname).toBe('/bundle/create');
    expect(screen.getByRole('button', { name: 'Layout size' }).className).toContain('ant-btn-lg');
  });
});

describe('fullscreen (docs/specification.md §8, the error catalogue)', () => {
  it('tells a browser without the Fullscreen API that it cannot', async () => {
    await renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(await screen.findByText('your browser can not work')).toBeTruthy();
  });
});

describe('the factory signed in to', () => {
  it('shows the factory, with nothing to choose for a person of one factory', async () => {
    await renderShell();
    expect(screen.getByLabelText('Signed in to North Mill')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /switch factory/ })).toBeNull();
  });

  it('moves a person of several factories to another: a new session there, then home afresh', async () => {
    await renderShell();
    const reload = vi.spyOn(navigation, 'reloadPage').mockImplementation(() => {});
    const go = vi.spyOn(navigation, 'navigateTo');
    const south = { factoryId: 2, factoryName: 'South Mill', timeZone: 'Asia/Shanghai' };
    const requests = fakeApi({
      ...shellApi(demoMenus),
      'GET /auth/factories': () => [demoUser.factory, south],
      'POST /auth/switchFactory': () => ({
        token: 'Bearer south-token',
        expiresAt: Date.now() + 3_600_000,
        user: { ...demoUser, factory: south },
      }),
    });
    await queryClient.invalidateQueries({ queryKey: ['auth', 'factories'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Signed in to North Mill: switch factory' }));
    fireEvent.click(within(await openedDropdown()).getByRole('menuitem', { name: 'South Mill' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(go).toHaveBeenCalledWith('/dashboard');
    expect(getToken()).toBe('Bearer south-token');
    const sent = requests.find((request) => request.url === '/auth/switchFactory');
    expect(JSON.parse(String(sent?.data))).toEqual({ factoryId: 2 });
  });
});

describe('software download (docs/specification.md §1, what the product does)', () => {
  it('shows a QR code of the scanning page at the address phones reach, and the app link', async () => {
    await renderShell('/dashboard', {
      appSettings: {
        ...demoAppSettings,
        appDownloadUrl: 'https://example.com/worker.apk',
        lanUrl: 'http://192.168.1.20:8000/',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Software download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Software download' });
    // The tests' page is at localhost, which a phone would take for itself: the LAN address instead.
    expect(within(dialog).getByText('http://192.168.1.20:8000/#/scan')).toBeTruthy();
    expect(dialog.querySelector('.ant-qrcode')).not.toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Download the app' }).getAttribute('href')).toBe(
      'https://example.com/worker.apk',
    );
  });

  it('leads phones to the secure scanning page, the certificate step first', async () => {
    await renderShell('/dashboard', {
      appSettings: {
        ...demoAppSettings,
        lanUrl: 'http://192.168.1.20:8000/',
        secureUrl: 'https://192.168.1.20:8443/',
        certificateUrl: 'http://192.168.1.20:8000/',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Software download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Software download' });
    const captions = [...dialog.querySelectorAll('figcaption')].map((caption) => caption.textContent);
    expect(captions).toEqual([
      expect.stringMatching(/^1\. Once per phone: .*http:\/\/192\.168\.1\.20:8000\/#\/phone-setup$/),
      expect.stringMatching(/^2\. Then scan .*https:\/\/192\.168\.1\.20:8443\/#\/scan$/),
    ]);
    expect(dialog.querySelectorAll('.ant-qrcode')).toHaveLength(2);
  });

  it('says how to reach the server when phones cannot, and never shows a code of localhost', async () => {
    await renderShell('/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Software download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Software download' });
    expect(within(dialog).getByText(/set PUBLIC_URL on the server/)).toBeTruthy();
    expect(dialog.querySelector('.ant-qrcode')).toBeNull();
  });

  it('offers a phone the link to the scanning page instead of a code it cannot scan', async () => {
    await renderShell('/dashboard', {
      appSettings: { ...demoAppSettings, publicUrl: 'https://factory.example.com/' },
    });
    act(() => useAppStore.setState({ device: 'mobile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Software download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Software download' });
    expect(within(dialog).getByRole('link', { name: 'Open the scanning page' }).getAttribute('href')).toBe(
      'https://factory.example.com/#/scan',
    );
    expect(dialog.querySelector('.ant-qrcode')).toBeNull();
  });
});

describe('user menu (docs/specification.md §1, what the product does; §3, entities and their fields)', () => {
  it('shows the name, the avatar from /avatar/{avatarName}, and the menu entries', async () => {
    await renderShell();
    act(() => {
      const { user } = useSessionStore.getState();
      if (user) useSessionStore.setState({ user: { ...user, avatarName: 'wang fang.png' } });
    });
    const button = screen.getByRole('button', { name: 'Account menu of Wang Fang' });
    expect(within(button).getByText('Wang Fang')).toBeTruthy();
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/avatar/wang%20fang.png');
    fireEvent.click(button);
    const entries = within(await openedDropdown()).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Personal center',
      'Enterprise info',
      'Change password',
      'Log out',
    ]);
  });

  it('opens the personal center from the account menu', async () => {
    const { router } = await renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Wang Fang' }));
    fireEvent.click(within(await openedDropdown()).getByRole('menuitem', { name: 'Personal center' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/center'));
  });

  it('shows a default picture without an avatar', async () => {
    await renderShell();
    const button = screen.getByRole('button', { name: 'Account menu of Wang Fang' });
    expect(button.querySelector('img')).toBeNull();
    expect(button.querySelector('.anticon-user')).not.toBeNull();
  });

  it('logs out after confirmation, clearing the session even when the server call fails (docs/specification.md §4, states and transitions)', async () => {
    const { requests } = await renderShell();
    const reload = vi.spyOn(navigation, 'reloadPage').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Wang Fang' }));
    fireEvent.click(within(await openedDropdown()).getByRole('menuitem', { name: 'Log out' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm to log out of the system?' });
    // The fake API has no answer for auth/logout: the call fails.
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(requests.some((request) => request.method === 'delete' && request.url === '/auth/logout')).toBe(
      true,
    );
    expect(getToken()).toBeUndefined();
    expect(useSessionStore.getState()).toMatchObject({ user: undefined, roles: [] });
  });
});
