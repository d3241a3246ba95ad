import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

/**
 * Shown while the browser has no network. The app itself may have opened from the service worker's cache,
 * but the office screens need the server: their lists wait (TanStack Query holds queries back while offline)
 * instead of failing, so this says why nothing comes.
 */
export function OfflineBanner() {
  const { t } = useTranslation('layout');
  const online = useOnline();
  if (online) return null;
  return <Alert type="error" banner title={t('offlineBanner')} />;
}
