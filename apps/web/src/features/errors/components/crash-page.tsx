import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import styles from '@/features/errors/components/crash-page.module.css';
import { isUnreachable } from '@/features/errors/utils/is-unreachable';

/**
 * Shown when a page throws or its code cannot be loaded (e.g. a chunk replaced by a newer deployment).
 * It is part of the first download, so it uses plain elements: no antd Result and its illustrations, no Flex,
 * and a native button drawn as antd's primary Button (antd's Button would be 7 KB gzip more on every page).
 */
export function CrashPage({ offline = false }: { offline?: boolean }) {
  const { t } = useTranslation('errors');
  // Offline, a page the service worker did not keep cannot load its code: say so, not "something went wrong".
  // `offline`: the page is known but cannot be shown without the server (its menus could not be fetched).
  const unreachable = isUnreachable(useRouteError(), navigator.onLine) || offline;
  return (
    <div role="alert" className={styles.page}>
      <h1>{t(unreachable ? 'unreachable.title' : 'crashed.title')}</h1>
      <p>{t(unreachable ? 'unreachable.description' : 'crashed.description')}</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t('crashed.reload')}
      </button>
    </div>
  );
}
