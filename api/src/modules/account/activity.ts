// The account's activity log: one row per thing that happened to the account, written by the flow that
// did it. Descriptions are English sentences for API readers; the portal translates by type.
import type { ActivityType } from '@portal/shared/contract';
import type { Db, Tx } from '../../db/client';
import { accountActivity } from '../../db/schema';
import type { ClientInfo } from '../../http/client-info';

export type ActivityDetail = Record<string, string>;

export async function recordActivity(
  db: Db | Tx,
  userId: number,
  type: ActivityType,
  client: ClientInfo,
  detail: ActivityDetail = {},
): Promise<void> {
  await db.insert(accountActivity).values({ userId, type, ip: client.ip, userAgent: client.userAgent ?? null, detail });
}

const DESCRIPTIONS: Record<ActivityType, (detail: ActivityDetail) => string> = {
  signed_up: () => 'Account created',
  sign_in: (d) => (d.method === 'recovery_code' ? 'Signed in with a recovery code' : 'Signed in'),
  sign_in_failed: () => 'Sign-in failed: wrong password',
  two_fa_failed: () => 'Wrong two-factor code',
  recovery_code_used: () => 'A recovery code was used',
  password_changed: () => 'Password changed; other sessions were signed out',
  password_reset: () => 'Password reset by email; every session was signed out',
  email_change_requested: (d) => `Email change to ${d.new_email ?? 'a new address'} requested`,
  email_changed: (d) => `Email changed from ${d.old_email ?? '?'} to ${d.new_email ?? '?'}`,
  email_replaced_by_admin: (d) => `Email replaced by support: ${d.old_email ?? '?'} → ${d.new_email ?? '?'}`,
  profile_updated: (d) => `Name changed to ${d.user_name ?? '?'}`,
  two_fa_enabled: () => 'Two-factor authentication turned on',
  two_fa_disabled: () => 'Two-factor authentication turned off',
  recovery_codes_regenerated: () => 'New recovery codes generated',
  notifications_changed: (d) => `Email notifications turned ${d.enabled === 'true' ? 'on' : 'off'}`,
  session_revoked: () => 'A session was signed out',
  other_sessions_revoked: (d) => `Signed out ${d.count ?? 'all'} other session(s)`,
  telegram_linked: (d) => `Telegram linked${d.tg_username ? ` (@${d.tg_username})` : ''}`,
  telegram_unlinked: () => 'Telegram unlinked',
  reminders_changed: () => 'Reminder settings changed',
};

export function describeActivity(type: ActivityType, detail: ActivityDetail): string {
  return DESCRIPTIONS[type](detail);
}
