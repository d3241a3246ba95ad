import type { CutOrder, Process, TicketPrint, TicketTemplate } from '@gbo/contracts';
import {
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Grid,
  Alert,
  Space,
  Spin,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useBundles } from '@/features/cutting/api/bundles';
import { useCutOrder, useDeleteCutOrder, useSyncCutOrderProcesses } from '@/features/cutting/api/cut-orders';
import { useBedName } from '@/features/cutting/hooks/use-cut-order-bed-name';
import { CutOrderBundleTable } from '@/features/cutting/components/cut-order-bundle-table';
import { PieceMatrixTable } from '@/features/cutting/components/cut-order-matrix-table';
import { useConfirm } from '@/components/use-confirm';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { buildMatrix, bundleRange } from '@/features/cutting/utils/cut-order-matrix';
import { formatDateTime } from '@/lib/format';
import { usePermissionGuard } from '@/lib/permission';

const DRAWER_WIDTH = 880;

interface CutOrderDetailDrawerProps {
  id: number | undefined;
  /** Just generated: the drawer opens by offering to print its tickets. */
  justCreated?: boolean;
  onClose: () => void;
  onPrint: (id: number) => void;
}

/** One bed: its facts, piece matrix, process snapshot, bundles and print history; print, sync or delete it. */
export function CutOrderDetailDrawer({ id, justCreated, onClose, onPrint }: CutOrderDetailDrawerProps) {
  const { t } = useCuttingTranslation();
  const { sm } = Grid.useBreakpoint();
  const { data: bed, isLoading } = useCutOrder(id);
  const bedName = useBedName();
  const shown = bed && bed.id === id ? bed : undefined;
  return (
    <Drawer
      open={id !== undefined}
      title={shown ? bedName(shown) : t('cutOrders.detail.title')}
      size={sm ? DRAWER_WIDTH : '100%'}
      onClose={onClose}
      destroyOnHidden
      extra={shown && <DetailActions bed={shown} onPrint={onPrint} onDeleted={onClose} />}
    >
      {isLoading || !shown ? (
        <Spin spinning={isLoading}>
          <div style={{ minHeight: 200 }} />
        </Spin>
      ) : (
        <Flex vertical gap="middle">
          {justCreated && (
            <Alert
              type="success"
              showIcon
              title={t('cutOrders.detail.created', { name: bedName(shown) })}
              // Once printed, the offer to print goes: a second click would print the tickets twice.
              description={t(
                shown.printCount === 0
                  ? 'cutOrders.detail.createdBundles'
                  : 'cutOrders.detail.createdPrinted',
                {
                  count: shown.totalBundles,
                  bundles: bundleRange(shown.bundleNoFrom, shown.bundleNoTo),
                },
              )}
              action={shown.printCount === 0 && <PrintButton bed={shown} onPrint={onPrint} primary />}
            />
          )}
          <Facts bed={shown} />
          <Card size="small" title={t('cutOrders.detail.matrix')}>
            <PieceMatrixTable
              matrix={buildMatrix(
                shown.matrix,
                shown.lays.map((lay) => lay.colour),
                shown.sizes,
              )}
              caption={t('cutOrders.detail.matrix')}
            />
          </Card>
          <Processes bed={shown} />
          <Bundles id={shown.id} />
          <Prints prints={shown.prints} />
        </Flex>
      )}
    </Drawer>
  );
}

function PrintButton({
  bed,
  onPrint,
  primary,
}: {
  bed: CutOrder;
  onPrint: (id: number) => void;
  primary?: boolean;
}) {
  const { t } = useCuttingTranslation();
  const mayPrint = usePermissionGuard(['admin', 'bundle:print']);
  if (!mayPrint) return null;
  return (
    <Button type={primary ? 'primary' : 'default'} onClick={() => onPrint(bed.id)}>
      {t('cutOrders.actions.print')}
    </Button>
  );
}

function DetailActions({
  bed,
  onPrint,
  onDeleted,
}: {
  bed: CutOrder;
  onPrint: (id: number) => void;
  onDeleted: () => void;
}) {
  const { t } = useCuttingTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const bedName = useBedName();
  const mayDelete = usePermissionGuard(['admin', 'bundle:del']);
  const { mutateAsync: remove } = useDeleteCutOrder();
  const name = bedName(bed);
  return (
    <Space wrap>
      <PrintButton bed={bed} onPrint={onPrint} />
      {mayDelete && (
        <Button
          danger
          onClick={() =>
            void confirm({
              title: t('cutOrders.confirm.deleteTitle', { name }),
              content: t('cutOrders.confirm.deleteContent'),
              okText: t('cutOrders.actions.delete'),
              cancelText: t('cutOrders.confirm.cancel'),
              danger: true,
              onOk: () =>
                remove(bed.id).then(
                  () => {
                    void message.success(t('cutOrders.messages.deleted', { name }));
                    onDeleted();
                  },
                  () => undefined,
                ),
            })
          }
        >
          {t('cutOrders.actions.delete')}
        </Button>
      )}
    </Space>
  );
}

