import { useEffect, useSyncExternalStore } from 'react';
import {
  bindNotifications,
  getNotificationCode,
  subscribeNotificationCode,
  NOTICE_TOP,
  type UseNotification,
} from '@/lib/notify';

/**
 * Shows the notifications of code outside React (the HTTP client, the language switch), themed by the
 * ConfigProvider above it. antd's `App` would bring its modal and message code along, which the login page
 * does not need; the signed-in shell adds it (app/shell-providers). antd's notification code itself is not
 * part of the first page: lib/notify downloads it when a notice is first raised (or about to be), and the
 * holder renders once it has arrived.
 */
export function NotificationBridge() {
  const useNotification = useSyncExternalStore(subscribeNotificationCode, getNotificationCode);
  return useNotification ? <NotificationHolder useNotification={useNotification} /> : null;
}

function NotificationHolder({ useNotification }: { useNotification: UseNotification }) {
  const [api, contextHolder] = useNotification({ top: NOTICE_TOP });
  useEffect(() => {
    bindNotifications(api);
    return () => bindNotifications(undefined);
  }, [api]);
  return contextHolder;
}
