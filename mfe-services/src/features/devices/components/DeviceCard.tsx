// One device that fetched the subscription: what the app said about it, when and from where it last
// fetched, and its state (active, refused over the limit, removed), with the one action that applies.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, ConfirmDialog, Heading, describeError, toast, useT } from '@portal/shared';
import type { SubscriptionDevice } from '@portal/shared/contract';
import { Badge, Facts } from '@portal/shared/ui-kit';
import { Mono } from '../../../lib/components/SecretValue';
import { useFormat } from '../../../lib/format';
import { regionName } from '../../../lib/region-name';
import { useRemoveDevice } from '../api/use-remove-device';

const Device = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
`;

const TONE = { active: 'success', refused: 'error', removed: 'neutral' } as const;

export function DeviceCard({ device }: { device: SubscriptionDevice }) {
  const { t, i18n } = useT('services');
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveDevice();
  const name = device.model ?? t('devices.unknownModel');
  const system = [device.os, device.os_version].filter(Boolean).join(' ');
  const active = device.state === 'active';

  async function confirm() {
    try {
      await remove.mutateAsync(device.id);
      toast({ tone: 'success', title: t(active ? 'devices.removed' : 'devices.forgotten', { name }) });
    } catch (error) {
      toast({ tone: 'error', title: t('devices.removeFailed'), description: describeError(error) });
      throw error;
    }
  }

  return (
    <Device as="article" data-testid="device" aria-labelledby={`device-${device.id}`}>
      <Head>
        <Heading level={2} id={`device-${device.id}`} style={{ fontSize: 17 }}>
          {name}
        </Heading>
        <Badge $tone={TONE[device.state]}>{t(`devices.state.${device.state}`)}</Badge>
      </Head>
      <Facts>
        <dt>{t('devices.app')}</dt>
        <dd>{device.app ?? t('devices.unknown')}</dd>
        <dt>{t('devices.system')}</dt>
        <dd>{system || t('devices.unknown')}</dd>
        <dt>{t('devices.lastFetch')}</dt>
        <dd>{format.dateTime(device.last_fetch_at)}</dd>
        <dt>{t('devices.address')}</dt>
        <dd>
          <Mono>{device.last_ip}</Mono>
          {device.last_country ? ` · ${regionName(device.last_country, i18n.language)}` : ''}
        </dd>
        <dt>{t('devices.firstFetch')}</dt>
        <dd>{format.dateTime(device.first_fetch_at)}</dd>
        {device.refused_at ? (
          <>
            <dt>{t(device.state === 'removed' ? 'devices.removedAt' : 'devices.refusedAt')}</dt>
            <dd>{format.dateTime(device.refused_at)}</dd>
          </>
        ) : null}
      </Facts>
      <div>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t(active ? 'devices.removeLabel' : 'devices.forgetLabel', { name })}
          onClick={() => setConfirming(true)}
        >
          {t(active ? 'devices.remove' : 'devices.forget')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(active ? 'devices.removeTitle' : 'devices.forgetTitle', { name })}
        description={t(active ? 'devices.removeBody' : 'devices.forgetBody')}
        confirmLabel={t(active ? 'devices.remove' : 'devices.forget')}
        onConfirm={confirm}
      />
    </Device>
  );
}
