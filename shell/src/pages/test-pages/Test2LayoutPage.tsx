// /test-page/test2: a demonstration of web-site-layout1 (top bar, centred column, footer).
import styled from 'styled-components';
import { Text, useT } from '@portal/shared';
import { PageHeader } from '../common/PageHeader';
import { Section } from '../common/Section';
import './strings';

const Columns = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(3, 1fr);
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    grid-template-columns: 1fr;
  }
`;

const Column = styled.div`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export default function Test2LayoutPage() {
  const { t } = useT('shell');
  return (
    <>
      <PageHeader title={t('tests.test2.title')} intro={t('tests.test2.intro')} />
      <div style={{ display: 'grid', gap: 24 }}>
        <Section title={t('tests.test2.columnsTitle')}>
          <Columns>
            {[1, 2, 3].map((n) => (
              <Column key={n}>
                <Text weight="bold">{t('tests.test2.column', { n })}</Text>
                <Text size="sm" tone="muted">
                  {t('tests.test2.columnBody')}
                </Text>
              </Column>
            ))}
          </Columns>
        </Section>
        <Section title={t('tests.test2.noteTitle')}>
          <Text>{t('tests.test2.noteBody')}</Text>
        </Section>
      </div>
    </>
  );
}
