import { notification } from 'antd';
import { useEffect } from 'react';
import { bindNotifications } from '@/lib/notify';

/**
 * Shows the notifications of code outside React (the HTTP client, the language switch), themed by the
 * ConfigProvider above it. antd's `App` would bring its modal and message code along, which the login page
 * does not need; the signed-in shell adds it (app/shell-providers).
 */
export function NotificationBridge() {
  const [api, contextHolder] = notification.useNotification();
  useEffect(() => {
    bindNotifications(api);
    return () => bindNotifications(undefined);
  }, [api]);
  return contextHolder;
}
