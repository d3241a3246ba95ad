import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@gbo/contracts';
import { App, Button, Card, Col, Row } from 'antd';
import { useState } from 'react';
import { KeywordFilter } from '@/components/keyword-filter';
import { ListPage } from '@/components/list-page';
import { ListToolbar } from '@/components/list-toolbar';
import type { Paging } from '@/components/paged-table';
import { useListView } from '@/components/use-list-view';
import { useRoles } from '@/features/roles/api/get-roles';
import { MenuGrantPanel } from '@/features/roles/components/menu-grant-panel';
import { RoleFormDialog, type RoleFormTarget } from '@/features/roles/components/role-form-dialog';
import { RolesTable, useRoleColumns } from '@/features/roles/components/roles-table';
import { useRolesTranslation } from '@/features/roles/hooks/use-roles-translation';
import { Permission } from '@/lib/permission-guard';

const FIRST_PAGE: Paging = { page: 0, size: 10 };

/**
 * The factory's roles (eladmin's system/role): the paged list, and beside it (below it on a narrow screen)
 * the chosen role's menu grant.
 */
export function RolesPage() {
  const { t } = useRolesTranslation();
  const [blurry, setBlurry] = useState('');
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [selectedId, setSelectedId] = useState<number>();
  const [target, setTarget] = useState<RoleFormTarget>();
  const [unsavedGrants, setUnsavedGrants] = useState(false);
  const { modal } = App.useApp();
  const view = useListView('roles', useRoleColumns());
  const { data, isFetching, refetch } = useRoles({ ...paging, ...(blurry && { blurry }) });

  const search = (text: string) => {
    setBlurry(text);
    setPaging((current) => ({ ...current, page: 0 }));
  };
  // Ticks not saved yet are not dropped silently by choosing another role.
  const select = (role: Role) => {
    if (!unsavedGrants || role.id === selectedId) return setSelectedId(role.id);
    void modal.confirm({
      title: t('grants.discardTitle'),
      content: t('grants.discard', { name: role.name }),
      okText: t('grants.discardOk'),
      cancelText: t('grants.keepEditing'),
      onOk: () => setSelectedId(role.id),
    });
  };

  return (
    <ListPage>
      <KeywordFilter name="role-search" label={t('search.blurry')} onSearch={search} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card size="small">
            <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching}>
              <Permission roles={['admin', 'roles:add']}>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add' })}>
                  {t('actions.add')}
                </Button>
              </Permission>
            </ListToolbar>
            <RolesTable
              view={view}
              page={data}
              loading={isFetching}
              paging={paging}
              onPagingChange={setPaging}
              filtered={blurry !== ''}
              selectedId={selectedId}
              onSelect={select}
              onEdit={(role) => setTarget({ mode: 'edit', role })}
              onDeleted={(role) => setSelectedId((current) => (current === role.id ? undefined : current))}
            />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <MenuGrantPanel roleId={selectedId} onUnsavedChange={setUnsavedGrants} />
        </Col>
      </Row>
      <RoleFormDialog target={target} onClose={() => setTarget(undefined)} onCreated={select} />
    </ListPage>
  );
}
