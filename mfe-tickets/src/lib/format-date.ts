// Dates in the reader's language (zh-CN or en) and time zone.
import { useCallback } from 'react';
import { useT } from '@portal/shared';
import { dateTimeFormat } from '@portal/shared/ui-kit';

function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A formatter that follows the current language. */
export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useT('tickets');
  const language = i18n.language;
  return useCallback((iso: string) => formatDateTime(iso, language), [language]);
}
