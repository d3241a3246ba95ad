import type { QcSummaryRow } from '@gbo/contracts';
import { axisStyle, type ChartOption } from '@/components/echart';

/** How many defect codes the Pareto chart shows: the few that make most of the defects. */
export const PARETO_TOP = 10;

export interface ParetoBar {
  label: string;
  defects: number;
  /** The share of all defects of this code and every bigger one, in % (1 decimal). */
  cumulative: number;
}

/** The defect codes by defects, most first, with their cumulative share of every defect in the period. */
export function paretoBars(rows: readonly QcSummaryRow[], top = PARETO_TOP): ParetoBar[] {
  const total = rows.reduce((sum, row) => sum + row.defects, 0);
  if (total === 0) return [];
  let running = 0;
  return [...rows]
    .filter((row) => row.defects > 0)
    .sort((a, b) => b.defects - a.defects || a.key.localeCompare(b.key))
    .slice(0, top)
    .map((row) => {
      running += row.defects;
      return {
        label: row.name ? `${row.key} ${row.name}` : row.key,
        defects: row.defects,
        cumulative: Math.round((running * 1000) / total) / 10,
      };
    });
}

/** The chart's look: the theme's colours. */
export type ParetoLook = { bar: string; line: string; text: string; grid: string };

/** Bars of defects, most first, and the cumulative % as a line on its own axis (0–100). */
export function paretoOption(
  bars: readonly ParetoBar[],
  labels: { defects: string; cumulative: string },
  look: ParetoLook,
): ChartOption {
  const axis = axisStyle(look.text, look.grid);
  return {
    animationDuration: 300,
    color: [look.bar, look.line],
    grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [labels.defects, labels.cumulative], textStyle: { color: look.text } },
    xAxis: {
      type: 'category',
      data: bars.map((bar) => bar.label),
      ...axis,
      axisLabel: { color: look.text, interval: 0, rotate: bars.length > 5 ? 30 : 0 },
    },
    yAxis: [
      { type: 'value', minInterval: 1, ...axis },
      {
        type: 'value',
        min: 0,
        max: 100,
        axisLabel: { color: look.text, formatter: '{value}%' },
        splitLine: { show: false },
      },
    ],
    series: [
      { name: labels.defects, type: 'bar', data: bars.map((bar) => bar.defects), barMaxWidth: 36 },
      {
        name: labels.cumulative,
        type: 'line',
        yAxisIndex: 1,
        data: bars.map((bar) => bar.cumulative),
        label: { show: true, formatter: '{c}%', color: look.text },
      },
    ],
  };
}
