// /user/devices — the devices that fetch the subscription (apps that send a device ID register theirs):
// how many places of the plan's limit they take, which were refused, and removing one to free its place.
import { Alert, EmptyState, PageColumn, PageHeader, Text, useT, QueryView } from '@portal/shared';
import { CardGrid } from '../../../lib/components/CardGrid';
import { useDevices } from '../api/use-devices';
import { DeviceCard } from './DeviceCard';

export function DevicesPage() {
  const { t } = useT('services');
  const query = useDevices();
  const data = query.data;
  return (
    <PageColumn>
      <PageHeader title={t('devices.title')} intro={t('devices.intro')} />
      {data ? (
        <Text data-testid="device-places">
          {data.device_limit === null
            ? t('devices.noLimit', { count: data.active_count })
            : t('devices.places', { count: data.device_limit, active: data.active_count })}
        </Text>
      ) : null}
      {data?.devices.some((device) => device.state === 'refused') ? (
        <Alert tone="warning" title={t('devices.refusedTitle')}>
          {t('devices.refusedBody')}
        </Alert>
      ) : null}
      {data?.hwid_required ? (
        <Text size="sm" tone="muted">
          {t('devices.hwidRequired')}
        </Text>
      ) : null}
      <QueryView
        query={query}
        loadingLabel={t('devices.loading')}
        errorTitle={t('devices.loadFailed')}
        isEmpty={(result) => result.devices.length === 0}
        empty={<EmptyState title={t('devices.emptyTitle')} body={t('devices.emptyBody')} />}
      >
        {(result) => (
          <CardGrid $minCardWidth={280} aria-label={t('devices.listLabel')}>
            {result.devices.map((device) => (
              <li key={device.id}>
                <DeviceCard device={device} />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryView>
    </PageColumn>
  );
}
