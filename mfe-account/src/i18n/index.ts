// Registers the `account` namespace in both languages (idempotent: safe on every import).
import { registerTranslations } from '@portal/shared';
import { accountEn } from './en';
import { accountZhCN } from './zh-CN';

export const ACCOUNT_NS = 'account';

export function registerAccountTranslations(): void {
  registerTranslations(ACCOUNT_NS, { 'zh-CN': accountZhCN, en: accountEn });
}
