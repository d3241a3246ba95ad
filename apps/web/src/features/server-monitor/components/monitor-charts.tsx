import type { MonitorMinute } from '@gbo/contracts';
import { Card, Col, Row, theme } from 'antd';
import { useMemo } from 'react';
import { EChart } from '@/components/echart';
import { useMonitorTranslation } from '@/features/server-monitor/components/use-monitor-translation';
import {
  latencyChartOption,
  requestsChartOption,
  resourcesChartOption,
} from '@/features/server-monitor/utils/chart-options';
import { formatBytes, formatMs, formatPct } from '@/features/server-monitor/utils/figures';

const HEIGHT = 220;

/** The last hour minute by minute: requests and scans, latency, and the processes' CPU and memory. */
export function MonitorCharts({ minutes }: { minutes: MonitorMinute[] }) {
  const { t } = useMonitorTranslation();
  const { token } = theme.useToken();
  const look = useMemo(
    () => ({
      primary: token.colorPrimary,
      success: token.colorSuccess,
      warning: token.colorWarning,
      error: token.colorError,
      text: token.colorTextSecondary,
      grid: token.colorBorderSecondary,
    }),
    [token],
  );
  const options = useMemo(
    () => ({
      requests: requestsChartOption(
        minutes,
        {
          ok: t('chart.ok'),
          errors4xx: t('chart.errors4xx'),
          errors5xx: t('chart.errors5xx'),
          scans: t('chart.scans'),
        },
        look,
      ),
      latency: latencyChartOption(minutes, { p50: t('chart.p50'), p99: t('chart.p99') }, look),
      resources: resourcesChartOption(
        minutes,
        { cpu: t('chart.cpu'), memory: t('chart.memory'), eventLoop: t('chart.eventLoop') },
        look,
      ),
    }),
    [minutes, look, t],
  );
  const total = minutes.reduce((sum, minute) => sum + minute.requests, 0);
  const errors = minutes.reduce((sum, minute) => sum + minute.errors4xx + minute.errors5xx, 0);
  const scans = minutes.reduce((sum, minute) => sum + minute.scans, 0);
  const worst = minutes.reduce<number | null>(
    (max, minute) => (minute.p99Ms === null ? max : Math.max(max ?? 0, minute.p99Ms)),
    null,
  );
  const latest = [...minutes].reverse().find((minute) => minute.cpuPct !== null);
  const charts = [
    {
      key: 'requests',
      title: t('chart.requests'),
      option: options.requests,
      label: t('chart.requestsLabel', { total, errors, scans }),
    },
    {
      key: 'latency',
      title: t('chart.latency'),
      option: options.latency,
      label: t('chart.latencyLabel', { worst: formatMs(worst) }),
    },
    {
      key: 'resources',
      title: t('chart.resources'),
      option: options.resources,
      label: t('chart.resourcesLabel', {
        cpu: formatPct(latest?.cpuPct ?? null),
        memory: formatBytes(latest?.rssBytes ?? null),
      }),
    },
  ];
  return (
    <Row gutter={[16, 16]} data-testid="monitor-charts">
      {charts.map((chart) => (
        <Col key={chart.key} xs={24} md={12} xl={8}>
          <Card size="small" title={chart.title}>
            <EChart option={chart.option} height={HEIGHT} label={chart.label} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
