import type { TopWorker } from '@gbo/contracts';
import { Card, Empty, Table } from 'antd';
import { useDashboardTranslation } from '@/features/dashboard/hooks/use-dashboard-translation';
import { formatYuan } from '@/lib/money';

/** The workers with the most pieces in a period, ranked. */
export function TopWorkers({
  title,
  workers,
  empty,
}: {
  title: string;
  workers: TopWorker[];
  empty: string;
}) {
  const { t } = useDashboardTranslation();
  const money = workers.some((worker) => worker.amount !== null);
  return (
    <Card size="small" title={title} style={{ height: '100%' }}>
      <Table<TopWorker & { rank: number }>
        size="small"
        pagination={false}
        rowKey="workerId"
        aria-label={title}
        dataSource={workers.map((worker, i) => ({ ...worker, rank: i + 1 }))}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
        columns={[
          { key: 'rank', title: t('top.rank'), dataIndex: 'rank', width: 40 },
          { key: 'name', title: t('top.worker'), dataIndex: 'name', ellipsis: true },
          { key: 'qty', title: t('top.pieces'), dataIndex: 'qty', align: 'right', width: 90 },
          ...(money
            ? [
                {
                  key: 'amount',
                  title: t('top.wages'),
                  dataIndex: 'amount',
                  align: 'right' as const,
                  width: 110,
                  render: (amount: string | null) => (amount === null ? '' : formatYuan(amount)),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
