import type { ChartOption } from '@/components/echart';
import type { OutputDay } from '@gbo/contracts';

/** What the charts are drawn with: the theme's colours and the page's words. */
export type ChartLook = { primary: string; secondary: string; text: string; grid: string };

/** `2026-11-27` → `11-27`: the chart's day labels. */
export const shortDay = (day: string) => day.slice(5);

const axisStyle = (look: ChartLook) => ({
  axisLabel: { color: look.text },
  axisLine: { lineStyle: { color: look.grid } },
  splitLine: { lineStyle: { color: look.grid } },
});

/**
 * Output per day: pieces as bars and, where the caller sees money, the amount as a line on its own axis. Money
 * is plotted from its exact text (a chart's point, never summed).
 */
export function outputChartOption(
  days: OutputDay[],
  labels: { pieces: string; amount: string },
  look: ChartLook,
): ChartOption {
  const money = days.some((day) => day.amount !== null);
  return {
    animationDuration: 300,
    color: [look.primary, look.secondary],
    grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
    tooltip: { trigger: 'axis' },
    legend: {
      top: 0,
      data: money ? [labels.pieces, labels.amount] : [labels.pieces],
      textStyle: { color: look.text },
    },
    xAxis: { type: 'category', data: days.map((day) => shortDay(day.day)), ...axisStyle(look) },
    yAxis: [
      { type: 'value', name: '', minInterval: 1, ...axisStyle(look) },
      ...(money ? [{ type: 'value', name: '', ...axisStyle(look), splitLine: { show: false } }] : []),
    ],
    series: [
      { name: labels.pieces, type: 'bar', data: days.map((day) => day.qty), barMaxWidth: 28 },
      ...(money
        ? [
            {
              name: labels.amount,
              type: 'line',
              yAxisIndex: 1,
              data: days.map((day) => (day.amount === null ? null : Number(day.amount))),
            },
          ]
        : []),
    ],
  };
}

/** Today's pieces per process stage, as horizontal bars in production order. */
export function stageChartOption(
  stages: { label: string; qty: number }[],
  label: string,
  look: ChartLook,
): ChartOption {
  return {
    animationDuration: 300,
    color: [look.primary],
    grid: { left: 8, right: 24, top: 8, bottom: 4, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1, ...axisStyle(look) },
    yAxis: { type: 'category', inverse: true, data: stages.map((stage) => stage.label), ...axisStyle(look) },
    series: [
      {
        name: label,
        type: 'bar',
        data: stages.map((stage) => stage.qty),
        barMaxWidth: 22,
        label: { show: true, position: 'right', color: look.text },
      },
    ],
  };
}
