import type { Bundle, PlannedBundle } from '@gbo/contracts';
import { Table, type TableColumnsType, type TablePaginationConfig, Tag } from 'antd';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { bundleRange } from '@/features/cutting/utils/cut-order-matrix';

type Row = PlannedBundle & Partial<Pick<Bundle, 'ticketNo' | 'status' | 'recut' | 'printCount'>>;

interface CutOrderBundleTableProps {
  bundles: readonly Row[];
  /** The pager: the table's own over `bundles` (a preview's thousands), or the server's pages. */
  pagination: TablePaginationConfig;
  loading?: boolean;
  /** Saved bundles also show their ticket number, status and prints. */
  saved?: boolean;
}

/** A bed's bundles in number order: colour, size, pieces, ply range, dye lot and shade. */
export function CutOrderBundleTable({ bundles, pagination, loading, saved }: CutOrderBundleTableProps) {
  const { t } = useCuttingTranslation();
  const columns: TableColumnsType<Row> = [
    {
      key: 'bundleNo',
      title: t('cutOrders.bundle.bundleNo'),
      width: 80,
      align: 'end',
      render: (_, row) => row.bundleNo,
    },
    ...(saved
      ? [
          {
            key: 'ticketNo',
            title: t('cutOrders.bundle.ticketNo'),
            width: 90,
            align: 'end' as const,
            render: (_: unknown, row: Row) => row.ticketNo,
          },
        ]
      : []),
    { key: 'colour', title: t('cutOrders.bundle.colour'), width: 100, render: (_, row) => row.colour },
    { key: 'size', title: t('cutOrders.bundle.size'), width: 64, render: (_, row) => row.size },
    { key: 'qty', title: t('cutOrders.bundle.qty'), width: 64, align: 'end', render: (_, row) => row.qty },
    {
      key: 'plies',
      title: t('cutOrders.bundle.plies'),
      width: 90,
      render: (_, row) =>
        row.recut ? <Tag>{t('cutOrders.bundle.recut')}</Tag> : bundleRange(row.plyFrom, row.plyTo),
    },
    { key: 'dyeLot', title: t('cutOrders.bundle.dyeLot'), width: 100, render: (_, row) => row.dyeLot },
    { key: 'shade', title: t('cutOrders.bundle.shade'), width: 64, render: (_, row) => row.shade },
    ...(saved
      ? [
          {
            key: 'status',
            title: t('cutOrders.bundle.status'),
            width: 90,
            render: (_: unknown, row: Row) =>
              row.status === 'void' ? <Tag color="default">{t('cutOrders.bundle.void')}</Tag> : null,
          },
          {
            key: 'printCount',
            title: t('cutOrders.bundle.printCount'),
            width: 70,
            align: 'end' as const,
            render: (_: unknown, row: Row) => row.printCount,
          },
        ]
      : []),
  ];
  return (
    <Table<Row>
      aria-label={t('cutOrders.bundle.caption')}
      size="small"
      rowKey="bundleNo"
      columns={columns}
      dataSource={bundles}
      loading={loading}
      pagination={{ size: 'small', showSizeChanger: true, ...pagination }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('cutOrders.bundle.empty') }}
    />
  );
}
