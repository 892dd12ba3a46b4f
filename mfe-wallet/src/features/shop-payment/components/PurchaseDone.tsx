// A purchase made: what was bought, until when it runs, the balance now, and where to go next.
import { Alert, ButtonLink, Stack, useT } from '@portal/shared';
import { useWalletFormat } from '../../../lib/format';
import { invoicePath } from '../../../lib/paths';

export interface Purchase {
  name: string;
  expireAt: string | null;
  balance: string;
  invoiceId: string | undefined;
  currency: string | null;
}

export function PurchaseDone({ purchase }: { purchase: Purchase }) {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  return (
    <Alert tone="success" title={t('payment.doneTitle', { name: purchase.name })}>
      <Stack gap={1.5} align="flex-start">
        <p>
          {purchase.expireAt ? `${t('payment.doneEnds', { when: format.dateTime(purchase.expireAt) })} ` : null}
          {t('payment.doneBalance', { balance: format.money(purchase.balance, purchase.currency) })}
        </p>
        <Stack direction="row" gap={1} wrap>
          <ButtonLink to="/user/dashboard">{t('payment.toDashboard')}</ButtonLink>
          {purchase.invoiceId ? (
            <ButtonLink to={invoicePath(purchase.invoiceId)} variant="secondary">
              {t('payment.seeInvoice')}
            </ButtonLink>
          ) : null}
          <ButtonLink to="/user/wallet/purchase-records-old" variant="secondary">
            {t('payment.toPurchases')}
          </ButtonLink>
        </Stack>
      </Stack>
    </Alert>
  );
}
