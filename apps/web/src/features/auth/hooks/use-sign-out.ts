import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '@/features/auth/api/logout';
import { endSessionAndReload } from '@/features/auth/utils/end-session';

/** Asks for confirmation, then revokes the token and signs out even if the server call fails (docs/specification.md §4, states and transitions). */
export function useSignOut() {
  const { modal } = App.useApp();
  const { t } = useTranslation('auth');

  return () =>
    modal.confirm({
      title: t('logout.confirm'),
      onOk: async () => {
        // A failure was already reported by the HTTP client; it must not keep the user signed in.
        await logout().catch(() => undefined);
        endSessionAndReload();
      },
    });
}
