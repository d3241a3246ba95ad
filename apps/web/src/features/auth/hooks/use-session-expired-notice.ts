import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { settings } from '@/config/settings';
import { takeSessionExpiredMarker } from '@/lib/auth-storage';

/** After a 401 reloaded the app, tells the user once why they are back at the login page. */
export function useSessionExpiredNotice() {
  const { notification } = App.useApp();
  const { t } = useTranslation('auth');

  useEffect(() => {
    if (takeSessionExpiredMarker()) {
      notification.warning({ title: t('login.sessionExpired'), duration: settings.notificationSeconds });
    }
  }, [notification, t]);
}
