import { PlusOutlined } from '@ant-design/icons';
import type { CutOrderSummary } from '@gbo/contracts';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { ListPage } from '@/components/list-page';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import type { Paging } from '@/components/paged-table';
import { useListView } from '@/components/use-list-view';
import { useCutOrders } from '@/features/cutting/api/cut-orders';
import { CutOrderActions } from '@/features/cutting/components/cut-order-actions';
import { useCutOrderColumns } from '@/features/cutting/components/cut-order-columns';
import { CutOrderCreateDrawer } from '@/features/cutting/components/cut-order-create-drawer';
import { CutOrderDetailDrawer } from '@/features/cutting/components/cut-order-detail-drawer';
import { CutOrderFilterBar } from '@/features/cutting/components/cut-order-filter-bar';
import { CutOrderSyncButton } from '@/features/cutting/components/cut-order-sync-button';
import { TicketPrintDialog } from '@/features/cutting/components/ticket-print-dialog';
import { useBedName } from '@/features/cutting/hooks/use-cut-order-bed-name';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { type CutOrderFilters, isFiltered, toCutOrderParams } from '@/features/cutting/utils/cut-order-query';
import { usePermissionGuard } from '@/lib/permission';
import { Permission } from '@/lib/permission-guard';

/** The bed open beside the list, and whether it was just generated (then printing its tickets is offered). */
interface OpenBed {
  id: number;
  justCreated?: boolean;
}

/**
 * Cutting beds (`/bundle/create`, 裁床分菲): every bed of the factory's styles with its pieces, bundle numbers
 * and prints; a new bed is typed with a live preview of its bundles and generated in one go.
 */
export function CutOrdersPage() {
  const { t } = useCuttingTranslation();
  const [filters, setFilters] = useState<CutOrderFilters>({});
  const [paging, setPaging] = useState<Paging>({ page: 0, size: 10 });
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<OpenBed>();
  const [printing, setPrinting] = useState<number>();
  /** Beds chosen to sync with their style's processes. */
  const [chosen, setChosen] = useState<CutOrderSummary[]>([]);
  const maySync = usePermissionGuard(['admin', 'bundle:edit']);
  const bedName = useBedName();
  const view = useListView('cut-orders', useCutOrderColumns());
  const { data, isFetching, refetch } = useCutOrders(toCutOrderParams(filters, paging.page, paging.size));

  return (
    <ListPage>
      <CutOrderFilterBar
        onSearch={(next) => {
          setFilters(next);
          setPaging((current) => ({ ...current, page: 0 }));
        }}
      />
      <Card size="small">
        <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching}>
          <Permission roles={['admin', 'bundle:add']}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
              {t('cutOrders.actions.create')}
            </Button>
          </Permission>
          {maySync && <CutOrderSyncButton ids={chosen.map((bed) => bed.id)} onDone={() => setChosen([])} />}
        </ListToolbar>
        <ListTable<CutOrderSummary>
          view={view}
          page={data}
          loading={isFetching}
          paging={paging}
          onPagingChange={setPaging}
          emptyText={isFiltered(filters) ? t('cutOrders.empty.noMatch') : t('cutOrders.empty.none')}
          totalText={(count) => t('cutOrders.total', { count })}
          selection={
            maySync
              ? {
                  selectedKeys: chosen.map((bed) => bed.id),
                  onChange: setChosen,
                  label: (row) => t('cutOrders.choose', { name: bedName(row) }),
                }
              : undefined
          }
          rowActions={(row) => (
            <CutOrderActions
              row={row}
              onOpen={(bed) => setOpen({ id: bed.id })}
              onPrint={(bed) => setPrinting(bed.id)}
            />
          )}
        />
      </Card>
      <CutOrderCreateDrawer
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          setOpen({ id, justCreated: true });
        }}
      />
      <CutOrderDetailDrawer
        id={open?.id}
        justCreated={open?.justCreated}
        onClose={() => setOpen(undefined)}
        onPrint={setPrinting}
      />
      <TicketPrintDialog
        open={printing !== undefined}
        cutOrderId={printing}
        onClose={() => setPrinting(undefined)}
      />
    </ListPage>
  );
}
