// /user/services-old — every old-style service with its port and password.
import { EmptyState, PageColumn, PageHeader, useT, QueryView } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import { SecretValue } from '../../../lib/components/SecretValue';
import { useFormat } from '../../../lib/format';
import { useOldServices } from '../api/use-old-services';
import { ServicesNav } from './ServicesNav';
import { ServiceStatus } from './ServiceStatus';

export function ServicesOldPage() {
  const { t } = useT('services');
  const format = useFormat();
  const query = useOldServices();

  return (
    <PageColumn>
      <PageHeader title={t('services.old.title')} intro={t('services.old.intro')} />
      <ServicesNav />
      <QueryView
        query={query}
        loadingLabel={t('services.old.loading')}
        errorTitle={t('services.old.loadFailed')}
        isEmpty={(data) => data.services.length === 0}
        empty={<EmptyState title={t('services.old.empty')} />}
      >
        {(data) => (
          <DataTable
            caption={t('services.old.caption', { count: data.total_count })}
            rows={data.services}
            rowKey={(service) => service.service_id}
            rowTestId="old-service-row"
            columns={[
              { header: t('services.columns.name'), cell: (service) => service.service_name },
              {
                header: t('services.columns.type'),
                cell: (service) => t(`buy.type.${service.service_type}`, { defaultValue: service.service_type }),
              },
              { header: t('services.columns.status'), cell: (service) => <ServiceStatus status={service.status} /> },
              { header: t('services.columns.expires'), cell: (service) => format.dateTime(service.expire_at) },
              {
                header: t('services.columns.traffic'),
                numeric: true,
                cell: (service) => `${format.bytes(service.traffic_used)} / ${format.bytes(service.traffic_total)}`,
              },
              { header: t('services.columns.port'), cell: (service) => service.port },
              {
                header: t('services.columns.password'),
                cell: (service) => <SecretValue value={service.password} label={t('services.columns.password')} />,
              },
            ]}
          />
        )}
      </QueryView>
    </PageColumn>
  );
}
