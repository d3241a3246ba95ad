import type { EfficiencyGroup, EfficiencyRow } from '@gbo/contracts';
import { Card, theme } from 'antd';
import { useMemo } from 'react';
import { EChart } from '@/components/echart';
import { useEfficiencyTranslation } from '@/features/efficiency/hooks/use-efficiency-translation';
import { chartRows, formatEfficiency, isTimeline, rowLabel } from '@/features/efficiency/utils/efficiency';
import { efficiencyOption } from '@/features/efficiency/utils/efficiency-chart';

/** Efficiency over days or weeks as a line; by worker, line or hour as bars against 100 %. */
export function EfficiencyChart({
  rows,
  groupBy,
}: {
  rows: readonly EfficiencyRow[];
  groupBy: EfficiencyGroup;
}) {
  const { t } = useEfficiencyTranslation();
  const { token } = theme.useToken();
  const option = useMemo(
    () =>
      efficiencyOption(rows, groupBy, t('chart.series'), {
        series: token.colorPrimary,
        target: token.colorError,
        text: token.colorTextSecondary,
        grid: token.colorBorderSecondary,
      }),
    [rows, groupBy, t, token],
  );
  if (rows.length === 0) return null;
  const group = t(`groups.${groupBy}`);
  const label = t('chart.label', {
    group,
    values: chartRows(rows, groupBy)
      .map((row) => `${rowLabel(row)} ${formatEfficiency(row.efficiency)}`)
      .join(', '),
  });
  return (
    <Card size="small" title={isTimeline(groupBy) ? t('chart.trend') : t('chart.bars', { group })}>
      <EChart option={option} height={300} label={label} />
    </Card>
  );
}
