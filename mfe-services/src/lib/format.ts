// Numbers, sizes and dates in the reader's language (zh-CN or en) and time zone.
import { useMemo } from 'react';
import { useT } from '@portal/shared';
import { dateTimeFormat, formatBytes, numberFormat } from '@portal/shared/ui-kit';

function formatDateTime(iso: string | null | undefined, language = 'en'): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

function formatDate(iso: string | null | undefined, language = 'en'): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

function formatNumber(value: number, language = 'en', maximumFractionDigits = 2): string {
  return numberFormat(language, { maximumFractionDigits }).format(value);
}

/** A decimal money string with two decimals in the reader's locale ("42.5" → "42.50"); shown, never computed with. */
function formatMoney(amount: string, language = 'en'): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Share of `used` in `total` as 0–100 (0 when there is no total). */
export function percentOf(used: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, (used / total) * 100));
}

/** Formatters bound to the current language. */
export function useFormat() {
  const { i18n } = useT('services');
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      bytes: (bytes: number) => formatBytes(bytes, language),
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, language),
      date: (iso: string | null | undefined) => formatDate(iso, language),
      number: (value: number, digits?: number) => formatNumber(value, language, digits),
      money: (amount: string) => formatMoney(amount, language),
    }),
    [language],
  );
}
