import type { Page, Person } from '@gbo/contracts';
import { type TableProps, Tag } from 'antd';
import { PagedTable } from '@/components/paged-table';
import { PersonActions } from '@/features/people/components/person-actions';
import { PersonName } from '@/features/people/components/person-name';
import { PersonStatusTag } from '@/features/people/components/person-status-tag';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';
import type { Paging } from '@/features/people/utils/people-query';
import { formatDateTime } from '@/lib/format';
import { usePermissionGuard } from '@/lib/permission';
import { sortableColumn } from '@/lib/table-sort';

interface PeopleTableProps {
  page: Page<Person> | undefined;
  loading: boolean;
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
  /** Whether the search narrows the list, for the empty state's advice. */
  filtered: boolean;
  onEdit: (person: Person) => void;
  onResetPassword: (person: Person) => void;
}

type Columns = NonNullable<TableProps<Person>['columns']>;

/** The paged people list; it scrolls sideways on a narrow screen, with names and actions kept in view. */
export function PeopleTable(props: PeopleTableProps) {
  const { page, loading, paging, onPagingChange, filtered } = props;
  const { t } = usePeopleTranslation();
  const mayEdit = usePermissionGuard(['admin', 'user:edit']);
  const mayAdd = usePermissionGuard(['admin', 'user:add']);

  const columns: Columns = [
    {
      title: t('columns.name'),
      fixed: 'start',
      ...sortableColumn(paging.sort, 'name'),
      render: (_, person) => <PersonName person={person} />,
    },
    { key: 'mobile', dataIndex: 'mobile', title: t('columns.mobile') },
    { dataIndex: 'jobNumber', title: t('columns.jobNumber'), ...sortableColumn(paging.sort, 'jobNumber') },
    { key: 'dept', title: t('columns.dept'), render: (_, person) => person.dept?.name },
    {
      key: 'roles',
      title: t('columns.roles'),
      render: (_, person) => person.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
    },
    { key: 'status', title: t('columns.status'), render: (_, person) => <PersonStatusTag person={person} /> },
    {
      title: t('columns.joinedAt'),
      ...sortableColumn(paging.sort, 'joinedAt'),
      render: (_, person) => formatDateTime(person.joinedAt),
    },
  ];
  if (mayEdit) {
    columns.push({
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'end',
      render: (_, person) => (
        <PersonActions person={person} onEdit={props.onEdit} onResetPassword={props.onResetPassword} />
      ),
    });
  }

  return (
    <PagedTable<Person>
      size="middle"
      columns={columns}
      page={page}
      loading={loading}
      paging={paging}
      onPagingChange={(next) => onPagingChange({ ...paging, ...next })}
      onSortChange={(sort) => onPagingChange({ ...paging, page: 0, sort })}
      totalText={(count) => t('table.total', { count })}
      emptyText={t(filtered ? 'empty.filtered' : mayAdd ? 'empty.noneAdd' : 'empty.none')}
    />
  );
}
