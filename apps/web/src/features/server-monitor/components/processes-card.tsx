import type { MonitorProcess } from '@gbo/contracts';
import { Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  useDuration,
  useMonitorTranslation,
} from '@/features/server-monitor/components/use-monitor-translation';
import { formatBytes, formatMs, formatPct } from '@/features/server-monitor/utils/figures';
import { formatDateTime } from '@/lib/format';

/** Every server process that reported in the last 30 s: one row each, the one answering marked. */
export function ProcessesCard({ processes }: { processes: MonitorProcess[] }) {
  const { t } = useMonitorTranslation();
  const duration = useDuration();
  const columns: ColumnsType<MonitorProcess> = [
    {
      key: 'host',
      title: t('processes.host'),
      render: (_, row) => (
        <>
          {row.host} {row.current && <Tag color="blue">{t('processes.current')}</Tag>}
        </>
      ),
    },
    { key: 'pid', title: t('processes.pid'), dataIndex: 'pid', align: 'right' },
    { key: 'version', title: t('processes.version'), dataIndex: 'version' },
    { key: 'uptime', title: t('processes.uptime'), render: (_, row) => duration(row.uptimeS) },
    { key: 'cpu', title: t('processes.cpu'), align: 'right', render: (_, row) => formatPct(row.cpuPct) },
    {
      key: 'memory',
      title: t('processes.memory'),
      align: 'right',
      render: (_, row) => formatBytes(row.rssBytes),
    },
    {
      key: 'eventLoop',
      title: t('processes.eventLoop'),
      align: 'right',
      render: (_, row) => formatMs(row.eventLoopDelayMs),
    },
    { key: 'streams', title: t('processes.streams'), dataIndex: 'streams', align: 'right' },
    { key: 'seen', title: t('processes.seen'), render: (_, row) => formatDateTime(row.seenAt) },
  ];
  return (
    <Card
      size="small"
      title={t('processes.title')}
      extra={t('processes.count', { count: processes.length })}
      data-testid="monitor-processes"
    >
      <Table<MonitorProcess>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={processes}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
