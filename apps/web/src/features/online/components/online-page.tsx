import { LogoutOutlined } from '@ant-design/icons';
import type { OnlineUser } from '@gbo/contracts';
import { App, Button, Card, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/list-toolbar';
import { PagedTable } from '@/components/paged-table';
import { type OnlineQuery, useKickOnlineUsers, useOnlineUsers } from '@/features/online/api/online';
import { canKick, kickKeys } from '@/features/online/utils/kick';
import { formatDateTime } from '@/lib/format';
import { describeUserAgent } from '@/lib/user-agent';
import { usePermissionGuard } from '@/lib/permission';
import { Permission } from '@/lib/permission-guard';

const FIRST_PAGE: OnlineQuery = { page: 0, size: 10 };

/** Who is signed in to this factory (eladmin's online users), and forcing them out. */
export function OnlinePage() {
  const { t } = useTranslation('online');
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<OnlineQuery>(FIRST_PAGE);
  const { data, isFetching, refetch } = useOnlineUsers(query);
  const [selected, setSelected] = useState<OnlineUser[]>([]);
  const kick = useKickOnlineUsers();
  // Choosing rows is only for forcing out.
  const mayKick = usePermissionGuard(['admin', 'online:kick']);

  const confirmKick = (users: OnlineUser[], content: string) =>
    modal.confirm({
      title: t('confirm.title'),
      content,
      okText: t('confirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('confirm.cancel'),
      onOk: () =>
        kick.mutateAsync(kickKeys(users)).then(() => {
          setSelected((previous) => previous.filter((user) => !users.includes(user)));
          void message.success(t('message.kicked', { count: users.length }));
        }),
    });

  const columns: TableColumnsType<OnlineUser> = [
    {
      title: t('column.name'),
      dataIndex: 'name',
      render: (name: string, user) => (
        <Space size="small">
          {name}
          {user.current && <Tag color="blue">{t('current')}</Tag>}
        </Space>
      ),
    },
    { title: t('column.mobile'), dataIndex: 'mobile' },
    { title: t('column.dept'), dataIndex: 'dept' },
    { title: t('column.ip'), dataIndex: 'ip' },
    {
      title: t('column.browser'),
      dataIndex: 'browser',
      render: (browser: string | null) => (
        <span title={browser ?? undefined}>{describeUserAgent(browser)}</span>
      ),
    },
    { title: t('column.loginTime'), dataIndex: 'loginTime', render: formatDateTime },
    { title: t('column.lastSeen'), dataIndex: 'lastSeen', render: formatDateTime },
    {
      title: t('column.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, user) =>
        canKick(user) && (
          <Permission roles={['admin', 'online:kick']}>
            <Button
              size="small"
              danger
              aria-label={t('action.kickLabel', { name: user.name })}
              onClick={() => void confirmKick([user], t('confirm.one', { name: user.name }))}
            >
              {t('action.kick')}
            </Button>
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
        <Permission roles={['admin', 'online:kick']}>
          <Button
            danger
            icon={<LogoutOutlined aria-hidden />}
            disabled={selected.length === 0}
            onClick={() => void confirmKick(selected, t('confirm.selected', { count: selected.length }))}
          >
            {t('toolbar.kick')}
          </Button>
        </Permission>
      </ListToolbar>
      <PagedTable<OnlineUser>
        rowKey="key"
        columns={columns}
        page={data}
        loading={isFetching}
        paging={query}
        onPagingChange={(paging) => setQuery({ ...query, ...paging })}
        emptyText={query.blurry ? t('empty.noMatch', { text: query.blurry }) : t('empty.none')}
        rowSelection={
          mayKick
            ? {
                selectedRowKeys: selected.map((user) => user.key),
                onChange: (_, rows) => setSelected(rows),
                getCheckboxProps: (user) => ({
                  disabled: !canKick(user),
                  'aria-label': t('select', { name: user.name }),
                }),
              }
            : undefined
        }
      />
    </Card>
  );
}
