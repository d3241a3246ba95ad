import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '@/features/auth/api/logout';
import { endSessionAndReload } from '@/features/auth/utils/end-session';

/** Asks for confirmation, then revokes the token and signs out even if the server call fails (docs/specification.md §4, states and transitions). */
export function useSignOut() {
  const { modal } = App.useApp();
  const { t } = useTranslation('auth');

  /** `warning`: what signing out leaves behind, said under the question (scans not sent yet). */
  return (warning?: string) =>
    modal.confirm({
      title: t('logout.confirm'),
      content: warning,
      onOk: async () => {
        // A failure was already reported by the HTTP client; it must not keep the user signed in.
        await logout().catch(() => undefined);
        endSessionAndReload();
      },
    });
}
