import type { StagePieces } from '@gbo/contracts';
import { Card, Empty, theme } from 'antd';
import { useMemo } from 'react';
import { EChart } from '@/components/echart';
import { useDashboardTranslation } from '@/features/dashboard/hooks/use-dashboard-translation';
import { stageChartOption } from '@/features/dashboard/utils/chart-options';

/** Today's valid pieces per process stage, in production order. */
export function StageChart({ stages }: { stages: StagePieces[] }) {
  const { t } = useDashboardTranslation();
  const { token } = theme.useToken();
  const labelled = useMemo(
    () => stages.map((stage) => ({ label: t(`stages.${stage.stage}`), qty: stage.qty })),
    [stages, t],
  );
  const option = useMemo(
    () =>
      stageChartOption(labelled, t('output.pieces'), {
        primary: token.colorPrimary,
        secondary: token.colorWarning,
        text: token.colorTextSecondary,
        grid: token.colorBorderSecondary,
      }),
    [labelled, t, token],
  );
  const label = t('chart.stagesLabel', {
    values: labelled.map((stage) => `${stage.label} ${stage.qty}`).join(', '),
  });
  return (
    <Card size="small" title={t('chart.stages')} style={{ height: '100%' }}>
      {stages.every((stage) => stage.qty === 0) ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('output.noScansToday')} />
      ) : (
        <EChart option={option} height={260} label={label} />
      )}
    </Card>
  );
}
