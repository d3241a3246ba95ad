import type { MenuVo } from '@gbo/contracts';

/**
 * Menus shaped as eladmin's `buildMenus` returns them: directories carry `alwaysShow` and the lower-case
 * `noredirect`, a top-level leaf is wrapped in a `Layout` node with a child at path `index`, and a link
 * menu's child has the external address as its path.
 */
export const cuttingRoomMenu: MenuVo = {
  name: 'Cutting room',
  path: '/bundle',
  hidden: false,
  redirect: 'noredirect',
  component: 'Layout',
  alwaysShow: true,
  meta: { title: 'Cutting room', titleZh: '裁床', icon: 'tools', noCache: true },
  children: [
    {
      name: 'BundleCreate',
      path: 'create',
      hidden: false,
      component: 'bundle/create',
      meta: { title: 'Bundle numbering', titleZh: '分扎编号', icon: 'tools', noCache: false },
    },
    {
      name: 'BundleAdd',
      path: 'add',
      hidden: true,
      component: 'bundle/add',
      meta: { title: 'Add bundle data', titleZh: '新增扎号数据', icon: null, noCache: true },
    },
  ],
};

/** A top-level page: the server wraps it so that the layout still frames it. */
export const shippingLeafMenu: MenuVo = {
  name: null,
  path: '/bill',
  hidden: false,
  component: 'Layout',
  meta: null,
  children: [
    {
      name: 'BillOut',
      path: 'index',
      hidden: false,
      component: 'bill/out',
      meta: { title: 'Shipment orders', titleZh: '出货单', icon: 'deploy', noCache: false },
    },
  ],
};

/** Two levels of `ParentView` directories inside a top-level directory. */
export const systemMenu: MenuVo = {
  name: 'System',
  path: '/system',
  hidden: false,
  redirect: 'noredirect',
  component: 'Layout',
  alwaysShow: true,
  meta: { title: 'System', titleZh: '系统管理', icon: 'system', noCache: true },
  children: [
    {
      name: 'People',
      path: 'people',
      hidden: false,
      redirect: 'noredirect',
      component: 'ParentView',
      alwaysShow: true,
      meta: { title: 'People', titleZh: null, icon: 'peoples', noCache: true },
      children: [
        {
          name: 'User',
          path: 'user',
          hidden: false,
          component: 'system/user',
          meta: { title: 'Users', titleZh: '用户管理', icon: 'user', noCache: false },
        },
        {
          name: 'Access',
          path: 'access',
          hidden: false,
          redirect: 'noredirect',
          component: 'ParentView',
          alwaysShow: true,
          meta: { title: 'Access', titleZh: null, icon: 'permission', noCache: true },
          children: [
            {
              name: 'Role',
              path: 'role',
              hidden: false,
              component: 'examples/role',
              meta: { title: 'Roles', titleZh: '角色管理', icon: 'role', noCache: false },
            },
          ],
        },
      ],
    },
    {
      name: 'Dict',
      path: 'dict',
      hidden: false,
      component: 'examples/dict',
      meta: { title: 'Dictionaries', titleZh: '字典管理', icon: 'dictionary', noCache: false },
    },
  ],
};

/** A link menu (eladmin's iFrame flag) at the top level. */
export const docsLinkMenu: MenuVo = {
  name: null,
  path: '/https://docs.example.com',
  hidden: false,
  component: 'Layout',
  meta: null,
  children: [
    {
      name: null,
      path: 'https://docs.example.com',
      hidden: false,
      meta: { title: 'User guide', titleZh: null, icon: 'swagger', noCache: true },
    },
  ],
};

/** A copy of `menu` in which the menu called `name`, at any depth, is hidden. */
export function hideMenu(menu: MenuVo, name: string): MenuVo {
  if (menu.name === name) return { ...menu, hidden: true };
  return { ...menu, children: menu.children?.map((child) => hideMenu(child, name)) };
}
