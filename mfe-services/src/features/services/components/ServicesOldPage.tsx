// /user/services-old — every old-style service with its port and password.
import { useT } from '@portal/shared';
import { PageColumn, PageHeader } from '../../../lib/components/PageHeader';
import { EmptyState, LoadError, Loading } from '../../../lib/components/QueryState';
import { SecretValue } from '../../../lib/components/SecretValue';
import { Table, TableWrap } from '../../../lib/components/DataTable';
import { useFormat } from '../../../lib/format';
import { useOldServices } from '../api/use-old-services';
import { ServicesNav } from './ServicesNav';
import { ServiceStatus } from './ServiceStatus';

export function ServicesOldPage() {
  const { t } = useT('services');
  const format = useFormat();
  const query = useOldServices();

  let body;
  if (query.isPending) body = <Loading label={t('services.old.loading')} />;
  else if (query.isError)
    body = <LoadError title={t('services.old.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.services.length === 0) body = <EmptyState title={t('services.old.empty')} />;
  else
    body = (
      <TableWrap>
        <Table>
          <caption>{t('services.old.caption', { count: query.data.total_count })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('services.columns.name')}</th>
              <th scope="col">{t('services.columns.type')}</th>
              <th scope="col">{t('services.columns.status')}</th>
              <th scope="col">{t('services.columns.expires')}</th>
              <th scope="col" className="num">
                {t('services.columns.traffic')}
              </th>
              <th scope="col">{t('services.columns.port')}</th>
              <th scope="col">{t('services.columns.password')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.services.map((service) => (
              <tr key={service.service_id} data-testid="old-service-row">
                <td data-label={t('services.columns.name')}>{service.service_name}</td>
                <td data-label={t('services.columns.type')}>
                  {t(`buy.type.${service.service_type}`, { defaultValue: service.service_type })}
                </td>
                <td data-label={t('services.columns.status')}>
                  <ServiceStatus status={service.status} />
                </td>
                <td data-label={t('services.columns.expires')}>{format.dateTime(service.expire_at)}</td>
                <td data-label={t('services.columns.traffic')} className="num">
                  {format.bytes(service.traffic_used)} / {format.bytes(service.traffic_total)}
                </td>
                <td data-label={t('services.columns.port')}>{service.port}</td>
                <td data-label={t('services.columns.password')}>
                  <SecretValue value={service.password} label={t('services.columns.password')} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    );

  return (
    <PageColumn style={{ maxWidth: 1280 }}>
      <PageHeader title={t('services.old.title')} intro={t('services.old.intro')} />
      <ServicesNav />
      {body}
    </PageColumn>
  );
}
