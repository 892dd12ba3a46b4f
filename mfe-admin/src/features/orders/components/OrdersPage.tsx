// /admin/orders — recharge orders by state and gateway, the review queue of orders paid after they had
// expired, one customer's orders; administrators mark an order paid (the admin notify, audited) or
// close a review.
import { useState } from 'react';
import {
  AppLink,
  Checkbox,
  ConfirmDialog,
  EmptyState,
  PageColumn,
  PageHeader,
  QueryView,
  Select,
  toast,
  useT,
} from '@portal/shared';
import { paymentSystem, paymentSystemNames, rechargeStatus } from '@portal/shared/contract';
import type { AdminOrder } from '@portal/shared/contract/admin';
import { ConsolePager } from '../../../lib/components/ConsolePager';
import { SearchBox } from '../../../lib/components/SearchBox';
import { FilterSlot, Toolbar } from '../../../lib/components/Toolbar';
import { describeConsoleError } from '../../../lib/console-errors';
import { useConsoleFormat } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useIsAdmin } from '../../../lib/staff-role';
import { useOrderChange } from '../api/use-order-change';
import { useOrders } from '../api/use-orders';
import { readOrdersQuery } from '../orders-params';
import { OrderTable } from './OrderTable';
import { ReviewDialog } from './ReviewDialog';

export default function OrdersPage() {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const isAdmin = useIsAdmin();
  const list = useListParams();
  const query = readOrdersQuery(list.search);
  const orders = useOrders(query);
  const change = useOrderChange();
  const [paying, setPaying] = useState<AdminOrder | null>(null);
  const [reviewing, setReviewing] = useState<AdminOrder | null>(null);

  const markPaid = async () => {
    try {
      const answer = await change.mutateAsync({ kind: 'mark-paid', tradeNo: paying!.trade_no });
      toast({
        tone: 'success',
        title: answer?.already_paid ? t('orders.alreadyPaid') : t('orders.markedPaid'),
        description: answer
          ? t('orders.balanceNow', { balance: format.money(answer.wallet_balance, answer.order.currency) })
          : undefined,
      });
    } catch (error) {
      toast({ tone: 'error', title: t('common.notDone'), description: describeConsoleError(error) });
      throw error;
    }
  };

  return (
    <PageColumn>
      <PageHeader title={t('orders.title')} intro={t('orders.intro')} />
      {query.user_id ? (
        <p>
          {t('orders.ofCustomer', { id: query.user_id })}{' '}
          <AppLink to={`/admin/customers/${query.user_id}`}>{t('orders.openCustomer')}</AppLink>{' '}
          <AppLink to="/admin/orders">{t('orders.allOrders')}</AppLink>
        </p>
      ) : null}
      <Toolbar>
        <SearchBox
          label={t('orders.search')}
          hint={t('orders.searchHint')}
          value={query.q ?? ''}
          onSearch={(q) => list.setFilters({ q })}
        />
        <FilterSlot>
          <Select
            label={t('orders.filters.state')}
            value={query.state ?? ''}
            onChange={(event) => list.setFilters({ state: event.target.value })}
            options={[
              { value: '', label: t('common.any') },
              ...rechargeStatus.options.map((state) => ({ value: state, label: t(`orderStatus.${state}`) })),
            ]}
          />
        </FilterSlot>
        <FilterSlot>
          <Select
            label={t('orders.filters.gateway')}
            value={query.gateway ?? ''}
            onChange={(event) => list.setFilters({ gateway: event.target.value })}
            options={[
              { value: '', label: t('common.any') },
              ...paymentSystem.options.map((gateway) => ({ value: gateway, label: paymentSystemNames[gateway] })),
            ]}
          />
        </FilterSlot>
        <Checkbox
          label={t('orders.filters.review')}
          checked={query.needs_review === true}
          onCheckedChange={(checked) => list.setFilters({ review: checked ? '1' : undefined })}
        />
      </Toolbar>
      <QueryView
        query={orders}
        loadingLabel={t('orders.loading')}
        errorTitle={t('orders.loadFailed')}
        isEmpty={(page) => page.records.length === 0}
        empty={
          query.needs_review ? (
            <EmptyState title={t('orders.noReviewTitle')} body={t('orders.noReviewBody')} />
          ) : (
            <EmptyState title={t('orders.emptyTitle')} body={t('orders.emptyBody')} />
          )
        }
      >
        {(page) => (
          <>
            <OrderTable
              orders={page.records}
              busy={orders.isFetching && orders.isPlaceholderData}
              canChange={isAdmin}
              onMarkPaid={setPaying}
              onReview={(order) => {
                change.reset();
                setReviewing(order);
              }}
            />
            <ConsolePager
              {...list.page}
              count={page.records.length}
              totalCount={page.total_count}
              summary={(count) => t('orders.summary', { count })}
              onChange={list.setPage}
            />
          </>
        )}
      </QueryView>
      <ConfirmDialog
        open={paying !== null}
        onOpenChange={(next) => !next && setPaying(null)}
        title={t('orders.markPaidTitle', { tradeNo: paying?.trade_no ?? '' })}
        description={t('orders.markPaidExplain', {
          amount: paying ? format.money(paying.money_amount, paying.currency) : '',
          email: paying?.customer.email ?? '',
        })}
        confirmLabel={t('orders.markPaid')}
        onConfirm={markPaid}
      />
      <ReviewDialog order={reviewing} change={change} onClose={() => setReviewing(null)} />
    </PageColumn>
  );
}
