// Term / value pairs as a two-column definition list (<dl>): muted terms, values that wrap anywhere
// (long addresses and keys). `$alignValues="end"` right-aligns the values, for short figures.
import styled from 'styled-components';

export const Facts = styled.dl<{ $alignValues?: 'start' | 'end' }>`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: 6px 12px;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    text-align: ${({ $alignValues }) => ($alignValues === 'end' ? 'right' : 'left')};
  }
`;
