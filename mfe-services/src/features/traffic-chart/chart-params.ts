// The chart page's state in the URL: ?limit (points of the area chart) and ?year_month (YYYY-MM).
import { yearMonth } from '@portal/shared/contract';

export const AREA_LIMITS = [24, 72, 168, 720] as const;
const DEFAULT_AREA_LIMIT = 168;

export function isYearMonth(value: string): boolean {
  return yearMonth.safeParse(value).success;
}

/** The current month in the reader's time zone, YYYY-MM. */
export function currentYearMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** `value` moved by `delta` months ("2026-01", -1 → "2025-12"). */
export function shiftYearMonth(value: string, delta: number): string {
  const [year, month] = value.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export interface ChartParams {
  limit: number;
  yearMonth: string;
}

export function readChartParams(search: URLSearchParams, now = new Date()): ChartParams {
  const limit = Number(search.get('limit'));
  const month = search.get('year_month') ?? '';
  return {
    limit: (AREA_LIMITS as readonly number[]).includes(limit) ? limit : DEFAULT_AREA_LIMIT,
    yearMonth: isYearMonth(month) ? month : currentYearMonth(now),
  };
}

export function writeChartParams(params: ChartParams, now = new Date()): URLSearchParams {
  const search = new URLSearchParams();
  if (params.limit !== DEFAULT_AREA_LIMIT) search.set('limit', String(params.limit));
  if (params.yearMonth !== currentYearMonth(now)) search.set('year_month', params.yearMonth);
  return search;
}
