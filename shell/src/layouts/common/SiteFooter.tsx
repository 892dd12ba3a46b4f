// The footer: the configured copyright line and a couple of general links.
import { Link } from '@portal/shared';
import styled from 'styled-components';
import { getPortalConfig, useT } from '@portal/shared';

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Links = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  a {
    color: inherit;
  }
`;

export function SiteFooter({ links = true }: { links?: boolean }) {
  const { t } = useT('shell');
  return (
    <Footer>
      <small>{getPortalConfig().footerCopyright}</small>
      {links ? (
        <Links aria-label={t('layout.footerNav')}>
          <Link to="/about">{t('nav.about')}</Link>
          <Link to="/settings">{t('nav.settings')}</Link>
        </Links>
      ) : null}
    </Footer>
  );
}
