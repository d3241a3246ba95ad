import type { EfficiencyGroup, EfficiencyRow } from '@gbo/contracts';
import { axisStyle, type ChartOption } from '@/components/echart';
import { chartRows, isTimeline, percentOf, rowLabel } from '@/features/efficiency/utils/efficiency';

/** The top of the bars' axis: past the highest bar and the 100 % marker, on a step of 20 %. */
export const barsTop = (percents: readonly (number | null)[]) =>
  Math.ceil((Math.max(100, ...percents.map((p) => p ?? 0)) + 1) / 20) * 20;

/** The chart's look: the theme's colours. */
export type EfficiencyLook = { series: string; target: string; text: string; grid: string };

/**
 * Efficiency in percent: a line over days or weeks (the trend), or bars for workers, lines and hours with a
 * marker at 100 % (earned as many standard minutes as attended).
 */
export function efficiencyOption(
  rows: readonly EfficiencyRow[],
  groupBy: EfficiencyGroup,
  label: string,
  look: EfficiencyLook,
): ChartOption {
  const ordered = chartRows(rows, groupBy);
  const line = isTimeline(groupBy);
  const percents = ordered.map((row) => percentOf(row.efficiency));
  const axis = axisStyle(look.text, look.grid);
  return {
    animationDuration: 300,
    color: [look.series],
    grid: { left: 8, right: 16, top: 24, bottom: 4, containLabel: true },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number | null | undefined) =>
        value === null || value === undefined ? '—' : `${value} %`,
    },
    xAxis: {
      type: 'category',
      data: ordered.map(rowLabel),
      ...axis,
      axisLabel: { color: look.text, rotate: !line && ordered.length > 8 ? 30 : 0 },
    },
    yAxis: {
      type: 'value',
      min: 0,
      // Bars always show the 100 % marker, with room above it.
      max: line ? undefined : barsTop(percents),
      ...axis,
      axisLabel: { color: look.text, formatter: '{value}%' },
    },
    series: [
      {
        name: label,
        type: line ? 'line' : 'bar',
        data: percents,
        barMaxWidth: 36,
        connectNulls: false,
        ...(line
          ? {}
          : {
              markLine: {
                silent: true,
                symbol: 'none',
                lineStyle: { color: look.target, type: 'dashed' },
                // Inside the plot, above the line's right end: at the line's end (ECharts' default) it is cut
                // off by the chart's edge.
                label: { formatter: '100%', color: look.target, position: 'insideEndTop' },
                data: [{ yAxis: 100 }],
              },
            }),
      },
    ],
  };
}
