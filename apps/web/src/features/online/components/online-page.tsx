import { LogoutOutlined } from '@ant-design/icons';
import type { OnlineSession, OnlineUser } from '@gbo/contracts';
import { App, Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordFilter } from '@/components/keyword-filter';
import type { ListColumn } from '@/components/list-column';
import { ListPage } from '@/components/list-page';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { RowActions } from '@/components/row-actions';
import { useConfirm } from '@/components/use-confirm';
import { useListView } from '@/components/use-list-view';
import { type OnlineQuery, useKickOnlineUsers, useOnlineUsers } from '@/features/online/api/online';
import { OnlineSessions } from '@/features/online/components/online-sessions';
import { canKickAny, kickKeys } from '@/features/online/utils/kick';
import { formatDateTime } from '@/lib/format';
import { usePermissionGuard } from '@/lib/permission';
import { Permission } from '@/lib/permission-guard';

const FIRST_PAGE: OnlineQuery = { page: 0, size: 10 };

/** The online list's columns. */
function useOnlineColumns(): ListColumn<OnlineUser>[] {
  const { t } = useTranslation('online');
  return [
    {
      key: 'name',
      title: t('column.name'),
      width: 180,
      grow: true,
      render: (user) => (
        <>
          {user.name}{' '}
          {user.sessions.some((session) => session.current) && <Tag color="blue">{t('current')}</Tag>}
        </>
      ),
    },
    { key: 'mobile', title: t('column.mobile'), width: 120, render: (user) => user.mobile },
    { key: 'dept', title: t('column.dept'), width: 120, render: (user) => user.dept },
    {
      key: 'sessions',
      title: t('column.sessions'),
      width: 90,
      align: 'end',
      render: (user) => user.sessions.length,
    },
    {
      key: 'loginTime',
      title: t('column.loginTime'),
      width: 170,
      render: (user) => formatDateTime(user.loginTime),
    },
    {
      key: 'lastSeen',
      title: t('column.lastSeen'),
      width: 170,
      render: (user) => formatDateTime(user.lastSeen),
    },
  ];
}

/**
 * Who is signed in to this factory (eladmin's online users): one row a person, their sessions inside it,
 * and forcing them out, a session or a person at a time, or the people chosen.
 */
export function OnlinePage() {
  const { t } = useTranslation('online');
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [query, setQuery] = useState<OnlineQuery>(FIRST_PAGE);
  const { data, isFetching, refetch } = useOnlineUsers(query);
  const [selected, setSelected] = useState<OnlineUser[]>([]);
  const kick = useKickOnlineUsers();
  const view = useListView('online', useOnlineColumns());
  // Choosing rows is only for forcing out.
  const mayKick = usePermissionGuard(['admin', 'online:kick']);

  /** Ends the sessions; `people` are the rows they came from, unselected once out (none for one session). */
  const forceOut = (sessions: OnlineSession[], people: OnlineUser[]) =>
    kick.mutateAsync(kickKeys([{ sessions }])).then(() => {
      setSelected((previous) => previous.filter((user) => !people.includes(user)));
      void message.success(
        people.length > 0 ? t('message.kicked', { count: people.length }) : t('message.sessionKicked'),
      );
    });
  const forceOutPeople = (people: OnlineUser[]) =>
    forceOut(
      people.flatMap((user) => user.sessions),
      people,
    );
  const confirmSelected = () =>
    confirm({
      title: t('confirm.title'),
      content: t('confirm.selected', { count: selected.length }),
      okText: t('confirm.ok'),
      danger: true,
      cancelText: t('confirm.cancel'),
      onOk: () => forceOutPeople(selected),
    });

  const rowActions = (user: OnlineUser) => (
    <RowActions
      name={user.name}
      actions={[
        {
          key: 'kick',
          label: t('action.kick'),
          hidden: !canKickAny(user),
          danger: true,
          confirm: {
            title: t('confirm.title'),
            content: t('confirm.one', { name: user.name, count: kickKeys([user]).length }),
            okText: t('confirm.ok'),
          },
          onClick: () => forceOutPeople([user]),
        },
      ]}
    />
  );

  return (
    <ListPage>
      <KeywordFilter
        name="online-search"
        label={t('search.label')}
        onSearch={(blurry) => setQuery({ page: 0, size: query.size, blurry })}
      />
      <Card size="small">
        <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching}>
          <Permission roles={['admin', 'online:kick']}>
            <Button
              danger
              icon={<LogoutOutlined aria-hidden />}
              disabled={selected.length === 0}
              onClick={() => void confirmSelected()}
            >
              {t('toolbar.kick')}
            </Button>
          </Permission>
        </ListToolbar>
        <ListTable<OnlineUser>
          view={view}
          rowKey="userId"
          page={data}
          loading={isFetching}
          paging={query}
          onPagingChange={(paging) => setQuery({ ...query, ...paging })}
          emptyText={query.blurry ? t('empty.noMatch', { text: query.blurry }) : t('empty.none')}
          selection={
            mayKick
              ? {
                  selectedKeys: selected.map((user) => user.userId),
                  onChange: setSelected,
                  label: (user) => t('select', { name: user.name }),
                  disabled: (user) => !canKickAny(user),
                }
              : undefined
          }
          details={{
            render: (user) => (
              <OnlineSessions
                user={user}
                onKick={mayKick ? (session) => forceOut([session], []) : undefined}
              />
            ),
            label: (user) => t('sessionsOf', { name: user.name }),
          }}
          rowActions={mayKick ? rowActions : undefined}
        />
      </Card>
    </ListPage>
  );
}
