import '@/app/shell-i18n';
import { ShellProviders } from '@/app/shell-providers';
import { MyPayPage as WorkerPayPage } from '@/features/my-pay/components/my-pay-page';
import { SCAN_PATH } from '@/layout/routes/shell-routes';

/** The worker's own pay, full screen like the scan page it opens from, with the signed-in area's providers. */
export function MyPayPage() {
  return (
    <ShellProviders>
      <WorkerPayPage backTo={SCAN_PATH} />
    </ShellProviders>
  );
}
