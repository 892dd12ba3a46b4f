// The standalone dev page's strings (keys `standalone.*` of the `auth` namespace): only that page
// (src/standalone.tsx) loads them.
import { registerAuthTexts, type Texts } from '../i18n';

const en = {
  title: 'Auth pages (standalone)',
  outside: 'The page {{path}} belongs to another part of the portal.',
  signedIn: 'You are signed in. In the full portal you would now see your dashboard.',
  toSignIn: 'Go to sign in',
  signOut: 'Sign out',
  language: 'Language',
};

const zhCN: Texts<typeof en> = {
  title: '认证页面（独立运行）',
  outside: '页面 {{path}} 属于门户的其他部分。',
  signedIn: '您已登录。在完整门户中，此时会显示控制台。',
  toSignIn: '前往登录',
  signOut: '退出登录',
  language: '语言',
};

/** Both languages, under their key in the namespace. */
export const standaloneTexts = { en: { standalone: en }, 'zh-CN': { standalone: zhCN } };

registerAuthTexts(standaloneTexts);
