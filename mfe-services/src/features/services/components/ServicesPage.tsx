// /user/services — the current service and the past ones.
import { Heading, useT } from '@portal/shared';
import { ButtonLink } from '../../../lib/components/ButtonLink';
import { PageColumn, PageHeader } from '../../../lib/components/PageHeader';
import { EmptyState, LoadError, Loading } from '../../../lib/components/QueryState';
import { Table, TableWrap } from '../../../lib/components/DataTable';
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
  if (query.isPending) return <Loading label={t('services.past.loading')} />;
  if (query.isError)
    return <LoadError title={t('services.past.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  const past = query.data.services.filter(isPast);
  if (past.length === 0) return <EmptyState title={t('services.past.empty')} />;
  return (
    <TableWrap>
      <Table>
        <caption>{t('services.past.caption', { count: past.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('services.columns.name')}</th>
            <th scope="col">{t('services.columns.status')}</th>
            <th scope="col">{t('services.columns.started')}</th>
            <th scope="col">{t('services.columns.ended')}</th>
            <th scope="col" className="num">
              {t('services.columns.traffic')}
            </th>
          </tr>
        </thead>
        <tbody>
          {past.map((service) => (
            <tr key={service.service_id}>
              <td data-label={t('services.columns.name')}>{service.service_name}</td>
              <td data-label={t('services.columns.status')}>
                <ServiceStatus status={service.status} />
              </td>
              <td data-label={t('services.columns.started')}>{format.date(service.created_at)}</td>
              <td data-label={t('services.columns.ended')}>{format.date(service.expire_at)}</td>
              <td data-label={t('services.columns.traffic')} className="num">
                {format.bytes(service.traffic_used)} / {format.bytes(service.traffic_total)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

export function ServicesPage() {
  const { t } = useT('services');
  const current = useCurrentService();

  let currentBody;
  if (current.isPending) currentBody = <Loading label={t('services.current.loading')} />;
  else if (current.isError)
    currentBody = (
      <LoadError
        title={t('services.current.loadFailed')}
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  else if (current.data === null)
    currentBody = (
      <EmptyState
        title={t('services.current.noneTitle')}
        body={t('services.current.noneBody')}
        action={<ButtonLink to="/user/services/buy">{t('services.current.buy')}</ButtonLink>}
      />
    );
  else currentBody = <CurrentServiceCard service={current.data} />;

  return (
    <PageColumn>
      <PageHeader title={t('services.title')} intro={t('services.intro')} />
      <ServicesNav />
      {currentBody}
      <Heading level={2}>{t('services.past.title')}</Heading>
      <PastServices />
    </PageColumn>
  );
}
