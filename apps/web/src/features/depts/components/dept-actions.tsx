import type { Dept } from '@gbo/contracts';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, type ButtonProps, Grid, Popconfirm, Space, Tooltip } from 'antd';
import { useDeleteDepts } from '@/features/depts/api/save-dept';
import { useDeptsTranslation } from '@/features/depts/hooks/use-depts-translation';
import { Permission } from '@/lib/permission-guard';

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
  const { mutateAsync, isPending } = useDeleteDepts();

  // Awaited rather than an onSuccess callback: this row is gone once the list reloads. A failure was already
  // reported by the HTTP client.
  const remove = () =>
    mutateAsync([dept.id]).then(
      () => void message.success(t('messages.deleted', { name: dept.name })),
      () => undefined,
    );

  return (
    <Space size={0} wrap={false}>
      <Permission roles={['admin', 'dept:add']}>
        <ActionButton
          label={t('actions.addChild')}
          icon={<PlusOutlined />}
          onClick={() => onAddChild(dept)}
        />
      </Permission>
      <Permission roles={['admin', 'dept:edit']}>
        <ActionButton label={t('actions.edit')} icon={<EditOutlined />} onClick={() => onEdit(dept)} />
      </Permission>
      <Permission roles={['admin', 'dept:del']}>
        <Popconfirm
          title={t('confirm.deleteTitle', { name: dept.name })}
          description={below > 0 ? t('confirm.deleteWithBelow', { count: below }) : t('confirm.deleteAlone')}
          okText={t('actions.delete')}
          okButtonProps={{ danger: true }}
          onConfirm={() => void remove()}
        >
          <ActionButton label={t('actions.delete')} icon={<DeleteOutlined />} danger loading={isPending} />
        </Popconfirm>
      </Permission>
    </Space>
  );
}

/** A link button with its label; on a phone only its icon, the label becoming its name and tooltip. */
function ActionButton({ label, icon, ...props }: ButtonProps & { label: string; icon: ButtonProps['icon'] }) {
  const { sm } = Grid.useBreakpoint();
  if (sm) {
    return (
      <Button type="link" size="small" {...props}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip title={label}>
      <Button type="link" size="small" icon={icon} aria-label={label} {...props} />
    </Tooltip>
  );
}
