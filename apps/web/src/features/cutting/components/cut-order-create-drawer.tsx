import { Drawer } from 'antd';
import { useDiscardGuard } from '@/components/use-discard-guard';
import { CutOrderForm } from '@/features/cutting/components/cut-order-form';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';

/** The new cutting bed: the whole width, the form beside its preview (under it on a phone). */
export function CutOrderCreateDrawer({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useCuttingTranslation();
  const { setDirty, guarded } = useDiscardGuard();
  const close = guarded(onClose);
  return (
    <Drawer
      open={open}
      title={t('cutOrders.form.title')}
      size="100%"
      onClose={close}
      destroyOnHidden
      styles={{ body: { paddingBottom: 0 } }}
    >
      {open && <CutOrderForm onCreated={onCreated} onCancel={close} onDirtyChange={setDirty} />}
    </Drawer>
  );
}
