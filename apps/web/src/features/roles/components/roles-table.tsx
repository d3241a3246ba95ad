import type { Page, Role } from '@gbo/contracts';
import type { ListColumn } from '@/components/list-column';
import { ListTable } from '@/components/list-table';
import type { Paging } from '@/components/paged-table';
import type { ListView } from '@/components/use-list-view';
import { DataScopeLabel } from '@/features/roles/components/data-scope-label';
import { RoleActions } from '@/features/roles/components/role-actions';
import { useRolesTranslation } from '@/features/roles/hooks/use-roles-translation';
import { usePermissionGuard } from '@/lib/permission';

/** The roles list's columns. */
export function useRoleColumns(): ListColumn<Role>[] {
  const { t } = useRolesTranslation();
  return [
    { key: 'name', title: t('columns.name'), width: 100, render: (role) => role.name },
    { key: 'code', title: t('columns.code'), width: 100, render: (role) => role.code },
    {
      key: 'dataScope',
      title: t('columns.dataScope'),
      width: 140,
      grow: true,
      render: (role) => <DataScopeLabel role={role} />,
    },
    {
      key: 'memberCount',
      title: t('columns.members'),
      width: 80,
      align: 'end',
      render: (role) => role.memberCount,
    },
    {
      key: 'description',
      title: t('columns.description'),
      width: 100,
      grow: true,
      render: (role) => role.description,
    },
  ];
}

interface RolesTableProps {
  view: ListView<Role>;
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

/** The paged roles; choosing one (its radio, or a click on its row) shows its menus beside the list. */
export function RolesTable(props: RolesTableProps) {
  const { view, page, loading, paging, onPagingChange, filtered, selectedId, onSelect } = props;
  const { t } = useRolesTranslation();
  const mayAct = usePermissionGuard(['admin', 'roles:edit', 'roles:del']);
  const mayAdd = usePermissionGuard(['admin', 'roles:add']);

  return (
    <ListTable<Role>
      view={view}
      page={page}
      loading={loading}
      paging={paging}
      onPagingChange={onPagingChange}
      totalText={(count) => t('table.total', { count })}
      emptyText={t(filtered ? 'empty.filtered' : mayAdd ? 'empty.noneAdd' : 'empty.none')}
      selection={{
        type: 'radio',
        selectedKeys: selectedId === undefined ? [] : [selectedId],
        onChange: ([role]) => role && onSelect(role),
        label: (role) => t('table.choose', { name: role.name }),
      }}
      onRowClick={onSelect}
      rowActions={
        mayAct
          ? (role) => <RoleActions role={role} onEdit={props.onEdit} onDeleted={props.onDeleted} />
          : undefined
      }
    />
  );
}
