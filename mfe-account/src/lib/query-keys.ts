// React-query keys of the account remote, in one place so mutations invalidate exactly what they change.
import type { AnnType } from '@portal/shared/contract';

export const accountKeys = {
  all: ['account'] as const,
  overview: () => [...accountKeys.all, 'me'] as const,
  security: () => [...accountKeys.all, 'security'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  telegram: () => [...accountKeys.all, 'telegram'] as const,
  reminders: () => [...accountKeys.all, 'reminders'] as const,
  activity: (page: number, size: number) => [...accountKeys.all, 'activity', { page, size }] as const,
  loginIpLog: () => [...accountKeys.all, 'login-ip-log'] as const,
  refreshLog: () => [...accountKeys.all, 'refresh-log'] as const,
  announcements: () => ['announcements'] as const,
  announcementPage: (type: AnnType | null, page: number, size: number) =>
    [...accountKeys.announcements(), { type, page, size }] as const,
};
