import { isExternalLink } from '@gbo/contracts';
import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { menuIcon } from '@/components/menu-icon';
import styles from '@/layout/components/sidebar/sidebar.module.css';
import { useMenuStore } from '@/layout/stores/menu-store';
import {
  ancestorKeys,
  groupKeys,
  type SidebarItem,
  sidebarItems,
  uniqueOpenKeys,
} from '@/layout/utils/sidebar-items';
import { type RouteTitle, useCurrentHandle, useTitleText } from '@/lib/route-meta';

type MenuItems = NonNullable<MenuProps['items']>;

/** The sidebar menu (docs/specification.md §2, screens and routes): the user's menus, one group open at a time, the current page highlighted. */
export function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const titleText = useTitleText();
  const routes = useMenuStore((state) => state.sidebarRoutes);
  const items = useMemo(() => sidebarItems(routes), [routes]);
  const menuItems = useMemo(() => toMenuItems(items, titleText), [items, titleText]);
  const activeKey = useActiveKey();
  const [openKeys, setOpenKeys] = useOpenKeys(activeKey, groupKeys(items));
  const navigate = useNavigate();

  const open: MenuProps['onClick'] = ({ key }) => {
    if (isExternalLink(key)) window.open(key, '_blank', 'noopener,noreferrer');
    else void navigate(key);
  };

  return (
    <Menu
      mode="inline"
      theme="dark"
      className={styles.menu}
      // Narrower steps than antd's 24 px leave nested titles room in the 205 px sidebar.
      inlineIndent={16}
      items={menuItems}
      selectedKeys={[activeKey]}
      onClick={open}
      // A collapsed menu opens its groups as pop-ups, which manage themselves.
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={(keys) => setOpenKeys(uniqueOpenKeys(openKeys, keys))}
    />
  );
}

/** The entry to highlight: the route's `activeMenu`, else its own path. */
function useActiveKey(): string {
  const { pathname } = useLocation();
  return useCurrentHandle()?.meta.activeMenu ?? pathname;
}

/** The open groups; arriving at a page opens the groups around it, as upstream's menu did. */
function useOpenKeys(activeKey: string, groups: string[]) {
  const [openKeys, setOpenKeys] = useState(() => ancestorKeys(activeKey, groups));
  const [openedFor, setOpenedFor] = useState(activeKey);
  if (openedFor !== activeKey) {
    setOpenedFor(activeKey);
    const around = ancestorKeys(activeKey, groups);
    if (around.length > 0) setOpenKeys(around);
  }
  return [openKeys, setOpenKeys] as const;
}

function toMenuItems(items: readonly SidebarItem[], titleText: (title: RouteTitle) => string): MenuItems {
  return items.map((item) => ({
    key: item.key,
    icon: menuIcon(item.icon),
    label: titleText(item.title),
    children: item.children && toMenuItems(item.children, titleText),
  }));
}
