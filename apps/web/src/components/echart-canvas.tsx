import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { type EChartsType, init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartOption } from '@/components/echart';

// Only the parts of ECharts the app draws (bars, lines, axes, tooltip, legend, marker lines, canvas): this module is
// loaded on demand (echart.tsx), so none of it is in the login page's or the shell's code.
registerParts([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** An ECharts chart in a box that fills its parent's width; redrawn when the option or the box's size changes. */
export default function EChartCanvas({ option, height }: { option: ChartOption; height: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | undefined>(undefined);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  return <div ref={box} style={{ width: '100%', height }} />;
}
