import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useServerMonitor } from '@/features/server-monitor/api/server-monitor';
import { BackupStatus } from '@/features/server-monitor/components/backup-status';
import { DatabaseCard } from '@/features/server-monitor/components/database-card';
import { HostCard } from '@/features/server-monitor/components/host-card';
import { HttpCard } from '@/features/server-monitor/components/http-card';
import { MonitorCharts } from '@/features/server-monitor/components/monitor-charts';
import { ProcessesCard } from '@/features/server-monitor/components/processes-card';
import { useMonitorTranslation } from '@/features/server-monitor/components/use-monitor-translation';
import { formatTimeWithSeconds } from '@/lib/format';

/** Stands in for the figures while the first answer loads: the shapes of the cards. */
function MonitorSkeleton() {
  const { t } = useMonitorTranslation();
  return (
    <Row gutter={[16, 16]} role="status" aria-label={t('loading')}>
      <Col xs={24}>
        <Card size="small">
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      </Col>
      {[0, 1].map((i) => (
        <Col key={i} xs={24} lg={12}>
          <Card size="small">
            <Skeleton active paragraph={{ rows: 5 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * The server monitor (platform operators): every server process, this host, the database and the requests of
 * the last hour, asked again every few seconds (docs/design.md §13).
 */
export function ServerMonitorPage() {
  const { t } = useMonitorTranslation();
  const { data, isPending, isError, isFetching, refetch } = useServerMonitor();
  if (isPending) return <MonitorSkeleton />;
  if (isError && !data) {
    return (
      <Result
        status="warning"
        title={t('error.title')}
        extra={<Button onClick={() => void refetch()}>{t('error.retry')}</Button>}
      />
    );
  }
  // The factory's clock, as the processes' last reports and the backup's time are shown.
  const updated = formatTimeWithSeconds(data.at);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary" aria-live="polite">
          {t('updated', { time: updated })}
        </Typography.Text>
        <Button
          size="small"
          icon={<ReloadOutlined aria-hidden />}
          loading={isFetching}
          onClick={() => void refetch()}
        >
          {t('refresh')}
        </Button>
      </Flex>
      <BackupStatus backup={data.backup} />
      <ProcessesCard processes={data.processes} />
      <MonitorCharts minutes={data.http.minutes} />
      <HttpCard windows={data.http.windows} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <HostCard host={data.host} />
        </Col>
        <Col xs={24} xl={16}>
          <DatabaseCard database={data.database} />
        </Col>
      </Row>
    </Flex>
  );
}
