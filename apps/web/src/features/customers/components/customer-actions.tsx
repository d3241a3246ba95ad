import type { Customer } from '@gbo/contracts';
import { App } from 'antd';
import { RowActions } from '@/components/row-actions';
import { useInUseNotice } from '@/components/use-in-use-notice';
import { useDeleteCustomer } from '@/features/customers/api/customers';
import { useCustomersTranslation } from '@/features/customers/hooks/use-customers-translation';
import { usePermissionGuard } from '@/lib/permission';

interface CustomerActionsProps {
  customer: Customer;
  onEdit: (customer: Customer) => void;
}

/** A row's actions: Edit, and Delete under More, asking first; a customer still in use says so in a dialog. */
export function CustomerActions({ customer, onEdit }: CustomerActionsProps) {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const inUse = useInUseNotice();
  const { mutateAsync } = useDeleteCustomer();
  const mayEdit = usePermissionGuard(['admin', 'customer:edit']);
  const mayDelete = usePermissionGuard(['admin', 'customer:del']);

  const remove = () =>
    mutateAsync(customer.id).then(
      () => void message.success(t('messages.deleted', { name: customer.name })),
      (error: unknown) =>
        inUse(error, {
          title: t('inUse.title', { name: customer.name }),
          content: t('inUse.content'),
          serverSaid: (said) => t('inUse.server', { message: said }),
        }),
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
