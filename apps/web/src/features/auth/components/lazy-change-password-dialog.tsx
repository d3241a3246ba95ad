import { lazy, Suspense, useState } from 'react';

const ChangePasswordDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/change-password-dialog')).ChangePasswordDialog,
}));

/**
 * The change-password dialog, downloaded when first opened: its check against the most common passwords
 * carries a large list, which the shell need not load on every start.
 */
export function LazyChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
