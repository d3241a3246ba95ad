import type { OnlineSession, OnlineUser } from '@gbo/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-column';
import { ListTable } from '@/components/list-table';
import { RowActions } from '@/components/row-actions';
import { fixedListView } from '@/components/use-list-view';
import { canKick } from '@/features/online/utils/kick';
import { formatDateTime } from '@/lib/format';
import { describeUserAgent } from '@/lib/user-agent';

interface OnlineSessionsProps {
  user: OnlineUser;
  /** Given only to someone who may force people out. */
  onKick?: (session: OnlineSession) => unknown;
}

/** A person's live sessions (their row's details): where and since when, each one to force out on its own. */
export function OnlineSessions({ user, onKick }: OnlineSessionsProps) {
  const { t } = useTranslation('online');
  const columns: ListColumn<OnlineSession>[] = [
    {
      key: 'ip',
      title: t('column.ip'),
      width: 170,
      grow: true,
      render: (session) => (
        <>
          {session.ip} {session.current && <Tag color="blue">{t('current')}</Tag>}
        </>
      ),
    },
    {
      key: 'browser',
      title: t('column.browser'),
      width: 180,
      grow: true,
      render: (session) => (
        <span title={session.browser ?? undefined}>{describeUserAgent(session.browser)}</span>
      ),
    },
    {
      key: 'loginTime',
      title: t('column.loginTime'),
      width: 170,
      render: (session) => formatDateTime(session.loginTime),
    },
    {
      key: 'lastSeen',
      title: t('column.lastSeen'),
      width: 170,
      render: (session) => formatDateTime(session.lastSeen),
    },
  ];

  const actions = (session: OnlineSession) => {
    const name = t('sessionOf', { name: user.name, ip: session.ip ?? '' });
    return (
      <RowActions
        name={name}
        actions={[
          {
            key: 'kick',
            label: t('action.kick'),
            hidden: !canKick(session),
            danger: true,
            confirm: {
              title: t('confirm.title'),
              content: t('confirm.session', { name: user.name, ip: session.ip ?? '' }),
              okText: t('confirm.ok'),
            },
            onClick: () => onKick?.(session),
          },
        ]}
      />
    );
  };

  return (
    <ListTable<OnlineSession>
      view={fixedListView(columns)}
      rowKey="key"
      page={{ content: user.sessions, totalElements: user.sessions.length }}
      emptyText=""
      rowActions={onKick && actions}
    />
  );
}
