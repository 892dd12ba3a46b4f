// One remote: its live version (since when, by whom), a rollback, its versions with their gate reports
// (open a preview, publish), and its history on request.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Text, useT } from '@portal/shared';
import { Badge, DataTable, TitledCard } from '@portal/shared/ui-kit';
import type { RemoteSummary, RemoteVersionModel } from '@portal/shared/contract/remote-registry';
import { Actions, Mono } from '../../../lib/components/Toolbar';
import { useConsoleFormat } from '../../../lib/format';
import type { PendingChange } from './ChangeDialog';
import { GateBadge, GateReport } from './GateReport';
import { HistoryTable } from './HistoryTable';

const Live = styled.p`
  margin: 0;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
`;

export interface RemoteCardProps {
  summary: RemoteSummary;
  onChange(change: PendingChange): void;
  onPreview(version: RemoteVersionModel): void;
  previewing: string | null;
}

export function RemoteCard({ summary, onChange, onPreview, previewing }: RemoteCardProps) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const [history, setHistory] = useState(false);
  const { remote, live } = summary;
  const liveVersion = live?.version ?? null;
  const name = t(`remotes.names.${remote}`);

  return (
    <TitledCard
      title={
        <>
          {name} <Mono>{remote}</Mono>
        </>
      }
      action={
        summary.rollback_to ? (
          <Button
            variant="danger"
            size="sm"
            onClick={() => onChange({ kind: 'rollback', remote, to: summary.rollback_to!, live: liveVersion })}
          >
            {t('remotes.rollbackTo', { version: summary.rollback_to })}
          </Button>
        ) : null
      }
    >
      <Live>
        {live ? (
          t('remotes.live', { version: live.version, since: format.dateTime(live.since), by: live.by })
        ) : (
          <Text as="span" tone="error">
            {t('remotes.notLive')}
          </Text>
        )}
      </Live>
      <DataTable
        caption={t('remotes.versionsCaption', { name })}
        rows={summary.versions}
        rowKey={(version) => version.version}
        rowTestId="remote-version"
        columns={[
          {
            header: t('remotes.columns.version'),
            cell: (version) => (
              <Stack>
                <Mono>{version.version}</Mono>
                {version.live ? <Badge $tone="success">{t('remotes.liveBadge')}</Badge> : null}
              </Stack>
            ),
          },
          {
            header: t('remotes.columns.registered'),
            cell: (version) => (
              <Stack>
                <span>{format.dateTime(version.registered_at)}</span>
                <Text as="span" tone="muted" size="sm">
                  {t(`remotes.sources.${version.source}`, { by: version.registered_by })}
                </Text>
              </Stack>
            ),
          },
          { header: t('remotes.columns.size'), numeric: true, cell: (version) => format.bytes(version.bytes) },
          {
            header: t('remotes.columns.gate'),
            cell: (version) => (
              <Stack>
                <GateBadge status={version.gate.status} />
                <GateReport report={version.gate} />
              </Stack>
            ),
          },
          {
            header: t('plans.columns.actions'),
            cell: (version) =>
              version.live ? null : (
                <Actions>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={previewing === `${remote}/${version.version}`}
                    onClick={() => onPreview(version)}
                  >
                    {t('remotes.preview')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onChange({ kind: 'publish', remote, version, live: liveVersion })}
                  >
                    {t('remotes.publish')}
                  </Button>
                </Actions>
              ),
          },
        ]}
      />
      <div>
        <Button size="sm" variant="ghost" aria-expanded={history} onClick={() => setHistory(!history)}>
          {history ? t('remotes.history.hide') : t('remotes.history.show')}
        </Button>
      </div>
      {history ? <HistoryTable remote={remote} /> : null}
    </TitledCard>
  );
}
