import { LogoutOutlined } from '@ant-design/icons';
import type { OnlineSession, OnlineUser } from '@gbo/contracts';
import { App, Button, Card, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/list-toolbar';
import { PagedTable } from '@/components/paged-table';
import { type OnlineQuery, useKickOnlineUsers, useOnlineUsers } from '@/features/online/api/online';
import { OnlineSessions } from '@/features/online/components/online-sessions';
import { canKickAny, kickKeys } from '@/features/online/utils/kick';
import { formatDateTime } from '@/lib/format';
import { usePermissionGuard } from '@/lib/permission';
import { Permission } from '@/lib/permission-guard';

const FIRST_PAGE: OnlineQuery = { page: 0, size: 10 };

/**
 * Who is signed in to this factory (eladmin's online users): one row a person, their sessions inside it,
 * and forcing them out, a session or a person at a time.
 */
export function OnlinePage() {
  const { t } = useTranslation('online');
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<OnlineQuery>(FIRST_PAGE);
  const { data, isFetching, refetch } = useOnlineUsers(query);
  const [selected, setSelected] = useState<OnlineUser[]>([]);
  const kick = useKickOnlineUsers();
  // Choosing rows is only for forcing out.
  const mayKick = usePermissionGuard(['admin', 'online:kick']);

  /** Ends the sessions after a confirmation; `people` are the rows they came from, unselected once out. */
  const confirmKick = (sessions: OnlineSession[], people: OnlineUser[], content: string) =>
    modal.confirm({
      title: t('confirm.title'),
      content,
      okText: t('confirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('confirm.cancel'),
      onOk: () =>
        kick.mutateAsync(kickKeys([{ sessions }])).then(() => {
          setSelected((previous) => previous.filter((user) => !people.includes(user)));
          void message.success(t('message.kicked', { count: people.length }));
        }),
    });
  const kickPeople = (people: OnlineUser[], content: string) =>
    void confirmKick(
      people.flatMap((user) => user.sessions),
      people,
      content,
    );

  const columns: TableColumnsType<OnlineUser> = [
    {
      title: t('column.name'),
      dataIndex: 'name',
      render: (name: string, user) => (
        <Space size="small">
          {name}
          {user.sessions.some((session) => session.current) && <Tag color="blue">{t('current')}</Tag>}
        </Space>
      ),
    },
    { title: t('column.mobile'), dataIndex: 'mobile' },
    { title: t('column.dept'), dataIndex: 'dept' },
    {
      title: t('column.sessions'),
      key: 'sessions',
      align: 'right',
      render: (_, user) => user.sessions.length,
    },
    { title: t('column.loginTime'), dataIndex: 'loginTime', render: formatDateTime },
    { title: t('column.lastSeen'), dataIndex: 'lastSeen', render: formatDateTime },
    {
      title: t('column.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, user) =>
        canKickAny(user) && (
          <Permission roles={['admin', 'online:kick']}>
            <Button
              type="link"
              danger
              aria-label={t('action.kickLabel', { name: user.name })}
              onClick={() =>
                kickPeople([user], t('confirm.one', { name: user.name, count: kickKeys([user]).length }))
              }
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
            onClick={() => kickPeople(selected, t('confirm.selected', { count: selected.length }))}
          >
            {t('toolbar.kick')}
          </Button>
        </Permission>
      </ListToolbar>
      <PagedTable<OnlineUser>
        rowKey="userId"
        columns={columns}
        page={data}
        loading={isFetching}
        paging={query}
        onPagingChange={(paging) => setQuery({ ...query, ...paging })}
        emptyText={query.blurry ? t('empty.noMatch', { text: query.blurry }) : t('empty.none')}
        rowSelection={
          mayKick
            ? {
                selectedRowKeys: selected.map((user) => user.userId),
                onChange: (_, rows) => setSelected(rows),
                getCheckboxProps: (user) => ({
                  disabled: !canKickAny(user),
                  'aria-label': t('select', { name: user.name }),
                }),
              }
            : undefined
        }
        expandable={{
          expandedRowRender: (user) => (
            <OnlineSessions
              user={user}
              onKick={(sessions) =>
                void confirmKick(
                  sessions,
                  [],
                  t('confirm.session', { name: user.name, ip: sessions[0]?.ip ?? '' }),
                )
              }
            />
          ),
        }}
      />
    </Card>
  );
}
