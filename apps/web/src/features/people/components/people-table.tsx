import type { Page, Person } from '@gbo/contracts';
import { ListTable } from '@/components/list-table';
import type { ListView } from '@/components/use-list-view';
import { PersonActions } from '@/features/people/components/person-actions';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';
import type { Paging } from '@/features/people/utils/people-query';
import { usePermissionGuard } from '@/lib/permission';

interface PeopleTableProps {
  view: ListView<Person>;
  page: Page<Person> | undefined;
  loading: boolean;
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
  /** Whether the search narrows the list, for the empty state's advice. */
  filtered: boolean;
  onEdit: (person: Person) => void;
  onResetPassword: (person: Person) => void;
}

/** The paged people list; the actions only for someone who may edit people. */
export function PeopleTable(props: PeopleTableProps) {
  const { view, page, loading, paging, onPagingChange, filtered } = props;
  const { t } = usePeopleTranslation();
  const mayEdit = usePermissionGuard(['admin', 'user:edit']);
  const mayAdd = usePermissionGuard(['admin', 'user:add']);

  return (
    <ListTable<Person>
      view={view}
      page={page}
      loading={loading}
      paging={paging}
      onPagingChange={(next) => onPagingChange({ ...paging, ...next })}
      onSortChange={(sort) => onPagingChange({ ...paging, page: 0, sort })}
      totalText={(count) => t('table.total', { count })}
      emptyText={t(filtered ? 'empty.filtered' : mayAdd ? 'empty.noneAdd' : 'empty.none')}
      rowActions={
        mayEdit
          ? (person) => (
              <PersonActions person={person} onEdit={props.onEdit} onResetPassword={props.onResetPassword} />
            )
          : undefined
      }
    />
  );
}
