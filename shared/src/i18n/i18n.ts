// One i18next instance for the whole portal (shared singleton). Languages: zh-CN and en, detected
// from the browser, switchable, remembered in localStorage `portal_language`; <html lang> follows.
import { createInstance, type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { commonEn } from './common-en';
import { commonZhCN } from './common-zh-CN';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'portal_language';
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The first browser preference we support: any Chinese → zh-CN, any English → en; else en. */
export function languageFromBrowser(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const lower = tag.toLowerCase();
    if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
    if (lower === 'en' || lower.startsWith('en-')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}

export function detectLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  const preferences = navigator.languages?.length ? navigator.languages : [navigator.language];
  return languageFromBrowser(preferences.filter(Boolean));
}

export const i18n = createInstance();

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', syncDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { common: commonZhCN }, en: { common: commonEn } } satisfies Resource,
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  ns: ['common'],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** Switches the language of every app and remembers it. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, but still switched for this page.
  }
  await i18n.changeLanguage(language);
}

export type TranslationResources = Record<Language, Record<string, unknown>>;

/** Adds (or extends) a namespace in both languages; safe to call any number of times. */
export function registerTranslations(namespace: string, resources: TranslationResources): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

/** react-i18next's useTranslation for one namespace of the portal's instance. */
export function useT(namespace: string = 'common') {
  return useTranslation(namespace, { i18n });
}
