import type { QcSummaryRow } from '@gbo/contracts';
import { Card, theme } from 'antd';
import { useMemo } from 'react';
import { EChart } from '@/components/echart';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';
import { paretoBars, paretoOption } from '@/features/quality/utils/pareto';

/** The top defect codes of the period, most first, with the cumulative share: the few to fix first. */
export function ParetoChart({ rows }: { rows: readonly QcSummaryRow[] }) {
  const { t } = useQualityTranslation();
  const { token } = theme.useToken();
  const bars = useMemo(() => paretoBars(rows), [rows]);
  const option = useMemo(
    () =>
      paretoOption(
        bars,
        { defects: t('office.figures.defects'), cumulative: t('office.figures.cumulative') },
        {
          bar: token.colorPrimary,
          line: token.colorError,
          text: token.colorTextSecondary,
          grid: token.colorBorderSecondary,
        },
      ),
    [bars, t, token],
  );
  if (bars.length === 0) return null;
  const label = t('office.figures.paretoLabel', {
    values: bars.map((bar) => `${bar.label} ${bar.defects} (${bar.cumulative}%)`).join(', '),
  });
  return (
    <Card size="small" title={t('office.figures.pareto')}>
      <EChart option={option} height={320} label={label} />
    </Card>
  );
}
