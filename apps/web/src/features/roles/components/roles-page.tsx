import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@gbo/contracts';
import { App, Button, Card, Col, Row } from 'antd';
import { useState } from 'react';
import { ListToolbar } from '@/components/list-toolbar';
import { useRoles } from '@/features/roles/api/get-roles';
import { MenuGrantPanel } from '@/features/roles/components/menu-grant-panel';
import { RoleFormDialog, type RoleFormTarget } from '@/features/roles/components/role-form-dialog';
import type { Paging } from '@/components/paged-table';
import { RolesTable } from '@/features/roles/components/roles-table';
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
  const { data, isFetching } = useRoles({ ...paging, ...(blurry && { blurry }) });

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
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={15}>
        <Card size="small">
          <ListToolbar
            searchLabel={t('search.blurry')}
            searchPlaceholder={t('search.blurry')}
            searchButtonLabel={t('search.submit')}
            onSearch={search}
          >
            <Permission roles={['admin', 'roles:add']}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add' })}>
                {t('actions.add')}
              </Button>
            </Permission>
          </ListToolbar>
          <RolesTable
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
      <RoleFormDialog target={target} onClose={() => setTarget(undefined)} onCreated={select} />
    </Row>
  );
}
