// Registers the `wallet` namespace in both languages (idempotent: safe on every import).
import { registerTranslations } from '@portal/shared';
import { walletEn } from './en';
import { walletZhCN } from './zh-CN';

export const WALLET_NS = 'wallet';

export function registerWalletTranslations(): void {
  registerTranslations(WALLET_NS, { 'zh-CN': walletZhCN, en: walletEn });
}
