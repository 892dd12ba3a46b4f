// Registers the `shell` namespace with the portal's shared i18n instance (imported once at start).
import { registerTranslations, type TranslationResources } from '@portal/shared';
import { shellEn } from './en';
import { shellZhCN } from './zh-CN';

export type { Widen } from './en';

const SHELL_NAMESPACE = 'shell';

registerTranslations(SHELL_NAMESPACE, { 'zh-CN': shellZhCN, en: shellEn });

/**
 * Strings a lazily loaded shell page brings with it, merged into the `shell` namespace when its chunk
 * loads (before it renders), so the portal's first load does not carry every page's text.
 */
export function registerShellStrings(resources: TranslationResources): void {
  registerTranslations(SHELL_NAMESPACE, resources);
}
