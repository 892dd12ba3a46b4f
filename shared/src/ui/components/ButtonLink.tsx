// A router link that looks like a Button. Navigation must stay a real link (middle-click, "open in
// new tab", the link role for screen readers), so this is not a Button with an onClick.
import { Link, type LinkProps } from 'react-router';
import styled from 'styled-components';

export type ButtonLinkVariant = 'primary' | 'secondary';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonLinkVariant;
}

const StyledLink = styled(Link)<{ $variant: ButtonLinkVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.borderStrong : 'transparent')};
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.surface : theme.colors.primary)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.text : theme.colors.onPrimary)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    filter: brightness(0.95);
  }
`;

export function ButtonLink({ variant = 'primary', ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} {...rest} />;
}
