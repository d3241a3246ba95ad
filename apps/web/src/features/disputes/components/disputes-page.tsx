import type { Dispute } from '@gbo/contracts';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { ListPage } from '@/components/list-page';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { RowActions } from '@/components/row-actions';
import { useListView } from '@/components/use-list-view';
import { useDisputes } from '@/features/disputes/api/disputes';
import { useDisputeColumns } from '@/features/disputes/components/dispute-columns';
import { DisputeDialog } from '@/features/disputes/components/dispute-dialog';
import { DisputeFilterBar } from '@/features/disputes/components/dispute-filter-bar';
import { useDisputesTranslation } from '@/features/disputes/hooks/use-disputes-translation';
import {
  type DisputeFilters,
  INITIAL_FILTERS,
  toListQuery,
  workerLabel,
} from '@/features/disputes/utils/disputes';
import { usePermissionGuard } from '@/lib/permission';

/**
 * Pay questions (`/work/dispute`, 工资疑问): the workers' questions about their pay in the caller's scope, open
 * ones first; dispute:answer answers them, or amends an answer. The pay itself is corrected on the Wages page.
 */
export function DisputesPage() {
  const { t } = useDisputesTranslation();
  const [filters, setFilters] = useState<DisputeFilters>(INITIAL_FILTERS);
  const [paging, setPaging] = useState({ page: 0, size: 20 });
  const [answering, setAnswering] = useState<Dispute>();
  const mayAnswer = usePermissionGuard(['admin', 'dispute:answer']);
  const view = useListView<Dispute>('disputes', useDisputeColumns());
  const { data, isFetching, refetch } = useDisputes(toListQuery(filters, paging));
  const narrowed = filters.status !== 'open' || filters.deptId !== undefined;

  return (
    <ListPage>
      <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      <DisputeFilterBar
        onSearch={(next) => {
          setFilters(next);
          setPaging({ ...paging, page: 0 });
        }}
      />
      <Card size="small">
        <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching} />
        <ListTable<Dispute>
          view={view}
          page={data}
          loading={isFetching}
          paging={paging}
          onPagingChange={setPaging}
          totalText={(count) => t('total', { count })}
          emptyText={narrowed ? t('empty.noMatch') : t('empty.open')}
          rowActions={
            mayAnswer
              ? (row) => (
                  <RowActions
                    name={`${workerLabel(row)} ${row.workDate}`}
                    actions={[
                      {
                        key: 'answer',
                        label: row.status === 'answered' ? t('answer.amend') : t('answer.action'),
                        onClick: () => setAnswering(row),
                      },
                    ]}
                  />
                )
              : undefined
          }
        />
      </Card>
      <DisputeDialog row={answering} onClose={() => setAnswering(undefined)} />
    </ListPage>
  );
}
