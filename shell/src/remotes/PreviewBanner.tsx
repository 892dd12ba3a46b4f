// A strip above the portal while this browser previews a candidate (a preview link set its cookie): which
// sections and remotes, which versions and until when, that nobody else sees them, and a way out. Its own chunk, with its strings:
// customers never load it (Preview.tsx decides).
import styled from 'styled-components';
import { useT } from '@portal/shared';
import type { Previewed } from './usePreviewedRemotes';
import './preview-strings';

const Strip = styled.div`
  padding: 6px ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.tones.warning.bg};
  border-bottom: 1px solid ${({ theme }) => theme.tones.warning.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  line-height: 1.45;
  strong {
    margin-right: 0.4em;
    color: ${({ theme }) => theme.tones.warning.fg};
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    overflow-wrap: anywhere;
  }
  a {
    margin-left: 0.75em;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    white-space: nowrap;
  }
`;

/** "Nov 28, 18:30" on the reader's clock: when a preview ends (within a day, unless asked for longer). */
function endsAt(iso: string | undefined, language: string): string | null {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

export default function PreviewBanner({ previewed }: { previewed: Previewed }) {
  const { t, i18n } = useT('shell');
  return (
    <Strip role="region" aria-label={t('preview.label')}>
      <strong>{t('preview.title')}</strong>
      <span>
        {previewed.map(({ remote, version, until }, index) => {
          const end = endsAt(until, i18n.language);
          return (
            <span key={remote}>
              {index > 0 ? t('preview.separator') : null}
              {t('preview.section', { section: t(`remote.sections.${remote}`) })} <code>{version}</code>{' '}
              {t('preview.remote', { remote })}
              {end ? t('preview.until', { time: end }) : null}
            </span>
          );
        })}
        {t('preview.onlyYou')}
      </span>
      {/* A full page load: the server clears the cookie, then the live versions load. */}
      <a href="/preview/end">{t('preview.end')}</a>
    </Strip>
  );
}
