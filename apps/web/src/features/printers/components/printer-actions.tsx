import type { Printer } from '@gbo/contracts';
import { App } from 'antd';
import { RowActions } from '@/components/row-actions';
import { useDeletePrinter } from '@/features/printers/api/printers';
import { usePrintersTranslation } from '@/features/printers/hooks/use-printers-translation';
import { usePermissionGuard } from '@/lib/permission';

interface PrinterActionsProps {
  printer: Printer;
  onEdit: (printer: Printer) => void;
  onTest: (printer: Printer) => void;
}

/** A printer's actions: Test print, Edit, and Delete (asking first), each as the user may. */
export function PrinterActions({ printer, onEdit, onTest }: PrinterActionsProps) {
  const { t } = usePrintersTranslation();
  const { message } = App.useApp();
  const { mutateAsync } = useDeletePrinter();
  const mayTest = usePermissionGuard(['admin', 'printer:test']);
  const mayEdit = usePermissionGuard(['admin', 'printer:edit']);
  const mayDelete = usePermissionGuard(['admin', 'printer:del']);

  return (
    <RowActions
      name={printer.name}
      actions={[
        { key: 'test', label: t('actions.test'), hidden: !mayTest, onClick: () => onTest(printer) },
        { key: 'edit', label: t('actions.edit'), hidden: !mayEdit, onClick: () => onEdit(printer) },
        {
          key: 'delete',
          label: t('actions.delete'),
          hidden: !mayDelete,
          danger: true,
          confirm: {
            title: t('confirm.deleteTitle', { name: printer.name }),
            content: t('confirm.deleteContent'),
          },
          // A refusal was already reported by the HTTP client.
          onClick: () =>
            mutateAsync(printer.id).then(
              () => void message.success(t('messages.deleted', { name: printer.name })),
              () => undefined,
            ),
        },
      ]}
    />
  );
}
