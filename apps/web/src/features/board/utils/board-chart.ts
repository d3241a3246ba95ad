import type { BoardHour } from '@gbo/contracts';
import type { ChartOption } from '@/components/echart';
import { hourLabel } from '@/features/board/utils/board-figures';

/** The board's colours on its dark background. */
export const BOARD_COLOURS = {
  target: '#5b6b82',
  output: '#36cfc9',
  text: '#d9e1ec',
  grid: '#2b3546',
} as const;

/** Sizes read from five metres on a 1920 × 1080 screen: as the tiles' smaller lines (3vh), the figures larger. */
export const BOARD_FONT = { axis: 30, legend: 30, bar: 32 } as const;

/** A bar's figure, none for an hour with nothing in it (a row of zeros reads as noise across the floor). */
export const barFigure = ({ value }: { value: unknown }): string =>
  typeof value === 'number' && value !== 0 ? String(value) : '';

/**
 * The most hours whose bars all carry their figure: past it (scans outside the shift widen the day) the
 * targets' figures would run into each other, and only the output's are written.
 */
export const MAX_LABELLED_HOURS = 12;

/**
 * Today's hours of the shift as pairs of bars, target beside output, with the figures written on the bars. An
 * hour without a target (no standard minutes) has no target bar.
 */
export function hoursChartOption(
  hours: BoardHour[],
  labels: { target: string; output: string },
): ChartOption {
  const axis = {
    axisLabel: { color: BOARD_COLOURS.text, fontSize: BOARD_FONT.axis, margin: 14 },
    axisLine: { lineStyle: { color: BOARD_COLOURS.grid } },
    splitLine: { lineStyle: { color: BOARD_COLOURS.grid } },
  };
  const barLabel = {
    show: true,
    position: 'top',
    color: BOARD_COLOURS.text,
    fontSize: BOARD_FONT.bar,
    fontWeight: 'bold',
    formatter: barFigure,
  };
  return {
    animation: false,
    color: [BOARD_COLOURS.target, BOARD_COLOURS.output],
    grid: { left: 8, right: 8, top: 72, bottom: 8, containLabel: true },
    legend: {
      top: 0,
      data: [labels.target, labels.output],
      textStyle: { color: BOARD_COLOURS.text, fontSize: BOARD_FONT.legend },
      itemWidth: 40,
      itemHeight: 24,
    },
    xAxis: { type: 'category', data: hours.map((hour) => hourLabel(hour.hour)), ...axis },
    yAxis: { type: 'value', minInterval: 1, ...axis },
    series: [
      {
        name: labels.target,
        type: 'bar',
        data: hours.map((hour) => (hour.target === null ? null : Math.round(hour.target))),
        label: { ...barLabel, show: hours.length <= MAX_LABELLED_HOURS },
        labelLayout: { hideOverlap: true },
        barMaxWidth: 56,
      },
      {
        name: labels.output,
        type: 'bar',
        data: hours.map((hour) => Math.round(hour.output)),
        label: barLabel,
        labelLayout: { hideOverlap: true },
        barMaxWidth: 56,
      },
    ],
  };
}
