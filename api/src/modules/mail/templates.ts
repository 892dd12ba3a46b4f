// Mail texts, in Simplified Chinese and English in one message (the server does not know the reader's language).
import type { EmailCodePurpose } from '../../db/schema';

const PURPOSE_TEXT: Record<EmailCodePurpose, { zh: string; en: string }> = {
  register: { zh: '注册账户', en: 'create your account' },
  forgot_password: { zh: '重置密码', en: 'reset your password' },
};

export function emailCodeMessage(siteName: string, purpose: EmailCodePurpose, code: string, minutes: number) {
  const p = PURPOSE_TEXT[purpose];
  const subject =
    purpose === 'register'
      ? `${siteName} 注册验证码 / Sign-up code: ${code}`
      : `${siteName} 重置密码验证码 / Password reset code: ${code}`;
  const text = [
    `您的验证码是 ${code}，用于${p.zh}，${minutes} 分钟内有效。如果这不是您本人的操作，请忽略此邮件。`,
    '',
    `Your code is ${code}. Use it to ${p.en} within ${minutes} minutes. If you did not ask for it, ignore this message.`,
    '',
    `— ${siteName}`,
  ].join('\n');
  return { subject, text, kind: purpose === 'register' ? 'sign-up code' : 'password reset code' };
}
