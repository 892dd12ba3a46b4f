// /admin/remotes — each section of the portal (a remote): the version customers get, its history, the
// candidates with their gate report; open a preview, publish, roll back with a reason. The same
// operations as `npm run remotes`. Administrators only.
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, PageColumn, PageHeader, QueryView, toast, useT } from '@portal/shared';
import type { RemoteVersionModel } from '@portal/shared/contract/remote-registry';
import { AdminOnly } from '../../../lib/components/AdminOnly';
import { describeConsoleError } from '../../../lib/console-errors';
import { usePreviewLink, useRemoteChange } from '../api/use-remote-change';
import { useRemotes } from '../api/use-remotes';
import { ChangeDialog, type PendingChange } from './ChangeDialog';
import { RemoteCard } from './RemoteCard';

const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

function Remotes() {
  const { t } = useT('admin');
  const remotes = useRemotes();
  const change = useRemoteChange();
  const preview = usePreviewLink();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [link, setLink] = useState<{ url: string; label: string } | null>(null);

  const openPreview = async (remote: PendingChange['remote'], version: RemoteVersionModel) => {
    setPreviewing(`${remote}/${version.version}`);
    try {
      const answer = await preview.mutateAsync({ remote, version: version.version });
      setLink({ url: answer.url, label: `${t(`remotes.names.${remote}`)} ${version.version}` });
      window.open(answer.url, '_blank', 'noopener');
    } catch (error) {
      toast({ tone: 'error', title: t('remotes.previewFailed'), description: describeConsoleError(error) });
    } finally {
      setPreviewing(null);
    }
  };

  return (
    <PageColumn>
      <PageHeader title={t('remotes.title')} intro={t('remotes.intro')} />
      {link ? (
        <Alert tone="info" title={t('remotes.previewOpened', { what: link.label })}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {t('remotes.previewLink')}
          </a>
        </Alert>
      ) : null}
      <QueryView query={remotes} loadingLabel={t('remotes.loading')} errorTitle={t('remotes.loadFailed')}>
        {(data) => (
          <Cards>
            {data.remotes.map((summary) => (
              <RemoteCard
                key={summary.remote}
                summary={summary}
                previewing={previewing}
                onPreview={(version) => void openPreview(summary.remote, version)}
                onChange={(next) => {
                  change.reset();
                  setPending(next);
                }}
              />
            ))}
          </Cards>
        )}
      </QueryView>
      <ChangeDialog pending={pending} change={change} onClose={() => setPending(null)} />
    </PageColumn>
  );
}

export default function RemotesPage() {
  const { t } = useT('admin');
  return (
    <AdminOnly title={t('remotes.title')}>
      <Remotes />
    </AdminOnly>
  );
}
