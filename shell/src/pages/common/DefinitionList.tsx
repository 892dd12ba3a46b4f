// Label/value rows (versions, session state, viewport facts).
import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: 8px 24px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export function DefinitionList({ rows }: { rows: ReadonlyArray<readonly [ReactNode, ReactNode]> }) {
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

/** Pretty-printed JSON in a scrollable block. */
export const CodeBlock = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space(1.5)};
  max-height: 360px;
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: pre-wrap;
  word-break: break-word;
`;
