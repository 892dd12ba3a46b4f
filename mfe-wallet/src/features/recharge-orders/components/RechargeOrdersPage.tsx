// /user/wallet/recharge — the recharge orders with their state, finishing a pending one on the gateway,
// and, when the gateway sends the customer back here with the order's number, its confirmation.
import { ButtonLink, EmptyState, PageColumn, PageHeader, QueryView, useSearchParams, useT } from '@portal/shared';
import { useWalletCurrency } from '../../../lib/api/use-wallet-currency';
import { WalletNav } from '../../../lib/components/WalletNav';
import { WalletPager } from '../../../lib/components/WalletPager';
import { readPageParams, writePageParams, type PageParams } from '../../../lib/page-params';
import { useRechargeOrders } from '../api/use-recharge-orders';
import { returnedTradeNo } from '../order-state';
import { OrdersTable } from './OrdersTable';
import { PaymentReturn } from './PaymentReturn';

export default function RechargeOrdersPage() {
  const { t } = useT('wallet');
  const [search, setSearch] = useSearchParams();
  const params = readPageParams(search);
  const tradeNo = returnedTradeNo(search);
  const currency = useWalletCurrency();
  const query = useRechargeOrders(params);
  const update = (next: PageParams) => setSearch(writePageParams(search, next));

  return (
    <PageColumn>
      <PageHeader
        title={t('recharge.title')}
        intro={t('recharge.intro')}
        actions={<ButtonLink to="/user/wallet/recharge/new">{t('recharge.newTopUp')}</ButtonLink>}
      />
      <WalletNav />
      {tradeNo ? <PaymentReturn key={tradeNo} tradeNo={tradeNo} currency={currency} /> : null}
      <QueryView
        query={query}
        loadingLabel={t('recharge.loading')}
        errorTitle={t('recharge.loadFailed')}
        isEmpty={(data) => data.recharge_records.length === 0 && params.page === 1}
        empty={
          <EmptyState
            title={t('recharge.emptyTitle')}
            body={t('recharge.emptyBody')}
            actions={<ButtonLink to="/user/wallet/recharge/new">{t('recharge.newTopUp')}</ButtonLink>}
          />
        }
      >
        {(data) => (
          <>
            <OrdersTable
              orders={data.recharge_records}
              currency={currency}
              busy={query.isFetching && query.isPlaceholderData}
              now={query.dataUpdatedAt}
            />
            <WalletPager
              {...params}
              count={data.recharge_records.length}
              totalCount={data.total_count}
              summary={(count) => t('recharge.summary', { count })}
              onChange={update}
            />
          </>
        )}
      </QueryView>
    </PageColumn>
  );
}
