// A strip above the portal while this browser previews a candidate (a preview link set its cookie): which
// sections, which versions, that nobody else sees them, and a way out. Customers never see it.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useT, type RemoteName } from '@portal/shared';
import { loadRegistry } from './registry';

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

type Previewed = { remote: RemoteName; version: string }[];

function usePreviewedRemotes(): Previewed {
  const [previewed, setPreviewed] = useState<Previewed>([]);
  useEffect(() => {
    let current = true;
    loadRegistry().then(
      (registry) => {
        if (!current) return;
        const entries = Object.entries(registry) as [RemoteName, { version: string; preview?: boolean }][];
        setPreviewed(
          entries.filter(([, entry]) => entry.preview).map(([remote, { version }]) => ({ remote, version })),
        );
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return previewed;
}

export function PreviewBanner() {
  const { t } = useT('shell');
  const previewed = usePreviewedRemotes();
  if (previewed.length === 0) return null;
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
