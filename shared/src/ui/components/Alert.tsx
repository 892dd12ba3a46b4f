import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../theme/theme';

export interface AlertProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  tone?: Tone;
  title?: ReactNode;
}

const AlertRoot = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-left: 4px solid ${({ theme, $tone }) => theme.tones[$tone].fg};
  background: ${({ theme, $tone }) => theme.tones[$tone].bg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const AlertTitle = styled.p<{ $tone: Tone }>`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $tone }) => theme.tones[$tone].fg};
`;

/**
 * A message box in the four message colours of docs/product.md §9. Errors are announced at once
 * (role=alert), others politely.
 */
export function Alert({ tone = 'info', title, children, ...rest }: AlertProps) {
  return (
    <AlertRoot role={tone === 'error' ? 'alert' : 'status'} $tone={tone} {...rest}>
      {title ? <AlertTitle $tone={tone}>{title}</AlertTitle> : null}
      {children ? <div>{children}</div> : null}
    </AlertRoot>
  );
}
