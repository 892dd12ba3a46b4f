// /settings: language and theme, applied at once and remembered on this device.
import {
  LANGUAGES,
  isLanguage,
  setLanguage,
  THEME_PREFERENCES,
  useThemeMode,
  useT,
  PageColumn,
  PageHeader,
} from '@portal/shared';
import { ChoiceGroup } from '../common/ChoiceGroup';
import { Section, SectionGrid } from '../common/Section';

export default function SettingsPage() {
  const { t, i18n } = useT('shell');
  const { preference, setPreference } = useThemeMode();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <PageColumn>
      <PageHeader title={t('settings.title')} intro={t('settings.intro')} />
      <SectionGrid>
        <Section title={t('settings.language')}>
          <ChoiceGroup
            legend={t('settings.language')}
            hideLegend
            value={language}
            options={LANGUAGES.map((value) => ({ value, label: t(`common:language.${value}`), lang: value }))}
            onChange={(value) => void setLanguage(value)}
          />
        </Section>
        <Section title={t('settings.theme')}>
          <ChoiceGroup
            legend={t('settings.theme')}
            hideLegend
            value={preference}
            options={THEME_PREFERENCES.map((value) => ({ value, label: t(`common:theme.${value}`) }))}
            onChange={setPreference}
          />
        </Section>
      </SectionGrid>
    </PageColumn>
  );
}
