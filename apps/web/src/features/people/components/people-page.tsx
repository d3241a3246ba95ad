import { PlusOutlined } from '@ant-design/icons';
import type { Person } from '@gbo/contracts';
import { Button, Card, Flex } from 'antd';
import { type ReactNode, useState } from 'react';
import { ExportButton } from '@/components/export-button';
import { ListPage } from '@/components/list-page';
import { ListToolbar } from '@/components/list-toolbar';
import { useListView } from '@/components/use-list-view';
import { exportPeople } from '@/features/people/api/export-people';
import { usePeople } from '@/features/people/api/get-people';
import { DeptTreeFilter } from '@/features/people/components/dept-tree-filter';
import { HeadCount } from '@/features/people/components/head-count';
import { usePeopleColumns } from '@/features/people/components/people-columns';
import { PeopleSearch } from '@/features/people/components/people-search';
import { PeopleTable } from '@/features/people/components/people-table';
import { PersonDrawer, type PersonDrawerTarget } from '@/features/people/components/person-drawer';
import { ResetPasswordDialog } from '@/features/people/components/reset-password-dialog';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';
import {
  DEFAULT_FILTER,
  FIRST_PAGE,
  isFiltered,
  type PeopleFilter,
  type Paging,
  toPeopleQuery,
} from '@/features/people/utils/people-query';
import { Permission } from '@/lib/permission-guard';
import { useIsMobile } from '@/lib/use-is-mobile';

/** The width of the department tree beside the list. */
const TREE_WIDTH = 240;

interface PeoplePageProps {
  /** List-wide tools the app adds before Export (an import, which refreshes the list by what it invalidates). */
  extraActions?: ReactNode;
}

/**
 * The factory's people (eladmin's system/user): the department tree beside the list (on a phone, a filter
 * above it), search, add, edit, disable, mark as left.
 */
export function PeoplePage({ extraActions }: PeoplePageProps = {}) {
  const { t } = usePeopleTranslation();
  const mobile = useIsMobile();
  const [filter, setFilter] = useState<PeopleFilter>(DEFAULT_FILTER);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [drawer, setDrawer] = useState<PersonDrawerTarget>();
  const [resetting, setResetting] = useState<Person>();
  const view = useListView('people', usePeopleColumns(paging.sort));
  const query = toPeopleQuery(filter, paging);
  const { data, isFetching, refetch } = usePeople(query);

  // The tree and the filter bar each set their part of the filter.
  const search = (next: Partial<PeopleFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, page: 0 }));
  };

  const list = (
    <Card size="small">
      <ListToolbar
        view={view}
        onRefresh={() => void refetch()}
        refreshing={isFetching}
        extra={
          <>
            {extraActions}
            <Permission roles={['admin', 'user:list']}>
              <ExportButton fileBase="people" download={() => exportPeople(query)} />
            </Permission>
          </>
        }
      >
        <Permission roles={['admin', 'user:add']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ mode: 'add' })}>
            {t('actions.add')}
          </Button>
        </Permission>
        <HeadCount />
      </ListToolbar>
      <PeopleTable
        view={view}
        page={data}
        loading={isFetching}
        paging={paging}
        onPagingChange={setPaging}
        filtered={isFiltered(filter)}
        onEdit={(person) => setDrawer({ mode: 'edit', person })}
        onResetPassword={setResetting}
      />
    </Card>
  );

  return (
    <ListPage>
      <PeopleSearch onSearch={search} onReset={() => setFilter(DEFAULT_FILTER)} withDept={mobile} />
      {/* One tree whatever the width: the list (and a dialog open from its toolbar) outlives a turned phone. */}
      <Flex gap="middle" align="start">
        {!mobile && (
          <div style={{ flex: `0 0 ${TREE_WIDTH}px` }}>
            <DeptTreeFilter value={filter.deptId} onChange={(deptId) => search({ deptId })} />
          </div>
        )}
        <div style={{ flex: 1, minWidth: 0 }}>{list}</div>
      </Flex>
      <PersonDrawer target={drawer} onClose={() => setDrawer(undefined)} />
      <ResetPasswordDialog person={resetting} onClose={() => setResetting(undefined)} />
    </ListPage>
  );
}
