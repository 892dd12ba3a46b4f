// The current service (GET /user/get_old_service): name, type, expiry and traffic.
import { ButtonLink, Card, Heading, Text, useT } from '@portal/shared';
import type { OperationResponse, userGetOldService } from '@portal/shared/contract';
import { TrafficBar } from '../../../lib/components/TrafficBar';
import { useFormat } from '../../../lib/format';
import { Badge } from '@portal/shared/ui-kit';

type CurrentService = OperationResponse<typeof userGetOldService>['result'];

/** Active as the API says, else as long as it has not expired. */
function isActive(service: CurrentService): boolean {
  return service.is_active ?? Date.parse(service.expire_time) > Date.now();
}

export function CurrentServiceCard({ service }: { service: CurrentService }) {
  const { t } = useT('services');
  const format = useFormat();
  const active = isActive(service);
  return (
    <Card
      as="section"
      aria-labelledby="current-service-title"
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
    >
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Heading level={2} id="current-service-title">
          {service.service_name}
        </Heading>
        <Badge $tone={active ? 'success' : 'error'}>
          {active ? t('services.status.active') : t('services.status.expired')}
        </Badge>
      </div>
      <Text size="sm" tone="muted">
        {t('services.current.typeAndExpiry', {
          type: t(`buy.type.${service.service_type}`, { defaultValue: service.service_type }),
          when: format.dateTime(service.expire_time),
        })}
      </Text>
      <TrafficBar used={service.traffic_used} total={service.traffic_total} label={t('services.current.traffic')} />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <ButtonLink to="/user/services/renewals">{t('services.current.renew')}</ButtonLink>
        <ButtonLink to="/user/services/buy" variant="secondary">
          {t('services.current.buyMore')}
        </ButtonLink>
      </div>
    </Card>
  );
}
