import type { DashboardShipping } from '@gbo/contracts';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useDashboardTranslation } from '@/features/dashboard/hooks/use-dashboard-translation';
import { formatDateTime } from '@/lib/format';

/** This month's confirmed shipments, and the finished pieces waiting to ship (counted now and then). */
export function ShippingCards({ shipping }: { shipping: DashboardShipping }) {
  const { t } = useDashboardTranslation();
  return (
    <section aria-label={t('shipping.title')}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={8}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={t('shipping.orders')} value={shipping.monthOrders} />
            {shipping.monthOrders === 0 && (
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                {t('shipping.noneThisMonth')}
              </Typography.Paragraph>
            )}
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={t('shipping.pieces')} value={shipping.monthQty} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic
              title={t('shipping.notShipped')}
              value={shipping.notShippedQty ?? t('shipping.counting')}
            />
            {shipping.notShippedAsOf && (
              <Typography.Text type="secondary">
                {t('shipping.asOf', { time: formatDateTime(shipping.notShippedAsOf) })}
              </Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </section>
  );
}
