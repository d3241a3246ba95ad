import type { ProductionCutOrder } from '@gbo/contracts';
import { WarningOutlined } from '@ant-design/icons';
import { Card, Flex, Progress, Tag, Typography } from 'antd';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import { percent } from '@/features/production/utils/grid-cell';

interface CutOrderSummaryProps {
  cutOrders: readonly ProductionCutOrder[];
  /** The bed the grid shows, if one is chosen. */
  selected: number | undefined;
  onSelect: (cutOrderId: number | undefined) => void;
}

/**
 * A card a bed of the style: finished pieces of its pieces, and its slowest process, which holds the bed back.
 * Choosing a card shows that bed alone; choosing it again, every bed.
 */
export function CutOrderSummary({ cutOrders, selected, onSelect }: CutOrderSummaryProps) {
  const { t } = useProductionTranslation();
  return (
    <Flex gap="small" wrap role="list" aria-label={t('summary.label')}>
      {cutOrders.map((order) => {
        const chosen = order.cutOrderId === selected;
        const lagging = order.slowest !== null && order.finishedQty < order.qty;
        return (
          <Card
            key={order.cutOrderId}
            role="listitem"
            size="small"
            hoverable
            aria-pressed={chosen}
            tabIndex={0}
            onClick={() => onSelect(chosen ? undefined : order.cutOrderId)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onSelect(chosen ? undefined : order.cutOrderId);
              }
            }}
            style={{ flex: '1 1 240px', maxWidth: 360, borderColor: chosen ? '#1677ff' : undefined }}
          >
            <Flex justify="space-between" align="baseline" gap="small">
              <Typography.Text strong>{t('summary.bed', { bedNo: order.bedNo })}</Typography.Text>
              <Typography.Text type="secondary">
                {t('summary.finished', { done: order.finishedQty, qty: order.qty })}
              </Typography.Text>
            </Flex>
            <Progress
              percent={percent(order.finishedQty, order.qty)}
              status={order.qty > 0 && order.finishedQty >= order.qty ? 'success' : 'normal'}
              aria-label={t('summary.progressOf', { bedNo: order.bedNo })}
            />
            {order.slowest && (
              <Flex gap={4} align="center" wrap>
                <Typography.Text type="secondary">{t('summary.slowest')}</Typography.Text>
                <Tag color={lagging ? 'warning' : 'success'} icon={lagging ? <WarningOutlined /> : undefined}>
                  {t('summary.slowestProcess', {
                    seq: order.slowest.seq,
                    name: order.slowest.name,
                    done: order.slowest.doneQty,
                    qty: order.qty,
                  })}
                </Tag>
              </Flex>
            )}
          </Card>
        );
      })}
    </Flex>
  );
}
