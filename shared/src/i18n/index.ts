export {
  i18n,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  setLanguage,
  registerTranslations,
  useT,
  detectLanguage,
  languageFromBrowser,
  isLanguage,
  type Language,
  type TranslationResources,
} from './i18n';
export { describeError } from './describe-error';
export type { CommonStrings } from './common-en';
