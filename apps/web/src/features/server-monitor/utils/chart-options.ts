import type { MonitorMinute } from '@gbo/contracts';
import type { ChartOption } from '@/components/echart';
import { formatTime } from '@/lib/format';

/** The theme's colours the charts are drawn in. */
export type ChartLook = {
  primary: string;
  success: string;
  warning: string;
  error: string;
  text: string;
  grid: string;
};

const axisStyle = (look: ChartLook) => ({
  axisLabel: { color: look.text },
  axisLine: { lineStyle: { color: look.grid } },
  splitLine: { lineStyle: { color: look.grid } },
});

const base = (minutes: MonitorMinute[], look: ChartLook, legend: string[]) => ({
  animation: false,
  grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
  tooltip: { trigger: 'axis' },
  legend: { top: 0, data: legend, textStyle: { color: look.text } },
  xAxis: {
    type: 'category',
    data: minutes.map((minute) => formatTime(minute.minute)),
    ...axisStyle(look),
  },
});

/** Requests per minute, stacked by outcome (answered, 4xx, 5xx), and the scans recorded as a line. */
export function requestsChartOption(
  minutes: MonitorMinute[],
  labels: { ok: string; errors4xx: string; errors5xx: string; scans: string },
  look: ChartLook,
): ChartOption {
  const bar = (name: string, data: number[]) => ({
    name,
    type: 'bar',
    stack: 'requests',
    data,
    barMaxWidth: 12,
  });
  return {
    ...base(minutes, look, [labels.ok, labels.errors4xx, labels.errors5xx, labels.scans]),
    color: [look.primary, look.warning, look.error, look.success],
    yAxis: { type: 'value', minInterval: 1, ...axisStyle(look) },
    series: [
      bar(
        labels.ok,
        minutes.map((minute) => minute.requests - minute.errors4xx - minute.errors5xx),
      ),
      bar(
        labels.errors4xx,
        minutes.map((minute) => minute.errors4xx),
      ),
      bar(
        labels.errors5xx,
        minutes.map((minute) => minute.errors5xx),
      ),
      { name: labels.scans, type: 'line', showSymbol: false, data: minutes.map((minute) => minute.scans) },
    ],
  };
}

/** The 50th and 99th percentile latency per minute (a gap where a minute had no requests). */
export function latencyChartOption(
  minutes: MonitorMinute[],
  labels: { p50: string; p99: string },
  look: ChartLook,
): ChartOption {
  const line = (name: string, data: (number | null)[]) => ({
    name,
    type: 'line',
    symbolSize: 4,
    showAllSymbol: true,
    data,
  });
  return {
    ...base(minutes, look, [labels.p50, labels.p99]),
    color: [look.primary, look.error],
    yAxis: { type: 'value', ...axisStyle(look) },
    series: [
      line(
        labels.p50,
        minutes.map((minute) => minute.p50Ms),
      ),
      line(
        labels.p99,
        minutes.map((minute) => minute.p99Ms),
      ),
    ],
  };
}

/** The processes' CPU (summed: 100 is one core) and memory (MB) per minute, each on an axis of its own. */
export function resourcesChartOption(
  minutes: MonitorMinute[],
  labels: { cpu: string; memory: string; eventLoop: string },
  look: ChartLook,
): ChartOption {
  const line = (name: string, data: (number | null)[], yAxisIndex: number) => ({
    name,
    type: 'line',
    // A point for each minute sampled: a process an hour old has a line, one just started a point.
    symbolSize: 4,
    showAllSymbol: true,
    connectNulls: true,
    yAxisIndex,
    data,
  });
  return {
    ...base(minutes, look, [labels.cpu, labels.memory, labels.eventLoop]),
    color: [look.primary, look.success, look.warning],
    yAxis: [
      { type: 'value', min: 0, ...axisStyle(look) },
      { type: 'value', min: 0, ...axisStyle(look), splitLine: { show: false } },
    ],
    series: [
      line(
        labels.cpu,
        minutes.map((minute) => minute.cpuPct),
        0,
      ),
      line(
        labels.memory,
        minutes.map((minute) =>
          minute.rssBytes === null ? null : Math.round(minute.rssBytes / 1024 / 1024),
        ),
        1,
      ),
      line(
        labels.eventLoop,
        minutes.map((minute) => minute.eventLoopDelayMs),
        0,
      ),
    ],
  };
}
