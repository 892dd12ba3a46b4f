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
  return { subject, text };
}
