import type { BoardHour } from '@gbo/contracts';
import { useMemo } from 'react';
import { EChart } from '@/components/echart';
import { BoardPanel } from '@/features/board/components/board-panel';
import { useBoardTranslation } from '@/features/board/hooks/use-board-translation';
import { hoursChartOption } from '@/features/board/utils/board-chart';
import { formatGarments, hourLabel } from '@/features/board/utils/board-figures';

/** The chart's height: the panel's share of a 1080-line screen. */
const CHART_HEIGHT = 480;

/** Target against output for each hour of today's shift. */
export function BoardHours({ hours }: { hours: BoardHour[] }) {
  const { t } = useBoardTranslation();
  const option = useMemo(
    () => hoursChartOption(hours, { target: t('screen.target'), output: t('screen.outputSeries') }),
    [hours, t],
  );
  const label = t('screen.hoursLabel', {
    values: hours
      .map((hour) =>
        t('screen.hourValue', {
          hour: hourLabel(hour.hour),
          target: formatGarments(hour.target),
          output: formatGarments(hour.output),
        }),
      )
      .join('; '),
  });
  return (
    <BoardPanel title={t('screen.hours')}>
      <EChart option={option} height={CHART_HEIGHT} label={label} />
    </BoardPanel>
  );
}
