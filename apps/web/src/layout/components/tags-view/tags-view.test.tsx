import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreApi } from '@/testing/fake-api';
import { renderShell } from '@/testing/render-app';

// Business pages are real screens now; the shell is tested with a stand-in that keeps what is typed.
// A page id the app does not know gets the not-built page: the same stand-in.
vi.mock('@/components/not-built-page', () => import('@/testing/stateful-page'));
vi.mock('@/app/page-registry', async (original) =>
  (await import('@/testing/stateful-page')).withStandInPages(await original()),
);

// A page that holds what is typed, in place of the (stateless) not-built page.

afterEach(restoreApi);

type AppRouter = Awaited<ReturnType<typeof renderShell>>['router'];

const tabStrip = () => screen.getByRole('navigation', { name: 'Open pages' });
const tabTitles = () =>
  within(tabStrip())
    .getAllByRole('link')
    .map((link) => link.textContent);
const notes = () => screen.getByRole('textbox', { name: 'Notes' });

async function open(router: AppRouter, path: string, title: string) {
  await act(() => router.navigate(path));
  await screen.findByRole('heading', { name: title });
}

async function openThreePages(router: AppRouter) {
  await open(router, '/bundle/create', 'Bundle numbering');
  await open(router, '/bill/index', 'Shipment orders');
  await open(router, '/system/dict', 'Dictionaries');
}

async function chooseFromContextMenu(tabTitle: string, action: string) {
  fireEvent.contextMenu(within(tabStrip()).getByRole('link', { name: tabTitle }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('tags view (docs/specification.md §2, screens and routes)', () => {
  it('adds one tab per page, unique by path, after the affixed home tab', async () => {
    const { router } = await renderShell();
    await openThreePages(router);
    await open(router, '/bundle/create?lay=2', 'Bundle numbering');
    expect(tabTitles()).toEqual(['Home', 'Bundle numbering', 'Shipment orders', 'Dictionaries']);
    // The tab follows the page's latest query.
    expect(within(tabStrip()).getByRole('link', { name: 'Bundle numbering' }).getAttribute('href')).toBe(
      '/bundle/create?lay=2',
    );
  });

  it('close others keeps the affixed tab and the chosen one', async () => {
    const { router } = await renderShell();
    await openThreePages(router);
    await chooseFromContextMenu('Shipment orders', 'Close others');
    await waitFor(() => expect(tabTitles()).toEqual(['Home', 'Shipment orders']));
    expect(router.state.location.pathname).toBe('/bill/index');
  });

  it('close all keeps the affixed tab and goes home', async () => {
    const { router } = await renderShell();
    await openThreePages(router);
    await chooseFromContextMenu('Dictionaries', 'Close all');
    await waitFor(() => expect(tabTitles()).toEqual(['Home']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('the affixed tab has no close button nor close item', async () => {
    await renderShell();
    expect(screen.queryByRole('button', { name: 'Close Home' })).toBeNull();
    fireEvent.contextMenu(within(tabStrip()).getByRole('link', { name: 'Home' }));
    await screen.findByRole('menuitem', { name: 'Close others' });
    expect(screen.queryByRole('menuitem', { name: 'Close' })).toBeNull();
  });

  it('closing the current tab goes to the last tab left', async () => {
    const { router } = await renderShell();
    await openThreePages(router);
    fireEvent.click(screen.getByRole('button', { name: 'Close Dictionaries' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bill/index'));
    expect(tabTitles()).toEqual(['Home', 'Bundle numbering', 'Shipment orders']);
  });

  it('a middle click closes a tab; the current page stays', async () => {
    const { router } = await renderShell();
    await openThreePages(router);
    fireEvent(
      within(tabStrip()).getByRole('link', { name: 'Bundle numbering' }),
      new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }),
    );
    await waitFor(() => expect(tabTitles()).toEqual(['Home', 'Shipment orders', 'Dictionaries']));
    expect(router.state.location.pathname).toBe('/system/dict');
  });

  it('keeps a page alive while its tab is open, and drops it when the tab closes', async () => {
    const { router } = await renderShell();
    await open(router, '/bundle/create', 'Bundle numbering');
    fireEvent.change(notes(), { target: { value: 'lay 3 short by 2 plies' } });
    await open(router, '/bill/index', 'Shipment orders');
    await open(router, '/bundle/create', 'Bundle numbering');
    expect(notes()).toHaveProperty('value', 'lay 3 short by 2 plies');

    fireEvent.click(screen.getByRole('button', { name: 'Close Bundle numbering' }));
    await screen.findByRole('heading', { name: 'Shipment orders' });
    await open(router, '/bundle/create', 'Bundle numbering');
    expect(notes()).toHaveProperty('value', '');
  });

  it('refresh shows the page anew, without what it kept', async () => {
    const { router } = await renderShell();
    await open(router, '/bundle/create', 'Bundle numbering');
    fireEvent.change(notes(), { target: { value: 'draft' } });
    await chooseFromContextMenu('Bundle numbering', 'Refresh');
    await waitFor(() => expect(notes()).toHaveProperty('value', ''));
    expect(router.state.location.pathname).toBe('/bundle/create');
    expect(tabTitles()).toEqual(['Home', 'Bundle numbering']);
  });

  it('does not keep a noCache page alive', async () => {
    const { router } = await renderShell('/dashboard', {
      menus: [
        {
          name: null,
          path: '/monitor',
          hidden: false,
          component: 'Layout',
          meta: null,
          children: [
            {
              name: 'Log',
              path: 'index',
              hidden: false,
              component: 'examples/log',
              meta: { title: 'Audit log', titleZh: '操作日志', icon: 'log', noCache: true },
            },
          ],
        },
      ],
    });
    await open(router, '/monitor/index', 'Audit log');
    fireEvent.change(notes(), { target: { value: 'not kept' } });
    await open(router, '/dashboard', 'Welcome, Wang Fang');
    await open(router, '/monitor/index', 'Audit log');
    expect(notes()).toHaveProperty('value', '');
  });

  it("names the tab of a page without a title 'no-name'", async () => {
    const { router } = await renderShell('/dashboard', {
      menus: [
        {
          name: null,
          path: '/work',
          hidden: false,
          component: 'Layout',
          meta: null,
          children: [
            { name: 'WorkDetail', path: 'detail', hidden: false, component: 'work/detail', meta: null },
          ],
        },
      ],
    });
    await act(() => router.navigate('/work/detail'));
    await screen.findByRole('textbox', { name: 'Notes' });
    await waitFor(() => expect(tabTitles()).toEqual(['Home', 'no-name']));
    expect(within(tabStrip()).getByText('no-name').getAttribute('href')).toBe('/work/detail');
  });

  it('does not keep the dashboard alive: another tab unmounts it (docs/specification.md §2, screens and routes: not cached)', async () => {
    const { router } = await renderShell();
    expect(await screen.findByText('Welcome, Wang Fang')).toBeTruthy();
    await open(router, '/bundle/create', 'Bundle numbering');
    // A kept page stays in the document, hidden; the dashboard is gone.
    expect(screen.queryByText('Welcome, Wang Fang')).toBeNull();
    // The control: back on the dashboard, the page kept alive is still in the document, hidden.
    fireEvent.change(notes(), { target: { value: 'kept while hidden' } });
    await open(router, '/dashboard', 'Welcome, Wang Fang');
    expect(screen.getByDisplayValue('kept while hidden')).toBeTruthy();
  });
});
