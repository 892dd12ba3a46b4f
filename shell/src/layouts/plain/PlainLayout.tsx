// web-site-layout1: a plain page with a simple top bar, for content pages that need no app frame.
import { Link, Outlet } from '@portal/shared';
import styled from 'styled-components';
import { media, useT } from '@portal/shared';
import { Brand } from '../common/Brand';
import { LanguageSwitch } from '../common/LanguageSwitch';
import { ThemeSwitch } from '../common/ThemeSwitch';
import { MainLandmark } from '../common/MainLandmark';
import { SiteFooter } from '../common/SiteFooter';
import { SkipLink } from '../common/SkipLink';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${media.down('sm')} {
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  }
`;

const Nav = styled.nav`
  display: flex;
  flex: 1;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Main = styled(MainLandmark)`
  flex: 1;
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  outline: none;
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  }
`;

export function PlainLayout() {
  const { t } = useT('shell');
  return (
    <Page>
      <SkipLink />
      <TopBar>
        <Brand />
        <Nav aria-label={t('nav.label')}>
          <Link to="/user/dashboard">{t('nav.dashboard')}</Link>
          <Link to="/about">{t('nav.about')}</Link>
          <Link to="/settings">{t('nav.settings')}</Link>
        </Nav>
        <LanguageSwitch />
        <ThemeSwitch />
      </TopBar>
      <Main>
        <Outlet />
      </Main>
      <SiteFooter />
    </Page>
  );
}
