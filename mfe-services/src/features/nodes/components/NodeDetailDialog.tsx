// A node's detail in a dialog (?node=<id>): liveness and rate from the node endpoint, and this
// customer's connection parameters (named for people, not as configuration keys) and share link from
// the per-node service endpoint. An offline node shows no live load, users or uptime. The dialog leaves the
// document title to the page under it.
import styled from 'styled-components';
import { Dialog, Heading, Text, useT, LoadError, Loading } from '@portal/shared';
import { CopyButton } from '@portal/shared/ui-kit';
import { Facts } from '@portal/shared/ui-kit';
import { LazyQrCode } from '../../../lib/components/LazyQrCode';
import { Mono } from '../../../lib/components/SecretValue';
import { useFormat } from '../../../lib/format';
import { regionName } from '../../../lib/region-name';
import { useNodeConfig } from '../api/use-node-config';
import { useNodeDetail } from '../api/use-node-detail';
import { settingRows } from '../connection-settings';
import { isOnline, liveFigures, uptimeParts } from '../node-params';
import { NoLiveFigure } from './NoLiveFigure';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  & + & {
    margin-top: 16px;
  }
`;

function Uptime({ seconds }: { seconds: number }) {
  const { t } = useT('services');
  const { unit, ...parts } = uptimeParts(seconds);
  if (unit === 'days') return <>{t('nodes.detail.uptimeDays', parts)}</>;
  if (unit === 'hours') return <>{t('nodes.detail.uptimeHours', parts)}</>;
  return <>{t('nodes.detail.uptimeMinutes', parts)}</>;
}

function NodeFacts({ nodeId }: { nodeId: number }) {
  const { t, i18n } = useT('services');
  const format = useFormat();
  const detail = useNodeDetail(nodeId);
  if (detail.isPending) return <Loading label={t('nodes.detail.loading')} />;
  if (detail.isError)
    return (
      <LoadError title={t('nodes.detail.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />
    );
  const node = detail.data;
  const live = liveFigures(node);
  return (
    <Section>
      {node.description ? <Text size="sm">{node.description}</Text> : null}
      <Facts>
        <dt>{t('nodes.status')}</dt>
        <dd>{isOnline(node) ? t('nodes.online') : t('nodes.offline')}</dd>
        <dt>{t('nodes.detail.lastHeartbeat')}</dt>
        <dd>{node.last_heartbeat_at ? format.dateTime(node.last_heartbeat_at) : t('nodes.detail.never')}</dd>
        <dt>{t('nodes.detail.rate')}</dt>
        <dd>{t('nodes.detail.rateValue', { rate: node.traffic_rate })}</dd>
        <dt>{t('nodes.load')}</dt>
        <dd data-testid="node-detail-load">
          {live?.load != null ? `${format.number(live.load, 0)}%` : <NoLiveFigure />}
        </dd>
        <dt>{t('nodes.detail.onlineUsers')}</dt>
        <dd data-testid="node-detail-users">{live?.users != null ? format.number(live.users, 0) : <NoLiveFigure />}</dd>
        <dt>{t('nodes.detail.uptime')}</dt>
        <dd data-testid="node-detail-uptime">
          {live?.uptimeSeconds != null ? <Uptime seconds={live.uptimeSeconds} /> : <NoLiveFigure />}
        </dd>
        <dt>{t('nodes.location')}</dt>
        <dd>
          {node.location} · {regionName(node.country_code, i18n.language)}
        </dd>
      </Facts>
    </Section>
  );
}

function ConnectionParameters({ nodeId }: { nodeId: number }) {
  const { t } = useT('services');
  const config = useNodeConfig(nodeId);
  if (config.isPending) return <Loading label={t('nodes.detail.configLoading')} />;
  if (config.isError)
    return (
      <LoadError title={t('nodes.detail.configFailed')} error={config.error} onRetry={() => void config.refetch()} />
    );
  const { protocol, server_address: address, port, settings, share_link: shareLink } = config.data;
  return (
    <Section>
      <Heading level={3} style={{ fontSize: 16 }}>
        {t('nodes.detail.connection')}
      </Heading>
      <Facts>
        <dt>{t('nodes.detail.protocol')}</dt>
        <dd>{protocol}</dd>
        <dt>{t('nodes.detail.address')}</dt>
        <dd>
          <Mono>{address}</Mono>
        </dd>
        <dt>{t('nodes.detail.port')}</dt>
        <dd>
          <Mono>{port}</Mono>
        </dd>
        {settingRows(settings, t).map(({ key, label, value }) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>
              <Mono>{value}</Mono>
            </dd>
          </div>
        ))}
      </Facts>
      <Text size="sm" tone="muted">
        {t('nodes.detail.shareLink')}
      </Text>
      <Mono data-testid="share-link">{shareLink}</Mono>
      <div>
        <CopyButton value={shareLink} label={t('nodes.detail.copyShareLink')} />
      </div>
      <LazyQrCode value={shareLink} label={t('nodes.detail.qrLabel')} />
    </Section>
  );
}

export function NodeDetailDialog({ nodeId, nodeName, onClose }: { nodeId: number; nodeName: string; onClose(): void }) {
  const { t } = useT('services');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={nodeName}
      description={t('nodes.detail.description')}
    >
      <NodeFacts nodeId={nodeId} />
      <ConnectionParameters nodeId={nodeId} />
    </Dialog>
  );
}
