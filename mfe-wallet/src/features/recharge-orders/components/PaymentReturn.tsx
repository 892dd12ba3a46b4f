// Back from the gateway (?trade_no=… or EPay's ?out_trade_no=…): waits for the order to be confirmed and
// shows the credit the moment it lands, then offers the way back to a purchase that sent the customer to
// top up. The gateway's return itself never credits anything: only its notification to the server does.
import { Alert, Button, ButtonLink, isApiError, Stack, useT } from '@portal/shared';
import { useWalletFormat } from '../../../lib/format';
import { returnToFor } from '../../../lib/return-to';
import { describeWalletError } from '../../../lib/wallet-errors';
import { usePaymentConfirmation } from '../api/use-payment-confirmation';

export function PaymentReturn({ tradeNo, currency }: { tradeNo: string; currency: string | null }) {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const { query, paid, slow, checkAgain } = usePaymentConfirmation(tradeNo);

  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Alert
        tone="error"
        title={notFound ? t('paymentReturn.notFoundTitle', { tradeNo }) : t('paymentReturn.failedTitle')}
      >
        <p>{notFound ? t('paymentReturn.notFoundBody') : describeWalletError(query.error)}</p>
        {notFound ? null : (
          <Button variant="secondary" size="sm" style={{ marginTop: 8 }} onClick={checkAgain}>
            {t('paymentReturn.checkAgain')}
          </Button>
        )}
      </Alert>
    );
  }
  if (paid && query.data) {
    const returnTo = returnToFor(tradeNo);
    return (
      <Alert
        tone="success"
        title={t('paymentReturn.paidTitle', { amount: format.money(query.data.money_amount, currency) })}
      >
        <Stack gap={1} align="flex-start">
          <p>{t('paymentReturn.paidBody', { tradeNo })}</p>
          {returnTo ? <ButtonLink to={returnTo}>{t('paymentReturn.backToPurchase')}</ButtonLink> : null}
        </Stack>
      </Alert>
    );
  }
  if (query.data?.status === 'expired') {
    return (
      <Alert tone="warning" title={t('paymentReturn.expiredTitle', { tradeNo })}>
        {t('paymentReturn.expiredBody')}
      </Alert>
    );
  }
  if (slow) {
    return (
      <Alert tone="warning" title={t('paymentReturn.slowTitle')}>
        <p>{t('paymentReturn.slowBody')}</p>
        <Button variant="secondary" size="sm" style={{ marginTop: 8 }} onClick={checkAgain}>
          {t('paymentReturn.checkAgain')}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={t('paymentReturn.checkingTitle')}>
      {t('paymentReturn.checkingBody', { tradeNo })}
    </Alert>
  );
}
