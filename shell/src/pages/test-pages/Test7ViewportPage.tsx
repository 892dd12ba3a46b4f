// /test-page/test7: the current viewport against the portal's breakpoints (docs/product.md §9).
import styled from 'styled-components';
import { breakpoints, useT, type Breakpoint } from '@portal/shared';
import { DefinitionList } from '../common/DefinitionList';
import { PageHeader } from '../common/PageHeader';
import { Section, SectionGrid } from '../common/Section';
import { useViewport } from './useViewport';
import './strings';

const Scale = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Step = styled.li<{ $active: boolean }>`
  display: flex;
  justify-content: space-between;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.tones.info.bg : 'transparent')};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.bold : theme.font.weight.regular)};
`;

export default function Test7ViewportPage() {
  const { t } = useT('shell');
  const v = useViewport();
  const yesNo = (value: boolean) => t(value ? 'tests.test7.yes' : 'tests.test7.no');
  const steps: [Breakpoint | 'xs', number][] = [['xs', 0], ...(Object.entries(breakpoints) as [Breakpoint, number][])];
  return (
    <>
      <PageHeader title={t('tests.test7.title')} intro={t('tests.test7.intro')} />
      <SectionGrid>
        <Section title={t('tests.test7.viewport')}>
          <DefinitionList
            rows={[
              [t('tests.test7.viewport'), `${v.width} × ${v.height} px`],
              [t('tests.test7.pixelRatio'), String(v.pixelRatio)],
              [
                t('tests.test7.breakpoint'),
                <strong key="bp" data-testid="current-breakpoint">
                  {v.breakpoint}
                </strong>,
              ],
              [t('tests.test7.mobile'), yesNo(v.mobile)],
              [t('tests.test7.orientation'), t(v.landscape ? 'tests.test7.landscape' : 'tests.test7.portrait')],
              [t('tests.test7.colorScheme'), t(`common:theme.${v.darkScheme ? 'dark' : 'light'}`)],
              [t('tests.test7.reducedMotion'), yesNo(v.reducedMotion)],
              [t('tests.test7.pointer'), t(v.coarsePointer ? 'tests.test7.coarse' : 'tests.test7.fine')],
            ]}
          />
        </Section>
        <Section title={t('tests.test7.table')}>
          <Scale>
            {steps.map(([name, px]) => (
              <Step
                key={name}
                $active={name === v.breakpoint}
                aria-current={name === v.breakpoint ? 'true' : undefined}
              >
                <span>{name}</span>
                <span>{t('tests.test7.from', { px })}</span>
              </Step>
            ))}
          </Scale>
        </Section>
      </SectionGrid>
    </>
  );
}
