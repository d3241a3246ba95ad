import type { Dept } from '@gbo/contracts';
import { App } from 'antd';
import { RowActions } from '@/components/row-actions';
import { useDeleteDepts } from '@/features/depts/api/save-dept';
import { useDeptsTranslation } from '@/features/depts/hooks/use-depts-translation';
import { usePermissionGuard } from '@/lib/permission';

interface DeptActionsProps {
  dept: Dept;
  /** How many departments sit below this one, at any depth: they are deleted with it. */
  below: number;
  onAddChild: (parent: Dept) => void;
  onEdit: (dept: Dept) => void;
}

/** A row's actions, each behind its permission; deleting asks first and says what goes with it. */
export function DeptActions({ dept, below, onAddChild, onEdit }: DeptActionsProps) {
  const { t } = useDeptsTranslation();
  const { message } = App.useApp();
  const { mutateAsync } = useDeleteDepts();
  const mayAdd = usePermissionGuard(['admin', 'dept:add']);
  const mayEdit = usePermissionGuard(['admin', 'dept:edit']);
  const mayDelete = usePermissionGuard(['admin', 'dept:del']);

  // Awaited rather than an onSuccess callback: this row is gone once the list reloads. A failure was already
  // reported by the HTTP client.
  const remove = () =>
    mutateAsync([dept.id]).then(
      () => void message.success(t('messages.deleted', { name: dept.name })),
      () => undefined,
    );

  return (
    <RowActions
      name={dept.name}
      actions={[
        { key: 'edit', label: t('actions.edit'), hidden: !mayEdit, onClick: () => onEdit(dept) },
        { key: 'addChild', label: t('actions.addChild'), hidden: !mayAdd, onClick: () => onAddChild(dept) },
        {
          key: 'delete',
          label: t('actions.delete'),
          hidden: !mayDelete,
          danger: true,
          confirm: {
            title: t('confirm.deleteTitle', { name: dept.name }),
            content: below > 0 ? t('confirm.deleteWithBelow', { count: below }) : t('confirm.deleteAlone'),
          },
          onClick: remove,
        },
      ]}
    />
  );
}
