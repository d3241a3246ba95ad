import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

/** ECharts and the chart that uses it, downloaded when the first chart shows (not with the page). */
const EChartCanvas = lazy(() => import('@/components/echart-canvas'));

/** An ECharts option: plain data, kept loose so a chart's option builder needs nothing of ECharts itself. */
export type ChartOption = Record<string, unknown>;

/** An axis drawn in the theme's colours: its labels in `text`, its line and grid lines in `grid`. */
export const axisStyle = (text: string, grid: string) => ({
  axisLabel: { color: text },
  axisLine: { lineStyle: { color: grid } },
  splitLine: { lineStyle: { color: grid } },
});

/**
 * A chart: a box described for screen readers (`label`: what it shows, in words), a skeleton while ECharts
 * loads.
 */
export function EChart({ option, height, label }: { option: ChartOption; height: number; label: string }) {
  return (
    <div role="img" aria-label={label} style={{ minHeight: height }}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
        <EChartCanvas option={option} height={height} />
      </Suspense>
    </div>
  );
}
