// When the service's day begins, for the check-in card: days run on a fixed UTC offset (China
// Standard Time, the same constant the API counts with), which a reader elsewhere must be told,
// with the moment in their own time.
import { SERVICE_DAY_UTC_OFFSET_HOURS } from '@portal/shared/contract';
import { dateTimeFormat } from '@portal/shared/ui-kit';

const DAY_MS = 24 * 3600 * 1000;
const OFFSET_MS = SERVICE_DAY_UTC_OFFSET_HOURS * 3600 * 1000;

/** The instant the next service day begins after `now`. */
export function nextServiceDayStart(now: Date): Date {
  const shifted = now.getTime() + OFFSET_MS;
  return new Date(Math.floor(shifted / DAY_MS) * DAY_MS + DAY_MS - OFFSET_MS);
}

/** "UTC+8" */
export function serviceZoneLabel(): string {
  return `UTC${SERVICE_DAY_UTC_OFFSET_HOURS >= 0 ? '+' : '−'}${Math.abs(SERVICE_DAY_UTC_OFFSET_HOURS)}`;
}

/** True when the reader's clock shows service time at `at` (no need to convert). */
export function readerIsOnServiceTime(at: Date): boolean {
  return -at.getTimezoneOffset() === SERVICE_DAY_UTC_OFFSET_HOURS * 60;
}

/** The time of day of `at` on the reader's clock, with their zone: "4:00 PM UTC", "16:00 UTC". */
export function localTimeWithZone(at: Date, language: string): string {
  return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at);
}

/** The reader's zone as the formats above name it: "UTC", "GMT-5". */
export function localZoneName(at: Date, language: string): string {
  const parts = dateTimeFormat(language, { hour: 'numeric', timeZoneName: 'short' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The time of day, or the date and time, of `at` on the reader's clock without the zone: "16:00", "2026年3月2日 08:00". */
export function localTime(at: Date, language: string, withDate = false): string {
  return dateTimeFormat(language, {
    ...(withDate ? { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit' } : { hour: 'numeric' }),
    minute: '2-digit',
  }).format(at);
}

/** A date and time on the reader's clock, with their zone: "Mar 2, 2026, 08:00 UTC". */
export function localDateTimeWithZone(at: Date, language: string): string {
  return dateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}
