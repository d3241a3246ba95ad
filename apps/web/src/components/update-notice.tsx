import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '@/components/update-notice.module.css';
import { canReload, reloadToUpdate, useAppUpdateStore } from '@/lib/app-update';

/**
 * "A new version is available" and its Reload button, once the service worker has a new version waiting
 * (lib/app-update.ts). Never reloads by itself; while a page holds the update back (a scan on its way), the
 * button waits and says why.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const waiting = useAppUpdateStore((state) => state.waiting);
  const ready = useAppUpdateStore(canReload);
  if (!waiting) return null;
  return (
    <div className={styles.notice}>
      <Alert
        type="info"
        showIcon
        title={t('update.available')}
        description={ready ? undefined : t('update.busy')}
        action={
          <Button size="small" type="primary" disabled={!ready} onClick={() => void reloadToUpdate()}>
            {t('update.reload')}
          </Button>
        }
      />
    </div>
  );
}
