import type { MenuDto, Page, Role } from '@gbo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RolesPage } from '@/features/roles/components/roles-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const role = (id: number, name: string): Role => ({
  id,
  name,
  code: name.toLowerCase(),
  description: null,
  dataScope: 'all',
  depts: [],
  menus: [],
  memberCount: 0,
  createTime: '2026-01-01T00:00:00.000Z',
});
const packer = role(9, 'Packer');
const cutter = role(10, 'Cutter');
const users: MenuDto = {
  id: 4,
  pid: null,
  type: 1,
  title: 'Users',
  titleZh: '用户管理',
  componentName: null,
  component: null,
  path: null,
  icon: null,
  permission: 'user:list',
  menuSort: 1,
  cache: false,
  hidden: false,
  iFrame: false,
  createTime: '2026-01-01T00:00:00.000Z',
  subCount: 0,
  hasChildren: false,
  leaf: true,
  label: 'Users',
};

describe('roles page', () => {
  it('asks before another role’s grants replace ticks not saved yet', async () => {
    signIn(demoUser);
    const page: Page<Role> = { content: [packer, cutter], totalElements: 2 };
    fakeApi({
      'GET /api/roles': () => page,
      'GET /api/roles/9': () => packer,
      'GET /api/roles/10': () => cutter,
      'GET /api/menus/grantable': () => [users],
    });
    renderWithProviders(<RolesPage />);
    fireEvent.click(await screen.findByText('Packer'));
    const tree = await screen.findByLabelText('Menus and buttons granted to Packer');
    const usersNode = within(tree).getByText('Users').closest('[role="treeitem"]') as HTMLElement;
    fireEvent.click(within(usersNode).getByRole('checkbox'));

    fireEvent.click(screen.getByText('Cutter'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('The ticks you changed are not saved. Open Cutter and discard them?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Menus and buttons granted to Packer')).toBeTruthy();

    fireEvent.click(screen.getByText('Cutter'));
    // The first confirmation may still be closing: the newest dialog is the last.
    const again = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByLabelText('Menus and buttons granted to Cutter')).toBeTruthy();
  });
});
