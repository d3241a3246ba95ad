import { Flex, Segmented, Table, type TableColumnsType, Typography, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import type { Matrix, ProgressCell, ProgressMatrix } from '@/features/cutting/utils/cut-order-matrix';

interface GridProps<C> {
  colours: string[];
  sizes: string[];
  cells: C[][];
  rowTotals: C[];
  columnTotals: C[];
  total: C;
  render: (cell: C) => ReactNode;
  caption: string;
}

type GridRow<C> = { key: string; colour: string; cells: C[]; total: C };

/** A colour × size grid with a total column and a total row; sizes in the style's order. */
function MatrixGrid<C>({
  colours,
  sizes,
  cells,
  rowTotals,
  columnTotals,
  total,
  render,
  caption,
}: GridProps<C>) {
  const { t } = useCuttingTranslation();
  const rows: GridRow<C>[] = colours.map((colour, r) => ({
    key: colour,
    colour,
    cells: cells[r] ?? [],
    total: rowTotals[r] as C,
  }));
  const columns: TableColumnsType<GridRow<C>> = [
    {
      key: 'colour',
      title: t('cutOrders.matrix.colour'),
      fixed: 'start',
      width: 110,
      render: (_, row) => row.colour,
    },
    ...sizes.map((size, c) => ({
      key: size,
      title: size,
      align: 'end' as const,
      width: 72,
      render: (_: unknown, row: GridRow<C>) => render(row.cells[c] as C),
    })),
    {
      key: 'total',
      title: t('cutOrders.matrix.total'),
      align: 'end',
      width: 84,
      render: (_, row) => <strong>{render(row.total)}</strong>,
    },
  ];
  return (
    <Table<GridRow<C>>
      aria-label={caption}
      size="small"
      bordered
      pagination={false}
      columns={columns}
      dataSource={rows}
      scroll={{ x: 110 + sizes.length * 72 + 84 }}
      summary={() =>
        rows.length > 0 && (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>{t('cutOrders.matrix.total')}</strong>
            </Table.Summary.Cell>
            {columnTotals.map((cell, c) => (
              <Table.Summary.Cell key={sizes[c]} index={c + 1} align="end">
                <strong>{render(cell)}</strong>
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={sizes.length + 1} align="end">
              <strong>{render(total)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )
      }
    />
  );
}

/** Pieces per colour × size (of a bed, or of the bed being typed). */
export function PieceMatrixTable({ matrix, caption }: { matrix: Matrix; caption: string }) {
  return (
    <MatrixGrid
      {...matrix}
      caption={caption}
      render={(qty: number) => (qty === 0 ? <Typography.Text type="secondary">·</Typography.Text> : qty)}
    />
  );
}

type Figure = keyof ProgressCell;

/**
 * The style's order against what is cut: per cell the figure chosen (left after this bed by default, ordered,
 * cut by earlier beds, this bed). Left below zero is an over-cut, shown red with its sign.
 */
export function ProgressMatrixTable({ progress }: { progress: ProgressMatrix }) {
  const { t } = useCuttingTranslation();
  const { token } = theme.useToken();
  const [figure, setFigure] = useState<Figure>('left');
  const render = (cell: ProgressCell) => {
    const value = cell[figure];
    if (figure !== 'left') return value;
    if (value < 0)
      return (
        <span style={{ color: token.colorError, fontWeight: 600 }}>
          {t('cutOrders.matrix.over', { n: -value })}
        </span>
      );
    return value;
  };
  return (
    <Flex vertical gap="small">
      {/* Four choices are wider than a phone: they scroll sideways there. */}
      <div style={{ overflowX: 'auto' }}>
        <Segmented<Figure>
          size="small"
          value={figure}
          onChange={setFigure}
          options={(['left', 'ordered', 'cutBefore', 'thisBed'] as const).map((value) => ({
            value,
            label: t(`cutOrders.matrix.figure.${value}`),
          }))}
        />
      </div>
      <Typography.Text type="secondary">
        {progress.hasOrder ? t('cutOrders.matrix.overLegend') : t('cutOrders.matrix.noOrder')}
      </Typography.Text>
      <MatrixGrid {...progress} caption={t('cutOrders.matrix.progressCaption')} render={render} />
    </Flex>
  );
}
