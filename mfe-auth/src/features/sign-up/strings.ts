// The sign-up page's strings (keys `signUp.*` of the `auth` namespace), registered when its chunk loads:
// the sign-in page does not carry them.
import { registerAuthTexts, type Texts } from '../../i18n';

const en = {
  title: 'Create your account',
  subtitle: 'Join {{siteName}} in a minute.',
  submit: 'Create account',
  submitting: 'Creating account…',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  inviteChecking: 'Checking invite code…',
  inviteValid: 'Invite code accepted.',
  inviteInvalid: 'This invite code cannot be used.',
};

const zhCN: Texts<typeof en> = {
  title: '创建账号',
  subtitle: '一分钟加入{{siteName}}。',
  submit: '注册',
  submitting: '正在注册…',
  haveAccount: '已有账号？',
  signInLink: '去登录',
  inviteChecking: '正在检查邀请码…',
  inviteValid: '邀请码可用。',
  inviteInvalid: '该邀请码无法使用。',
};

/** Both languages, under their key in the namespace. */
export const signUpTexts = { en: { signUp: en }, 'zh-CN': { signUp: zhCN } };

registerAuthTexts(signUpTexts);
