import type { EfficiencyGroup, EfficiencyRow } from '@gbo/contracts';
import { Table, Typography } from 'antd';
import { useEfficiencyTranslation } from '@/features/efficiency/hooks/use-efficiency-translation';
import {
  type EfficiencyTotals,
  formatEfficiency,
  formatMinuteCount,
  rowLabel,
} from '@/features/efficiency/utils/efficiency';

/** The figures that each row and the totals row show, after the name. */
const FIGURES = ['qty', 'samQty', 'earnedMinutes', 'attendedMinutes', 'efficiency'] as const;
type Figure = (typeof FIGURES)[number];

const formatFigure = (figure: Figure, value: number | null) => {
  if (figure === 'efficiency') return formatEfficiency(value);
  return figure === 'earnedMinutes' ? formatMinuteCount(value ?? 0) : value;
};

/** Each group's pieces, earned and attended minutes and efficiency, with the totals of them all last. */
export function EfficiencyTable({
  rows,
  totals,
  groupBy,
  loading,
}: {
  rows: readonly EfficiencyRow[];
  totals: EfficiencyTotals;
  groupBy: EfficiencyGroup;
  loading: boolean;
}) {
  const { t } = useEfficiencyTranslation();
  return (
    <Table<EfficiencyRow>
      size="small"
      rowKey="key"
      loading={loading}
      dataSource={rows}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'name', title: t(`groups.${groupBy}`), fixed: 'start', render: (_, row) => rowLabel(row) },
        ...FIGURES.map((figure) => ({
          key: figure,
          title: t(`columns.${figure}`),
          align: 'right' as const,
          render: (_: unknown, row: EfficiencyRow) => formatFigure(figure, row[figure]),
        })),
      ]}
      summary={() => (
        <Table.Summary>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{t('total')}</Typography.Text>
            </Table.Summary.Cell>
            {FIGURES.map((figure, index) => (
              <Table.Summary.Cell key={figure} index={index + 1} align="right">
                <Typography.Text strong>{formatFigure(figure, totals[figure])}</Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
