// /user/shop-old/payment?shop_id=… — pay for a plan with the balance: the quote from pre-order (price,
// balance, balance after, when it would end), auto-renewal, then one purchase per attempt (its
// idempotency key). When the balance is short, the way to top up the difference and come back.
import { useState } from 'react';
import styled from 'styled-components';
import {
  AppLink,
  ButtonLink,
  cameFrom,
  EmptyState,
  PageColumn,
  PageHeader,
  QueryView,
  media,
  useSearchParams,
  useT,
} from '@portal/shared';
import { numericId } from '@portal/shared/contract';
import { useWalletCurrency } from '../../../lib/api/use-wallet-currency';
import { CHECKOUT_ORIGINS, type CheckoutOrigin } from '../../../lib/paths';
import { describeWalletError, outcomeUnknown } from '../../../lib/wallet-errors';
import { useBuyPlan } from '../api/use-buy-plan';
import { useQuote } from '../api/use-quote';
import { usePurchaseKey } from '../purchase-key';
import { PlanSummary } from './PlanSummary';
import { PurchaseDone, type Purchase } from './PurchaseDone';
import { QuotePanel } from './QuotePanel';

/** The quote first (what the customer decides on), what the plan grants beside it; stacked on phones. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  max-width: 1080px;
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The back link: to where the customer chose the plan. */
function backLink(origin: CheckoutOrigin, t: (key: string) => string) {
  return { to: origin, label: origin === '/user/services/buy' ? t('payment.backToPlans') : t('payment.back') };
}

function ChooseAPlan({ origin }: { origin: CheckoutOrigin }) {
  const { t } = useT('wallet');
  const back = backLink(origin, t);
  return (
    <PageColumn>
      <PageHeader title={t('payment.pageTitle')} />
      <EmptyState
        title={t('payment.noPlanTitle')}
        body={t('payment.noPlanBody')}
        actions={<ButtonLink to={back.to}>{back.label}</ButtonLink>}
      />
    </PageColumn>
  );
}

function Payment({ shopId, origin }: { shopId: number; origin: CheckoutOrigin }) {
  const { t } = useT('wallet');
  const back = backLink(origin, t);
  const currency = useWalletCurrency();
  const [autoRenewal, setAutoRenewal] = useState(false);
  const quote = useQuote(shopId, autoRenewal);
  const buy = useBuyPlan(shopId);
  const purchaseKey = usePurchaseKey();
  const [done, setDone] = useState<Purchase | null>(null);
  const [failure, setFailure] = useState<{ message: string; uncertain: boolean } | null>(null);

  async function confirm() {
    if (!quote.data) return;
    setFailure(null);
    try {
      const { result } = await buy.mutateAsync({ is_auto_renewal: autoRenewal, idempotency_key: purchaseKey.key });
      purchaseKey.settle(null);
      setDone({
        name: quote.data.shop_name,
        expireAt: result.expire_at,
        balance: result.wallet_balance,
        invoiceId: result.invoice_id,
        currency: quote.data.currency ?? currency,
      });
    } catch (error) {
      purchaseKey.settle(error);
      // Whatever the answer, useBuyPlan refreshes every cached answer: a short balance (spent elsewhere
      // since the quote) shows in the fresh quote, which then offers the top-up.
      setFailure({ message: describeWalletError(error), uncertain: outcomeUnknown(error) });
    }
  }

  const name = quote.data?.shop_name;
  return (
    <PageColumn>
      <PageHeader
        before={<AppLink to={back.to}>← {back.label}</AppLink>}
        title={name ? t('payment.title', { name }) : t('payment.pageTitle')}
        intro={t('payment.intro')}
      />
      {done ? (
        <PurchaseDone purchase={done} />
      ) : (
        <Columns>
          <QueryView query={quote} loadingLabel={t('payment.loading')} errorTitle={t('payment.loadFailed')}>
            {(data) => (
              <QuotePanel
                quote={data}
                currency={data.currency ?? currency}
                autoRenewal={autoRenewal}
                onAutoRenewalChange={setAutoRenewal}
                buying={buy.isPending}
                onBuy={() => void confirm()}
                failure={failure}
                origin={origin}
              />
            )}
          </QueryView>
          <PlanSummary shopId={shopId} />
        </Columns>
      )}
    </PageColumn>
  );
}

export default function ShopPaymentPage() {
  const [search] = useSearchParams();
  const shopId = numericId.safeParse(search.get('shop_id'));
  const origin = cameFrom(search, CHECKOUT_ORIGINS, '/user/shop-old');
  // A new plan is a new page: its own quote, key and outcome.
  return shopId.success ? (
    <Payment key={shopId.data} shopId={shopId.data} origin={origin} />
  ) : (
    <ChooseAPlan origin={origin} />
  );
}
