import type { Page, Person } from '@gbo/contracts';
import { Empty, Table, type TableProps, Tag } from 'antd';
import { PersonActions } from '@/features/people/components/person-actions';
import { PersonName } from '@/features/people/components/person-name';
import { PersonStatusTag } from '@/features/people/components/person-status-tag';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';
import { type Paging, sortOrderOf, toSortParam } from '@/features/people/utils/people-query';
import { formatDateTime } from '@/lib/format';
import { usePermissionGuard } from '@/lib/permission';

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
  const sorted = (field: string) => ({ sorter: true, sortOrder: sortOrderOf(paging.sort, field) });

  const columns: Columns = [
    {
      key: 'name',
      title: t('columns.name'),
      fixed: 'start',
      ...sorted('name'),
      render: (_, person) => <PersonName person={person} />,
    },
    { key: 'mobile', dataIndex: 'mobile', title: t('columns.mobile') },
    { key: 'jobNumber', dataIndex: 'jobNumber', title: t('columns.jobNumber'), ...sorted('jobNumber') },
    { key: 'dept', title: t('columns.dept'), render: (_, person) => person.dept?.name },
    {
      key: 'roles',
      title: t('columns.roles'),
      render: (_, person) => person.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
    },
    { key: 'status', title: t('columns.status'), render: (_, person) => <PersonStatusTag person={person} /> },
    {
      key: 'joinedAt',
      title: t('columns.joinedAt'),
      ...sorted('joinedAt'),
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

  const onChange: TableProps<Person>['onChange'] = (pagination, _filters, sorter) => {
    const { columnKey, order } = Array.isArray(sorter) ? (sorter[0] ?? {}) : sorter;
    const size = pagination.pageSize ?? paging.size;
    // A new page size starts again from the first page.
    const current = size === paging.size ? (pagination.current ?? 1) : 1;
    onPagingChange({ page: current - 1, size, sort: toSortParam(columnKey, order) });
  };

  return (
    <Table<Person>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.content}
      loading={loading}
      scroll={{ x: 'max-content' }}
      onChange={onChange}
      pagination={{
        current: paging.page + 1,
        pageSize: paging.size,
        total: page?.totalElements ?? 0,
        showSizeChanger: true,
        showTotal: (total) => t('table.total', { count: total }),
      }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(filtered ? 'empty.filtered' : mayAdd ? 'empty.noneAdd' : 'empty.none')}
          />
        ),
      }}
    />
  );
}
