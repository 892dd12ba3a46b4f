// Mail texts, in Simplified Chinese and English in one message (the server does not know the reader's language).
import type { EmailCodePurpose } from '../../db/schema';

const PURPOSE_TEXT: Record<EmailCodePurpose, { zh: string; en: string }> = {
  register: { zh: '注册账户', en: 'create your account' },
  forgot_password: { zh: '重置密码', en: 'reset your password' },
  change_email: { zh: '确认新的邮箱地址', en: 'confirm your new email address' },
};

const CODE_SUBJECT: Record<EmailCodePurpose, { zh: string; en: string }> = {
  register: { zh: '注册验证码', en: 'Sign-up code' },
  forgot_password: { zh: '重置密码验证码', en: 'Password reset code' },
  change_email: { zh: '更换邮箱验证码', en: 'Email change code' },
};

/** What each code mail is, for the log (which never carries the subject: it holds the code). */
const CODE_KIND: Record<EmailCodePurpose, string> = {
  register: 'sign-up code',
  forgot_password: 'password reset code',
  change_email: 'email change code',
};

export function emailCodeMessage(siteName: string, purpose: EmailCodePurpose, code: string, minutes: number) {
  const p = PURPOSE_TEXT[purpose];
  const subject = `${siteName} ${CODE_SUBJECT[purpose].zh} / ${CODE_SUBJECT[purpose].en}: ${code}`;
  const text = [
    `您的验证码是 ${code}，用于${p.zh}，${minutes} 分钟内有效。如果这不是您本人的操作，请忽略此邮件。`,
    '',
    `Your code is ${code}. Use it to ${p.en} within ${minutes} minutes. If you did not ask for it, ignore this message.`,
    '',
    `— ${siteName}`,
  ].join('\n');
  return { subject, text, kind: CODE_KIND[purpose] };
}

/** The mail sent when a plan set to renew itself could not be renewed: the wallet is short of its price. */
export function renewalShortMessage(
  siteName: string,
  renewal: { plan: string; price: string; balance: string; currency: string; expiresAt: Date },
) {
  const when = renewal.expiresAt.toISOString().replace('T', ' ').slice(0, 16);
  return {
    kind: 'auto-renewal: balance short',
    subject: `${siteName} 自动续费未成功 / Your plan could not be renewed`,
    text: [
      `您的套餐「${renewal.plan}」已开启自动续费，但钱包余额（${renewal.balance} ${renewal.currency}）不足以支付续费价格（${renewal.price} ${renewal.currency}），本次未扣款、未续费。请在 ${when}（UTC）套餐到期前充值，系统会自动再次尝试续费。`,
      '',
      `Your plan "${renewal.plan}" is set to renew itself, but your wallet balance (${renewal.balance} ${renewal.currency}) is short of its price (${renewal.price} ${renewal.currency}), so nothing was charged and it was not renewed. Top up before it ends at ${when} UTC and the renewal is tried again.`,
      '',
      `— ${siteName}`,
    ].join('\n'),
  };
}
