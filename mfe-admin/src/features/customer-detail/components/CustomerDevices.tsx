// The devices that fetch a customer's subscription, as the customer's own devices page shows them: what
// the app said about each, its state, when and from where it fetched, and the plan's device limit. An
// administrator removes an active device (its place is free at once) or forgets a refused or removed one.
import { useState } from 'react';
import { Button, QueryView, Text, useT, type Tone } from '@portal/shared';
import type { SubscriptionDevice } from '@portal/shared/contract';
import { Badge, DataTable, type Column } from '@portal/shared/ui-kit';
import { formatPlace, useConsoleFormat } from '../../../lib/format';
import { Nowrap } from '../../../lib/components/Toolbar';
import { useIsAdmin } from '../../../lib/staff-role';
import { useCustomerDevices } from '../api/use-customer-devices';
import { RemoveDeviceDialog } from './actions/RemoveDeviceDialog';
import { Section } from './Section';

const TONES: Record<SubscriptionDevice['state'], Tone | 'neutral'> = {
  active: 'success',
  refused: 'error',
  removed: 'neutral',
};

export function CustomerDevices({ user }: { user: { id: number; email: string } }) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const isAdmin = useIsAdmin();
  const query = useCustomerDevices(user.id);
  const [chosen, setChosen] = useState<SubscriptionDevice | null>(null);
  const name = (device: SubscriptionDevice) => device.model ?? t('customer.devices.unnamed');

  const columns: Column<SubscriptionDevice>[] = [
    { header: t('customer.devices.device'), cell: name },
    {
      header: t('customer.devices.system'),
      cell: (device) => [device.os, device.os_version].filter(Boolean).join(' ') || '—',
    },
    { header: t('customer.devices.app'), cell: (device) => device.app ?? '—' },
    {
      header: t('customer.devices.state'),
      cell: (device) => <Badge $tone={TONES[device.state]}>{t(`customer.devices.states.${device.state}`)}</Badge>,
    },
    { header: t('customer.devices.firstFetch'), cell: (device) => format.dateTime(device.first_fetch_at) },
    { header: t('customer.devices.lastFetch'), cell: (device) => format.dateTime(device.last_fetch_at) },
    { header: t('customer.sessions.ip'), cell: (device) => formatPlace(device.last_ip, device.last_country) },
  ];
  if (isAdmin) {
    columns.push({
      header: t('customer.devices.action'),
      cell: (device) => {
        const action = device.state === 'active' ? 'remove' : 'forget';
        return (
          <Nowrap>
            <Button
              size="sm"
              variant="secondary"
              aria-haspopup="dialog"
              aria-label={t(`customer.actions.${action}Device.label`, { name: name(device) })}
              onClick={() => setChosen(device)}
            >
              {t(`customer.actions.${action}Device.button`)}
            </Button>
          </Nowrap>
        );
      },
    });
  }

  return (
    <QueryView query={query} loadingLabel={t('customer.devices.loading')} errorTitle={t('customer.devices.loadFailed')}>
      {(result) => (
        <>
          <Section
            title={t('customer.devices.title')}
            shown={result.devices.length}
            total={result.devices.length}
            intro={
              <>
                <Text size="sm" data-testid="device-places">
                  {result.device_limit === null
                    ? t('customer.devices.noLimit', { count: result.active_count })
                    : t('customer.devices.places', { count: result.device_limit, active: result.active_count })}
                </Text>
                <Text size="sm" tone="muted">
                  {t(result.hwid_required ? 'customer.devices.hwidRequired' : 'customer.devices.hwidOptional')}
                </Text>
              </>
            }
          >
            <DataTable
              caption={t('customer.devices.title')}
              rows={result.devices}
              rowKey={(device) => device.id}
              columns={columns}
            />
          </Section>
          {chosen ? (
            <RemoveDeviceDialog
              open
              onOpenChange={(open) => !open && setChosen(null)}
              user={user}
              device={chosen}
              name={name(chosen)}
            />
          ) : null}
        </>
      )}
    </QueryView>
  );
}
