// Term / value pairs as a two-column definition list (<dl>): muted terms, values that wrap anywhere
// (long addresses and keys). `$alignValues="end"` right-aligns the values, for short figures;
// `$stackOnPhones` puts each value under its term below the sm breakpoint, for lists as wide as a page.
import styled from 'styled-components';
import { media } from '@portal/shared';

export const Facts = styled.dl<{ $alignValues?: 'start' | 'end'; $stackOnPhones?: boolean }>`
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
  ${({ $stackOnPhones }) =>
    $stackOnPhones
      ? `${media.down('sm')} {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd {
      margin-bottom: 10px;
    }
  }`
      : ''}
`;
