// A small coloured label (status, premium, protocol) in the message colours of docs/product.md §9.
import styled from 'styled-components';
import type { Tone } from '@portal/shared';

export const Badge = styled.span<{ $tone?: Tone | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  color: ${({ theme, $tone = 'neutral' }) => ($tone === 'neutral' ? theme.colors.textMuted : theme.tones[$tone].fg)};
  background: ${({ theme, $tone = 'neutral' }) =>
    $tone === 'neutral' ? theme.colors.surfaceMuted : theme.tones[$tone].bg};
  border: 1px solid
    ${({ theme, $tone = 'neutral' }) => ($tone === 'neutral' ? theme.colors.border : theme.tones[$tone].border)};
`;
