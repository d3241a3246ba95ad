import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takeSessionExpiredMarker } from '@/lib/auth-storage';
import { notifyWarning } from '@/lib/notify';

/** After a 401 reloaded the app, tells the user once why they are back at the login page. */
export function useSessionExpiredNotice() {
  const { t } = useTranslation('auth');

  useEffect(() => {
    if (takeSessionExpiredMarker()) notifyWarning(t('login.sessionExpired'));
  }, [t]);
}
