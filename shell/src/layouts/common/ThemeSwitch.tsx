// A compact theme picker for the top bars, beside the language: the system's (the default), light or
// dark, applied at once and remembered on this device (shared/src/ui/theme/theme-mode.ts).
import { THEME_PREFERENCES, useThemeMode, useT, type ThemePreference } from '@portal/shared';
import { Select } from './LanguageSwitch';

const isPreference = (value: string): value is ThemePreference =>
  (THEME_PREFERENCES as readonly string[]).includes(value);

export function ThemeSwitch() {
  const { t } = useT('shell');
  const { preference, setPreference } = useThemeMode();
  return (
    <Select
      aria-label={t('layout.theme')}
      value={preference}
      onChange={(event) => {
        if (isPreference(event.target.value)) setPreference(event.target.value);
      }}
    >
      {THEME_PREFERENCES.map((value) => (
        <option key={value} value={value}>
          {/* The bar is narrow on phones: "System" there, "Follow system" in Settings. */}
          {value === 'system' ? t('layout.themeSystem') : t(`common:theme.${value}`)}
        </option>
      ))}
    </Select>
  );
}
