import { FloatButton, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '@/layout/basic-layout.module.css';
import { AppFooter } from '@/layout/components/app-footer';
import { KeepAliveOutlet } from '@/layout/components/keep-alive-outlet';
import { Navbar } from '@/layout/components/navbar/navbar';
import { SettingsDrawer } from '@/layout/components/settings/settings-drawer';
import { Sidebar } from '@/layout/components/sidebar/sidebar';
import { TagsView } from '@/layout/components/tags-view/tags-view';
import { OfflineBanner } from '@/layout/components/offline-banner';
import { TestEnvironmentBanner } from '@/layout/components/test-environment-banner';
import { useDevice } from '@/layout/hooks/use-device';
import { useInstallationSettings } from '@/layout/hooks/use-installation-settings';
import { useTagRegistration } from '@/layout/hooks/use-tag-registration';
import { useSettingsStore } from '@/layout/stores/settings-store';

/** The signed-in shell (docs/specification.md §2, screens and routes): sidebar, top bar, tabs, the kept-alive pages, footer and settings. */
export function BasicLayout() {
  const { t } = useTranslation('layout');
  const fixedHeader = useSettingsStore((state) => state.settings.fixedHeader);
  const showTags = useSettingsStore((state) => state.settings.tagsView);
  useDevice();
  useTagRegistration();
  useInstallationSettings();

  return (
    <Layout hasSider className={styles.layout}>
      <Sidebar />
      <Layout className={styles.main}>
        <TestEnvironmentBanner />
        <OfflineBanner />
        <header className={fixedHeader ? `${styles.header} ${styles.fixed}` : styles.header}>
          <Navbar />
          {showTags && <TagsView />}
        </header>
        <Layout.Content className={styles.content}>
          <KeepAliveOutlet />
        </Layout.Content>
        <AppFooter />
      </Layout>
      <SettingsDrawer />
      <FloatButton.BackTop aria-label={t('backToTop')} className={styles['back-top']} />
    </Layout>
  );
}
