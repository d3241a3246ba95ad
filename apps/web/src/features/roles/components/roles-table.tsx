import type { Page, Role } from '@gbo/contracts';
import { type TableProps, Typography } from 'antd';
import { type Paging, PagedTable } from '@/components/paged-table';
import { DataScopeLabel } from '@/features/roles/components/data-scope-label';
import { RoleActions } from '@/features/roles/components/role-actions';
import { useRolesTranslation } from '@/features/roles/hooks/use-roles-translation';
import { usePermissionGuard } from '@/lib/permission';

/**
 * Column widths in pixels, so that the radio (32) and Name to Members end left of the fixed Actions column
 * on a 1366 px wide window, where the table is about 660 px wide; longer text ends in an ellipsis.
 */
const WIDTH = { name: 115, code: 115, dataScope: 190, members: 80, actions: 116 };
/** Narrower than this the table scrolls sideways (the description under Actions); wider, the description grows. */
const SCROLL_X = 900;

interface RolesTableProps {
  page: Page<Role> | undefined;
  loading: boolean;
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
  filtered: boolean;
  selectedId: number | undefined;
  onSelect: (role: Role) => void;
  onEdit: (role: Role) => void;
  onDeleted: (role: Role) => void;
}

/** The paged roles; choosing one (its radio, or a click on its row) shows its menus beside the table. */
export function RolesTable(props: RolesTableProps) {
  const { page, loading, paging, onPagingChange, filtered, selectedId, onSelect } = props;
  const { t } = useRolesTranslation();
  const mayAct = usePermissionGuard(['admin', 'roles:edit', 'roles:del']);
  const mayAdd = usePermissionGuard(['admin', 'roles:add']);

  const columns: NonNullable<TableProps<Role>['columns']> = [
    { key: 'name', dataIndex: 'name', title: t('columns.name'), width: WIDTH.name, ellipsis: true },
    { key: 'code', dataIndex: 'code', title: t('columns.code'), width: WIDTH.code, ellipsis: true },
    {
      key: 'dataScope',
      title: t('columns.dataScope'),
      width: WIDTH.dataScope,
      ellipsis: true,
      render: (_, role) => <DataScopeLabel role={role} />,
    },
    {
      key: 'memberCount',
      dataIndex: 'memberCount',
      title: t('columns.members'),
      width: WIDTH.members,
      align: 'end',
    },
    {
      key: 'description',
      title: t('columns.description'),
      render: (_, role) => (
        <Typography.Text ellipsis={{ tooltip: role.description }}>{role.description}</Typography.Text>
      ),
    },
  ];
  if (mayAct) {
    columns.push({
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'end',
      width: WIDTH.actions,
      render: (_, role) => <RoleActions role={role} onEdit={props.onEdit} onDeleted={props.onDeleted} />,
    });
  }

  return (
    <PagedTable<Role>
      size="middle"
      columns={columns}
      page={page}
      loading={loading}
      paging={paging}
      onPagingChange={onPagingChange}
      totalText={(count) => t('table.total', { count })}
      emptyText={t(filtered ? 'empty.filtered' : mayAdd ? 'empty.noneAdd' : 'empty.none')}
      scroll={{ x: SCROLL_X }}
      rowSelection={{
        type: 'radio',
        selectedRowKeys: selectedId === undefined ? [] : [selectedId],
        onChange: (_, [role]) => role && onSelect(role),
        getCheckboxProps: (role) => ({ 'aria-label': t('table.choose', { name: role.name }) }),
      }}
      onRow={(role) => ({ onClick: () => onSelect(role), style: { cursor: 'pointer' } })}
    />
  );
}
