import type { MonitorRoute, MonitorWindow } from '@gbo/contracts';
import { Card, Flex, Input, Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Figure } from '@/features/server-monitor/components/figure';
import { useMonitorTranslation } from '@/features/server-monitor/components/use-monitor-translation';
import { formatMs } from '@/features/server-monitor/utils/figures';

/** The requests over every process, in the last 5 or 60 minutes: rates, percentiles, errors, and per route. */
export function HttpCard({ windows }: { windows: MonitorWindow[] }) {
  const { t } = useMonitorTranslation();
  const [minutes, setMinutes] = useState(windows[0]?.minutes ?? 5);
  const [search, setSearch] = useState('');
  const window = windows.find((candidate) => candidate.minutes === minutes) ?? windows[0];
  if (!window) return null;
  // A busy server answers on dozens of routes; the one you care about may be pages down.
  const needle = search.trim().toLowerCase();
  const routes = needle
    ? window.routes.filter((row) => `${row.method} ${row.route}`.toLowerCase().includes(needle))
    : window.routes;
  const columns: ColumnsType<MonitorRoute> = [
    { key: 'method', title: t('http.method'), dataIndex: 'method' },
    {
      key: 'route',
      title: t('http.route'),
      render: (_, row) => (row.route === 'unmatched' ? t('http.unmatched') : row.route),
    },
    { key: 'count', title: t('http.count'), dataIndex: 'count', align: 'right' },
    { key: 'p50', title: t('http.p50'), align: 'right', render: (_, row) => formatMs(row.p50Ms) },
    { key: 'p99', title: t('http.p99'), align: 'right', render: (_, row) => formatMs(row.p99Ms) },
    { key: '4xx', title: t('http.errors4xx'), dataIndex: 'errors4xx', align: 'right' },
    { key: '5xx', title: t('http.errors5xx'), dataIndex: 'errors5xx', align: 'right' },
  ];
  return (
    <Card
      size="small"
      title={t('http.title')}
      data-testid="monitor-http"
      extra={
        <Segmented<number>
          size="small"
          value={window.minutes}
          onChange={setMinutes}
          options={windows.map((candidate) => ({
            value: candidate.minutes,
            label: t('http.window', { count: candidate.minutes }),
          }))}
        />
      }
    >
      <Flex vertical gap={12}>
        <Flex gap="large" wrap>
          <Figure title={t('http.perSecond')} value={window.perSecond.toFixed(2)} />
          <Figure title={t('http.p50')} value={formatMs(window.p50Ms)} />
          <Figure title={t('http.p99')} value={formatMs(window.p99Ms)} />
          <Figure title={t('http.errors4xx')} value={window.errors4xx} />
          <Figure
            title={t('http.errors5xx')}
            value={window.errors5xx}
            {...(window.errors5xx > 0 ? { tone: 'error' as const } : {})}
          />
          <Figure title={t('http.scansPerMinute')} value={window.scansPerMinute.toFixed(1)} />
        </Flex>
        <Input.Search
          allowClear
          placeholder={t('http.search')}
          aria-label={t('http.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Table<MonitorRoute>
          size="small"
          rowKey={(row) => `${row.method} ${row.route}`}
          columns={columns}
          dataSource={routes}
          pagination={routes.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: needle ? t('http.noMatch', { search: search.trim() }) : t('http.empty') }}
        />
        <Typography.Text type="secondary">{t('http.percentiles')}</Typography.Text>
      </Flex>
    </Card>
  );
}
