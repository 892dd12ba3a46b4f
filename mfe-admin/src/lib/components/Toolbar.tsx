// A row of filters or actions above a list: wraps on phones.
import styled from 'styled-components';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  > * {
    min-width: 0;
  }
`;

/** A filter's select box: a sensible width in a toolbar, the whole row on phones. */
export const FilterSlot = styled.div`
  flex: 0 1 200px;
  min-width: 140px;
`;

/** Form fields side by side on wide screens, one under the other on phones. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  align-items: start;
`;

/** Buttons in a row (the actions of a row or a record); a button keeps its words on one line. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  > * {
    flex: none;
    white-space: nowrap;
  }
`;

/** A short value that must not break across lines ("100 GB", a price). */
export const Nowrap = styled.span`
  white-space: nowrap;
`;

/** A code, key or version: monospace, wrapping anywhere. */
export const Mono = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.92em;
  overflow-wrap: anywhere;
`;
