// EPay's notification (GET query, or a form / JSON POST): the signature over every field received, our
// merchant id, `trade_status` TRADE_SUCCESS, then the checks every gateway passes (notification-checks.ts)
// and the one settle path. The answer to a settled or already settled order is exactly `success`, which
// stops the gateway from notifying again; anything else is a 4xx and the gateway keeps trying.
import type { AppContext } from '../../../context';
import { parseMoney, formatMoney } from '../../../lib/money';
import { orderToSettle, refuseNotification } from '../notification-checks';
import { settleRechargeOrder } from '../settle';
import { epayVerify } from './epay-sign';

/** The literal acknowledgement EPay gateways wait for. */
const EPAY_ACK = 'success';

/** The fields as the strings that were signed; undefined when one is not a single text value. */
function asSignedStrings(fields: Record<string, unknown>): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') out[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[name] = String(value);
    else return undefined;
  }
  return out;
}

export async function handleEpayNotification(ctx: AppContext, fields: Record<string, unknown>): Promise<string> {
  const merchant = ctx.payments.epay;
  if (!merchant) {
    throw refuseNotification(ctx, 'epay', { status: 404, code: 'not_found', message: 'EPay is not configured here' });
  }
  const params = asSignedStrings(fields);
  if (!params) {
    throw refuseNotification(ctx, 'epay', {
      status: 400,
      code: 'notify_malformed',
      message: 'Every field of the notification must be a single text value',
    });
  }
  const tradeNo = params.out_trade_no;
  if (!epayVerify(params, merchant.key, merchant.signSuffix)) {
    throw refuseNotification(ctx, 'epay', {
      status: 400,
      code: 'signature_invalid',
      message: 'The signature does not match the notification',
      tradeNo,
    });
  }
  if (params.pid !== merchant.pid) {
    throw refuseNotification(ctx, 'epay', {
      status: 400,
      code: 'merchant_mismatch',
      message: 'The notification is for another merchant',
      tradeNo,
    });
  }
  if (params.trade_status !== 'TRADE_SUCCESS') {
    throw refuseNotification(ctx, 'epay', {
      status: 400,
      code: 'trade_not_successful',
      message: `The trade is not paid (trade_status ${params.trade_status ?? 'missing'})`,
      tradeNo,
    });
  }
  const paid = params.money === undefined ? undefined : parseMoney(params.money);
  const order = await orderToSettle(ctx, 'epay', tradeNo, paid ? formatMoney(paid) : undefined);
  // A gateway's retry for an order already paid: nothing to write.
  if (order.status === 'paid') return EPAY_ACK;
  await settleRechargeOrder(ctx, order.tradeNo, {
    kind: 'gateway',
    system: 'epay',
    gatewayRef: params.trade_no ?? null,
    paidAmount: order.moneyAmount,
  });
  return EPAY_ACK;
}
