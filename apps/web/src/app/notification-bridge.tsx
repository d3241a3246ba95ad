import { App } from 'antd';
import { useEffect } from 'react';
import { bindNotifications } from '@/lib/notify';

/** Lends the HTTP client the notification API of antd's `App` context, which carries the theme. */
export function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    bindNotifications(notification);
    return () => bindNotifications(undefined);
  }, [notification]);
  return null;
}
