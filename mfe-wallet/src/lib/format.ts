// Money and dates in the reader's language (zh-CN or en) and time zone. Money is formatted from its
// decimal string as it is (Intl.NumberFormat reads decimal strings exactly), in the answer's currency.
// The formatters are ui-kit's, built once per language and options: a ledger of a hundred lines builds
// none after its first.
import { useMemo } from 'react';
import { useT } from '@portal/shared';
import { dateTimeFormat, numberFormat } from '@portal/shared/ui-kit';

type Decimal = `${number}`;

export interface MoneyOptions {
  /** Always show the sign: "+¥30.00", "-¥12.00" (ledger lines). */
  signed?: boolean;
}

/** "¥1,234.50" in `currency` (ISO 4217), or "1,234.50" when the answer names none. */
export function formatMoney(
  amount: string,
  language: string,
  currency?: string | null,
  { signed = false }: MoneyOptions = {},
): string {
  const signDisplay = signed ? 'exceptZero' : 'auto';
  let format: Intl.NumberFormat;
  try {
    format = currency
      ? numberFormat(language, { style: 'currency', currency, signDisplay })
      : numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay });
  } catch {
    // A currency code the browser does not know: the figure without a symbol.
    return formatMoney(amount, language, null, { signed });
  }
  return /^-?\d+(\.\d+)?$/.test(amount) ? format.format(amount as Decimal) : amount;
}

/** The currency's symbol in `language` ("¥", "US$"), or its code when the browser has none. */
export function currencySymbol(currency: string, language: string): string {
  try {
    const parts = numberFormat(language, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

function formatMoment(iso: string | null | undefined, language: string, options: Intl.DateTimeFormatOptions): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, options).format(date);
}

export function formatDateTime(iso: string | null | undefined, language: string): string {
  return formatMoment(iso, language, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(iso: string | null | undefined, language: string): string {
  return formatMoment(iso, language, { dateStyle: 'medium' });
}

/** "10%" for "0.10" in `language`; the fraction as given when it is not a number. */
export function formatPercent(rate: string, language: string): string {
  const value = Number(rate);
  return Number.isFinite(value)
    ? numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value)
    : rate;
}

/** Formatters bound to the current language. */
export function useWalletFormat() {
  const { i18n } = useT('wallet');
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      money: (amount: string, currency?: string | null, options?: MoneyOptions) =>
        formatMoney(amount, language, currency, options),
      currencySymbol: (currency: string) => currencySymbol(currency, language),
      number: (value: number) => numberFormat(language).format(value),
      percent: (rate: string) => formatPercent(rate, language),
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, language),
      date: (iso: string | null | undefined) => formatDate(iso, language),
    }),
    [language],
  );
}
