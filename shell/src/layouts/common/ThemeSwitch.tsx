// A compact theme picker for the top bars, beside the language: the system's (the default), light or
// dark, applied at once and remembered on this device (shared/src/ui/theme/theme-mode.ts).
import styled from 'styled-components';
import { THEME_PREFERENCES, useThemeMode, useT, type ThemePreference } from '@portal/shared';
import { Select } from './LanguageSwitch';

const isPreference = (value: string): value is ThemePreference =>
  (THEME_PREFERENCES as readonly string[]).includes(value);

const ThemeSelect = styled(Select)`
  max-width: 9.5em;
`;

export function ThemeSwitch() {
  const { t } = useT('shell');
  const { preference, setPreference } = useThemeMode();
  return (
    <ThemeSelect
      aria-label={t('layout.theme')}
      value={preference}
      onChange={(event) => {
        if (isPreference(event.target.value)) setPreference(event.target.value);
      }}
    >
      {THEME_PREFERENCES.map((value) => (
        <option key={value} value={value}>
          {t(`common:theme.${value}`)}
        </option>
      ))}
    </ThemeSelect>
  );
}
