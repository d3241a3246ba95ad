import { PlusOutlined } from '@ant-design/icons';
import type { ShipmentSummary } from '@gbo/contracts';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { ExportButton } from '@/components/export-button';
import { ListPage } from '@/components/list-page';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import type { Paging } from '@/components/paged-table';
import { useListView } from '@/components/use-list-view';
import { exportShipments, useShipments } from '@/features/shipments/api/shipments';
import { CartonLabelDialog } from '@/features/shipments/components/carton-label-dialog';
import { ShipmentActions, useShipmentPermissions } from '@/features/shipments/components/shipment-actions';
import { useShipmentColumns } from '@/features/shipments/components/shipment-columns';
import { ShipmentDetailDrawer } from '@/features/shipments/components/shipment-detail-drawer';
import { ShipmentFilterBar } from '@/features/shipments/components/shipment-filter-bar';
import { ShipmentFormDrawer } from '@/features/shipments/components/shipment-form-drawer';
import { ShipmentPrintDialog } from '@/features/shipments/components/shipment-print-dialog';
import { ShipmentTotals } from '@/features/shipments/components/shipment-totals';
import { ShipmentVoidDialog } from '@/features/shipments/components/shipment-void-dialog';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import {
  isFiltered,
  type ShipmentFilters,
  toShipmentParams,
} from '@/features/shipments/utils/shipment-query';

/** The form open: a new order, or the draft with this id. */
type Editing = { id?: number } | undefined;

/**
 * Shipment orders (`/bill/out`, 出货单): every order with its pieces, cartons and amount, the totals of the
 * filter, Excel export; drafts are typed against the style's finished pieces, confirmed, printed or voided.
 */
export function ShipmentsPage() {
  const { t } = useShipmentsTranslation();
  const [filters, setFilters] = useState<ShipmentFilters>({});
  const [paging, setPaging] = useState<Paging>({ page: 0, size: 10 });
  const [editing, setEditing] = useState<Editing>();
  const [viewing, setViewing] = useState<number>();
  const [printing, setPrinting] = useState<number>();
  const [labelling, setLabelling] = useState<number>();
  const [voiding, setVoiding] = useState<ShipmentSummary>();
  const may = useShipmentPermissions();
  const view = useListView(
    'shipments',
    useShipmentColumns((row) => setViewing(row.id)),
  );
  const params = toShipmentParams(filters, paging.page, paging.size);
  const { data, isFetching, refetch } = useShipments(params);

  return (
    <ListPage>
      <ShipmentFilterBar
        onSearch={(next) => {
          setFilters(next);
          setPaging((current) => ({ ...current, page: 0 }));
        }}
      />
      <Card size="small">
        <ListToolbar
          view={view}
          onRefresh={() => void refetch()}
          refreshing={isFetching}
          extra={may.export && <ExportButton fileBase="shipments" download={() => exportShipments(params)} />}
        >
          {may.add && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
              {t('list.create')}
            </Button>
          )}
        </ListToolbar>
        <div style={{ marginBottom: 12 }}>
          <ShipmentTotals page={data} voidCounted={filters.status === 'void'} />
        </div>
        <ListTable<ShipmentSummary>
          view={view}
          page={data}
          loading={isFetching}
          paging={paging}
          onPagingChange={setPaging}
          emptyText={isFiltered(filters) ? t('list.noMatch') : t('list.empty')}
          totalText={(count) => t('list.total', { count })}
          rowActions={(row) => (
            <ShipmentActions
              row={row}
              onView={(order) => setViewing(order.id)}
              onEdit={(order) => setEditing({ id: order.id })}
              onPrint={(order) => setPrinting(order.id)}
              onCartonLabels={(order) => setLabelling(order.id)}
              onVoid={setVoiding}
            />
          )}
        />
      </Card>
      <ShipmentFormDrawer
        open={editing !== undefined}
        id={editing?.id}
        onClose={() => setEditing(undefined)}
      />
      <ShipmentDetailDrawer
        id={viewing}
        onPrint={setPrinting}
        onCartonLabels={setLabelling}
        onClose={() => setViewing(undefined)}
      />
      <CartonLabelDialog id={labelling} onClose={() => setLabelling(undefined)} />
      <ShipmentPrintDialog id={printing} onClose={() => setPrinting(undefined)} />
      <ShipmentVoidDialog row={voiding} onClose={() => setVoiding(undefined)} />
    </ListPage>
  );
}
