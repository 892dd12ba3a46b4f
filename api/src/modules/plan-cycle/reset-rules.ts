// When a plan's traffic resets (docs/adr/0017-devices-and-the-plans-life.md). A plan that resets does so
// at the start of a service day (00:00 UTC+8, the service's clock): monthly on the day of the month it was
// bought (the month's last day when the month is shorter: 31 Jan, 29 Feb, 31 Mar…), or every N days when
// the plan says so. Each reset is counted from the purchase, never from the previous reset, so short
// months do not pull the day earlier for good. Pure: callers pass the moments.
import { SERVICE_UTC_OFFSET_HOURS } from '../services/rules';

const OFFSET_MS = SERVICE_UTC_OFFSET_HOURS * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

export interface ResetSchedule {
  /** The purchase the schedule counts from. */
  anchor: Date;
  /** Every this many days; null = monthly on the anchor's day of the month. */
  everyDays: number | null;
}

/** The service-time calendar date of an instant. */
function serviceDate(at: Date): { year: number; month: number; day: number } {
  const shifted = new Date(at.getTime() + OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

/** The instant a service day begins (month may overflow: Date.UTC carries it into the year). */
function serviceDayStart(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - OFFSET_MS);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The n-th reset of a schedule (n ≥ 1). */
export function nthReset(schedule: ResetSchedule, n: number): Date {
  const { year, month, day } = serviceDate(schedule.anchor);
  if (schedule.everyDays !== null) return serviceDayStart(year, month, day + n * schedule.everyDays);
  return serviceDayStart(year, month + n, Math.min(day, daysInMonth(year, month + n)));
}

/** The first reset strictly after `after`. */
export function nextReset(schedule: ResetSchedule, after: Date): Date {
  const from = serviceDate(schedule.anchor);
  const to = serviceDate(after);
  // A guess at most one step short, then forward to the first reset past `after`.
  const elapsed =
    schedule.everyDays === null
      ? (to.year - from.year) * 12 + (to.month - from.month)
      : Math.floor(
          (Date.UTC(to.year, to.month, to.day) - Date.UTC(from.year, from.month, from.day)) /
            (schedule.everyDays * DAY_MS),
        );
  let n = Math.max(1, elapsed - 1);
  while (nthReset(schedule, n).getTime() <= after.getTime()) n += 1;
  return nthReset(schedule, n);
}

/** The next reset after `after`, or null when the plan has ended by then (nothing left to reset). */
export function nextResetWithin(schedule: ResetSchedule, after: Date, planEndsAt: Date): Date | null {
  const next = nextReset(schedule, after);
  return next.getTime() < planEndsAt.getTime() ? next : null;
}

/** What a plan says about resets: `is_auto_reset_bandwidth` and its interval in days (null = monthly). */
export function scheduleOf(
  plan: { isAutoResetBandwidth: boolean; resetDays: number | null },
  anchor: Date,
): ResetSchedule | null {
  if (!plan.isAutoResetBandwidth) return null;
  return { anchor, everyDays: plan.resetDays !== null && plan.resetDays > 0 ? plan.resetDays : null };
}
