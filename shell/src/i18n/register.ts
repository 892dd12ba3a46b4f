// Registers the `shell` namespace with the portal's shared i18n instance (imported once at start).
import { registerTranslations } from '@portal/shared';
import { shellEn } from './en';
import { shellZhCN } from './zh-CN';

export const SHELL_NAMESPACE = 'shell';

registerTranslations(SHELL_NAMESPACE, { 'zh-CN': shellZhCN, en: shellEn });
