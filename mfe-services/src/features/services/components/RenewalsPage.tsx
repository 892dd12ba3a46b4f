// /user/services/renewals — the bills of purchased plans and their auto-renewal.
import { ButtonLink, EmptyState, PageColumn, PageHeader, useT, QueryView } from '@portal/shared';
import type { OldServiceBill } from '@portal/shared/contract';
import { Badge, DataTable } from '@portal/shared/ui-kit';
import { useFormat } from '../../../lib/format';
import { useBills } from '../api/use-bills';
import { AutoRenewalButton } from './AutoRenewalButton';
import { ServicesNav } from './ServicesNav';
import { ServiceStatus } from './ServiceStatus';

function AutoRenewal({ bill }: { bill: OldServiceBill }) {
  const { t } = useT('services');
  const format = useFormat();
  if (bill.is_auto_renewal)
    return (
      <Badge $tone="success">
        {bill.renew_at ? t('renewals.onUntil', { when: format.date(bill.renew_at) }) : t('renewals.on')}
      </Badge>
    );
  return bill.status === 'active' ? <AutoRenewalButton bill={bill} /> : <Badge>{t('renewals.off')}</Badge>;
}

export function RenewalsPage() {
  const { t } = useT('services');
  const format = useFormat();
  const query = useBills();

  return (
    <PageColumn>
      <PageHeader title={t('renewals.title')} intro={t('renewals.intro')} />
      <ServicesNav />
      <QueryView
        query={query}
        loadingLabel={t('renewals.loading')}
        errorTitle={t('renewals.loadFailed')}
        isEmpty={(data) => data.bills.length === 0}
        empty={
          <EmptyState
            title={t('renewals.emptyTitle')}
            body={t('renewals.emptyBody')}
            actions={<ButtonLink to="/user/services/buy">{t('services.current.buy')}</ButtonLink>}
          />
        }
      >
        {(data) => (
          <DataTable
            caption={t('renewals.caption', { count: data.total_count })}
            rows={data.bills}
            rowKey={(bill) => bill.service_id}
            rowTestId="bill-row"
            columns={[
              { header: t('renewals.columns.plan'), cell: (bill) => bill.shop_name },
              {
                header: t('renewals.columns.amount'),
                numeric: true,
                cell: (bill) => t('buy.price', { amount: bill.money_amount }),
              },
              { header: t('renewals.columns.bought'), cell: (bill) => format.date(bill.created_at) },
              { header: t('renewals.columns.expires'), cell: (bill) => format.date(bill.expire_at) },
              { header: t('renewals.columns.status'), cell: (bill) => <ServiceStatus status={bill.status} /> },
              { header: t('renewals.columns.autoRenewal'), cell: (bill) => <AutoRenewal bill={bill} /> },
            ]}
          />
        )}
      </QueryView>
    </PageColumn>
  );
}
