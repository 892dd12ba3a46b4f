// Money, moments, bytes and waiting times in the reader's language. Money is formatted from the API's
// decimal string as it is (Intl.NumberFormat reads decimal strings exactly), never through a float; the
// browser computes no sum or balance. The formatters are ui-kit's, built once per language and options.
import { useMemo } from 'react';
import { useT } from '@portal/shared';
import { dateTimeFormat, formatBytes, numberFormat } from '@portal/shared/ui-kit';

type Decimal = `${number}`;

/** "¥1,234.50" in `currency` ("1,234.50" while it is not known); "+¥10.00" / "-¥5.00" when `signed`. */
function formatMoney(amount: string, language: string, currency: string | null, signed = false): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return amount;
  const signDisplay = signed ? 'exceptZero' : 'auto';
  if (!currency) return numberFormat(language, { minimumFractionDigits: 2, signDisplay }).format(amount as Decimal);
  try {
    return numberFormat(language, { style: 'currency', currency, signDisplay }).format(amount as Decimal);
  } catch {
    // A currency code this browser does not know: the figure and the code.
    return `${numberFormat(language, { minimumFractionDigits: 2, signDisplay }).format(amount as Decimal)} ${currency}`;
  }
}

function formatMoment(iso: string | null | undefined, language: string, options: Intl.DateTimeFormatOptions): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(language, options).format(date);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long since `iso`, in its largest unit ("5 min", "3 hr", "2 days"); at least one minute. */
function formatElapsed(iso: string, language: string, now: number = Date.now()): string {
  const ms = Math.max(now - new Date(iso).getTime(), MINUTE);
  const [value, unit] = ms >= DAY ? [ms / DAY, 'day'] : ms >= HOUR ? [ms / HOUR, 'hour'] : [ms / MINUTE, 'minute'];
  return numberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 0 }).format(
    Math.floor(value),
  );
}

/** An address with its country code when known: "203.0.113.9 (JP)". */
export function formatPlace(ip: string, country: string | null): string {
  return country ? `${ip} (${country})` : ip;
}

/** Formatters bound to the reader's language. */
export function useConsoleFormat() {
  const { i18n } = useT('admin');
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      money: (amount: string, currency: string | null, signed = false) =>
        formatMoney(amount, language, currency, signed),
      number: (value: number) => numberFormat(language).format(value),
      bytes: (bytes: number) => formatBytes(bytes, language),
      dateTime: (iso: string | null | undefined) =>
        formatMoment(iso, language, { dateStyle: 'medium', timeStyle: 'short' }),
      date: (iso: string | null | undefined) => formatMoment(iso, language, { dateStyle: 'medium' }),
      elapsed: (iso: string) => formatElapsed(iso, language),
    }),
    [language],
  );
}
