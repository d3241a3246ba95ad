import { Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { SidebarLogo } from '@/layout/components/sidebar/sidebar-logo';
import { SidebarMenu } from '@/layout/components/sidebar/sidebar-menu';
import styles from '@/layout/components/sidebar/sidebar.module.css';
import { useAppStore } from '@/layout/stores/app-store';
import { useSettingsStore } from '@/layout/stores/settings-store';

/** docs/specification.md §9, constants and limits. */
export const SIDEBAR_WIDTH = 205;
const COLLAPSED_WIDTH = 64;
/** antd's dark menu background, so the drawer and the menu in it are one surface. */
const SIDEBAR_BACKGROUND = '#001529';

/**
 * The sidebar (docs/specification.md §2, screens and routes): beside the page on a desktop, collapsible to icons; over the page on a phone, where
 * tapping outside it closes it.
 */
export function Sidebar() {
  const device = useAppStore((state) => state.device);
  const { opened, withoutAnimation } = useAppStore((state) => state.sidebar);
  const closeSidebar = useAppStore((state) => state.closeSidebar);

  if (device === 'mobile') {
    return (
      <Drawer
        placement="left"
        open={opened}
        onClose={() => closeSidebar({ withoutAnimation: false })}
        size={SIDEBAR_WIDTH}
        closable={false}
        styles={{ body: { padding: 0, background: SIDEBAR_BACKGROUND } }}
      >
        <SidebarContent collapsed={false} />
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsed={!opened}
      trigger={null}
      className={withoutAnimation ? `${styles.sider} ${styles.instant}` : styles.sider}
    >
      <SidebarContent collapsed={!opened} />
    </Layout.Sider>
  );
}

function SidebarContent({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('layout');
  const showLogo = useSettingsStore((state) => state.settings.sidebarLogo);
  return (
    <nav aria-label={t('sidebar.navigation')}>
      {showLogo && <SidebarLogo collapsed={collapsed} />}
      <SidebarMenu collapsed={collapsed} />
    </nav>
  );
}
