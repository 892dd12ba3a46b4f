// Links between the service pages; the current one is marked with aria-current (NavLink).
import { media, NavLink, useT } from '@portal/shared';
import styled from 'styled-components';

const Nav = styled.nav`
  overflow-x: auto;
  ul {
    display: flex;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: block;
    padding: 8px 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 2px solid transparent;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    ${media.down('sm')} {
      padding: 8px;
      font-size: ${({ theme }) => theme.font.size.sm};
    }
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

const LINKS = [
  { to: '/user/services', key: 'nav.current' },
  { to: '/user/services/buy', key: 'nav.buy' },
  { to: '/user/services/renewals', key: 'nav.renewals' },
  { to: '/user/services-old', key: 'nav.all' },
] as const;

export function ServicesNav() {
  const { t } = useT('services');
  return (
    <Nav aria-label={t('services.nav.label')}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {t(`services.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
