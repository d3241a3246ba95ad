import { EditOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import type { Factory } from '@gbo/contracts';
import { App, Button, Card, Space, type TableColumnsType, Tag } from 'antd';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/list-toolbar';
import { PagedTable } from '@/components/paged-table';
import { type FactoryListQuery, useFactories, useModifyFactory } from '@/features/factories/api/factories';
import { EditFactoryDialog } from '@/features/factories/components/edit-factory-dialog';
import { RegisterFactoryDrawer } from '@/features/factories/components/register-factory-drawer';
import { dayIn } from '@/features/factories/utils/factory-dates';
import { factoryStatus, type FactoryStatus, toEnabledRequest } from '@/features/factories/utils/factory-form';
import { formatDateTime } from '@/lib/format';
import { Permission } from '@/lib/permission-guard';

const FIRST_PAGE: FactoryListQuery = { page: 0, size: 10 };
const STATUS_COLOURS: Record<FactoryStatus, string> = { active: 'green', disabled: 'red', expired: 'orange' };

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
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<FactoryListQuery>(FIRST_PAGE);
  const { data, isFetching, refetch } = useFactories(query);
  const [registering, setRegistering] = useState(false);
  const [editing, setEditing] = useState<Factory>();
  const [settingsOf, setSettingsOf] = useState<Factory>();
  const modify = useModifyFactory();

  const confirmEnabled = (factory: Factory, enabled: boolean) =>
    modal.confirm({
      title: enabled
        ? t('confirm.enableTitle', { name: factory.name })
        : t('confirm.disableTitle', { name: factory.name }),
      content: enabled ? t('confirm.enable') : t('confirm.disable', { name: factory.name }),
      okText: t('confirm.ok'),
      okButtonProps: { danger: !enabled },
      cancelText: t('confirm.cancel'),
      onOk: () =>
        modify
          .mutateAsync(toEnabledRequest(factory, enabled))
          .then(
            () =>
              void message.success(
                enabled
                  ? t('message.enabled', { name: factory.name })
                  : t('message.disabled', { name: factory.name }),
              ),
          ),
    });

  const columns: TableColumnsType<Factory> = [
    { title: t('column.name'), dataIndex: 'name' },
    { title: t('column.code'), dataIndex: 'code' },
    { title: t('column.address'), dataIndex: 'address', ellipsis: true },
    {
      title: t('column.people'),
      key: 'people',
      align: 'right',
      render: (_, factory) => `${factory.addNumber} / ${factory.totalNumber}`,
    },
    { title: t('column.timeZone'), dataIndex: 'timeZone' },
    {
      title: t('column.endTime'),
      dataIndex: 'endTime',
      render: (endTime: string | null, factory) => (endTime ? dayIn(endTime, factory.timeZone) : t('never')),
    },
    {
      title: t('column.status'),
      key: 'status',
      render: (_, factory) => {
        const status = factoryStatus(factory);
        return <Tag color={STATUS_COLOURS[status]}>{t(`status.${status}`)}</Tag>;
      },
    },
    { title: t('column.createTime'), dataIndex: 'createTime', render: formatDateTime },
    {
      title: t('column.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, factory) => (
        <Permission roles={['admin', 'factory:edit']}>
          <Space size="small" wrap>
            <Button
              size="small"
              icon={<EditOutlined aria-hidden />}
              aria-label={t('action.editLabel', { name: factory.name })}
              onClick={() => setEditing(factory)}
            >
              {t('action.edit')}
            </Button>
            <Button
              size="small"
              danger={factory.enabled}
              aria-label={
                factory.enabled
                  ? t('action.disableLabel', { name: factory.name })
                  : t('action.enableLabel', { name: factory.name })
              }
              onClick={() => void confirmEnabled(factory, !factory.enabled)}
            >
              {factory.enabled ? t('action.disable') : t('action.enable')}
            </Button>
            <Button
              size="small"
              icon={<SettingOutlined aria-hidden />}
              aria-label={t('action.settingsLabel', { name: factory.name })}
              onClick={() => setSettingsOf(factory)}
            >
              {t('action.settings')}
            </Button>
          </Space>
        </Permission>
      ),
    },
  ];

  return (
    <Card>
      <ListToolbar
        searchLabel={t('search.label')}
        searchPlaceholder={t('search.placeholder')}
        onSearch={(blurry) => setQuery({ page: 0, size: query.size, blurry })}
        onRefresh={() => void refetch()}
      >
        <Permission roles={['admin', 'factory:add']}>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setRegistering(true)}>
            {t('toolbar.register')}
          </Button>
        </Permission>
      </ListToolbar>
      <PagedTable<Factory>
        columns={columns}
        page={data}
        loading={isFetching}
        paging={query}
        onPagingChange={(paging) => setQuery({ ...query, ...paging })}
        emptyText={query.blurry ? t('empty.noMatch', { text: query.blurry }) : t('empty.none')}
      />
      <RegisterFactoryDrawer open={registering} onClose={() => setRegistering(false)} />
      <EditFactoryDialog factory={editing} onClose={() => setEditing(undefined)} />
      <SettingsDialog
        open={settingsOf !== undefined}
        factoryId={settingsOf?.id ?? 0}
        factoryName={settingsOf?.name}
        onClose={() => setSettingsOf(undefined)}
      />
    </Card>
  );
}
