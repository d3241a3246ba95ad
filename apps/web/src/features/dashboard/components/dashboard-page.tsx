import type { Dashboard } from '@gbo/contracts';
import { Button, Card, Col, Empty, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useDashboard } from '@/features/dashboard/api/dashboard';
import { BedsInProgress } from '@/features/dashboard/components/beds-in-progress';
import { DashboardHeader } from '@/features/dashboard/components/dashboard-header';
import { OutputSection } from '@/features/dashboard/components/output-section';
import { QualityCard } from '@/features/dashboard/components/quality-card';
import { ShippingCards } from '@/features/dashboard/components/shipping-cards';
import { StageChart } from '@/features/dashboard/components/stage-chart';
import { TopWorkers } from '@/features/dashboard/components/top-workers';
import { useDashboardEvents } from '@/features/dashboard/hooks/use-dashboard-events';
import { useDashboardTranslation } from '@/features/dashboard/hooks/use-dashboard-translation';
import { navigateTo } from '@/lib/navigation';

/** Stands in for the figures while they load: the shapes of the cards and the chart. */
function DashboardSkeleton() {
  const { t } = useDashboardTranslation();
  return (
    <Row gutter={[16, 16]} role="status" aria-label={t('loading')}>
      {[0, 1, 2].map((i) => (
        <Col key={i} xs={24} md={8}>
          <Card size="small">
            <Skeleton active paragraph={{ rows: 1 }} />
          </Card>
        </Col>
      ))}
      <Col xs={24}>
        <Card size="small">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </Col>
    </Row>
  );
}

/** What the answer holds for the caller, part by part (each is there only for those allowed to see it). */
function DashboardFigures({ data }: { data: Dashboard }) {
  const { t } = useDashboardTranslation();
  const { output, mine, production, shipping, quality } = data;
  if (!output && !mine && !production && !shipping && !quality) {
    return (
      <Card>
        <Empty description={t('none.title')}>
          <Typography.Paragraph type="secondary">{t('none.text')}</Typography.Paragraph>
        </Empty>
      </Card>
    );
  }
  const stages = production && <StageChart stages={production.stages} />;
  return (
    <Flex vertical gap={16}>
      {output && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t(output.scope === 'factory' ? 'output.factory' : 'output.depts')}
          </Typography.Title>
          <OutputSection
            title={t(output.scope === 'factory' ? 'output.factory' : 'output.depts')}
            output={output}
            todayHint={t('output.noScansToday')}
            chartTitle={t('chart.days')}
            extra={stages}
          />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <TopWorkers title={t('top.today')} workers={output.topToday} empty={t('top.emptyToday')} />
            </Col>
            <Col xs={24} lg={12}>
              <TopWorkers title={t('top.month')} workers={output.topMonth} empty={t('top.emptyMonth')} />
            </Col>
          </Row>
        </>
      )}
      {mine && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('output.mine')}
          </Typography.Title>
          <OutputSection
            title={t('output.mine')}
            output={mine}
            todayHint={t('output.noScansTodayMine')}
            chartTitle={t('chart.daysMine')}
          />
          <Flex gap="middle" align="center" wrap>
            <Button type="primary" onClick={() => navigateTo('/scan')}>
              {t('output.openScan')}
            </Button>
            {mine.today.amount === null && (
              <Typography.Text type="secondary">{t('output.ratesHidden')}</Typography.Text>
            )}
          </Flex>
        </>
      )}
      {production && (
        <>
          {!output && stages}
          <BedsInProgress beds={production.cutOrders} />
        </>
      )}
      {quality && <QualityCard quality={quality} />}
      {shipping && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('shipping.title')}
          </Typography.Title>
          <ShippingCards shipping={shipping} />
        </>
      )}
    </Flex>
  );
}

/**
 * The home page (`/dashboard`, the affixed tab): the factory's figures for whoever may see them, following
 * every scan live (server-sent events, then one fetch), each part only for the roles it is for.
 */
export function DashboardPage() {
  const { t } = useDashboardTranslation();
  const live = useDashboardEvents();
  const { data, isPending, isError, refetch } = useDashboard();
  return (
    <Flex vertical gap={16}>
      <DashboardHeader today={data?.today} timeZone={data?.timeZone} live={live} />
      {isPending ? (
        <DashboardSkeleton />
      ) : isError || !data ? (
        <Card>
          <Result
            status="warning"
            title={t('error.title')}
            extra={<Button onClick={() => void refetch()}>{t('error.retry')}</Button>}
          />
        </Card>
      ) : (
        <DashboardFigures data={data} />
      )}
    </Flex>
  );
}
