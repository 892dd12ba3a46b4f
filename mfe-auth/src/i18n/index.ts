// The auth remote's i18n namespace, registered once when ./routes (or the standalone app) loads.
import { registerTranslations, type TranslationResources } from '@portal/shared';
import { en } from './en';
import { zhCN } from './zh-CN';

export type { Texts } from './en';

export const AUTH_NS = 'auth';

export function registerAuthTranslations(): void {
  registerTranslations(AUTH_NS, { 'zh-CN': zhCN, en });
}

/**
 * Strings only one page uses, merged into the `auth` namespace when that page's chunk loads (before it
 * renders), so the sign-in page does not carry the others' text.
 */
export function registerAuthTexts(resources: TranslationResources): void {
  registerTranslations(AUTH_NS, resources);
}
