import type { MonitorActivity, MonitorDatabase, MonitorStatement, MonitorTable } from '@gbo/contracts';
import { Alert, Card, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Figure } from '@/features/server-monitor/components/figure';
import { useMonitorTranslation } from '@/features/server-monitor/components/use-monitor-translation';
import { formatBytes, formatMs, formatRatio } from '@/features/server-monitor/utils/figures';

const tableProps = { size: 'small', pagination: false, scroll: { x: 'max-content' } } as const;

/** A statement's text in a cell: one line, cut with its whole text on hover. */
function QueryText({ query }: { query: string }) {
  return (
    <Typography.Text code ellipsis={{ tooltip: query }} style={{ maxWidth: 420, display: 'inline-block' }}>
      {query}
    </Typography.Text>
  );
}

/** Statements running long, or waiting for a lock: "none" when there are none. */
function ActivityTable({ title, rows }: { title: string; rows: MonitorActivity[] }) {
  const { t } = useMonitorTranslation();
  const columns: ColumnsType<MonitorActivity> = [
    { key: 'pid', title: t('database.pid'), dataIndex: 'pid', align: 'right' },
    {
      key: 'seconds',
      title: t('database.seconds'),
      align: 'right',
      render: (_, row) => formatMs(row.seconds * 1000),
    },
    { key: 'waiting', title: t('database.waiting'), render: (_, row) => row.waiting ?? '–' },
    {
      key: 'blockedBy',
      title: t('database.blockedBy'),
      render: (_, row) => (row.blockedBy.length > 0 ? row.blockedBy.join(', ') : '–'),
    },
    { key: 'query', title: t('database.query'), render: (_, row) => <QueryText query={row.query} /> },
  ];
  return (
    <div>
      <Typography.Title level={5}>{title}</Typography.Title>
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{t('database.none')}</Typography.Text>
      ) : (
        <Table<MonitorActivity> {...tableProps} rowKey="pid" columns={columns} dataSource={rows} />
      )}
    </div>
  );
}

/** The slowest statements from pg_stat_statements, or how to switch it on. */
function Statements({ statements }: { statements: NonNullable<MonitorDatabase['statements']> }) {
  const { t } = useMonitorTranslation();
  const columns: ColumnsType<MonitorStatement> = [
    { key: 'query', title: t('database.query'), render: (_, row) => <QueryText query={row.query} /> },
    { key: 'calls', title: t('database.calls'), dataIndex: 'calls', align: 'right' },
    { key: 'mean', title: t('database.meanMs'), align: 'right', render: (_, row) => formatMs(row.meanMs) },
    { key: 'total', title: t('database.totalMs'), align: 'right', render: (_, row) => formatMs(row.totalMs) },
  ];
  return (
    <div>
      <Typography.Title level={5}>{t('database.statements')}</Typography.Title>
      {!statements.available ? (
        <Alert type="info" showIcon title={t('database.statementsMissing')} />
      ) : statements.slowest.length === 0 ? (
        <Typography.Text type="secondary">{t('database.noStatements')}</Typography.Text>
      ) : (
        <Table<MonitorStatement>
          {...tableProps}
          rowKey={(row) => row.query}
          columns={columns}
          dataSource={statements.slowest}
        />
      )}
    </div>
  );
}

/** The database: its engine and size, its largest tables, and on PostgreSQL what runs, waits and is slow. */
export function DatabaseCard({ database }: { database: MonitorDatabase }) {
  const { t } = useMonitorTranslation();
  const notAvailable = t('notAvailable');
  const tableColumns: ColumnsType<MonitorTable> = [
    { key: 'name', title: t('database.table'), dataIndex: 'name' },
    {
      key: 'rows',
      title: t('database.rows'),
      align: 'right',
      render: (_, row) => (row.rows === null ? '–' : row.rows.toLocaleString()),
    },
    { key: 'bytes', title: t('database.bytes'), align: 'right', render: (_, row) => formatBytes(row.bytes) },
  ];
  return (
    <Card
      size="small"
      title={t('database.title')}
      extra={t(database.engine === 'pglite' ? 'database.engine.pglite' : 'database.engine.postgres')}
      style={{ height: '100%' }}
      data-testid="monitor-database"
    >
      <Flex vertical gap={16}>
        <Flex gap="large" wrap>
          <Figure title={t('database.version')} value={database.version} />
          <Figure title={t('database.size')} value={formatBytes(database.sizeBytes)} />
          <Figure
            title={t('database.connections')}
            value={
              database.connections === null
                ? notAvailable
                : t('database.connectionsOf', {
                    used: database.connections,
                    max: database.maxConnections ?? '–',
                  })
            }
          />
          <Figure
            title={t('database.cacheHit')}
            value={database.cacheHitRatio === null ? notAvailable : formatRatio(database.cacheHitRatio)}
          />
        </Flex>
        {database.engine === 'pglite' && <Alert type="info" showIcon title={t('database.pglite')} />}
        <div>
          <Typography.Title level={5}>{t('database.tables')}</Typography.Title>
          <Table<MonitorTable>
            {...tableProps}
            rowKey="name"
            columns={tableColumns}
            dataSource={database.tables}
          />
        </div>
        {database.longQueries && (
          <ActivityTable title={t('database.longQueries')} rows={database.longQueries} />
        )}
        {database.lockWaits && <ActivityTable title={t('database.lockWaits')} rows={database.lockWaits} />}
        {database.statements && <Statements statements={database.statements} />}
      </Flex>
    </Card>
  );
}
