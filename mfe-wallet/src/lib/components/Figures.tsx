// Big figures side by side (a balance, a count), each under its label: a definition list of tiles that
// stack on phones.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Text, media } from '@portal/shared';

const Grid = styled.dl<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  ${media.down('sm')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Tile = styled(Card).attrs({ as: 'div' })`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space(2)};
  }
  dd {
    margin: 0;
    font-size: 30px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

export interface Figure {
  label: string;
  value: string;
  /** A line under the figure (a hint, a link). */
  note?: ReactNode;
  testId: string;
}

export function Figures({ figures, label }: { figures: Figure[]; label?: string }) {
  return (
    <Grid $columns={figures.length} aria-label={label}>
      {figures.map((figure) => (
        <Tile key={figure.testId}>
          <dt>
            <Text as="span" tone="muted">
              {figure.label}
            </Text>
          </dt>
          <dd data-testid={figure.testId}>{figure.value}</dd>
          {figure.note ? (
            <Text size="sm" tone="muted">
              {figure.note}
            </Text>
          ) : null}
        </Tile>
      ))}
    </Grid>
  );
}
