// The navigation list, used by the fixed sidebar (lg and up) and by the mobile drawer.
import { FROM_PARAM, Link, selectStaffRole, useLocation, useSession } from '@portal/shared';
import styled from 'styled-components';
import { useT } from '@portal/shared';
import { activeNavPath, navGroupsFor } from './nav-items';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1.5)};
`;

const GroupTitle = styled.p`
  margin: 0 0 4px;
  padding: 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Item = styled(Link)`
  display: block;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  transition: background ${({ theme }) => theme.transition};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.tones.info.bg};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export function SideNav({ onNavigate, id }: { onNavigate?: () => void; id?: string }) {
  const { t } = useT('shell');
  const { pathname, search } = useLocation();
  const staffRole = useSession(selectStaffRole);
  const groups = navGroupsFor(pathname, staffRole);
  const active = activeNavPath(pathname, groups, new URLSearchParams(search).get(FROM_PARAM));
  return (
    <Nav aria-label={t('nav.label')} id={id}>
      {groups.map((group) => (
        <div key={group.label} role="group" aria-labelledby={`${id ?? 'nav'}-${group.label}`}>
          <GroupTitle id={`${id ?? 'nav'}-${group.label}`}>{t(`nav.${group.label}`)}</GroupTitle>
          <List>
            {group.items.map((item) => (
              <li key={item.to}>
                <Item to={item.to} aria-current={item.to === active ? 'page' : undefined} onClick={onNavigate}>
                  {t(`nav.${item.label}`)}
                </Item>
              </li>
            ))}
          </List>
        </div>
      ))}
    </Nav>
  );
}
