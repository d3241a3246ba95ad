import type { Bundle } from '@gbo/contracts';
import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { ListPage } from '@/components/list-page';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { useListView } from '@/components/use-list-view';
import { useBundles } from '@/features/cutting/api/bundles';
import { BundleActions } from '@/features/cutting/components/bundle-actions';
import { BundleAddDialog } from '@/features/cutting/components/bundle-add-dialog';
import { useBundleColumns } from '@/features/cutting/components/bundle-columns';
import { BundleEditDialog } from '@/features/cutting/components/bundle-edit-dialog';
import { BundleFilterBar, type BundleFilters } from '@/features/cutting/components/bundle-filter-bar';
import { BundleVoidDialog } from '@/features/cutting/components/bundle-void-dialog';
import { TicketPrintDialog } from '@/features/cutting/components/ticket-print-dialog';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { formatNumberRanges } from '@/features/cutting/utils/bundle-numbers';
import { Permission } from '@/lib/permission-guard';
import { usePermissionGuard } from '@/lib/permission';

/**
 * Add bundle numbering data (`/bundle/add`): every bundle of the factory's cut orders, filtered; re-cut
 * bundles appended to a bed, a bundle's quantity and note edited, a bundle voided, tickets of chosen bundles
 * printed.
 */
export function BundlesPage() {
  const { t } = useCuttingTranslation();
  const [filters, setFilters] = useState<BundleFilters>({});
  const [paging, setPaging] = useState({ page: 0, size: 20 });
  const [selected, setSelected] = useState<Bundle[]>([]);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Bundle>();
  const [voiding, setVoiding] = useState<Bundle>();
  const [printing, setPrinting] = useState<number[]>();
  /** The bundles a re-cut just made: offered for printing, and the list shows the newest first. */
  const [added, setAdded] = useState<Bundle[]>();
  const view = useListView('bundles', useBundleColumns());
  const { data, isFetching, refetch } = useBundles({
    ...filters,
    ...paging,
    ...(added ? { sort: 'id,desc' } : {}),
  });
  const mayPrint = usePermissionGuard(['admin', 'bundle:print']);
  const mayAct = usePermissionGuard(['admin', 'bundle:edit', 'bundle:print']);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  // A chosen bundle as the list now shows it: one voided since it was chosen is not printed.
  const current = (bundle: Bundle) => data?.content.find((row) => row.id === bundle.id) ?? bundle;
  const printable = selected.map(current).filter((bundle) => bundle.status === 'active');

  return (
    <ListPage>
      <BundleFilterBar
        onSearch={(next) => {
          setAdded(undefined);
          setFilters(next);
          setSelected([]);
          setPaging({ ...paging, page: 0 });
        }}
      />
      {added && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setAdded(undefined) }}
          title={t('bundles.add.addedTitle', {
            count: added.length,
            numbers: formatNumberRanges(added.map((bundle) => bundle.bundleNo)),
          })}
          description={t('bundles.add.addedNewestFirst')}
          action={
            mayPrint && (
              <Button
                type="primary"
                icon={<PrinterOutlined />}
                onClick={() => setPrinting(added.map((bundle) => bundle.id))}
              >
                {t('bundles.add.printAdded', { count: added.length })}
              </Button>
            )
          }
        />
      )}
      <Card size="small">
        <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching}>
          <Permission roles={['admin', 'bundle:add']}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('bundles.actions.add')}
            </Button>
          </Permission>
          {mayPrint && (
            <Button
              icon={<PrinterOutlined />}
              disabled={printable.length === 0}
              onClick={() => setPrinting(printable.map((bundle) => bundle.id))}
            >
              {printable.length > 0
                ? t('bundles.actions.printSelected', { count: printable.length })
                : t('bundles.actions.printSelectedNone')}
            </Button>
          )}
          <Typography.Text type="secondary">
            {data ? t('bundles.total', { count: data.totalElements }) : ''}
          </Typography.Text>
        </ListToolbar>
        <ListTable<Bundle>
          view={view}
          page={data}
          loading={isFetching}
          paging={paging}
          onPagingChange={setPaging}
          emptyText={filtered ? t('bundles.empty.noMatch') : t('bundles.empty.none')}
          selection={
            mayPrint
              ? {
                  selectedKeys: selected.map((bundle) => bundle.id),
                  onChange: setSelected,
                  label: (bundle) => t('bundles.actions.select', { bundleNo: bundle.bundleNo }),
                  disabled: (bundle) => bundle.status !== 'active',
                }
              : undefined
          }
          rowActions={
            mayAct
              ? (bundle) => (
                  <BundleActions
                    bundle={bundle}
                    onEdit={setEditing}
                    onVoid={setVoiding}
                    onPrint={(row) => setPrinting([row.id])}
                  />
                )
              : undefined
          }
        />
      </Card>
      <BundleAddDialog
        open={adding}
        cutOrderId={filters.cutOrderId}
        onClose={() => setAdding(false)}
        onAdded={(bundles) => {
          setAdded(bundles);
          setPaging((current) => ({ ...current, page: 0 }));
          // As after a new bed: its tickets are offered at once.
          if (mayPrint) setPrinting(bundles.map((bundle) => bundle.id));
        }}
      />
      <BundleEditDialog bundle={editing} onClose={() => setEditing(undefined)} />
      <BundleVoidDialog bundle={voiding} onClose={() => setVoiding(undefined)} />
      <TicketPrintDialog
        open={printing !== undefined}
        bundleIds={printing}
        onClose={() => setPrinting(undefined)}
      />
    </ListPage>
  );
}
