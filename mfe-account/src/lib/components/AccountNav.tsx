// The account pages as tabs under each page's title: where the customer is, and every other page one
// tap away. Scrolls sideways on phones instead of wrapping.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { NavLink, useT } from '@portal/shared';
import { ACCOUNT_NS } from '../../i18n';

const PAGES = [
  { to: '/user/my-account', label: 'nav.overview' },
  { to: '/user/account/edit-profile', label: 'nav.profile' },
  { to: '/user/account/edit-password', label: 'nav.password' },
  { to: '/user/account/security', label: 'nav.security' },
  { to: '/user/account/activity', label: 'nav.activity' },
  { to: '/user/account/login-ip-log', label: 'nav.loginLog' },
] as const;

const Nav = styled.nav`
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Tab = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 12px;
  border-bottom: 2px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

export function AccountNav() {
  const { t } = useT(ACCOUNT_NS);
  const nav = useRef<HTMLElement>(null);
  // On a phone the current tab may sit past the right edge: bring it into view, not the page.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const list = nav.current;
    if (current && list && current.offsetLeft + current.offsetWidth > list.clientWidth) {
      list.scrollLeft = current.offsetLeft - 16;
    }
  }, []);
  return (
    <Nav ref={nav} aria-label={t('nav.label')}>
      <ul>
        {PAGES.map((page) => (
          <li key={page.to}>
            <Tab to={page.to} end>
              {t(page.label)}
            </Tab>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
