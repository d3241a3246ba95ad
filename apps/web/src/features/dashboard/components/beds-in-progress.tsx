import type { BedInProgress } from '@gbo/contracts';
import { Card, Empty, Flex, Progress, Table, Tag, Typography } from 'antd';
import { useDashboardTranslation } from '@/features/dashboard/hooks/use-dashboard-translation';
import { groupPieces, percentFinished } from '@/features/dashboard/utils/figures';
import { formatDateTime } from '@/lib/format';

/** The beds scanned most recently: how much of each is finished, and which process holds it back. */
export function BedsInProgress({ beds }: { beds: BedInProgress[] }) {
  const { t } = useDashboardTranslation();
  const title = t('beds.title');
  return (
    <Card size="small" title={title} extra={beds.length > 0 && t('beds.subtitle', { count: beds.length })}>
      <Table<BedInProgress>
        size="small"
        pagination={false}
        rowKey="cutOrderId"
        aria-label={title}
        dataSource={beds}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('beds.empty')} /> }}
        columns={[
          {
            key: 'bed',
            title: t('beds.bed'),
            render: (_, bed) => (
              <Flex vertical>
                <Typography.Text strong>
                  {t('beds.bedName', { styleNo: bed.styleNo, bedNo: bed.bedNo })}
                </Typography.Text>
                <Typography.Text type="secondary">{bed.styleName}</Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'finished',
            title: t('beds.finished'),
            width: 240,
            render: (_, bed) => (
              <Flex vertical>
                <Progress
                  percent={percentFinished(bed.finishedQty, bed.qty)}
                  size="small"
                  aria-label={t('beds.finishedOf', {
                    finished: groupPieces(bed.finishedQty),
                    total: groupPieces(bed.qty),
                  })}
                />
                <Typography.Text type="secondary">
                  {t('beds.finishedOf', {
                    finished: groupPieces(bed.finishedQty),
                    total: groupPieces(bed.qty),
                  })}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'slowest',
            title: t('beds.slowest'),
            render: (_, bed) =>
              bed.slowest ? (
                <Flex gap="small" align="center" wrap>
                  <Tag>{t(`stages.${bed.slowest.stage}`)}</Tag>
                  <span>
                    {t('beds.slowestDetail', {
                      seq: bed.slowest.seq,
                      name: bed.slowest.name,
                      done: groupPieces(bed.slowest.doneQty),
                    })}
                  </span>
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t('beds.noProcesses')}</Typography.Text>
              ),
          },
          {
            key: 'lastScan',
            title: t('beds.lastScan'),
            dataIndex: 'lastScanAt',
            render: (at: string) => formatDateTime(at),
          },
        ]}
      />
    </Card>
  );
}
