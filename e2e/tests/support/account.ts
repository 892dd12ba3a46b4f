// Helpers of the account journey: TOTP codes computed from the enrolment secret (as an authenticator
// app does), the admin's announcement post, and the texts of the account pages in both languages.
import { TOTP, Secret } from 'otpauth';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, expectJson } from './api';

export const ACCOUNT_TEXT = {
  myAccount: /^(my account|我的账户)$/i,
  security: /^(security|安全)$/i,
  twoFaCodeStep: /^(2\. code the app shows|2\. 应用中显示的验证码)$/i,
  turnOn: /^(turn on|开启)$/i,
  download: /^(download|下载)$/i,
  saved: /^(i have saved them|我已保存)$/i,
  twoFaCode: /^\s*(two-factor code|两步验证码)\s*$/i,
  useRecovery: /^(use a recovery code instead|改用恢复码)$/i,
  recoveryCode: /^\s*(recovery code|恢复码)\s*$/i,
  codeRefused: /not right or was already used|不正确或已被使用/i,
  currentPassword: /^(current password|当前密码)$/i,
  newPassword: /^(new password|新密码)$/i,
  newPasswordAgain: /^(new password again|再次输入新密码)$/i,
  changePassword: /^(change password|修改密码)$/i,
  passwordChanged: /every other device has been signed out|其他所有设备都已退出登录/i,
  name: /^(name|名称)$/i,
  saveName: /^(save name|保存名称)$/i,
} as const;

/** The TOTP code of `secret` at `timestamp` (default: now), as an authenticator app shows it. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp,
  });
}

/** The enrolment secret shown as text on the security page (grouped by four). */
export async function shownSecret(page: Page): Promise<string> {
  return ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
}

/** POST /api/v2/admin_api/announcement?ann_type with a text/plain Markdown body, as an admin. */
export async function postAnnouncement(
  request: APIRequestContext,
  adminToken: string,
  annType: 'index_ann' | 'pop_up_ann',
  markdown: string,
): Promise<void> {
  await expectJson(
    await request.post(`/api/v2/admin_api/announcement?ann_type=${annType}`, {
      headers: { ...bearer(adminToken), 'content-type': 'text/plain; charset=utf-8' },
      data: markdown,
    }),
  );
}
