// A plan's durations and limits as translated phrases.
import type { TFunction } from 'i18next';
import { durationWords } from '@portal/shared/ui-kit';

/** "30 days", "1 month 15 days", … or null when the duration is absent or unreadable. */
export function durationText(iso: string | null | undefined, t: TFunction): string | null {
  return durationWords(iso, (unit, count) => t(`services.duration.${unit}`, { count }));
}
