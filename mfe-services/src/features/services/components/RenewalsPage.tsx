// /user/services/renewals — the bills of purchased plans and their auto-renewal.
import { useT } from '@portal/shared';
import { Badge } from '../../../lib/components/Badge';
import { PageColumn, PageHeader } from '../../../lib/components/PageHeader';
import { EmptyState, LoadError, Loading } from '../../../lib/components/QueryState';
import { Table, TableWrap } from '../../../lib/components/DataTable';
import { ButtonLink } from '../../../lib/components/ButtonLink';
import { useFormat } from '../../../lib/format';
import { useBills } from '../api/use-bills';
import { AutoRenewalButton } from './AutoRenewalButton';
import { ServicesNav } from './ServicesNav';
import { ServiceStatus } from './ServiceStatus';

export function RenewalsPage() {
  const { t } = useT('services');
  const format = useFormat();
  const query = useBills();

  let body;
  if (query.isPending) body = <Loading label={t('renewals.loading')} />;
  else if (query.isError)
    body = <LoadError title={t('renewals.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.bills.length === 0)
    body = (
      <EmptyState
        title={t('renewals.emptyTitle')}
        body={t('renewals.emptyBody')}
        action={<ButtonLink to="/user/services/buy">{t('services.current.buy')}</ButtonLink>}
      />
    );
  else
    body = (
      <TableWrap>
        <Table>
          <caption>{t('renewals.caption', { count: query.data.total_count })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('renewals.columns.plan')}</th>
              <th scope="col" className="num">
                {t('renewals.columns.amount')}
              </th>
              <th scope="col">{t('renewals.columns.bought')}</th>
              <th scope="col">{t('renewals.columns.expires')}</th>
              <th scope="col">{t('renewals.columns.status')}</th>
              <th scope="col">{t('renewals.columns.autoRenewal')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.bills.map((bill) => (
              <tr key={bill.service_id} data-testid="bill-row">
                <td data-label={t('renewals.columns.plan')}>{bill.shop_name}</td>
                <td data-label={t('renewals.columns.amount')} className="num">
                  {t('buy.price', { amount: bill.money_amount })}
                </td>
                <td data-label={t('renewals.columns.bought')}>{format.date(bill.created_at)}</td>
                <td data-label={t('renewals.columns.expires')}>{format.date(bill.expire_at)}</td>
                <td data-label={t('renewals.columns.status')}>
                  <ServiceStatus status={bill.status} />
                </td>
                <td data-label={t('renewals.columns.autoRenewal')}>
                  {bill.is_auto_renewal ? (
                    <Badge $tone="success">
                      {bill.renew_at ? t('renewals.onUntil', { when: format.date(bill.renew_at) }) : t('renewals.on')}
                    </Badge>
                  ) : bill.status === 'active' ? (
                    <AutoRenewalButton bill={bill} />
                  ) : (
                    <Badge>{t('renewals.off')}</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    );

  return (
    <PageColumn style={{ maxWidth: 1280 }}>
      <PageHeader title={t('renewals.title')} intro={t('renewals.intro')} />
      <ServicesNav />
      {body}
    </PageColumn>
  );
}
