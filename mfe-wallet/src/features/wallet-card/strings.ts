// The wallet card's own texts (namespace `walletCard`), registered by ./widgets: the dashboard loads the
// card without the wallet pages' strings.
import { registerTranslations } from '@portal/shared';

const walletCardEn = {
  title: 'Wallet',
  loading: 'Loading your balance…',
  loadFailed: 'Your balance could not be loaded.',
  balance: 'Balance',
  commission: 'Invite commission: {{amount}}',
  topUp: 'Top up',
  open: 'Open wallet',
};

type WalletCardStrings = typeof walletCardEn;

const walletCardZhCN: WalletCardStrings = {
  title: '钱包',
  loading: '正在加载您的余额…',
  loadFailed: '无法加载您的余额。',
  balance: '余额',
  commission: '邀请佣金：{{amount}}',
  topUp: '充值',
  open: '打开钱包',
};

export const WALLET_CARD_NS = 'walletCard';

export const walletCardStrings = { en: walletCardEn, 'zh-CN': walletCardZhCN };

export function registerWalletCardTranslations(): void {
  registerTranslations(WALLET_CARD_NS, walletCardStrings);
}
