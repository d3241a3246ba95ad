import type { CutOrderSummary } from '@gbo/contracts';
import { App } from 'antd';
import { type RowAction, RowActions } from '@/components/row-actions';
import { useDeleteCutOrder } from '@/features/cutting/api/cut-orders';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { usePermissionGuard } from '@/lib/permission';
import { useBedName } from '@/features/cutting/hooks/use-cut-order-bed-name';

interface CutOrderActionsProps {
  row: CutOrderSummary;
  onOpen: (row: CutOrderSummary) => void;
  onPrint: (row: CutOrderSummary) => void;
}

/**
 * A bed's actions: Open (the detail), and under More print its tickets and, asking first, delete it (the
 * server refuses, with its reason shown, once a bundle has been scanned).
 */
export function CutOrderActions({ row, onOpen, onPrint }: CutOrderActionsProps) {
  const { t } = useCuttingTranslation();
  const { message } = App.useApp();
  const bedName = useBedName();
  const mayPrint = usePermissionGuard(['admin', 'bundle:print']);
  const mayDelete = usePermissionGuard(['admin', 'bundle:del']);
  const { mutateAsync: remove } = useDeleteCutOrder();
  const name = bedName(row);
  const actions: RowAction[] = [
    { key: 'open', label: t('cutOrders.actions.open'), onClick: () => onOpen(row) },
    { key: 'print', label: t('cutOrders.actions.print'), hidden: !mayPrint, onClick: () => onPrint(row) },
    {
      key: 'delete',
      label: t('cutOrders.actions.delete'),
      hidden: !mayDelete,
      danger: true,
      confirm: {
        title: t('cutOrders.confirm.deleteTitle', { name }),
        content: t('cutOrders.confirm.deleteContent'),
      },
      // A refusal (409: scanned) was already shown by the HTTP client.
      onClick: () =>
        remove(row.id).then(
          () => void message.success(t('cutOrders.messages.deleted', { name })),
          () => undefined,
        ),
    },
  ];
  return <RowActions name={name} actions={actions} />;
}
