// A small status label with a coloured dot ("On", "Linked", "New"), in the message colours of docs/product.md §9.
import styled from 'styled-components';
import type { Tone } from '@portal/shared';

export const Pill = styled.span<{ $tone?: Tone | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  color: ${({ theme, $tone = 'neutral' }) => ($tone === 'neutral' ? theme.colors.textMuted : theme.tones[$tone].fg)};
  background: ${({ theme, $tone = 'neutral' }) =>
    $tone === 'neutral' ? theme.colors.surfaceMuted : theme.tones[$tone].bg};
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;
