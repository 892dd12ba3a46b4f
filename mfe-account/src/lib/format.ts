// Dates, countries and devices in the reader's language (zh-CN or en) and time zone. The formatters are
// ui-kit's, built once per language and options: a list of sign-ins or announcements, whose every row
// asks for them, builds none after its first.
import { useMemo } from 'react';
import { useT } from '@portal/shared';
import { dateTimeFormat, displayNames } from '@portal/shared/ui-kit';
import { ACCOUNT_NS } from '../i18n';

function formatMoment(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(language, options).format(date);
}

/** "Mar 1, 2026, 9:30 AM"; what came when it is not a date. */
export function formatDateTime(iso: string, language: string): string {
  return formatMoment(iso, language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "March 1, 2026"; what came when it is not a date. */
export function formatDate(iso: string, language: string): string {
  return formatMoment(iso, language, { dateStyle: 'long' });
}

/** "United States" for "US" in `language`; the code where the browser names no regions. */
export function regionName(code: string, language: string): string {
  if (typeof Intl.DisplayNames !== 'function') return code;
  return displayNames(language, { type: 'region' }).of(code) ?? code;
}

export function useFormat() {
  const { t, i18n } = useT(ACCOUNT_NS);
  const language = i18n.language;
  return useMemo(
    () => ({
      dateTime: (iso: string) => formatDateTime(iso, language),
      date: (iso: string) => formatDate(iso, language),
      /** "United States" for "US"; "Unknown" for private and unknown addresses. */
      country: (code: string | null) => (code ? regionName(code, language) : t('common.unknownPlace')),
      /** "Chrome 131 · Windows 10", or "Unknown device". */
      device: (device: { browser: string | null; os: string | null }) =>
        [device.browser, device.os].filter(Boolean).join(' · ') || t('common.unknownDevice'),
    }),
    [language, t],
  );
}
