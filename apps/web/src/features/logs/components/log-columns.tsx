import type { AuditLog } from '@gbo/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-column';
import { formatDateTime } from '@/lib/format';
import { sortableColumn } from '@/lib/table-sort';
import { describeUserAgent } from '@/lib/user-agent';

/** The audit log's columns, the sortable ones showing the order `sort` (the API's parameter) says. */
export function useLogColumns(sort: string | undefined): ListColumn<AuditLog>[] {
  const { t } = useTranslation('logs');
  return [
    {
      title: t('column.createTime'),
      width: 150,
      ...sortableColumn(sort, 'createTime'),
      render: (log) => formatDateTime(log.createTime),
    },
    { key: 'username', title: t('column.username'), width: 150, grow: true, render: (log) => log.username },
    {
      key: 'description',
      title: t('column.description'),
      width: 130,
      grow: true,
      card: 'title',
      render: (log) => log.description,
    },
    {
      key: 'request',
      title: t('column.request'),
      width: 170,
      grow: true,
      render: (log) => (
        <>
          <Tag>{log.method}</Tag>
          {log.path}
        </>
      ),
    },
    { key: 'ip', title: t('column.ip'), width: 110, render: (log) => log.ip },
    {
      key: 'browser',
      title: t('column.browser'),
      width: 130,
      card: 'hidden',
      render: (log) => <span title={log.browser ?? undefined}>{describeUserAgent(log.browser)}</span>,
    },
    {
      title: t('column.status'),
      width: 125,
      ...sortableColumn(sort, 'statusCode'),
      render: (log) => (
        <Tag color={log.hasError ? 'error' : 'success'}>
          {log.statusCode} {log.hasError ? t('filter.error') : t('filter.ok')}
        </Tag>
      ),
    },
    {
      title: t('column.duration'),
      width: 90,
      align: 'end',
      card: 'hidden',
      ...sortableColumn(sort, 'durationMs'),
      render: (log) => t('duration', { ms: log.durationMs }),
    },
  ];
}
