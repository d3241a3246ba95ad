import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import styles from '@/features/errors/components/crash-page.module.css';
import { crashKind } from '@/features/errors/utils/crash-kind';

/**
 * Shown when a page throws or its code cannot be loaded (e.g. a chunk replaced by a newer deployment).
 * It is part of the first download, so it uses plain elements: no antd Result and its illustrations, no Flex,
 * and a native button drawn as antd's primary Button (antd's Button would be 7 KB gzip more on every page).
 */
export function CrashPage({ offline = false }: { offline?: boolean }) {
  const { t } = useTranslation('errors');
  // Offline, a page the service worker did not keep cannot load its code: say so, not "something went wrong";
  // online, its code is gone from the server (a newer version): say a reload loads the new one.
  // `offline`: the page is known but cannot be shown without the server (its menus could not be fetched).
  const error = useRouteError();
  const kind = offline ? 'unreachable' : crashKind(error, navigator.onLine);
  // The page says only that something went wrong; the console keeps what, for whoever looks into it.
  useEffect(() => {
    if (error) console.error('The page could not be shown:', error);
  }, [error]);
  return (
    <div role="alert" className={styles.page}>
      <h1>{t(`${kind}.title`)}</h1>
      <p>{t(`${kind}.description`)}</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t('crashed.reload')}
      </button>
    </div>
  );
}
