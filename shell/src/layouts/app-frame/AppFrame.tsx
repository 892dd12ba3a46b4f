// web-site-layout2, the app frame: sidebar navigation (a drawer below lg), top bar with the
// hamburger, language, theme and user menu, the page, and the footer.
import { useRef, useState } from 'react';
import { Outlet, useLocation } from '@portal/shared';
import styled from 'styled-components';
import { media, useT } from '@portal/shared';
import { Brand } from '../common/Brand';
import { LanguageSwitch } from '../common/LanguageSwitch';
import { ThemeSwitch } from '../common/ThemeSwitch';
import { MainLandmark } from '../common/MainLandmark';
import { SiteFooter } from '../common/SiteFooter';
import { SkipLink } from '../common/SkipLink';
import { MobileDrawer } from './MobileDrawer';
import { useRememberPagePreferences } from './remember-preferences';
import { SideNav } from './SideNav';
import { UserMenu } from './UserMenu';

const SIDEBAR_WIDTH = '260px';

const Frame = styled.div`
  min-height: 100vh;
  ${media.up('lg')} {
    padding-left: ${SIDEBAR_WIDTH};
  }
`;

const Sidebar = styled.aside`
  position: fixed;
  inset: 0 auto 0 0;
  width: ${SIDEBAR_WIDTH};
  display: flex;
  flex-direction: column;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow-y: auto;
  ${media.mobile} {
    display: none;
  }
`;

const SidebarBrand = styled.div`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Column = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 64px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${media.down('sm')} {
    padding: 0 ${({ theme }) => theme.space(1.5)};
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const MobileOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  ${media.up('lg')} {
    display: none;
  }
  /* Beside the language and theme pickers a small phone keeps the brand's mark; its name stays for
     screen readers (the link's name). */
  @media (max-width: 419.98px) {
    a > span:last-child {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

const Hamburger = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  svg {
    display: block;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

// At least a screen tall under the top bar: the footer starts below the first screen, so a page whose
// content arrives after the frame pushes nothing visible down (no layout shift on first load).
const Main = styled(MainLandmark)`
  flex: 1;
  min-height: calc(100vh - 64px);
  width: 100%;
  max-width: 1440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  outline: none;
  ${media.down('md')} {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  }
`;

const DRAWER_ID = 'mobile-navigation';

export function AppFrame() {
  const { t } = useT('shell');
  useRememberPagePreferences();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);

  // A navigation (from the drawer or elsewhere) closes the drawer.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setDrawerOpen(false);
  }

  return (
    <Frame>
      <SkipLink />
      <Sidebar aria-label={t('nav.sidebar')}>
        <SidebarBrand>
          <Brand to="/user/dashboard" />
        </SidebarBrand>
        <SideNav id="sidebar-nav" />
      </Sidebar>
      <MobileDrawer
        id={DRAWER_ID}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        returnFocusTo={hamburger}
        header={<Brand to="/user/dashboard" />}
      >
        <SideNav id="drawer-nav" onNavigate={() => setDrawerOpen(false)} />
      </MobileDrawer>
      <Column>
        <TopBar>
          <MobileOnly>
            <Hamburger
              ref={hamburger}
              type="button"
              aria-expanded={drawerOpen}
              aria-controls={DRAWER_ID}
              aria-label={t('layout.openMenu')}
              onClick={() => setDrawerOpen(true)}
            >
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden focusable="false">
                <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Hamburger>
            <Brand to="/user/dashboard" />
          </MobileOnly>
          <Spacer />
          <LanguageSwitch />
          <ThemeSwitch />
          <UserMenu />
        </TopBar>
        <Main>
          <Outlet />
        </Main>
        <SiteFooter />
      </Column>
    </Frame>
  );
}
