// /test-page/test4: toasts in the four message tones, next to alerts in the same colours.
import { Alert, Button, Stack, toast, useT, type Tone } from '@portal/shared';
import { PageHeader } from '../common/PageHeader';
import { Section, SectionGrid } from '../common/Section';
import './strings';

const TONES: readonly Tone[] = ['error', 'success', 'warning', 'info'];

export default function Test4ToastsPage() {
  const { t, i18n } = useT('shell');
  const toneName = (tone: Tone) => t(`tests.test4.toneNames.${tone}`);
  return (
    <>
      <PageHeader title={t('tests.test4.title')} intro={t('tests.test4.intro')} />
      <SectionGrid>
        <Section title={t('tests.test4.toasts')}>
          <Stack direction="row" gap={1} wrap>
            {TONES.map((tone) => (
              <Button
                key={tone}
                variant={tone === 'error' ? 'danger' : 'secondary'}
                onClick={() =>
                  toast({
                    tone,
                    title: t('tests.test4.toastTitle', { tone: toneName(tone) }),
                    description: t('tests.test4.toastBody', { time: new Date().toLocaleTimeString(i18n.language) }),
                  })
                }
              >
                {t('tests.test4.show', { tone: toneName(tone) })}
              </Button>
            ))}
          </Stack>
        </Section>
        <Section title={t('tests.test4.alerts')}>
          <Stack gap={1}>
            {TONES.map((tone) => (
              <Alert key={tone} tone={tone} title={t('tests.test4.alertTitle', { tone: toneName(tone) })}>
                {t('tests.test4.alertBody', { tone: toneName(tone) })}
              </Alert>
            ))}
          </Stack>
        </Section>
      </SectionGrid>
    </>
  );
}
