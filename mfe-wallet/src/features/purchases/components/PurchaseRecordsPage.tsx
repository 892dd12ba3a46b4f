// /user/wallet/purchase-records-old — the plans bought and renewed with the balance: what, when, for how
// much, until when they run and whether (and when) they renew.
import { AppLink, ButtonLink, EmptyState, PageColumn, PageHeader, QueryView, useT } from '@portal/shared';
import type { OperationResponse, walletPurchaseRecords } from '@portal/shared/contract';
import { Badge, DataTable } from '@portal/shared/ui-kit';
import { useWalletCurrency } from '../../../lib/api/use-wallet-currency';
import { WalletNav } from '../../../lib/components/WalletNav';
import { useWalletFormat } from '../../../lib/format';
import { usePurchaseRecords } from '../api/use-purchase-records';
import { invoicePath } from '../../../lib/paths';

type PurchaseRecord = OperationResponse<typeof walletPurchaseRecords>['result'][number];

function Renewal({ record }: { record: PurchaseRecord }) {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  // An answer without the flag (the reference's shape) has at most the renewal date.
  if (record.is_auto_renewal === undefined)
    return <>{record.renew_at ? format.date(record.renew_at) : t('common.none')}</>;
  if (record.is_auto_renewal)
    return (
      <Badge $tone="success">
        {record.renew_at
          ? t('purchases.renewsOn', { when: format.date(record.renew_at) })
          : t('purchases.renewsOnNoDate')}
      </Badge>
    );
  return <Badge>{t('purchases.renewsOff')}</Badge>;
}

export default function PurchaseRecordsPage() {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const currency = useWalletCurrency();
  const query = usePurchaseRecords();

  return (
    <PageColumn>
      <PageHeader title={t('purchases.title')} intro={t('purchases.intro')} />
      <WalletNav />
      <QueryView
        query={query}
        loadingLabel={t('purchases.loading')}
        errorTitle={t('purchases.loadFailed')}
        isEmpty={(records) => records.length === 0}
        empty={
          <EmptyState
            title={t('purchases.emptyTitle')}
            body={t('purchases.emptyBody')}
            actions={<ButtonLink to="/user/shop-old">{t('purchases.toShop')}</ButtonLink>}
          />
        }
      >
        {(records) => (
          <DataTable
            caption={t('purchases.caption')}
            rows={records}
            rowKey={(record) => record.id}
            rowTestId="purchase-row"
            columns={[
              { header: t('purchases.columns.date'), cell: (record) => format.date(record.created_at) },
              { header: t('purchases.columns.plan'), cell: (record) => record.shop_name },
              { header: t('purchases.columns.kind'), cell: (record) => t(`kind.${record.kind ?? 'purchase'}`) },
              {
                header: t('purchases.columns.amount'),
                numeric: true,
                cell: (record) => format.money(record.money_amount, currency),
              },
              { header: t('purchases.columns.ends'), cell: (record) => format.date(record.expire_at) },
              {
                header: t('purchases.columns.renewal'),
                cell: (record) => <Renewal record={record} />,
              },
              {
                header: t('purchases.columns.invoice'),
                cell: (record) =>
                  record.invoice_id ? (
                    <AppLink to={invoicePath(record.invoice_id)}>{t('common.invoice')}</AppLink>
                  ) : (
                    t('common.none')
                  ),
              },
            ]}
          />
        )}
      </QueryView>
    </PageColumn>
  );
}
