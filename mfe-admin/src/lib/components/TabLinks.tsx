// Tabs of one record's page as links (?tab=…), so a tab can be reloaded and shared; the current one is
// marked with aria-current. Scrolls sideways on narrow screens.
import styled from 'styled-components';
import { Link, media } from '@portal/shared';

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

export interface TabLink<T extends string> {
  tab: T;
  label: string;
}

export function TabLinks<T extends string>({
  label,
  tabs,
  current,
  path,
}: {
  label: string;
  tabs: readonly TabLink<T>[];
  current: T;
  /** The page's path; the first tab is the plain path. */
  path: string;
}) {
  return (
    <Nav aria-label={label}>
      <ul>
        {tabs.map((tab, index) => (
          <li key={tab.tab}>
            <Link
              to={index === 0 ? path : `${path}?tab=${tab.tab}`}
              aria-current={tab.tab === current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
