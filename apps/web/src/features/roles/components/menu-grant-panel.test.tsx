import type { MenuDto, Role } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuGrantPanel } from '@/features/roles/components/menu-grant-panel';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

function menu(id: number, type: number, title: string, permission: string | null, children?: MenuDto[]) {
  const dto: MenuDto = {
    id,
    pid: null,
    type,
    title,
    titleZh: null,
    componentName: null,
    component: null,
    path: null,
    icon: null,
    permission,
    menuSort: id,
    cache: false,
    hidden: false,
    iFrame: false,
    createTime: '2026-01-01T00:00:00.000Z',
    subCount: children?.length ?? 0,
    hasChildren: Boolean(children?.length),
    leaf: !children?.length,
    label: title,
    ...(children && { children }),
  };
  return dto;
}

const menus = [
  menu(1, 0, 'System', null, [
    menu(2, 1, 'Departments', 'dept:list', [menu(3, 2, 'Add department', 'dept:add')]),
    menu(4, 1, 'Users', 'user:list'),
  ]),
];

const packer: Role = {
  id: 9,
  name: 'Packer',
  code: 'packer',
  description: null,
  dataScope: 'dept',
  depts: [],
  menus: [4],
  memberCount: 0,
  createTime: '2026-01-01T00:00:00.000Z',
};

const checkbox = (title: string) => {
  const node = screen.getByText(title).closest('[role="treeitem"]') as HTMLElement;
  return within(node).getByRole('checkbox');
};

describe('menu grant panel', () => {
  it('asks for a role until one is chosen', () => {
    signIn(demoUser);
    renderWithProviders(<MenuGrantPanel roleId={undefined} onUnsavedChange={vi.fn()} />);
    expect(screen.getByText(/Choose a role in the list/)).toBeDefined();
  });

  it('ticks a page with its buttons and directory, and saves the grant', async () => {
    signIn(demoUser);
    const requests = fakeApi({
      'GET /api/roles/9': () => packer,
      'GET /api/menus/grantable': () => menus,
      'PUT /api/roles/menu': () => undefined,
    });
    const unsaved = vi.fn();
    renderWithProviders(<MenuGrantPanel roleId={9} onUnsavedChange={unsaved} />);
    await screen.findByRole('tree', { name: 'Menus and buttons granted to Packer' });
    const save = screen.getByRole('button', { name: 'Save grants' });
    expect(save).toHaveProperty('disabled', true);
    // The directory above a granted page shows as partly ticked.
    expect(checkbox('System').getAttribute('aria-checked')).toBe('mixed');

    fireEvent.click(checkbox('Departments'));
    expect(checkbox('Add department').getAttribute('aria-checked')).toBe('true');
    // Everything below it granted now: the directory is ticked through.
    expect(checkbox('System').getAttribute('aria-checked')).toBe('true');
    expect(unsaved).toHaveBeenLastCalledWith(true);
    fireEvent.click(save);

    await waitFor(() => expect(requests.some((request) => request.method === 'put')).toBe(true));
    const put = requests.find((request) => request.method === 'put');
    const body = JSON.parse(put?.data as string) as { id: number; menus: number[] };
    expect(body.id).toBe(9);
    expect(body.menus.sort()).toEqual([1, 2, 3, 4]);
  });

  it('shows a page without all its buttons as partly ticked, and its directory too', async () => {
    signIn(demoUser);
    fakeApi({
      'GET /api/roles/9': () => ({ ...packer, menus: [1, 2, 4] }),
      'GET /api/menus/grantable': () => menus,
    });
    renderWithProviders(<MenuGrantPanel roleId={9} onUnsavedChange={vi.fn()} />);
    await screen.findByRole('tree');
    expect(checkbox('Departments').getAttribute('aria-checked')).toBe('mixed');
    expect(checkbox('System').getAttribute('aria-checked')).toBe('mixed');
    expect(checkbox('Users').getAttribute('aria-checked')).toBe('true');
  });

  it('lets nobody tick what they do not hold themselves', async () => {
    signIn({ ...demoUser, roles: ['roles:list', 'roles:edit', 'dept:list'] });
    fakeApi({ 'GET /api/roles/9': () => packer, 'GET /api/menus/grantable': () => menus });
    renderWithProviders(<MenuGrantPanel roleId={9} onUnsavedChange={vi.fn()} />);
    await screen.findByRole('tree');
    expect(checkbox('Departments').getAttribute('aria-disabled')).not.toBe('true');
    expect(checkbox('Add department').getAttribute('aria-disabled')).toBe('true');
  });
});
