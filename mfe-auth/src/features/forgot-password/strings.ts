// The password-reset page's strings (keys `forgot.*` of the `auth` namespace), registered when its chunk
// loads: the sign-in page does not carry them.
import { registerAuthTexts, type Texts } from '../../i18n';

const en = {
  title: 'Reset your password',
  subtitle: 'We will email you a code to set a new password.',
  submit: 'Reset password',
  submitting: 'Resetting…',
  successTitle: 'Password changed',
  successBody: 'Sign in with your new password. Every other session has been signed out.',
  backToSignIn: 'Back to sign in',
  remembered: 'Remembered it?',
  signInLink: 'Sign in',
};

const zhCN: Texts<typeof en> = {
  title: '重置密码',
  subtitle: '我们会向您的邮箱发送验证码，用于设置新密码。',
  submit: '重置密码',
  submitting: '正在重置…',
  successTitle: '密码已修改',
  successBody: '请使用新密码登录。其他设备上的登录已全部退出。',
  backToSignIn: '返回登录',
  remembered: '想起密码了？',
  signInLink: '去登录',
};

/** Both languages, under their key in the namespace. */
export const forgotTexts = { en: { forgot: en }, 'zh-CN': { forgot: zhCN } };

registerAuthTexts(forgotTexts);
