import { PlusOutlined } from '@ant-design/icons';
import type { Factory } from '@gbo/contracts';
import { Button, Card } from 'antd';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordFilter } from '@/components/keyword-filter';
import { ListPage } from '@/components/list-page';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { useListView } from '@/components/use-list-view';
import { type FactoryListQuery, useFactories } from '@/features/factories/api/factories';
import { EditFactoryDialog } from '@/features/factories/components/edit-factory-dialog';
import { FactoryActions } from '@/features/factories/components/factory-actions';
import { useFactoryColumns } from '@/features/factories/components/factory-columns';
import { RegisterFactoryDrawer } from '@/features/factories/components/register-factory-drawer';
import { usePermissionGuard } from '@/lib/permission';
import { Permission } from '@/lib/permission-guard';

const FIRST_PAGE: FactoryListQuery = { page: 0, size: 10 };

export interface FactoriesPageProps {
  /** A factory's settings dialog: the factory feature's, passed in by the app (features never import each other). */
  SettingsDialog: ComponentType<{
    open: boolean;
    factoryId: number;
    factoryName?: string;
    onClose: () => void;
  }>;
}

/** The platform's factories: register, edit, enable or disable, and each factory's settings. */
export function FactoriesPage({ SettingsDialog }: FactoriesPageProps) {
  const { t } = useTranslation('factories');
  const [query, setQuery] = useState<FactoryListQuery>(FIRST_PAGE);
  const { data, isFetching, refetch } = useFactories(query);
  const [registering, setRegistering] = useState(false);
  const [editing, setEditing] = useState<Factory>();
  const [settingsOf, setSettingsOf] = useState<Factory>();
  const view = useListView('factories', useFactoryColumns());
  const mayEdit = usePermissionGuard(['admin', 'factory:edit']);

  return (
    <ListPage>
      <KeywordFilter
        name="factory-search"
        label={t('search.label')}
        onSearch={(blurry) => setQuery({ page: 0, size: query.size, blurry })}
      />
      <Card size="small">
        <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching}>
          <Permission roles={['admin', 'factory:add']}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setRegistering(true)}>
              {t('toolbar.register')}
            </Button>
          </Permission>
        </ListToolbar>
        <ListTable<Factory>
          view={view}
          page={data}
          loading={isFetching}
          paging={query}
          onPagingChange={(paging) => setQuery({ ...query, ...paging })}
          emptyText={query.blurry ? t('empty.noMatch', { text: query.blurry }) : t('empty.none')}
          rowActions={
            mayEdit
              ? (factory) => (
                  <FactoryActions factory={factory} onEdit={setEditing} onSettings={setSettingsOf} />
                )
              : undefined
          }
        />
      </Card>
      <RegisterFactoryDrawer open={registering} onClose={() => setRegistering(false)} />
      <EditFactoryDialog factory={editing} onClose={() => setEditing(undefined)} />
      <SettingsDialog
        open={settingsOf !== undefined}
        factoryId={settingsOf?.id ?? 0}
        factoryName={settingsOf?.name}
        onClose={() => setSettingsOf(undefined)}
      />
    </ListPage>
  );
}
