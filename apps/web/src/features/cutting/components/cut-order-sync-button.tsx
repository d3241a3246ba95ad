import { Button, App } from 'antd';
import { useConfirm } from '@/components/use-confirm';
import { useSyncCutOrderProcesses } from '@/features/cutting/api/cut-orders';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';

/**
 * Applies the style's current processes to the chosen beds, asking first (the caller checks `bundle:edit`).
 * The server refuses the lot if any of them has scans.
 */
export function CutOrderSyncButton({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const { t } = useCuttingTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { mutateAsync: sync, isPending } = useSyncCutOrderProcesses();
  return (
    <Button
      disabled={ids.length === 0}
      loading={isPending}
      onClick={() =>
        void confirm({
          title: t('cutOrders.confirm.syncManyTitle', { count: ids.length }),
          content: t('cutOrders.confirm.syncContent'),
          okText: t('cutOrders.actions.sync'),
          cancelText: t('cutOrders.confirm.cancel'),
          onOk: () =>
            sync(ids).then(
              () => {
                void message.success(t('cutOrders.messages.synced'));
                onDone();
              },
              () => undefined,
            ),
        })
      }
    >
      {ids.length > 0 ? t('cutOrders.actions.syncCount', { count: ids.length }) : t('cutOrders.actions.sync')}
    </Button>
  );
}
