import type { WageSettlement } from '@gbo/contracts';
import { Card } from 'antd';
import { useState } from 'react';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import type { Paging } from '@/components/paged-table';
import { RowActions } from '@/components/row-actions';
import { useListView } from '@/components/use-list-view';
import { useSettlements } from '@/features/wages/api/wages';
import { useSettlementColumns, useSettlementName } from '@/features/wages/components/settlement-columns';
import { useWagesTranslation } from '@/features/wages/hooks/use-wages-translation';

/** The settlements made, newest first, with who made them and when; one opens with its lines. */
export function SettlementList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useWagesTranslation();
  const [paging, setPaging] = useState<Paging>({ page: 0, size: 10 });
  const view = useListView('wage-settlements', useSettlementColumns());
  const name = useSettlementName();
  const { data, isFetching, refetch } = useSettlements(paging.page, paging.size);
  return (
    <Card size="small">
      <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching} />
      <ListTable<WageSettlement>
        view={view}
        page={data}
        loading={isFetching}
        paging={paging}
        onPagingChange={setPaging}
        emptyText={t('settlements.empty')}
        totalText={(count) => t('settlements.total', { count })}
        onRowClick={(row) => onOpen(row.id)}
        rowActions={(row) => (
          <RowActions
            name={name(row)}
            actions={[{ key: 'open', label: t('settlements.open'), onClick: () => onOpen(row.id) }]}
          />
        )}
      />
    </Card>
  );
}
