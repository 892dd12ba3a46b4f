// A stand-in for the shell's "default" layout: language switch on top, the page in a centred card.
import { Outlet } from '@portal/shared';
import styled from 'styled-components';
import { LANGUAGES, media, setLanguage, useT } from '@portal/shared';
import { AUTH_NS } from '../i18n';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.background};
`;

const Bar = styled.header`
  width: 100%;
  max-width: 480px;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const CardArea = styled.main`
  width: 100%;
  max-width: 480px;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  }
`;

export function StandaloneLayout() {
  const { t, i18n } = useT(AUTH_NS);
  const { t: common } = useT('common');
  return (
    <Page>
      <Bar>
        <span>{t('standalone.title')}</span>
        <label>
          {t('standalone.language')}{' '}
          <select
            value={i18n.language}
            onChange={(event) => void setLanguage(event.target.value as (typeof LANGUAGES)[number])}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {common(`language.${language}`)}
              </option>
            ))}
          </select>
        </label>
      </Bar>
      <CardArea>
        <Outlet />
      </CardArea>
    </Page>
  );
}
