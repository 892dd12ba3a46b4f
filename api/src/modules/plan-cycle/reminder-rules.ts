// Pure rules of reminders: which plan-ending reminder is due, whether a queued reminder still says
// something true when its turn comes, and which channels the customer wants it on.
import type { NotificationSettings } from '@portal/shared/contract';
import type { UserNoticeKind } from '../../db/schema';

const DAY_MS = 24 * 3600 * 1000;

/** The plan ends within 3 days: the 3-day reminder; within 1 day: the 1-day one (a short plan may get only that). */
export function expiryReminderDue(planEndsAt: Date, now: Date): 'expiry_3d' | 'expiry_1d' | null {
  const left = planEndsAt.getTime() - now.getTime();
  if (left <= 0 || left > 3 * DAY_MS) return null;
  return left <= DAY_MS ? 'expiry_1d' : 'expiry_3d';
}

export interface ServiceNow {
  levelExpireAt: Date;
  trafficPeriodStart: Date | null;
}

/**
 * Whether a queued reminder is still true: a traffic reminder while its period runs (a reset or a new plan
 * ends it), a plan-ending one while the plan still ends then and has not yet (a renewal moves the end).
 */
export function stillTrue(notice: { kind: UserNoticeKind; subjectAt: Date }, service: ServiceNow, now: Date): boolean {
  if (notice.kind === 'traffic_80' || notice.kind === 'traffic_100') {
    return (service.trafficPeriodStart?.getTime() ?? 0) === notice.subjectAt.getTime();
  }
  return service.levelExpireAt.getTime() === notice.subjectAt.getTime() && notice.subjectAt.getTime() > now.getTime();
}

export function wantsChannel(kind: UserNoticeKind, settings: NotificationSettings, channel: 'email' | 'telegram') {
  const traffic = kind === 'traffic_80' || kind === 'traffic_100';
  if (channel === 'email') return traffic ? settings.traffic_email : settings.expiry_email;
  return traffic ? settings.traffic_telegram : settings.expiry_telegram;
}
