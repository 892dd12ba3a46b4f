// The new-version banner itself, with its strings: a chunk of its own, loaded only when a check found
// something newer (NewVersionNotice.tsx decides), so no page carries it before then.
import styled from 'styled-components';
import { Button, useT } from '@portal/shared';
import type { NewVersion } from './useNewVersion';
import './strings';

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

export default function VersionBanner({ newVersion, onLater }: { newVersion: NewVersion; onLater: () => void }) {
  const { t, i18n } = useT('shell');
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
        <Button size="sm" variant="ghost" onClick={onLater}>
          {t('versionNotice.later')}
        </Button>
        <Button size="sm" onClick={() => window.location.reload()}>
          {t('versionNotice.reload')}
        </Button>
      </Actions>
    </Banner>
  );
}
