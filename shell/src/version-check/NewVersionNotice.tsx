// A non-blocking banner offering to reload when a newer portal build is live, or when a section this page
// runs was published or rolled back since it loaded (the next page load uses the new version).
import { useState } from 'react';
import styled from 'styled-components';
import { Button, getPortalConfig, useT } from '@portal/shared';
import { useNewVersion } from './useNewVersion';

const Banner = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space(2)};
  transform: translateX(-50%);
  z-index: 60;
  width: min(560px, calc(100vw - 32px));
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.tones.info.border};
  border-left: 4px solid ${({ theme }) => theme.tones.info.fg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const Message = styled.div`
  flex: 1 1 240px;
  font-size: ${({ theme }) => theme.font.size.sm};
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

export function NewVersionNotice() {
  const { t, i18n } = useT('shell');
  const newVersion = useNewVersion(getPortalConfig().buildId);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!newVersion) return null;
  const key = `${newVersion.shell ?? ''}|${newVersion.remotes.join()}`;
  if (dismissed === key) return null;
  const title = newVersion.shell
    ? t('versionNotice.title')
    : t('versionNotice.remotesTitle', {
        count: newVersion.remotes.length,
        sections: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
          newVersion.remotes.map((remote) => t(`remote.sections.${remote}`)),
        ),
      });
  return (
    <Banner
      role="status"
      aria-live="polite"
      data-version={newVersion.shell ?? undefined}
      data-remotes={newVersion.remotes.join(' ') || undefined}
    >
      <Message>
        <strong>{title}</strong>
        <span>{t('versionNotice.body')}</span>
      </Message>
      <Actions>
        <Button size="sm" variant="ghost" onClick={() => setDismissed(key)}>
          {t('versionNotice.later')}
        </Button>
        <Button size="sm" onClick={() => window.location.reload()}>
          {t('versionNotice.reload')}
        </Button>
      </Actions>
    </Banner>
  );
}
