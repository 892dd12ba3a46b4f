// The default layout (auth and error pages): brand, language and theme at the top, the page in a centred
// card, the copyright below. Error pages pass their content as children (they render outside the
// matched route's outlet).
import type { ReactNode } from 'react';
import { Outlet } from '@portal/shared';
import styled from 'styled-components';
import { media, useT } from '@portal/shared';
import { Brand } from '../common/Brand';
import { LanguageSwitch } from '../common/LanguageSwitch';
import { MainLandmark } from '../common/MainLandmark';
import { SiteFooter } from '../common/SiteFooter';
import { SkipLink } from '../common/SkipLink';
import { ThemeSwitch } from '../common/ThemeSwitch';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background:
    radial-gradient(1200px 600px at 10% -10%, ${({ theme }) => theme.tones.info.bg}, transparent 60%),
    ${({ theme }) => theme.colors.background};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

const Preferences = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const Main = styled(MainLandmark)`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  outline: none;
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  }
`;

const CardArea = styled.div`
  width: 100%;
  max-width: 480px;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  }
`;

export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useT('shell');
  return (
    <Page>
      <SkipLink />
      <Header>
        <Brand />
        <Preferences aria-label={t('layout.preferencesNav')}>
          <LanguageSwitch />
          <ThemeSwitch />
        </Preferences>
      </Header>
      <Main>
        <CardArea>{children ?? <Outlet />}</CardArea>
      </Main>
      <SiteFooter links={false} />
    </Page>
  );
}
