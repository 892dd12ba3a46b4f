// Security notices, in Simplified Chinese and English in one message (the server does not know the
// reader's language). Each says what happened, when, from where, and what to do if it was not the reader.

export type SecurityNotice =
  | 'new_device_sign_in'
  | 'password_changed'
  | 'password_reset'
  | 'email_change_requested'
  | 'email_changed'
  | 'email_replaced_by_admin'
  | 'two_fa_enabled'
  | 'two_fa_disabled'
  | 'recovery_codes_regenerated'
  | 'recovery_code_used'
  | 'other_sessions_revoked'
  | 'telegram_linked'
  | 'telegram_unlinked';

export interface NoticeFacts {
  /** When, as an ISO timestamp (UTC). */
  at: string;
  ip: string;
  country: string | null;
  /** "Chrome 131 on Windows 10", or null when unknown. */
  device: string | null;
  oldEmail?: string;
  newEmail?: string;
  /** Recovery codes still unused (recovery_code_used). */
  codesLeft?: number;
}

const TEXT: Record<SecurityNotice, { zh: (f: NoticeFacts) => string; en: (f: NoticeFacts) => string }> = {
  new_device_sign_in: {
    zh: () => '您的账户刚刚在一个新的设备或地点登录。',
    en: () => 'Your account was just signed in to from a new device or place.',
  },
  password_changed: {
    zh: () => '您的账户密码已更改，其他设备上的登录已全部退出。',
    en: () => 'The password of your account was changed, and every other session was signed out.',
  },
  password_reset: {
    zh: () => '您的账户密码已通过邮箱验证码重置，所有设备上的登录已全部退出。',
    en: () => 'The password of your account was reset with an emailed code, and every session was signed out.',
  },
  email_change_requested: {
    zh: (f) => `有人请求将您账户的登录邮箱改为 ${f.newEmail}。在新邮箱确认之前，什么都不会改变。`,
    en: (f) =>
      `Someone asked to change the sign-in email of your account to ${f.newEmail}. Nothing changes until the new address confirms it.`,
  },
  email_changed: {
    zh: (f) => `您账户的登录邮箱已从 ${f.oldEmail} 改为 ${f.newEmail}，其他设备上的登录已全部退出。`,
    en: (f) =>
      `The sign-in email of your account was changed from ${f.oldEmail} to ${f.newEmail}, and every other session was signed out.`,
  },
  email_replaced_by_admin: {
    zh: (f) => `应您的请求，客服已将您账户的登录邮箱从 ${f.oldEmail} 改为 ${f.newEmail}，所有登录已退出。`,
    en: (f) =>
      `At your request, support changed the sign-in email of your account from ${f.oldEmail} to ${f.newEmail}; every session was signed out.`,
  },
  two_fa_enabled: {
    zh: () => '您的账户已开启两步验证。',
    en: () => 'Two-factor authentication was turned on for your account.',
  },
  two_fa_disabled: {
    zh: () => '您的账户已关闭两步验证。',
    en: () => 'Two-factor authentication was turned off for your account.',
  },
  recovery_codes_regenerated: {
    zh: () => '您的两步验证恢复码已重新生成，旧的恢复码已失效。',
    en: () => 'New two-factor recovery codes were generated; the old ones no longer work.',
  },
  recovery_code_used: {
    zh: (f) => `您的账户使用了一个恢复码登录，剩余 ${f.codesLeft ?? 0} 个未使用的恢复码。`,
    en: (f) => `A recovery code was used to sign in to your account; ${f.codesLeft ?? 0} unused codes are left.`,
  },
  other_sessions_revoked: {
    zh: () => '您账户在其他设备上的登录已全部退出。',
    en: () => 'Every other session of your account was signed out.',
  },
  telegram_linked: {
    zh: () => '您的账户已绑定一个 Telegram 账号。',
    en: () => 'A Telegram account was linked to your account.',
  },
  telegram_unlinked: {
    zh: () => '您的账户已解除与 Telegram 的绑定。',
    en: () => 'Telegram was unlinked from your account.',
  },
};

const SUBJECT: Record<SecurityNotice, { zh: string; en: string }> = {
  new_device_sign_in: { zh: '新设备登录提醒', en: 'New sign-in to your account' },
  password_changed: { zh: '密码已更改', en: 'Your password was changed' },
  password_reset: { zh: '密码已重置', en: 'Your password was reset' },
  email_change_requested: { zh: '更换邮箱请求', en: 'Email change requested' },
  email_changed: { zh: '登录邮箱已更改', en: 'Your sign-in email was changed' },
  email_replaced_by_admin: { zh: '登录邮箱已更改', en: 'Your sign-in email was changed' },
  two_fa_enabled: { zh: '两步验证已开启', en: 'Two-factor authentication is on' },
  two_fa_disabled: { zh: '两步验证已关闭', en: 'Two-factor authentication is off' },
  recovery_codes_regenerated: { zh: '恢复码已重新生成', en: 'New recovery codes' },
  recovery_code_used: { zh: '恢复码已使用', en: 'A recovery code was used' },
  other_sessions_revoked: { zh: '其他设备已退出登录', en: 'Other sessions signed out' },
  telegram_linked: { zh: 'Telegram 已绑定', en: 'Telegram linked' },
  telegram_unlinked: { zh: 'Telegram 已解绑', en: 'Telegram unlinked' },
};

export function securityNoticeMessage(siteName: string, notice: SecurityNotice, facts: NoticeFacts) {
  const text = TEXT[notice];
  const place = facts.country ? `${facts.ip} (${facts.country})` : facts.ip;
  const device = facts.device ?? '—';
  return {
    kind: `security notice (${notice})`,
    subject: `${siteName} ${SUBJECT[notice].zh} / ${SUBJECT[notice].en}`,
    text: [
      text.zh(facts),
      `时间：${facts.at}（UTC） IP：${place} 设备：${device}`,
      '如果这不是您本人的操作，请立即修改密码并检查账户的登录设备。',
      '',
      text.en(facts),
      `When: ${facts.at} (UTC)   IP: ${place}   Device: ${device}`,
      'If this was not you, change your password now and check the sessions signed in to your account.',
      '',
      `— ${siteName}`,
    ].join('\n'),
  };
}
