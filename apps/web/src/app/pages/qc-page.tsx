import '@/app/shell-i18n';
import { ShellProviders } from '@/app/shell-providers';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { QcPage as InspectorQcPage } from '@/features/quality/components/qc-page';

/**
 * The QC inspector's phone page, full screen outside the sidebar layout, with the signed-in area's providers
 * and strings, and the auth feature's sign-out: features meet here, in the app.
 */
export function QcPage() {
  return (
    <ShellProviders>
      <QcPageWithSignOut />
    </ShellProviders>
  );
}

function QcPageWithSignOut() {
  const signOut = useSignOut();
  return <InspectorQcPage onSignOut={(warning) => void signOut(warning)} />;
}
