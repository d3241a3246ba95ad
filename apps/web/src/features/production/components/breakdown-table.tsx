import type { ProductionBreakdown, ProductionProcess } from '@gbo/contracts';
import { Table, type TableColumnsType } from 'antd';
import { GridCell } from '@/features/production/components/grid-cell';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import { breakdownMatrix } from '@/features/production/utils/grid-cell';

interface BreakdownTableProps {
  process: ProductionProcess;
  rows: readonly ProductionBreakdown[];
}

type Row = { colour: string };

/** A process's pieces done per colour × size, each cell done / pieces, coloured as the grid's. */
export function BreakdownTable({ process, rows }: BreakdownTableProps) {
  const { t } = useProductionTranslation();
  const { colours, sizes, cell } = breakdownMatrix(rows.filter((row) => row.seq === process.seq));
  const name = `${process.seq} ${process.name}`;
  const columns: TableColumnsType<Row> = [
    {
      key: 'colour',
      title: t('breakdown.colour'),
      width: 90,
      fixed: 'start',
      render: (_, row) => row.colour,
    },
    ...sizes.map((size) => ({
      key: size,
      title: size,
      width: 80,
      align: 'center' as const,
      render: (_: unknown, row: Row) => {
        const found = cell(row.colour, size);
        return found ? (
          <GridCell
            cell={{ seq: process.seq, doneQty: found.doneQty, workers: [] }}
            qty={found.qty}
            processName={name}
            showWorkers={false}
          />
        ) : null;
      },
    })),
  ];
  return (
    <Table<Row>
      size="small"
      rowKey="colour"
      pagination={false}
      columns={columns}
      dataSource={colours.map((colour) => ({ colour }))}
      scroll={{ x: 90 + sizes.length * 80 }}
      aria-label={t('breakdown.title', { process: name })}
    />
  );
}
