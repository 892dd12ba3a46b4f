// The area-time-axis chart: sent and received traffic per hour, stacked, on a time axis.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartColors } from './chart-theme';

export interface AreaPoint {
  timestamp_ms: number;
  ss_tx_size: number;
  ss_rx_size: number;
}

export interface AreaLabels {
  sent: string;
  received: string;
  bytes(value: number): string;
  description: string;
}

export function areaOption(points: readonly AreaPoint[], colors: ChartColors, labels: AreaLabels): EChartsCoreOption {
  const sorted = [...points].sort((a, b) => a.timestamp_ms - b.timestamp_ms);
  const series = (name: string, color: string, pick: (point: AreaPoint) => number) => ({
    name,
    type: 'line',
    stack: 'traffic',
    smooth: true,
    showSymbol: false,
    areaStyle: { opacity: 0.25 },
    lineStyle: { width: 2 },
    color,
    data: sorted.map((point) => [point.timestamp_ms, pick(point)]),
  });
  return {
    backgroundColor: 'transparent',
    aria: { enabled: true, label: { description: labels.description } },
    textStyle: { color: colors.text },
    legend: { top: 0, textStyle: { color: colors.muted } },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => labels.bytes(Number(value)),
      backgroundColor: colors.surface,
      borderColor: colors.border,
      textStyle: { color: colors.text },
    },
    xAxis: {
      type: 'time',
      axisLine: { lineStyle: { color: colors.border } },
      axisLabel: { color: colors.muted, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      axisLabel: { color: colors.muted, formatter: (value: number) => labels.bytes(value) },
      splitLine: { lineStyle: { color: colors.border } },
    },
    series: [
      series(labels.sent, colors.primary, (point) => point.ss_tx_size),
      series(labels.received, colors.secondary, (point) => point.ss_rx_size),
    ],
  };
}
