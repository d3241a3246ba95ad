import { ScissorOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { settings } from '@/config/settings';
import styles from '@/layout/components/sidebar/sidebar.module.css';

/** The product's name above the menu, leading home; only the mark shows while the sidebar is collapsed. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <Link to="/" className={styles.logo} aria-label={t('sidebar.logo', { title: settings.title })}>
      <ScissorOutlined className={styles.mark} aria-hidden />
      {!collapsed && <span className={styles.title}>{settings.title}</span>}
    </Link>
  );
}
