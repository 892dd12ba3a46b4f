// The dashboard's wallet card (exposed through ./widgets): the balance, the invite commission when there
// is some, and the way to top up. It fetches its own data (the wallet page's query, so the two share
// one request) and shows its own loading and error states, in the ui-kit's titled card like the
// dashboard's other cards.
import styled from 'styled-components';
import { AppLink, ButtonLink, LoadError, Loading, Text, useT } from '@portal/shared';
import { TitledCard } from '@portal/shared/ui-kit';
import { useWalletSummary } from '../../../lib/api/use-wallet-summary';
import { useWalletFormat } from '../../../lib/format';
import { compareMoney } from '../../../lib/money';
import { WALLET_CARD_NS } from '../strings';

const Balance = styled.p`
  font-size: 28px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export function WalletCard() {
  const { t } = useT(WALLET_CARD_NS);
  const format = useWalletFormat();
  const query = useWalletSummary();

  let body;
  if (query.isPending) body = <Loading label={t('loading')} />;
  else if (query.isError)
    body = <LoadError title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const { wallet_balance: balance, invite_balance: commission, currency = null } = query.data;
    body = (
      <>
        <div>
          <Text as="span" size="sm" tone="muted">
            {t('balance')}
          </Text>
          <Balance data-testid="wallet-card-balance">{format.money(balance, currency)}</Balance>
        </div>
        {commission && compareMoney(commission, '0') === 1 ? (
          <Text size="sm" tone="muted">
            {t('commission', { amount: format.money(commission, currency) })}
          </Text>
        ) : null}
        <AppLink to="/user/wallet">{t('open')}</AppLink>
      </>
    );
  }

  return (
    <TitledCard
      title={t('title')}
      action={
        <ButtonLink to="/user/wallet/recharge/new" variant="secondary">
          {t('topUp')}
        </ButtonLink>
      }
    >
      {body}
    </TitledCard>
  );
}
