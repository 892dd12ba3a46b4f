// A strip above the portal while this browser previews a candidate (a preview link set its cookie): which
// sections, which versions, that nobody else sees them, and a way out. Its own chunk, with its strings:
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

export default function PreviewBanner({ previewed }: { previewed: Previewed }) {
  const { t } = useT('shell');
  return (
    <Strip role="region" aria-label={t('preview.label')}>
      <strong>{t('preview.title')}</strong>
      <span>
        {previewed.map(({ remote, version }, index) => (
          <span key={remote}>
            {index > 0 ? t('preview.separator') : null}
            {t('preview.section', { section: t(`remote.sections.${remote}`) })} <code>{version}</code>
          </span>
        ))}
        {t('preview.onlyYou')}
      </span>
      {/* A full page load: the server clears the cookie, then the live versions load. */}
      <a href="/preview/end">{t('preview.end')}</a>
    </Strip>
  );
}
