import '@/app/shell-i18n';
import { ShellProviders } from '@/app/shell-providers';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { MyPayLink } from '@/features/my-pay/components/my-pay-link';
import { ScanPage as WorkerScanPage } from '@/features/scan/components/scan-page';
import { MY_PAY_PATH } from '@/layout/routes/shell-routes';

/**
 * The worker's scan page, full screen outside the sidebar layout, with the signed-in area's providers and
 * strings, the auth feature's sign-out and the way to the worker's pay: features meet here, in the app.
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
  return (
    <WorkerScanPage onSignOut={(warning) => void signOut(warning)} payLink={<MyPayLink to={MY_PAY_PATH} />} />
  );
}
