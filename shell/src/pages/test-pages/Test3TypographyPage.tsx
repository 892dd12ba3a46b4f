// /test-page/test3: the type scale on web-site-layout1.
import styled from 'styled-components';
import { Heading, Text, useT } from '@portal/shared';
import { PageHeader } from '../common/PageHeader';
import { Section } from '../common/Section';
import './strings';

const SIZES = ['xs', 'sm', 'md', 'lg'] as const;
const WEIGHTS = ['regular', 'medium', 'bold'] as const;
const TONES = ['default', 'muted', 'error', 'success', 'warning', 'info'] as const;

const Code = styled.pre`
  margin: 0;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-x: auto;
`;

export default function Test3TypographyPage() {
  const { t } = useT('shell');
  return (
    <>
      <PageHeader title={t('tests.test3.title')} intro={t('tests.test3.intro')} />
      <div style={{ display: 'grid', gap: 24 }}>
        <Section title={t('tests.test3.headings')}>
          {/* Levels 3 and 4 only: the page's outline keeps h1 (title) and h2 (sections). */}
          {([3, 4] as const).map((level) => (
            <Heading key={level} level={level}>
              {t('tests.test3.headingSample', { level })}
            </Heading>
          ))}
        </Section>
        <Section title={t('tests.test3.sizes')}>
          {SIZES.map((size) => (
            <Text key={size} size={size}>
              {t('tests.test3.sizeSample', { size })}
            </Text>
          ))}
        </Section>
        <Section title={t('tests.test3.weights')}>
          {WEIGHTS.map((weight) => (
            <Text key={weight} weight={weight}>
              {t('tests.test3.weightSample', { weight })}
            </Text>
          ))}
        </Section>
        <Section title={t('tests.test3.tones')}>
          {TONES.map((tone) => (
            <Text key={tone} tone={tone}>
              {t('tests.test3.toneSample', { tone })}
            </Text>
          ))}
        </Section>
        <Section title={t('tests.test3.paragraph')}>
          <Text>{t('tests.test3.paragraphSample')}</Text>
        </Section>
        <Section title={t('tests.test3.code')}>
          <Code>{'const portal = { spec: "docs/product.md", breakpoints: [600, 960, 1280, 1920, 2560] };'}</Code>
        </Section>
      </div>
    </>
  );
}
