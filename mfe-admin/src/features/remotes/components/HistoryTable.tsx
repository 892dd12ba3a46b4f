// Every publish and rollback of a remote, newest first: when, by whom, from which version to which, why.
import { QueryView, useT } from '@portal/shared';
import { Badge, DataTable } from '@portal/shared/ui-kit';
import type { RemoteName } from '@portal/shared/contract/remote-registry';
import { Mono } from '../../../lib/components/Toolbar';
import { useConsoleFormat } from '../../../lib/format';
import { useRemoteHistory } from '../api/use-remote-history';

export function HistoryTable({ remote }: { remote: RemoteName }) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const history = useRemoteHistory(remote);
  return (
    <QueryView query={history} loadingLabel={t('remotes.history.loading')} errorTitle={t('remotes.history.loadFailed')}>
      {(events) => (
        <DataTable
          caption={t('remotes.history.caption', { name: t(`remotes.names.${remote}`) })}
          rows={events}
          rowKey={(event) => event.id}
          rowTestId="remote-event"
          columns={[
            { header: t('remotes.history.when'), cell: (event) => format.dateTime(event.created_at) },
            {
              header: t('remotes.history.what'),
              cell: (event) => (
                <>
                  {t(`remotes.history.actions.${event.action}`)}{' '}
                  {event.outcome === 'conflict' ? <Badge $tone="warning">{t('remotes.history.conflict')}</Badge> : null}
                  {event.forced ? <Badge $tone="error">{t('remotes.history.forced')}</Badge> : null}
                </>
              ),
            },
            {
              header: t('remotes.history.versions'),
              cell: (event) => (
                <Mono>
                  {event.from_version ?? '—'} → {event.to_version}
                </Mono>
              ),
            },
            { header: t('remotes.history.who'), cell: (event) => event.actor },
            { header: t('remotes.history.why'), cell: (event) => event.reason },
          ]}
        />
      )}
    </QueryView>
  );
}
