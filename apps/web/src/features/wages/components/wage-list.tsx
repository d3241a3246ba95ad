import type { WageRow } from '@gbo/contracts';
import { Card, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ExportButton } from '@/components/export-button';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { RowActions } from '@/components/row-actions';
import { useListView } from '@/components/use-list-view';
import { deptNameIn } from '@/features/wages/utils/dept-name';
import { useDeptOptions } from '@/lib/lookups/depts';
import type { WageParams } from '@/features/wages/api/wage-keys';
import { exportWages, useWages } from '@/features/wages/api/wages';
import { SettleButton } from '@/features/wages/components/settle-button';
import { useWageColumns, workerName } from '@/features/wages/components/wage-columns';
import { WageDetailDrawer } from '@/features/wages/components/wage-detail-drawer';
import { WageFilterBar } from '@/features/wages/components/wage-filter-bar';
import { WageTotalsBar } from '@/features/wages/components/wage-totals';
import { useToday } from '@/features/wages/hooks/use-today';
import { useWagesTranslation } from '@/features/wages/hooks/use-wages-translation';
import { wageTotals } from '@/features/wages/utils/money';
import { thisMonth } from '@/features/wages/utils/period';
import { Permission } from '@/lib/permission-guard';

/**
 * Every worker with pieces or adjustments in the period (this month so far when the page opens), the totals
 * of them all, and a worker's itemised wage a click away; the period is settled and exported from here.
 */
export function WageList({ onSettled }: { onSettled: (settlementId: number) => void }) {
  const { t } = useWagesTranslation();
  const today = useToday();
  const [initial] = useState(() => thisMonth(today));
  const [params, setParams] = useState<WageParams>(initial);
  const [open, setOpen] = useState<WageRow>();
  const view = useListView('wages', useWageColumns());
  const { data, isFetching, refetch } = useWages(params);
  const depts = useDeptOptions();
  const deptName = params.deptId === undefined ? undefined : deptNameIn(depts.data, params.deptId);
  const totals = useMemo(() => data && wageTotals(data), [data]);

  return (
    <Flex vertical gap="middle">
      <WageFilterBar initial={initial} today={today} onSearch={setParams} />
      <Card size="small">
        <ListToolbar
          view={view}
          onRefresh={() => void refetch()}
          refreshing={isFetching}
          extra={
            <Permission roles={['admin', 'wage:export']}>
              <ExportButton
                fileBase={`payroll-${params.from}-${params.to}`}
                download={() => exportWages(params)}
              />
            </Permission>
          }
        >
          <Permission roles={['admin', 'wage:settle']}>
            <SettleButton
              params={params}
              deptName={deptName}
              rows={data}
              today={today}
              onSettled={onSettled}
            />
          </Permission>
          <Typography.Text type="secondary">
            {t('list.showing', { from: params.from, to: params.to })}
          </Typography.Text>
        </ListToolbar>
        <div style={{ marginBottom: 12 }}>
          <WageTotalsBar totals={totals} />
        </div>
        <ListTable<WageRow>
          view={view}
          rowKey="workerId"
          page={data && { content: data, totalElements: data.length }}
          loading={isFetching}
          emptyText={
            params.deptId === undefined
              ? t('list.empty', { from: params.from, to: params.to })
              : t('list.emptyDept', { from: params.from, to: params.to })
          }
          onRowClick={setOpen}
          rowActions={(row) => (
            <RowActions
              name={workerName(row)}
              actions={[{ key: 'open', label: t('list.open'), onClick: () => setOpen(row) }]}
            />
          )}
        />
        {data && data.length > 0 && (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
            {t('list.count', { count: data.length })}
          </Typography.Text>
        )}
      </Card>
      <WageDetailDrawer worker={open} period={params} onClose={() => setOpen(undefined)} />
    </Flex>
  );
}
