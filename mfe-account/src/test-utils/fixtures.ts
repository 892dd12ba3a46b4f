// Contract-shaped answers of the account API for tests.
import { ApiError } from '@portal/shared';
import type { AccountActivityItem, AccountSession, AnnouncementItem, LoginIpLogItem } from '@portal/shared/contract';
import { CUSTOMER_ID } from '@portal/shared/test/render-route';

export const ok = <T>(result: T, message = 'OK') => ({ is_success: true, message, result });

export function overview(overrides: Record<string, unknown> = {}) {
  return {
    user_id: CUSTOMER_ID,
    user_new_id: '5f0c6a8e-7b61-4d5e-9a3c-2b7d4f1e8a90',
    email: 'ann@example.com',
    user_name: 'ann',
    created_at: '2025-01-05T08:00:00.000Z',
    last_login: '2026-03-01T09:30:00.000Z',
    is_verified: true,
    telegram_linked: false,
    two_fa_enabled: false,
    email_notification: true,
    pending_email: null,
    plan: { name: 'Pro monthly', level: 2, expires_at: '2026-12-31T00:00:00.000Z' },
    previous_sign_in: {
      at: '2026-02-27T21:15:00.000Z',
      ip: '114.114.114.114',
      country: 'CN',
      browser: 'Safari 17',
      os: 'iOS 17.4',
      device_type: 'mobile',
    },
    ...overrides,
  };
}

/** Tokens as the account calls answer them (the session test double never checks signatures). */
export const TOKENS = { access_token: 'new-access-token', refresh_token: 'new-refresh-token' };

export function session(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    session_id: '8f14e45f-ceea-4e6b-9a1d-2b6f1c0a9c11',
    created_at: '2026-03-01T09:30:00.000Z',
    last_used_at: '2026-03-02T10:00:00.000Z',
    expires_at: '2026-03-03T10:00:00.000Z',
    ip: '8.8.8.8',
    country: 'US',
    browser: 'Chrome 131',
    os: 'Windows 10',
    device_type: 'desktop',
    is_remember_me: false,
    is_current: false,
    ...overrides,
  };
}

export function activity(overrides: Partial<AccountActivityItem> = {}): AccountActivityItem {
  return {
    activity_id: 1,
    activity_type: 'sign_in',
    description: 'Signed in',
    timestamp: '2026-03-01T09:30:00.000Z',
    ip_address: '8.8.8.8',
    country: 'US',
    browser: 'Chrome 131',
    os: 'Windows 10',
    device_type: 'desktop',
    detail: {},
    ...overrides,
  };
}

export function loginRow(overrides: Partial<LoginIpLogItem> = {}): LoginIpLogItem {
  return {
    id: null,
    user_id: CUSTOMER_ID,
    login_ip: '8.8.8.8',
    created_at: '2026-03-01T09:30:00.000Z',
    is_login: true,
    log_id: 1,
    kind: 'login',
    country: 'US',
    user_agent: 'Mozilla/5.0',
    browser: 'Chrome 131',
    os: 'Windows 10',
    device_type: 'desktop',
    ...overrides,
  };
}

export function announcement(overrides: Partial<AnnouncementItem> = {}): AnnouncementItem {
  return {
    id: 1,
    ann_type: 'index_ann',
    markdown_text: 'Hello **everyone**',
    created_at: '2026-03-01T09:30:00.000Z',
    is_read: true,
    ...overrides,
  };
}

export function httpError(status: number, code?: string, message = 'Request failed'): ApiError {
  return new ApiError({ kind: 'http', status, message, serverMessage: true, ...(code ? { code } : {}) });
}
