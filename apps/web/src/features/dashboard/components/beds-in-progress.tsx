import type { BedInProgress } from '@gbo/contracts';
import { Card, Empty, Flex, Progress, Table, Tag, Typography } from 'antd';
import { useDashboardTranslation } from '@/features/dashboard/hooks/use-dashboard-translation';
import { groupPieces, percentFinished } from '@/features/dashboard/utils/figures';
import { formatDateTime } from '@/lib/format';
import { useIsMobile } from '@/lib/use-is-mobile';

function BedName({ bed }: { bed: BedInProgress }) {
  const { t } = useDashboardTranslation();
  return (
    <Flex vertical>
      <Typography.Text strong>
        {t('beds.bedName', { styleNo: bed.styleNo, bedNo: bed.bedNo })}
      </Typography.Text>
      <Typography.Text type="secondary">{bed.styleName}</Typography.Text>
    </Flex>
  );
}

function Completion({ bed }: { bed: BedInProgress }) {
  const { t } = useDashboardTranslation();
  const text = t('beds.finishedOf', { finished: groupPieces(bed.finishedQty), total: groupPieces(bed.qty) });
  return (
    <Flex vertical>
      <Progress percent={percentFinished(bed.finishedQty, bed.qty)} size="small" aria-label={text} />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}

function Slowest({ bed }: { bed: BedInProgress }) {
  const { t } = useDashboardTranslation();
  if (!bed.slowest) return <Typography.Text type="secondary">{t('beds.noProcesses')}</Typography.Text>;
  return (
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
  );
}

/**
 * The beds scanned most recently: how much of each is finished, and which process holds it back. A table at
 * a desk; on a phone, one block per bed (a table's columns would not fit).
 */
export function BedsInProgress({ beds }: { beds: BedInProgress[] }) {
  const { t } = useDashboardTranslation();
  const mobile = useIsMobile();
  const title = t('beds.title');
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('beds.empty')} />;
  return (
    <Card size="small" title={title} extra={!mobile && beds.length > 0 && t('beds.subtitle')}>
      {mobile ? (
        beds.length === 0 ? (
          empty
        ) : (
          <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {beds.map((bed, i) => (
              <li
                key={bed.cutOrderId}
                style={{ padding: '8px 0', borderTop: i > 0 ? '1px solid rgba(5, 5, 5, 0.06)' : undefined }}
              >
                <Flex vertical gap={4}>
                  <BedName bed={bed} />
                  <Completion bed={bed} />
                  <Slowest bed={bed} />
                  <Typography.Text type="secondary">
                    {t('beds.lastScan')}: {formatDateTime(bed.lastScanAt)}
                  </Typography.Text>
                </Flex>
              </li>
            ))}
          </ul>
        )
      ) : (
        <Table<BedInProgress>
          size="small"
          pagination={false}
          rowKey="cutOrderId"
          aria-label={title}
          dataSource={beds}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: empty }}
          columns={[
            { key: 'bed', title: t('beds.bed'), render: (_, bed) => <BedName bed={bed} /> },
            {
              key: 'finished',
              title: t('beds.finished'),
              width: 240,
              render: (_, bed) => <Completion bed={bed} />,
            },
            { key: 'slowest', title: t('beds.slowest'), render: (_, bed) => <Slowest bed={bed} /> },
            {
              key: 'lastScan',
              title: t('beds.lastScan'),
              dataIndex: 'lastScanAt',
              render: (at: string) => formatDateTime(at),
            },
          ]}
        />
      )}
    </Card>
  );
}
