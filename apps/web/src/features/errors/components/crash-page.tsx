import { useTranslation } from 'react-i18next';
import styles from '@/features/errors/components/crash-page.module.css';

/**
 * Shown when a page throws or its code cannot be loaded (e.g. a chunk replaced by a newer deployment).
 * It is part of the first download, so it uses plain elements: no antd Result and its illustrations, no Flex,
 * and a native button drawn as antd's primary Button (antd's Button would be 7 KB gzip more on every page).
 */
export function CrashPage() {
  const { t } = useTranslation('errors');
  return (
    <div role="alert" className={styles.page}>
      <h1>{t('crashed.title')}</h1>
      <p>{t('crashed.description')}</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t('crashed.reload')}
      </button>
    </div>
  );
}
