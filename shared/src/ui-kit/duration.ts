// ISO 8601 durations of the shop (P30D, P1M, PT12H, P1Y2M) split into parts for translation.
export interface DurationParts {
  years: number;
  months: number;
  days: number;
  hours: number;
}

const PATTERN = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** The parts of `iso`, weeks folded into days; null when it is not a duration we can read. */
export function parseDuration(iso: string | null | undefined): DurationParts | null {
  if (!iso) return null;
  const match = PATTERN.exec(iso);
  if (!match) return null;
  const [, years, months, weeks, days, hours] = match.map((part) => Number(part ?? 0));
  return { years: years!, months: months!, days: days! + weeks! * 7, hours: hours! };
}

/**
 * "30 days", "1 month 15 days", … with each part worded by `unitText` (the page's own translations), or
 * null when the duration is absent or unreadable.
 */
export function durationWords(
  iso: string | null | undefined,
  unitText: (unit: keyof DurationParts, count: number) => string,
): string | null {
  const parts = parseDuration(iso);
  if (!parts) return null;
  const units = ['years', 'months', 'days', 'hours'] as const;
  const words = units.filter((unit) => parts[unit] > 0).map((unit) => unitText(unit, parts[unit]));
  return words.length > 0 ? words.join(' ') : null;
}
