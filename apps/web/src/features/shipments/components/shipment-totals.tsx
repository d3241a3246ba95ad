import type { ShipmentPage } from '@gbo/contracts';
import { Flex, Skeleton, Statistic, Typography } from 'antd';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import { formatYuan } from '@/lib/money';

/** Orders, pieces, cartons and amount of every order the filter matches (every page), above the list. */
export function ShipmentTotals({
  page,
  voidCounted,
}: {
  page: ShipmentPage | undefined;
  voidCounted: boolean;
}) {
  const { t } = useShipmentsTranslation();
  if (!page) return <Skeleton.Input active size="small" />;
  return (
    <Flex vertical gap={4}>
      <Flex gap="large" wrap role="group" aria-label={t('totals.label')}>
        <Statistic title={t('totals.orders')} value={page.totals.orders} />
        <Statistic title={t('totals.pieces')} value={page.totals.qty} />
        <Statistic title={t('totals.cartons')} value={page.totals.cartons} />
        <Statistic title={t('totals.amount')} value={formatYuan(page.totals.amount)} />
      </Flex>
      {!voidCounted && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('totals.voidLeftOut')}
        </Typography.Text>
      )}
    </Flex>
  );
}
