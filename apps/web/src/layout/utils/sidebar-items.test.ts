import { describe, expect, it } from 'vitest';
import type { AppRoute } from '@/layout/routes/app-route';
import { menuRoutes } from '@/layout/routes/menu-routes';
import { shellRoutes } from '@/layout/routes/shell-routes';
import {
  ancestorKeys,
  groupKeys,
  type SidebarItem,
  sidebarItems,
  uniqueOpenKeys,
} from '@/layout/utils/sidebar-items';
import { cuttingRoomMenu, docsLinkMenu, shippingLeafMenu, systemMenu } from '@/testing/menu-fixtures';

const nested = (menus: Parameters<typeof menuRoutes>[0]) => menuRoutes(menus, { flatten: false });

describe('sidebarItems (upstream SidebarItem rules)', () => {
  it.each<[string, AppRoute[], SidebarItem[]]>([
    [
      'the shell: home stands alone, the personal centre is hidden',
      shellRoutes,
      [{ key: '/dashboard', title: { key: 'dashboard:title' }, icon: 'index', external: false }],
    ],
    [
      'a directory marked alwaysShow is a group; hidden pages are left out',
      nested([cuttingRoomMenu]),
      [
        {
          key: '/bundle',
          title: { text: 'Cutting room', textZh: '裁床' },
          icon: 'tools',
          external: false,
          children: [
            {
              key: '/bundle/create',
              title: { text: 'Bundle numbering', textZh: '分扎编号' },
              icon: 'tools',
              external: false,
            },
          ],
        },
      ],
    ],
    [
      'the `index` wrapper shows as its page',
      nested([shippingLeafMenu]),
      [
        {
          key: '/bill/index',
          title: { text: 'Shipment orders', textZh: '出货单' },
          icon: 'deploy',
          external: false,
        },
      ],
    ],
    [
      'a link menu',
      nested([docsLinkMenu]),
      [
        {
          key: 'https://docs.example.com',
          title: { text: 'User guide', textZh: null },
          icon: 'swagger',
          external: true,
        },
      ],
    ],
    [
      'nested directories stay nested',
      nested([systemMenu]),
      [
        {
          key: '/system',
          title: { text: 'System', textZh: '系统管理' },
          icon: 'system',
          external: false,
          children: [
            {
              key: '/system/people',
              title: { text: 'People', textZh: null },
              icon: 'peoples',
              external: false,
              children: [
                {
                  key: '/system/people/user',
                  title: { text: 'Users', textZh: '用户管理' },
                  icon: 'user',
                  external: false,
                },
                {
                  key: '/system/people/access',
                  title: { text: 'Access', textZh: null },
                  icon: 'permission',
                  external: false,
                  children: [
                    {
                      key: '/system/people/access/role',
                      title: { text: 'Roles', textZh: '角色管理' },
                      icon: 'role',
                      external: false,
                    },
                  ],
                },
              ],
            },
            {
              key: '/system/dict',
              title: { text: 'Dictionaries', textZh: '字典管理' },
              icon: 'dictionary',
              external: false,
            },
          ],
        },
      ],
    ],
    [
      'a directory without alwaysShow and one page takes the directory icon when the page has none',
      [
        {
          path: '/x',
          meta: { title: { text: 'X', textZh: null }, icon: 'tools' },
          children: [{ path: '/x/y', meta: { title: { text: 'Y', textZh: null } }, page: 'work/list' }],
        },
      ],
      [{ key: '/x/y', title: { text: 'Y', textZh: null }, icon: 'tools', external: false }],
    ],
    [
      'a group whose pages are all hidden is left out',
      [
        {
          path: '/x',
          alwaysShow: true,
          meta: { title: { text: 'X', textZh: null } },
          children: [
            { path: '/x/y', meta: { title: { text: 'Y', textZh: null }, hidden: true }, page: 'work/list' },
          ],
        },
      ],
      [],
    ],
  ])('%s', (_case, routes, expected) => {
    expect(sidebarItems(routes)).toEqual(expected);
  });
});

describe('open groups (docs/specification.md §2, screens and routes: one group open at a time)', () => {
  it.each<[string, string[], string[], string[]]>([
    ['open the first group', [], ['/bundle'], ['/bundle']],
    ['open another: the first closes', ['/bundle'], ['/bundle', '/work'], ['/work']],
    [
      'open a subgroup: its group stays open',
      ['/system'],
      ['/system', '/system/people'],
      ['/system', '/system/people'],
    ],
    [
      'open a sibling subgroup: the other subgroup closes',
      ['/system', '/system/people'],
      ['/system', '/system/people', '/system/access'],
      ['/system', '/system/access'],
    ],
    ['close a group', ['/bundle'], [], []],
  ])('%s', (_case, previous, next, expected) => {
    expect(uniqueOpenKeys(previous, next)).toEqual(expected);
  });

  it('finds the groups to open for the current page', () => {
    const groups = groupKeys(sidebarItems(nested([systemMenu, cuttingRoomMenu])));
    expect(groups).toEqual(['/system', '/system/people', '/system/people/access', '/bundle']);
    expect(ancestorKeys('/system/people/access/role', groups)).toEqual([
      '/system',
      '/system/people',
      '/system/people/access',
    ]);
    expect(ancestorKeys('/dashboard', groups)).toEqual([]);
  });
});
