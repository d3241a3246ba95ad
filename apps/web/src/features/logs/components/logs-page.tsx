import type { AuditLog } from '@gbo/contracts';
import { Card, Segmented, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadLogs, type LogKind, useLogs } from '@/features/logs/api/logs';
import { LogDetail } from '@/features/logs/components/log-detail';
import { LogFilterBar } from '@/features/logs/components/log-filter-bar';
import { type LogFilters, toLogFilterParams, toLogParams } from '@/features/logs/utils/log-query';
import { ExportButton } from '@/components/export-button';
import { PagedTable } from '@/components/paged-table';
import { formatDateTime } from '@/lib/format';
import { sortableColumn } from '@/lib/table-sort';
import { describeUserAgent } from '@/lib/user-agent';
import { Permission } from '@/lib/permission-guard';
import { useSessionStore } from '@/lib/session-store';

/**
 * The factory's audit log (eladmin's log screen): who changed what, when, and whether it worked. A platform
 * operator may switch to the platform's log: what operators did to factories, menus and dictionaries.
 */
export function LogsPage() {
  const { t } = useTranslation('logs');
  const platformAdmin = useSessionStore((state) => state.user?.platformAdmin);
  const [kind, setKind] = useState<LogKind>('factory');
  const [filters, setFilters] = useState<LogFilters>({});
  const [paging, setPaging] = useState({ page: 0, size: 10 });
  /** eladmin's `sort` parameter, e.g. `durationMs,desc`; the server's newest-first when unset. */
  const [sort, setSort] = useState<string>();
  const { data, isFetching } = useLogs(kind, toLogParams(filters, paging.page, paging.size, sort));
  const filtered = Object.keys(toLogFilterParams(filters)).length > 0;

  const columns: TableColumnsType<AuditLog> = [
    {
      title: t('column.createTime'),
      dataIndex: 'createTime',
      render: formatDateTime,
      ...sortableColumn(sort, 'createTime'),
    },
    { title: t('column.username'), dataIndex: 'username' },
    { title: t('column.description'), dataIndex: 'description' },
    {
      title: t('column.request'),
      key: 'request',
      render: (_, log) => (
        <span>
          <Tag>{log.method}</Tag>
          {log.path}
        </span>
      ),
    },
    { title: t('column.ip'), dataIndex: 'ip' },
    {
      title: t('column.browser'),
      dataIndex: 'browser',
      render: (browser: string | null) => (
        <span title={browser ?? undefined}>{describeUserAgent(browser)}</span>
      ),
    },
    {
      title: t('column.status'),
      dataIndex: 'statusCode',
      ...sortableColumn(sort, 'statusCode'),
      render: (statusCode: number, log) => (
        <Tag color={log.hasError ? 'error' : 'success'}>
          {statusCode} {log.hasError ? t('filter.error') : t('filter.ok')}
        </Tag>
      ),
    },
    {
      title: t('column.duration'),
      dataIndex: 'durationMs',
      align: 'right',
      ...sortableColumn(sort, 'durationMs'),
      render: (ms: number) => t('duration', { ms }),
    },
  ];

  return (
    <Card>
      {platformAdmin && (
        <Segmented<LogKind>
          style={{ marginBottom: 16 }}
          value={kind}
          onChange={(next) => {
            setKind(next);
            setPaging({ ...paging, page: 0 });
          }}
          options={[
            { value: 'factory', label: t('kind.factory') },
            { value: 'platform', label: t('kind.platform') },
          ]}
        />
      )}
      <LogFilterBar
        onSearch={(next) => {
          setFilters(next);
          setPaging({ ...paging, page: 0 });
        }}
        actions={
          <Permission roles={['admin', 'log:list']}>
            <ExportButton
              fileBase={kind === 'platform' ? 'platform-audit-log' : 'audit-log'}
              download={() => downloadLogs(kind, toLogFilterParams(filters))}
            />
          </Permission>
        }
      />
      <PagedTable<AuditLog>
        columns={columns}
        page={data}
        loading={isFetching}
        paging={paging}
        onPagingChange={setPaging}
        onSortChange={(next) => {
          setSort(next);
          setPaging({ ...paging, page: 0 });
        }}
        emptyText={
          filtered ? t('empty.noMatch') : t(kind === 'platform' ? 'empty.nonePlatform' : 'empty.none')
        }
        expandable={{
          expandedRowRender: (log) => <LogDetail kind={kind} log={log} />,
          expandIcon: ({ expanded, onExpand, record }) => (
            <button
              type="button"
              className={`ant-table-row-expand-icon ${expanded ? 'ant-table-row-expand-icon-expanded' : 'ant-table-row-expand-icon-collapsed'}`}
              aria-expanded={expanded}
              aria-label={t('detail.expand', {
                description: record.description,
                time: formatDateTime(record.createTime),
              })}
              onClick={(event) => onExpand(record, event)}
            />
          ),
        }}
      />
    </Card>
  );
}
