// The two-factor step's strings (keys `twoFa.*` of the `auth` namespace), registered when its chunk
// loads: the sign-in page carries them only once the server has asked for a code.
import { registerAuthTexts, type Texts } from '../../i18n';

const en = {
  label: 'Two-factor code',
  hint: 'Enter the 6-digit code from your authenticator app.',
  recoveryLabel: 'Recovery code',
  recoveryHint:
    'One of the codes you saved when you turned on two-factor authentication, such as abcde-fgh23. Each works once.',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use the code from my app instead',
  codeInvalid: 'Enter the 6-digit code, or a recovery code such as abcde-fgh23.',
};

const zhCN: Texts<typeof en> = {
  label: '两步验证码',
  hint: '请输入身份验证器应用中的 6 位验证码。',
  recoveryLabel: '恢复码',
  recoveryHint: '开启两步验证时您保存的恢复码之一，例如 abcde-fgh23。每个恢复码只能使用一次。',
  useRecovery: '改用恢复码',
  useApp: '改用应用中的验证码',
  codeInvalid: '请输入 6 位验证码，或恢复码（例如 abcde-fgh23）。',
};

/** Both languages, under their key in the namespace. */
export const twoFaTexts = { en: { twoFa: en }, 'zh-CN': { twoFa: zhCN } };

registerAuthTexts(twoFaTexts);
