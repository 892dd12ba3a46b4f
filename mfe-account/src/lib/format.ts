// Dates, countries and devices in the reader's language (zh-CN or en) and time zone.
import { useMemo } from 'react';
import { useT } from '@portal/shared';
import { ACCOUNT_NS } from '../i18n';

function safeDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function useFormat() {
  const { t, i18n } = useT(ACCOUNT_NS);
  const language = i18n.language;
  return useMemo(() => {
    const dateTimeFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    const regions =
      typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([language], { type: 'region' }) : null;
    return {
      dateTime: (iso: string) => {
        const date = safeDate(iso);
        return date ? dateTimeFormat.format(date) : iso;
      },
      date: (iso: string) => {
        const date = safeDate(iso);
        return date ? dateFormat.format(date) : iso;
      },
      /** "United States" for "US"; "Unknown" for private and unknown addresses. */
      country: (code: string | null) => (code ? (regions?.of(code) ?? code) : t('common.unknownPlace')),
      /** "Chrome 131 · Windows 10", or "Unknown device". */
      device: (device: { browser: string | null; os: string | null }) =>
        [device.browser, device.os].filter(Boolean).join(' · ') || t('common.unknownDevice'),
    };
  }, [language, t]);
}
