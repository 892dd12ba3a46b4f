// A month of daily traffic: a calendar heatmap, and a pie of sent vs received for the month.
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartColors } from './chart-theme';

export interface DayTotal {
  data_time_range_lower: string;
  ss_tx_size: number;
  ss_rx_size: number;
  total_traffic: number;
}

/** The local calendar day (YYYY-MM-DD) of an ISO timestamp. */
function localDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export function calendarOption(
  yearMonth: string,
  days: readonly DayTotal[],
  colors: ChartColors,
  labels: { bytes(value: number): string; description: string; dayNames: string[] },
): EChartsCoreOption {
  // Every day of the month gets a cell (0 when there was no traffic), so each shows its date.
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const byDay = new Map<string, number>();
  for (let date = 1; date <= new Date(year, month, 0).getDate(); date += 1)
    byDay.set(`${yearMonth}-${String(date).padStart(2, '0')}`, 0);
  for (const day of days) {
    const key = localDay(day.data_time_range_lower);
    byDay.set(key, (byDay.get(key) ?? 0) + day.total_traffic);
  }
  const max = Math.max(1, ...byDay.values());
  return {
    backgroundColor: 'transparent',
    aria: { enabled: true, label: { description: labels.description } },
    tooltip: {
      formatter: (params: { value: [string, number] }) => `${params.value[0]}: ${labels.bytes(params.value[1])}`,
      backgroundColor: colors.surface,
      borderColor: colors.border,
      textStyle: { color: colors.text },
    },
    visualMap: {
      show: false,
      min: 0,
      max,
      inRange: { color: [colors.emptyCell, colors.primary] },
    },
    calendar: {
      range: yearMonth,
      top: 32,
      left: 16,
      right: 16,
      bottom: 8,
      cellSize: ['auto', 'auto'],
      orient: 'vertical',
      itemStyle: { color: colors.surface, borderColor: colors.border },
      splitLine: { show: false },
      dayLabel: { color: colors.muted, nameMap: labels.dayNames, firstDay: 1 },
      monthLabel: { show: false },
      yearLabel: { show: false },
    },
    series: [
      {
        type: 'heatmap',
        coordinateSystem: 'calendar',
        data: [...byDay],
        // The day of the month in each cell, outlined so it reads on pale and on saturated cells.
        label: {
          show: true,
          formatter: (params: { value: [string, number] }) => String(Number(params.value[0].slice(8))),
          color: colors.text,
          textBorderColor: colors.surface,
          textBorderWidth: 2,
          fontSize: 11,
        },
      },
    ],
  };
}

export function pieOption(
  days: readonly DayTotal[],
  colors: ChartColors,
  labels: { sent: string; received: string; bytes(value: number): string; description: string },
): EChartsCoreOption {
  const sent = days.reduce((sum, day) => sum + day.ss_tx_size, 0);
  const received = days.reduce((sum, day) => sum + day.ss_rx_size, 0);
  return {
    backgroundColor: 'transparent',
    aria: { enabled: true, label: { description: labels.description } },
    tooltip: {
      trigger: 'item',
      valueFormatter: (value: unknown) => labels.bytes(Number(value)),
      backgroundColor: colors.surface,
      borderColor: colors.border,
      textStyle: { color: colors.text },
    },
    legend: { bottom: 0, textStyle: { color: colors.muted } },
    series: [
      {
        type: 'pie',
        percentPrecision: 1,
        radius: ['45%', '70%'],
        top: 0,
        bottom: 28,
        label: { color: colors.text, formatter: '{d}%' },
        itemStyle: { borderColor: colors.surface, borderWidth: 2 },
        data: [
          { name: labels.sent, value: sent, itemStyle: { color: colors.primary } },
          { name: labels.received, value: received, itemStyle: { color: colors.secondary } },
        ],
      },
    ],
  };
}