function Facts({ bed }: { bed: CutOrder }) {
  const { t } = useCuttingTranslation();
  const split = bed.bundleSize
    ? t('cutOrders.detail.bundleSizeValue', { count: bed.bundleSize })
    : bed.maxPlies
      ? t('cutOrders.detail.maxPliesValue', { count: bed.maxPlies })
      : '';
  const items = [
    { key: 'style', label: t('cutOrders.column.styleNo'), children: `${bed.styleNo} ${bed.styleName}` },
    { key: 'customer', label: t('cutOrders.column.customer'), children: bed.customerName },
    { key: 'bed', label: t('cutOrders.column.bedNo'), children: bed.bedNo },
    { key: 'cutDate', label: t('cutOrders.column.cutDate'), children: bed.cutDate },
    {
      key: 'marker',
      label: t('cutOrders.column.marker'),
      children: [bed.markerName, bed.markerLength && `${bed.markerLength} m`].filter(Boolean).join(' · '),
    },
    {
      key: 'ratio',
      label: t('cutOrders.form.ratio'),
      children: bed.ratio
        .filter((entry) => entry.ratio > 0)
        .map((entry) => `${entry.size}×${entry.ratio}`)
        .join(' '),
    },
    { key: 'split', label: t('cutOrders.form.split'), children: split },
    {
      key: 'lays',
      label: t('cutOrders.form.lays'),
      children: bed.lays
        .map((lay) => [`${lay.colour} ${lay.layers}`, lay.dyeLot, lay.shade].filter(Boolean).join(' / '))
        .join('; '),
    },
    { key: 'pieces', label: t('cutOrders.column.pieces'), children: bed.totalQty },
    {
      key: 'bundles',
      label: t('cutOrders.column.bundles'),
      children: `${bed.totalBundles} (${bundleRange(bed.bundleNoFrom, bed.bundleNoTo)})`,
    },
    {
      key: 'createdBy',
      label: t('cutOrders.column.createdBy'),
      children: `${bed.createdBy ?? ''} ${formatDateTime(bed.createTime)}`,
    },
    { key: 'note', label: t('cutOrders.form.note'), children: bed.note },
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      items={items}
      styles={{ label: { whiteSpace: 'nowrap' } }}
    />
  );
}

function Processes({ bed }: { bed: CutOrder }) {
  const { t } = useCuttingTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const mayEdit = usePermissionGuard(['admin', 'bundle:edit']);
  const { mutateAsync: sync, isPending } = useSyncCutOrderProcesses();
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          {t('cutOrders.detail.processes')}
          {bed.processesOutOfSync && <Tag color="warning">{t('cutOrders.detail.outOfSync')}</Tag>}
        </Space>
      }
      extra={
        mayEdit &&
        bed.processesOutOfSync && (
          <Button
            size="small"
            loading={isPending}
            onClick={() =>
              void confirm({
                title: t('cutOrders.confirm.syncTitle'),
                content: t('cutOrders.confirm.syncContent'),
                okText: t('cutOrders.actions.sync'),
                cancelText: t('cutOrders.confirm.cancel'),
                onOk: () =>
                  sync([bed.id]).then(
                    () => void message.success(t('cutOrders.messages.synced')),
                    () => undefined,
                  ),
              })
            }
          >
            {t('cutOrders.actions.sync')}
          </Button>
        )
      }
    >
      <Table<Process>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={bed.processes}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('cutOrders.detail.noProcesses') }}
        columns={[
          { key: 'seq', title: '#', width: 48, render: (_, process) => process.seq },
          { key: 'name', title: t('cutOrders.detail.process'), render: (_, process) => process.name },
          {
            key: 'stage',
            title: t('cutOrders.detail.stage'),
            render: (_, process) => t(`cutOrders.stage.${process.stage}`),
          },
          {
            key: 'rate',
            title: t('cutOrders.detail.rate'),
            align: 'end',
            render: (_, process) =>
              [
                process.rate,
                ...Object.entries(process.sizeRates).map(([size, rate]) => `${size} ${rate}`),
              ].join(' · '),
          },
          {
            key: 'sam',
            title: t('cutOrders.detail.sam'),
            align: 'end',
            render: (_, process) => process.sam ?? '—',
          },
        ]}
      />
    </Card>
  );
}

function Bundles({ id }: { id: number }) {
  const { t } = useCuttingTranslation();
  const [paging, setPaging] = useState({ page: 0, size: 20 });
  const { data, isFetching } = useBundles({ cutOrderId: id, page: paging.page, size: paging.size });
  return (
    <Card size="small" title={t('cutOrders.detail.bundles')}>
      <CutOrderBundleTable
        saved
        bundles={data?.content ?? []}
        loading={isFetching}
        pagination={{
          current: paging.page + 1,
          pageSize: paging.size,
          total: data?.totalElements ?? 0,
          pageSizeOptions: [20, 50, 100],
          onChange: (current, size) => setPaging({ page: size === paging.size ? current - 1 : 0, size }),
        }}
      />
    </Card>
  );
}

function Prints({ prints }: { prints: TicketPrint[] }) {
  const { t } = useCuttingTranslation();
  return (
    <Card size="small" title={t('cutOrders.detail.prints')}>
      {prints.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cutOrders.detail.noPrints')} />
      ) : (
        <Table<TicketPrint>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={prints}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'time',
              title: t('cutOrders.detail.printTime'),
              render: (_, print) => formatDateTime(print.printTime),
            },
            { key: 'by', title: t('cutOrders.detail.printedBy'), render: (_, print) => print.printedBy },
            {
              key: 'count',
              title: t('cutOrders.detail.printCount'),
              align: 'end',
              render: (_, print) => print.bundleCount,
            },
            { key: 'nos', title: t('cutOrders.detail.printNos'), render: (_, print) => print.bundleNos },
            {
              key: 'kind',
              title: t('cutOrders.detail.printKind'),
              render: (_, print) =>
                print.reprint ? (
                  <Tag color="orange">{t('cutOrders.detail.reprint')}</Tag>
                ) : (
                  <Tag>{t('cutOrders.detail.firstPrint')}</Tag>
                ),
            },
            {
              key: 'template',
              title: t('cutOrders.detail.template'),
              render: (_, print) => t(`tickets.templates.${print.template as TicketTemplate}`),
            },
          ]}
        />
      )}
    </Card>
  );
}
