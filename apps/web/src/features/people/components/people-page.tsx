import { PlusOutlined } from '@ant-design/icons';
import type { Person } from '@gbo/contracts';
import { Button, Card, Flex, Space } from 'antd';
import { useState } from 'react';
import { ExportButton } from '@/components/export-button';
import { exportPeople } from '@/features/people/api/export-people';
import { usePeople } from '@/features/people/api/get-people';
import { HeadCount } from '@/features/people/components/head-count';
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

/** The factory's people (eladmin's system/user): search, list, add, edit, disable, mark as left. */
export function PeoplePage() {
  const { t } = usePeopleTranslation();
  const [filter, setFilter] = useState<PeopleFilter>(DEFAULT_FILTER);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [drawer, setDrawer] = useState<PersonDrawerTarget>();
  const [resetting, setResetting] = useState<Person>();
  const query = toPeopleQuery(filter, paging);
  const { data, isFetching } = usePeople(query);

  const search = (next: PeopleFilter) => {
    setFilter(next);
    setPaging((current) => ({ ...current, page: 0 }));
  };

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <PeopleSearch onSearch={search} />
      </Card>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 12 }}>
          <HeadCount />
          <Space wrap>
            <Permission roles={['admin', 'user:list']}>
              <ExportButton fileBase="people" download={() => exportPeople(query)} />
            </Permission>
            <Permission roles={['admin', 'user:add']}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ mode: 'add' })}>
                {t('actions.add')}
              </Button>
            </Permission>
          </Space>
        </Flex>
        <PeopleTable
          page={data}
          loading={isFetching}
          paging={paging}
          onPagingChange={setPaging}
          filtered={isFiltered(filter)}
          onEdit={(person) => setDrawer({ mode: 'edit', person })}
          onResetPassword={setResetting}
        />
      </Card>
      <PersonDrawer target={drawer} onClose={() => setDrawer(undefined)} />
      <ResetPasswordDialog person={resetting} onClose={() => setResetting(undefined)} />
    </Flex>
  );
}
