// A compact language picker for the top bars: switches every app at once and is remembered.
import styled from 'styled-components';
import { LANGUAGES, isLanguage, setLanguage, useT } from '@portal/shared';

/** The top bars' compact select (the theme picker wears it too). */
export const Select = styled.select`
  min-height: 36px;
  padding: 0 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
`;

export function LanguageSwitch() {
  const { t, i18n } = useT('shell');
  return (
    <Select
      aria-label={t('layout.language')}
      value={i18n.language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void setLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`common:language.${language}`)}
        </option>
      ))}
    </Select>
  );
}
