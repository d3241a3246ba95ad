import type { AuditLog } from '@gbo/contracts';
import { Card, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/export-button';
import { ListPage } from '@/components/list-page';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { useListView } from '@/components/use-list-view';
import { downloadLogs, type LogKind, useLogs } from '@/features/logs/api/logs';
import { useLogColumns } from '@/features/logs/components/log-columns';
import { LogDetail } from '@/features/logs/components/log-detail';
import { LogFilterBar } from '@/features/logs/components/log-filter-bar';
import { type LogFilters, toLogFilterParams, toLogParams } from '@/features/logs/utils/log-query';
import { formatDateTime } from '@/lib/format';
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
  const view = useListView('logs', useLogColumns(sort));
  const { data, isFetching, refetch } = useLogs(kind, toLogParams(filters, paging.page, paging.size, sort));
  const filtered = Object.keys(toLogFilterParams(filters)).length > 0;

  return (
    <ListPage>
      <LogFilterBar
        onSearch={(next) => {
          setFilters(next);
          setPaging({ ...paging, page: 0 });
        }}
      />
      <Card size="small">
        <ListToolbar
          view={view}
          onRefresh={() => void refetch()}
          refreshing={isFetching}
          extra={
            <Permission roles={['admin', 'log:list']}>
              <ExportButton
                fileBase={kind === 'platform' ? 'platform-audit-log' : 'audit-log'}
                download={() => downloadLogs(kind, toLogFilterParams(filters))}
              />
            </Permission>
          }
        >
          {platformAdmin && (
            <Segmented<LogKind>
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
        </ListToolbar>
        <ListTable<AuditLog>
          view={view}
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
          details={{
            render: (log) => <LogDetail kind={kind} log={log} />,
            label: (log) =>
              t('detail.expand', { description: log.description, time: formatDateTime(log.createTime) }),
          }}
        />
      </Card>
    </ListPage>
  );
}
