// The auth remote's i18n namespace, registered once when ./routes (or the standalone app) loads.
import { registerTranslations } from '@portal/shared';
import { en } from './en';
import { zhCN } from './zh-CN';

export const AUTH_NS = 'auth';

export function registerAuthTranslations(): void {
  registerTranslations(AUTH_NS, { 'zh-CN': zhCN, en });
}
