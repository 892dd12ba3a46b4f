// The app frame keeps the `portal_prefs` cookie up to date with the reader's language, theme and time zone,
// so that the server renders their signed-in pages as this browser would (docs/adr/0011). Only the
// documents of /user pages carry it (Path=/user); it is not a credential and says nothing about who reads.
import { useEffect } from 'react';
import { useT, useThemeMode } from '@portal/shared';
import { PREFERENCES_COOKIE, serializePreferences } from '@portal/shared/contract';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function useRememberPagePreferences(): void {
  const { i18n } = useT('shell');
  const { mode } = useThemeMode();
  const language = i18n.language;
  useEffect(() => {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const lang = language === 'zh-CN' ? 'zh-CN' : 'en';
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${PREFERENCES_COOKIE}=${serializePreferences({ lang, theme: mode, tz })}; path=/user; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
  }, [language, mode]);
}
