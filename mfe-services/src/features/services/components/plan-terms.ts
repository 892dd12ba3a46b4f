// A plan's durations and limits as translated phrases.
import type { TFunction } from 'i18next';
import { parseDuration } from '../../../lib/duration';

/** "30 days", "1 month 15 days", … or null when the duration is absent or unreadable. */
export function durationText(iso: string | null | undefined, t: TFunction): string | null {
  const parts = parseDuration(iso);
  if (!parts) return null;
  const words = [
    parts.years ? t('services.duration.years', { count: parts.years }) : null,
    parts.months ? t('services.duration.months', { count: parts.months }) : null,
    parts.days ? t('services.duration.days', { count: parts.days }) : null,
    parts.hours ? t('services.duration.hours', { count: parts.hours }) : null,
  ].filter(Boolean);
  return words.length > 0 ? words.join(' ') : null;
}
