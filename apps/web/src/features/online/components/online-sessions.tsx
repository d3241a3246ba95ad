import type { OnlineSession, OnlineUser } from '@gbo/contracts';
import { Button, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { canKick } from '@/features/online/utils/kick';
import { formatDateTime } from '@/lib/format';
import { Permission } from '@/lib/permission-guard';
import { describeUserAgent } from '@/lib/user-agent';

interface OnlineSessionsProps {
  user: OnlineUser;
  onKick: (sessions: OnlineSession[]) => void;
}

/** A person's live sessions (an expanded row): where and since when, each one to force out on its own. */
export function OnlineSessions({ user, onKick }: OnlineSessionsProps) {
  const { t } = useTranslation('online');
  const columns: TableColumnsType<OnlineSession> = [
    {
      title: t('column.ip'),
      dataIndex: 'ip',
      render: (ip: string | null, session) => (
        <>
          {ip}
          {session.current && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {t('current')}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: t('column.browser'),
      dataIndex: 'browser',
      ellipsis: { showTitle: false },
      render: (browser: string | null) => (
        <span title={browser ?? undefined}>{describeUserAgent(browser)}</span>
      ),
    },
    { title: t('column.loginTime'), dataIndex: 'loginTime', render: formatDateTime },
    { title: t('column.lastSeen'), dataIndex: 'lastSeen', render: formatDateTime },
    {
      title: t('column.actions'),
      key: 'actions',
      render: (_, session) =>
        canKick(session) && (
          <Permission roles={['admin', 'online:kick']}>
            <Button
              type="link"
              danger
              aria-label={t('action.kickSessionLabel', { name: user.name, ip: session.ip ?? '' })}
              onClick={() => onKick([session])}
            >
              {t('action.kickSession')}
            </Button>
          </Permission>
        ),
    },
  ];
  return (
    <Table<OnlineSession>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={user.sessions}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
