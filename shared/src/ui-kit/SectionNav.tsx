// Links between the pages of one section as a row of tabs; the current one is marked with
// aria-current (NavLink, matched exactly) and scrolls sideways on narrow screens.
import { media, NavLink } from '@portal/shared';
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

export interface SectionLink {
  to: string;
  label: string;
}

export function SectionNav({ label, links }: { label: string; links: readonly SectionLink[] }) {
  return (
    <Nav aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
