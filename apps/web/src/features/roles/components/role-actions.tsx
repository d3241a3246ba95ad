import type { Role } from '@gbo/contracts';
import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { useDeleteRoles } from '@/features/roles/api/save-role';
import { useRolesTranslation } from '@/features/roles/hooks/use-roles-translation';
import { isAdminRole } from '@/features/roles/utils/role-form';
import { Permission } from '@/lib/permission-guard';

interface RoleActionsProps {
  role: Role;
  onEdit: (role: Role) => void;
  /** Called once the role is gone. */
  onDeleted: (role: Role) => void;
}

/**
 * A row's actions, each behind its permission. The administrator role cannot be deleted, nor can a role
 * someone still holds: the button says why instead of failing.
 */
export function RoleActions({ role, onEdit, onDeleted }: RoleActionsProps) {
  const { t } = useRolesTranslation();
  const { message } = App.useApp();
  const { mutateAsync, isPending } = useDeleteRoles();

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
    // Clicks here must not also select the row.
    <Space size={0} wrap={false} onClick={(event) => event.stopPropagation()}>
      <Permission roles={['admin', 'roles:edit']}>
        <Button type="link" size="small" onClick={() => onEdit(role)}>
          {t('actions.edit')}
        </Button>
      </Permission>
      {!isAdminRole(role) && (
        <Permission roles={['admin', 'roles:del']}>
          {held ? (
            <Tooltip title={t('confirm.stillHeld', { count: role.memberCount })}>
              <Button type="link" size="small" danger disabled>
                {t('actions.delete')}
              </Button>
            </Tooltip>
          ) : (
            <Popconfirm
              title={t('confirm.deleteTitle', { name: role.name })}
              description={t('confirm.deleteContent')}
              okText={t('actions.delete')}
              okButtonProps={{ danger: true }}
              onConfirm={() => void remove()}
            >
              <Button type="link" size="small" danger loading={isPending}>
                {t('actions.delete')}
              </Button>
            </Popconfirm>
          )}
        </Permission>
      )}
    </Space>
  );
}
