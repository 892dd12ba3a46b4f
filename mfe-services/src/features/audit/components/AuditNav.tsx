// Links between the audit rules and the customer's own hits.
import { NavLink, useT } from '@portal/shared';
import styled from 'styled-components';

const Nav = styled.nav`
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
    border-bottom: 2px solid transparent;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

export function AuditNav() {
  const { t } = useT('services');
  return (
    <Nav aria-label={t('audit.nav.label')}>
      <ul>
        <li>
          <NavLink to="/user/audit" end>
            {t('audit.nav.rules')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/user/audit/view" end>
            {t('audit.nav.records')}
          </NavLink>
        </li>
      </ul>
    </Nav>
  );
}
