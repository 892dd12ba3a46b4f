// The overview's two 30-day charts as echarts options: money taken and spent (lines), sign-ups and
// paying customers (bars). Pure, so the options are tested without drawing. Money becomes a number
// here only to place a point on the chart; every figure a person reads is formatted from its string.
import type { EChartsCoreOption } from 'echarts/core';
import type { DefaultTheme } from 'styled-components';
import type { OverviewDay } from '@portal/shared/contract/admin';

export interface SeriesLabels {
  first: string;
  second: string;
}

function base(theme: DefaultTheme, days: readonly OverviewDay[], labels: SeriesLabels) {
  return {
    aria: { enabled: true },
    color: [theme.colors.primary, theme.tones.success.fg],
    textStyle: { color: theme.colors.text, fontFamily: theme.font.family },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, data: [labels.first, labels.second], textStyle: { color: theme.colors.text } },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      // "03-14": the year is the same across 30 days nearly always, and the table says it in full.
      data: days.map((day) => day.day.slice(5)),
      axisLabel: { color: theme.colors.textMuted },
      axisLine: { lineStyle: { color: theme.colors.border } },
    },
  };
}

export function moneyTrendOption(
  theme: DefaultTheme,
  days: readonly OverviewDay[],
  labels: SeriesLabels,
  formatMoney: (amount: string) => string,
): EChartsCoreOption {
  return {
    ...base(theme, days, labels),
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number) => formatMoney(value.toFixed(2)),
    },
    yAxis: {
      type: 'value',
      axisLabel: { color: theme.colors.textMuted },
      splitLine: { lineStyle: { color: theme.colors.border } },
    },
    series: [
      { name: labels.first, type: 'line', smooth: true, data: days.map((day) => Number(day.recharged)) },
      { name: labels.second, type: 'line', smooth: true, data: days.map((day) => Number(day.spent)) },
    ],
  };
}

export function peopleTrendOption(
  theme: DefaultTheme,
  days: readonly OverviewDay[],
  labels: SeriesLabels,
): EChartsCoreOption {
  return {
    ...base(theme, days, labels),
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { color: theme.colors.textMuted },
      splitLine: { lineStyle: { color: theme.colors.border } },
    },
    series: [
      { name: labels.first, type: 'bar', data: days.map((day) => day.signups) },
      { name: labels.second, type: 'bar', data: days.map((day) => day.paying_customers) },
    ],
  };
}
