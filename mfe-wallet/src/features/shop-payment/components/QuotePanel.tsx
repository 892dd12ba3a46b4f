// The quote and the decision: price, balance, balance after and when the plan would end; auto-renewal;
// then either "Pay from my balance" or, when the balance is short, "Top up the difference" — which comes
// back here once the money has landed.
import styled from 'styled-components';
import { Alert, Button, ButtonLink, Checkbox, Heading, Panel, Stack, useT } from '@portal/shared';
import type { OperationResponse, shopOldPreOrder } from '@portal/shared/contract';
import { Facts } from '@portal/shared/ui-kit';
import { useWalletFormat } from '../../../lib/format';
import { paymentPath, topUpPath, type CheckoutOrigin } from '../../../lib/paths';

type Quote = OperationResponse<typeof shopOldPreOrder>['result'];

const Figures = styled(Facts).attrs({ $alignValues: 'end' as const })`
  font-size: ${({ theme }) => theme.font.size.md};
  dd {
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .after {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd.short {
    color: ${({ theme }) => theme.tones.warning.fg};
  }
`;

/** What is missing when the balance is short: the API's shortfall, or the balance after without its minus. */
function shortfallOf(quote: Quote): string | null {
  if (quote.is_affordable) return null;
  if (quote.shortfall) return quote.shortfall;
  return quote.balance_after.startsWith('-') ? quote.balance_after.slice(1) : null;
}

export interface QuotePanelProps {
  quote: Quote;
  currency: string | null;
  autoRenewal: boolean;
  onAutoRenewalChange(on: boolean): void;
  buying: boolean;
  onBuy(): void;
  /** The last attempt's failure, in words, and whether its outcome is unknown. */
  failure: { message: string; uncertain: boolean } | null;
  /** Where the customer chose the plan: the top-up comes back to this checkout, still knowing it. */
  origin: CheckoutOrigin;
}

export function QuotePanel({
  quote,
  currency,
  autoRenewal,
  onAutoRenewalChange,
  buying,
  onBuy,
  failure,
  origin,
}: QuotePanelProps) {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const money = (amount: string) => format.money(amount, currency);
  const shortfall = shortfallOf(quote);
  return (
    <Panel aria-labelledby="quote-title">
      <Stack gap={2.5}>
        <Heading level={2} id="quote-title">
          {t('payment.quoteCaption')}
        </Heading>
        <Figures>
          <dt>{t('payment.price')}</dt>
          <dd data-testid="quote-price">{money(quote.money_amount)}</dd>
          <dt>{t('payment.balance')}</dt>
          <dd data-testid="quote-balance">{money(quote.wallet_balance)}</dd>
          <dt className="after">{t('payment.balanceAfter')}</dt>
          <dd className={shortfall ? 'after short' : 'after'} data-testid="quote-balance-after">
            {money(quote.balance_after)}
          </dd>
          <dt>{t('payment.endsAt')}</dt>
          <dd>{quote.expire_at ? format.dateTime(quote.expire_at) : t('payment.endsAtUnknown')}</dd>
        </Figures>
        <Checkbox
          label={t('payment.autoRenewal')}
          hint={t('payment.autoRenewalHint')}
          checked={autoRenewal}
          onCheckedChange={(checked) => onAutoRenewalChange(checked === true)}
        />
        {failure ? (
          <Alert
            tone={failure.uncertain ? 'warning' : 'error'}
            title={failure.uncertain ? t('payment.uncertainTitle') : t('payment.failedTitle')}
          >
            {failure.uncertain ? t('payment.uncertainBody') : failure.message}
          </Alert>
        ) : null}
        {shortfall ? (
          <Alert tone="warning" title={t('payment.shortTitle', { amount: money(shortfall) })}>
            <Stack gap={1} align="flex-start">
              <p>{t('payment.shortBody')}</p>
              <ButtonLink to={topUpPath(shortfall, paymentPath(quote.shop_id, origin))}>
                {t('payment.topUpDifference', { amount: money(shortfall) })}
              </ButtonLink>
            </Stack>
          </Alert>
        ) : (
          <div>
            <Button size="lg" loading={buying} onClick={onBuy}>
              {t('payment.confirm', { amount: money(quote.money_amount) })}
            </Button>
          </div>
        )}
      </Stack>
    </Panel>
  );
}
