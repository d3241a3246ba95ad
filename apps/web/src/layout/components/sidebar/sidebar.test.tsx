import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreApi } from '@/testing/fake-api';
import { renderShell } from '@/testing/render-app';

afterEach(() => {
  restoreApi();
  resizeTo(1024);
});

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const sidebar = () => screen.getByRole('navigation', { name: 'Main menu' });
const group = (name: string) => within(sidebar()).getByRole('menuitem', { name });

describe('sidebar on a desktop (docs/specification.md §2, screens and routes)', () => {
  it('is 205 px wide, with the logo and the user’s menus', async () => {
    await renderShell();
    const sider = sidebar().closest('.ant-layout-sider');
    expect(sider?.getAttribute('style')).toContain('width: 205px');
    expect(within(sidebar()).getByRole('link', { name: 'Garment Back Office, home' })).toBeTruthy();
    expect(
      within(sidebar())
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Cutting room', 'Shipment orders', 'System', 'User guide']);
  });

  it('opens the current page’s group, and one group at a time', async () => {
    await renderShell('/bundle/create');
    await waitFor(() => expect(group('Cutting room').getAttribute('aria-expanded')).toBe('true'));
    fireEvent.click(group('System'));
    await waitFor(() => expect(group('System').getAttribute('aria-expanded')).toBe('true'));
    expect(group('Cutting room').getAttribute('aria-expanded')).toBe('false');
  });

  it('collapses and remembers it for the session as 0, opens again as 1', async () => {
    await renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Close the menu' }));
    expect(sessionStorage.getItem('sidebarStatus')).toBe('0');
    expect(sidebar().closest('.ant-layout-sider')?.className).toContain('ant-layout-sider-collapsed');
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(sessionStorage.getItem('sidebarStatus')).toBe('1');
  });

  it('navigates from a menu entry', async () => {
    const { router } = await renderShell('/bundle/create');
    fireEvent.click(await within(sidebar()).findByRole('menuitem', { name: 'Shipment orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bill/index'));
  });
});

describe('sidebar on a phone (docs/specification.md §2, screens and routes: below 992 px)', () => {
  it('closes when the screen narrows, opens over the page, and closes after navigating', async () => {
    const { router } = await renderShell();
    resizeTo(991);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
    expect(sessionStorage.getItem('sidebarStatus')).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Close the menu' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('menuitem', { name: 'Shipment orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bill/index'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open the menu' })).toBeTruthy());
  });

  it('closes when the user taps outside it', async () => {
    await renderShell();
    resizeTo(375);
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    await screen.findByRole('dialog');
    const mask = document.querySelector('.ant-drawer-mask');
    if (!mask) throw new Error('no drawer mask');
    fireEvent.click(mask);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open the menu' })).toBeTruthy());
  });

  it('stays a desktop at 992 px', async () => {
    await renderShell();
    resizeTo(992);
    expect(sidebar().closest('.ant-layout-sider')).not.toBeNull();
  });
});
