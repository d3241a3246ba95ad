import { useTranslation } from 'react-i18next';
import styles from '@/components/page-loading.module.css';

/** Fills the screen while the first page's code and data load. Plain CSS: it shows before any antd component. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status">
      <span className={styles.spinner} aria-hidden />
      {t('loading')}
    </div>
  );
}
