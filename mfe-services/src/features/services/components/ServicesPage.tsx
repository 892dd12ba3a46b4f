// /user/services — the current service and the past ones.
import { ButtonLink, EmptyState, Heading, PageColumn, PageHeader, useT, QueryView } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import { useFormat } from '../../../lib/format';
import { useCurrentService } from '../api/use-current-service';
import { useOldServices } from '../api/use-old-services';
import { CurrentServiceCard } from './CurrentServiceCard';
import { ServicesNav } from './ServicesNav';
import { ServiceStatus } from './ServiceStatus';

function isPast(service: { status: string; expire_at: string }): boolean {
  return service.status.toLowerCase() !== 'active' || Date.parse(service.expire_at) < Date.now();
}

function PastServices() {
  const { t } = useT('services');
  const format = useFormat();
  const query = useOldServices();
  return (
    <QueryView
      query={query}
      loadingLabel={t('services.past.loading')}
      errorTitle={t('services.past.loadFailed')}
      isEmpty={(data) => !data.services.some(isPast)}
      empty={<EmptyState title={t('services.past.empty')} />}
    >
      {(data) => {
        const past = data.services.filter(isPast);
        return (
          <DataTable
            caption={t('services.past.caption', { count: past.length })}
            rows={past}
            rowKey={(service) => service.service_id}
            columns={[
              { header: t('services.columns.name'), cell: (service) => service.service_name },
              { header: t('services.columns.status'), cell: (service) => <ServiceStatus status={service.status} /> },
              { header: t('services.columns.started'), cell: (service) => format.date(service.created_at) },
              { header: t('services.columns.ended'), cell: (service) => format.date(service.expire_at) },
              {
                header: t('services.columns.traffic'),
                numeric: true,
                cell: (service) => `${format.bytes(service.traffic_used)} / ${format.bytes(service.traffic_total)}`,
              },
            ]}
          />
        );
      }}
    </QueryView>
  );
}

export function ServicesPage() {
  const { t } = useT('services');
  const current = useCurrentService();

  return (
    <PageColumn>
      <PageHeader title={t('services.title')} intro={t('services.intro')} />
      <ServicesNav />
      <QueryView
        query={current}
        loadingLabel={t('services.current.loading')}
        errorTitle={t('services.current.loadFailed')}
        isEmpty={(service) => service === null}
        empty={
          <EmptyState
            title={t('services.current.noneTitle')}
            body={t('services.current.noneBody')}
            actions={<ButtonLink to="/user/services/buy">{t('services.current.buy')}</ButtonLink>}
          />
        }
      >
        {(service) => (service ? <CurrentServiceCard service={service} /> : null)}
      </QueryView>
      <Heading level={2}>{t('services.past.title')}</Heading>
      <PastServices />
    </PageColumn>
  );
}
