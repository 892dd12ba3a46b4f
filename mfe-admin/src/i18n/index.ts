// Registers the `admin` namespace in both languages (idempotent: safe on every import).
import { registerTranslations } from '@portal/shared';
import { adminEn } from './en';
import { adminZhCN } from './zh-CN';

const ADMIN_NS = 'admin';

export function registerAdminTranslations(): void {
  registerTranslations(ADMIN_NS, { 'zh-CN': adminZhCN, en: adminEn });
}
