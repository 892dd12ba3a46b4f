// /test-page/test1: every colour of the current theme as swatches, with a light/dark switch.
import styled, { useTheme } from 'styled-components';
import { Button, Text, useThemeMode, useT } from '@portal/shared';
import { PageHeader } from '../common/PageHeader';
import { Section } from '../common/Section';
import './strings';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
`;

const Swatch = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Chip = styled.span<{ $color: string }>`
  height: 56px;
  background: ${({ $color }) => $color};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Label = styled.span`
  display: flex;
  flex-direction: column;
  padding: 8px 10px;
  font-size: ${({ theme }) => theme.font.size.xs};
  code {
    font-family: ${({ theme }) => theme.font.mono};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function Swatches({ colors }: { colors: ReadonlyArray<readonly [string, string]> }) {
  return (
    <Grid>
      {colors.map(([name, value]) => (
        <Swatch key={name}>
          <Chip $color={value} aria-hidden />
          <Label>
            <strong>{name}</strong>
            <code>{value}</code>
          </Label>
        </Swatch>
      ))}
    </Grid>
  );
}

export default function Test1ThemePage() {
  const { t } = useT('shell');
  const theme = useTheme();
  const { mode, setMode } = useThemeMode();
  const other = mode === 'light' ? 'dark' : 'light';
  const toneColours = Object.entries(theme.tones).flatMap(([tone, colours]) =>
    Object.entries(colours).map(([part, value]) => [`${tone}.${part}`, value] as const),
  );
  return (
    <>
      <PageHeader title={t('tests.test1.title')} intro={t('tests.test1.intro')} />
      <Text>
        <Button variant="secondary" onClick={() => setMode(other)}>
          {t('tests.test1.switchTo', { mode: t(`common:theme.${other}`) })}
        </Button>
      </Text>
      <div style={{ display: 'grid', gap: 24, marginTop: 24 }}>
        <Section title={t('tests.test1.base')}>
          <Swatches colors={Object.entries(theme.colors)} />
        </Section>
        <Section title={t('tests.test1.tones')}>
          <Swatches colors={toneColours} />
        </Section>
      </div>
    </>
  );
}
