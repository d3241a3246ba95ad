import type { Person } from '@gbo/contracts';
import { Tag } from 'antd';
import type { ListColumn } from '@/components/list-column';
import { PersonName } from '@/features/people/components/person-name';
import { PersonStatusTag } from '@/features/people/components/person-status-tag';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';
import { formatDateTime } from '@/lib/format';
import { sortableColumn } from '@/lib/table-sort';

/** The people list's columns, the sortable ones showing the order `sort` (the API's parameter) says. */
export function usePeopleColumns(sort: string | undefined): ListColumn<Person>[] {
  const { t } = usePeopleTranslation();
  return [
    {
      title: t('columns.name'),
      width: 150,
      fixed: 'start',
      ...sortableColumn(sort, 'name'),
      render: (person) => <PersonName person={person} />,
    },
    { key: 'mobile', title: t('columns.mobile'), width: 120, render: (person) => person.mobile },
    {
      title: t('columns.jobNumber'),
      width: 115,
      ...sortableColumn(sort, 'jobNumber'),
      render: (person) => person.jobNumber,
    },
    { key: 'dept', title: t('columns.dept'), width: 120, render: (person) => person.dept?.name },
    {
      key: 'roles',
      title: t('columns.roles'),
      width: 130,
      grow: true,
      render: (person) => person.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 110,
      render: (person) => <PersonStatusTag person={person} />,
    },
    {
      title: t('columns.joinedAt'),
      width: 150,
      ...sortableColumn(sort, 'joinedAt'),
      render: (person) => formatDateTime(person.joinedAt),
    },
  ];
}
