import type { MenuVo } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '@/layout/routes/app-route';
import { menuRoutes, resolvePath } from '@/layout/routes/menu-routes';
import {
  cuttingRoomMenu,
  docsLinkMenu,
  hideMenu,
  shippingLeafMenu,
  systemMenu,
} from '@/testing/menu-fixtures';

const cuttingRoomRoute: AppRoute = {
  path: '/bundle',
  name: 'Cutting room',
  meta: { hidden: false, title: { text: 'Cutting room', textZh: '裁床' }, icon: 'tools', noCache: true },
  alwaysShow: true,
  redirect: 'noredirect',
  children: [
    {
      path: '/bundle/create',
      name: 'BundleCreate',
      meta: {
        hidden: false,
        title: { text: 'Bundle numbering', textZh: '分扎编号' },
        icon: 'tools',
        noCache: false,
      },
      page: 'bundle/create',
    },
    {
      path: '/bundle/add',
      name: 'BundleAdd',
      meta: {
        hidden: true,
        title: { text: 'Add bundle data', textZh: '新增扎号数据' },
        icon: undefined,
        noCache: true,
      },
      page: 'bundle/add',
    },
  ],
};

const shippingRoute: AppRoute = {
  path: '/bill',
  name: undefined,
  meta: { hidden: false },
  alwaysShow: undefined,
  redirect: undefined,
  children: [
    {
      path: '/bill/index',
      name: 'BillOut',
      meta: {
        hidden: false,
        title: { text: 'Shipment orders', textZh: '出货单' },
        icon: 'deploy',
        noCache: false,
      },
      page: 'bill/out',
    },
  ],
};

const userRoute: AppRoute = {
  path: '/system/people/user',
  name: 'User',
  meta: { hidden: false, title: { text: 'Users', textZh: '用户管理' }, icon: 'user', noCache: false },
  page: 'system/user',
};
const roleRoute: AppRoute = {
  path: '/system/people/access/role',
  name: 'Role',
  meta: { hidden: false, title: { text: 'Roles', textZh: '角色管理' }, icon: 'role', noCache: false },
  page: 'examples/role',
};
const dictRoute: AppRoute = {
  path: '/system/dict',
  name: 'Dict',
  meta: {
    hidden: false,
    title: { text: 'Dictionaries', textZh: '字典管理' },
    icon: 'dictionary',
    noCache: false,
  },
  page: 'examples/dict',
};
const systemDirectory = {
  path: '/system',
  name: 'System',
  meta: { hidden: false, title: { text: 'System', textZh: '系统管理' }, icon: 'system', noCache: true },
  alwaysShow: true,
  redirect: 'noredirect',
} satisfies AppRoute;

const hidden = (route: AppRoute): AppRoute => ({ ...route, meta: { ...route.meta, hidden: true } });

const docsRoute: AppRoute = {
  path: '/https://docs.example.com',
  name: undefined,
  meta: { hidden: false },
  alwaysShow: undefined,
  redirect: undefined,
  children: [
    {
      path: 'https://docs.example.com',
      name: undefined,
      meta: { hidden: false, title: { text: 'User guide', textZh: null }, icon: 'swagger', noCache: true },
    },
  ],
};

describe('menuRoutes (server menus → routes, docs/specification.md §2, screens and routes)', () => {
  it.each<[string, MenuVo[], boolean, AppRoute[]]>([
    ['a directory with pages, nested', [cuttingRoomMenu], false, [cuttingRoomRoute]],
    ['a directory with pages, flattened: nothing to hoist', [cuttingRoomMenu], true, [cuttingRoomRoute]],
    ['the `index` wrapper of a top-level page', [shippingLeafMenu], false, [shippingRoute]],
    ['a link menu keeps its external address', [docsLinkMenu], true, [docsRoute]],
    [
      'ParentView directories, nested for the sidebar',
      [systemMenu],
      false,
      [
        {
          ...systemDirectory,
          children: [
            {
              path: '/system/people',
              name: 'People',
              meta: {
                hidden: false,
                title: { text: 'People', textZh: null },
                icon: 'peoples',
                noCache: true,
              },
              alwaysShow: true,
              redirect: 'noredirect',
              children: [
                userRoute,
                {
                  path: '/system/people/access',
                  name: 'Access',
                  meta: {
                    hidden: false,
                    title: { text: 'Access', textZh: null },
                    icon: 'permission',
                    noCache: true,
                  },
                  alwaysShow: true,
                  redirect: 'noredirect',
                  children: [roleRoute],
                },
              ],
            },
            dictRoute,
          ],
        },
      ],
    ],
    [
      'ParentView directories, flattened with every parent path prefixed',
      [systemMenu],
      true,
      [{ ...systemDirectory, children: [userRoute, roleRoute, dictRoute] }],
    ],
    [
      'a hidden ParentView directory, flattened: its hoisted pages stay hidden',
      [hideMenu(systemMenu, 'People')],
      true,
      [{ ...systemDirectory, children: [hidden(userRoute), hidden(roleRoute), dictRoute] }],
    ],
    [
      'a hidden ParentView directory inside another, flattened: only its own pages are hidden',
      [hideMenu(systemMenu, 'Access')],
      true,
      [{ ...systemDirectory, children: [userRoute, hidden(roleRoute), dictRoute] }],
    ],
    ['no menus (a worker)', [], false, []],
  ])('%s', (_case, menus, flatten, expected) => {
    expect(menuRoutes(menus, { flatten })).toEqual(expected);
  });

  it.each<[string, MenuVo]>([
    [
      'a leaf without a component',
      {
        name: 'Odd',
        path: '/odd',
        hidden: false,
        meta: { title: 'Odd', titleZh: null, icon: null, noCache: false },
      },
    ],
    [
      'a directory component without children',
      {
        name: 'Empty',
        path: '/empty',
        hidden: false,
        component: 'Layout',
        alwaysShow: true,
        redirect: 'noredirect',
        meta: { title: 'Empty', titleZh: null, icon: null, noCache: true },
        children: [],
      },
    ],
  ])('drops %s: there is nothing to show', (_case, menu) => {
    expect(menuRoutes([menu], { flatten: true })).toEqual([]);
  });

  it('does not change the menus it is given', () => {
    const menus = structuredClone([systemMenu]);
    menuRoutes(menus, { flatten: true });
    expect(menus).toEqual([systemMenu]);
  });
});

describe('resolvePath', () => {
  it.each([
    ['/bundle', 'create', '/bundle/create'],
    ['/', 'dashboard', '/dashboard'],
    ['', '/bundle', '/bundle'],
    ['/user', '/user/center', '/user/center'],
    ['/docs', 'https://docs.example.com', 'https://docs.example.com'],
    ['/help', 'mailto:help@example.com', 'mailto:help@example.com'],
  ])('%s + %s → %s', (parent, path, expected) => {
    expect(resolvePath(parent, path)).toBe(expected);
  });
});
