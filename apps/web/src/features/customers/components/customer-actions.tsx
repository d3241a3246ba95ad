import type { Customer } from '@gbo/contracts';
import { App } from 'antd';
import { RowActions } from '@/components/row-actions';
import { useDeleteCustomer } from '@/features/customers/api/customers';
import { useCustomersTranslation } from '@/features/customers/hooks/use-customers-translation';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { usePermissionGuard } from '@/lib/permission';

/** The HTTP status of a delete refused because something still uses the row. */
const IN_USE = 409;

interface CustomerActionsProps {
  customer: Customer;
  onEdit: (customer: Customer) => void;
}

/** A row's actions: Edit, and Delete under More, asking first; a customer still in use says so in a dialog. */
export function CustomerActions({ customer, onEdit }: CustomerActionsProps) {
  const { t } = useCustomersTranslation();
  const { message, modal } = App.useApp();
  const { mutateAsync } = useDeleteCustomer();
  const mayEdit = usePermissionGuard(['admin', 'customer:edit']);
  const mayDelete = usePermissionGuard(['admin', 'customer:del']);

  const remove = () =>
    mutateAsync(customer.id).then(
      () => void message.success(t('messages.deleted', { name: customer.name })),
      (error: unknown) => {
        if (errorStatus(error) !== IN_USE) return;
        const said = errorMessage(error);
        modal.warning({
          title: t('inUse.title', { name: customer.name }),
          content: (
            <>
              <p>{t('inUse.content')}</p>
              {said && <p>{t('inUse.server', { message: said })}</p>}
            </>
          ),
        });
      },
    );

  return (
    <RowActions
      name={customer.name}
      actions={[
        { key: 'edit', label: t('actions.edit'), hidden: !mayEdit, onClick: () => onEdit(customer) },
        {
          key: 'delete',
          label: t('actions.delete'),
          hidden: !mayDelete,
          danger: true,
          confirm: {
            title: t('confirm.deleteTitle', { name: customer.name }),
            content: t('confirm.deleteContent'),
          },
          onClick: remove,
        },
      ]}
    />
  );
}
