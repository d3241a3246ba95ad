import '@/app/shell-i18n';
import { ShellProviders } from '@/app/shell-providers';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { ScanPage as WorkerScanPage } from '@/features/scan/components/scan-page';

/**
 * The worker's scan page, full screen outside the sidebar layout, with the signed-in area's providers and
 * strings, and the auth feature's sign-out: features meet here, in the app.
 */
export function ScanPage() {
  return (
    <ShellProviders>
      <ScanPageWithSignOut />
    </ShellProviders>
  );
}

function ScanPageWithSignOut() {
  const signOut = useSignOut();
  return <WorkerScanPage onSignOut={(warning) => void signOut(warning)} />;
}
