// The site's name with a small mark, linking home. The name comes from the server's config.
import { Link } from '@portal/shared';
import styled from 'styled-components';
import { getPortalConfig } from '@portal/shared';

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.tones.info.fg});
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export function Brand({ to = '/' }: { to?: string }) {
  const { siteName } = getPortalConfig();
  // The visible name is the link's name (a different aria-label would confuse voice control users).
  return (
    <BrandLink to={to}>
      <Mark aria-hidden>{Array.from(siteName)[0] ?? ''}</Mark>
      <span>{siteName}</span>
    </BrandLink>
  );
}
