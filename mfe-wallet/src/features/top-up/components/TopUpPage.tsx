// /user/wallet/recharge/new — top up: an amount and a payment method, then off to the gateway. Accepts
// ?amount= (pre-filled, e.g. what a purchase is short of) and a same-origin ?return_to= (offered once the
// money has landed, so the shop can send a customer to top up the difference and come back).
import {
  Alert,
  AppLink,
  ButtonLink,
  EmptyState,
  PageColumn,
  PageHeader,
  Panel,
  QueryView,
  sameOriginPath,
  useSearchParams,
  useT,
} from '@portal/shared';
import styled from 'styled-components';
import { useWalletFormat } from '../../../lib/format';
import { prefillAmount } from '../amount-rules';
import { usePaymentMethods } from '../api/use-payment-methods';
import { TopUpForm } from './TopUpForm';

const Narrow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  max-width: 640px;
`;

export default function TopUpPage() {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const [search] = useSearchParams();
  const query = usePaymentMethods();
  const returnTo = sameOriginPath(search.get('return_to'));
  const askedFor = search.get('amount');

  return (
    <PageColumn>
      <PageHeader
        before={<AppLink to="/user/wallet/recharge">← {t('topUp.back')}</AppLink>}
        title={t('topUp.title')}
        intro={t('topUp.intro')}
      />
      <QueryView
        query={query}
        loadingLabel={t('topUp.loading')}
        errorTitle={t('topUp.loadFailed')}
        isEmpty={(data) => data.methods.length === 0}
        empty={
          <EmptyState
            title={t('topUp.noMethodsTitle')}
            body={t('topUp.noMethodsBody')}
            actions={<ButtonLink to="/user/wallet/recharge/cd-key">{t('nav.cdKey')}</ButtonLink>}
          />
        }
      >
        {(data) => {
          const prefill = prefillAmount(askedFor, data);
          return (
            <Narrow>
              {returnTo && askedFor ? (
                <Alert tone="info">
                  {prefill.shortfallBelowMin
                    ? t('topUp.shortfallBelowMin', {
                        amount: format.money(prefill.shortfallBelowMin, data.currency),
                        min: format.money(data.min_amount, data.currency),
                      })
                    : t('topUp.shortfall', { amount: format.money(prefill.amount || askedFor, data.currency) })}{' '}
                  {t('topUp.returnNote')}
                </Alert>
              ) : null}
              <Panel>
                <TopUpForm
                  currency={data.currency}
                  minAmount={data.min_amount}
                  maxAmount={data.max_amount}
                  presets={data.presets}
                  methods={data.methods}
                  initialAmount={prefill.amount}
                  returnTo={returnTo}
                />
              </Panel>
            </Narrow>
          );
        }}
      </QueryView>
    </PageColumn>
  );
}
