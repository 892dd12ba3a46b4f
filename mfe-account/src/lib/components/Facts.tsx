// Label/value rows as a real <dl>: side by side on wide screens, stacked on phones.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@portal/shared';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: 10px 24px;
  margin: 0;
  ${media.down('sm')} {
    grid-template-columns: 1fr;
    gap: 2px;
    dd {
      margin-bottom: 10px;
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export function Facts({ rows }: { rows: readonly (readonly [label: ReactNode, value: ReactNode])[] }) {
  return (
    <List>
      {rows.map(([label, value], index) => (
        <div key={index} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
