import type { Role } from '@gbo/contracts';
import { App } from 'antd';
import { RowActions } from '@/components/row-actions';
import { useDeleteRoles } from '@/features/roles/api/save-role';
import { useRolesTranslation } from '@/features/roles/hooks/use-roles-translation';
import { isAdminRole } from '@/features/roles/utils/role-form';
import { usePermissionGuard } from '@/lib/permission';

interface RoleActionsProps {
  role: Role;
  onEdit: (role: Role) => void;
  /** Called once the role is gone. */
  onDeleted: (role: Role) => void;
}

/**
 * A row's actions, each behind its permission: Edit, and Delete under More. The administrator role cannot
 * be deleted, nor can a role someone still holds: Delete then says why instead of failing.
 */
export function RoleActions({ role, onEdit, onDeleted }: RoleActionsProps) {
  const { t } = useRolesTranslation();
  const { message } = App.useApp();
  const { mutateAsync } = useDeleteRoles();
  const mayEdit = usePermissionGuard(['admin', 'roles:edit']);
  const mayDelete = usePermissionGuard(['admin', 'roles:del']);

  // Awaited rather than an onSuccess callback: this row is gone once the list reloads. A failure was already
  // reported by the HTTP client.
  const remove = () =>
    mutateAsync([role.id]).then(
      () => {
        void message.success(t('messages.deleted', { name: role.name }));
        onDeleted(role);
      },
      () => undefined,
    );

  const held = role.memberCount > 0;
  return (
    <RowActions
      name={role.name}
      actions={[
        { key: 'edit', label: t('actions.edit'), hidden: !mayEdit, onClick: () => onEdit(role) },
        {
          key: 'delete',
          label: t('actions.delete'),
          hidden: !mayDelete || isAdminRole(role),
          danger: true,
          disabled: held,
          disabledReason: held ? t('confirm.stillHeld', { count: role.memberCount }) : undefined,
          confirm: {
            title: t('confirm.deleteTitle', { name: role.name }),
            content: t('confirm.deleteContent'),
          },
          onClick: remove,
        },
      ]}
    />
  );
}
