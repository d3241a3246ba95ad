import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/layout/components/navbar/icon-button';
import { useAppStore } from '@/layout/stores/app-store';

/** Opens and closes the sidebar. */
export function Hamburger() {
  const { t } = useTranslation('layout');
  const opened = useAppStore((state) => state.sidebar.opened);
  const toggleSidebar = useAppStore((state) => state.toggleSidebar);
  return (
    <IconButton
      label={opened ? t('sidebar.close') : t('sidebar.open')}
      aria-expanded={opened}
      icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      onClick={toggleSidebar}
    />
  );
}
