import type { ProductionBundle, ProductionGrid } from '@gbo/contracts';
import { Flex, Progress, type TableColumnsType, Tooltip } from 'antd';
import { type Paging, PagedTable } from '@/components/paged-table';
import { GridCell } from '@/features/production/components/grid-cell';
import { QcMark } from '@/features/production/components/qc-mark';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import { percent } from '@/features/production/utils/grid-cell';

interface BundleGridProps {
  grid: ProductionGrid | undefined;
  loading: boolean;
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
  emptyText: string;
}

const PROCESS_WIDTH = 88;

/**
 * The bundle × process grid: a row a bundle (its number, colour, size, pieces and finished pieces, the least
 * over its processes, with its final QC check), a column a process (with the in-line QC check after it). It
 * scrolls sideways, the bundle number kept in view.
 */
export function BundleGrid({ grid, loading, paging, onPagingChange, emptyText }: BundleGridProps) {
  const { t } = useProductionTranslation();
  const processes = grid?.processes ?? [];
  const columns: TableColumnsType<ProductionBundle> = [
    {
      key: 'bundleNo',
      title: t('grid.columns.bundleNo'),
      width: 70,
      fixed: 'start',
      render: (_, bundle) => <strong>{bundle.bundleNo}</strong>,
    },
    {
      key: 'bed',
      title: t('grid.columns.bed'),
      width: 50,
      align: 'end',
      render: (_, bundle) => bundle.bedNo,
    },
    { key: 'colour', title: t('grid.columns.colour'), width: 80, ellipsis: true, render: (_, b) => b.colour },
    { key: 'size', title: t('grid.columns.size'), width: 55, render: (_, bundle) => bundle.size },
    { key: 'qty', title: t('grid.columns.qty'), width: 70, align: 'end', render: (_, bundle) => bundle.qty },
    {
      key: 'finished',
      title: t('grid.columns.finished'),
      width: 130,
      render: (_, bundle) => (
        <Flex vertical style={bundle.finalQc && { margin: '-4px 0' }}>
          <Progress
            size="small"
            percent={percent(bundle.finishedQty, bundle.qty)}
            format={() => `${bundle.finishedQty}/${bundle.qty}`}
            status={bundle.finishedQty >= bundle.qty ? 'success' : 'normal'}
            aria-label={t('grid.finishedOf', { done: bundle.finishedQty, qty: bundle.qty })}
          />
          {bundle.finalQc && <QcMark qc={bundle.finalQc} checkpoint="final" />}
        </Flex>
      ),
    },
    ...processes.map((process) => ({
      key: `seq-${process.seq}`,
      title: (
        <Tooltip title={`${process.seq} ${process.name}`}>
          <span>{`${process.seq} ${process.name}`}</span>
        </Tooltip>
      ),
      width: PROCESS_WIDTH,
      align: 'center' as const,
      ellipsis: true,
      render: (_: unknown, bundle: ProductionBundle) => (
        <GridCell
          cell={bundle.cells.find((cell) => cell.seq === process.seq)}
          qty={bundle.qty}
          processName={`${process.seq} ${process.name}`}
        />
      ),
    })),
  ];
  const width = 455 + processes.length * PROCESS_WIDTH;
  return (
    <PagedTable<ProductionBundle>
      rowKey="bundleId"
      size="small"
      tableLayout="fixed"
      columns={columns}
      scroll={{ x: width }}
      page={grid?.bundles}
      loading={loading}
      paging={paging}
      onPagingChange={onPagingChange}
      emptyText={emptyText}
      totalText={(count) => t('grid.total', { count })}
    />
  );
}
