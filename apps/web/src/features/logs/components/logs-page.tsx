import type { AuditLog } from '@gbo/contracts';
import { Card, Empty, Table, type TableColumnsType, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadLogs, useLogs } from '@/features/logs/api/logs';
import { LogDetail } from '@/features/logs/components/log-detail';
import { LogFilterBar } from '@/features/logs/components/log-filter-bar';
import {
  type LogFilters,
  type LogSort,
  toLogFilterParams,
  toLogParams,
} from '@/features/logs/utils/log-query';
import { ExportButton } from '@/components/export-button';
import { formatDateTime } from '@/lib/format';
import { describeUserAgent } from '@/lib/user-agent';
import { Permission } from '@/lib/permission-guard';

const SORTABLE = new Set<string>(['createTime', 'durationMs', 'statusCode']);

function toSort(sorter: Parameters<NonNullable<TableProps<AuditLog>['onChange']>>[2]): LogSort | undefined {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = String(single?.field ?? '');
  if (!single?.order || !SORTABLE.has(field)) return undefined;
  return { field: field as LogSort['field'], order: single.order === 'ascend' ? 'asc' : 'desc' };
}

/** The factory's audit log (eladmin's log screen): who changed what, when, and whether it worked. */
export function LogsPage() {
  const { t } = useTranslation('logs');
  const [filters, setFilters] = useState<LogFilters>({});
  const [paging, setPaging] = useState({ page: 0, size: 10 });
  const [sort, setSort] = useState<LogSort>();
  const { data, isFetching } = useLogs(toLogParams(filters, paging.page, paging.size, sort));
  const filtered = Object.keys(toLogFilterParams(filters)).length > 0;

  const sortOrder = (field: LogSort['field']) =>
    sort?.field === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;

  const columns: TableColumnsType<AuditLog> = [
    {
      title: t('column.createTime'),
      dataIndex: 'createTime',
      render: formatDateTime,
      sorter: true,
      sortOrder: sortOrder('createTime'),
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
      sorter: true,
      sortOrder: sortOrder('statusCode'),
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
      sorter: true,
      sortOrder: sortOrder('durationMs'),
      render: (ms: number) => t('duration', { ms }),
    },
  ];

  return (
    <Card>
      <LogFilterBar
        onSearch={(next) => {
          setFilters(next);
          setPaging({ ...paging, page: 0 });
        }}
        actions={
          <Permission roles={['admin', 'log:list']}>
            <ExportButton fileBase="audit-log" download={() => downloadLogs(toLogFilterParams(filters))} />
          </Permission>
        }
      />
      <Table<AuditLog>
        rowKey="id"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (log) => <LogDetail log={log} />,
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
        locale={{ emptyText: <Empty description={filtered ? t('empty.noMatch') : t('empty.none')} /> }}
        onChange={(pagination, _, sorter) => {
          setSort(toSort(sorter));
          setPaging({ page: (pagination.current ?? 1) - 1, size: pagination.pageSize ?? paging.size });
        }}
        pagination={{
          current: paging.page + 1,
          pageSize: paging.size,
          total: data?.totalElements ?? 0,
          showSizeChanger: true,
        }}
      />
    </Card>
  );
}
