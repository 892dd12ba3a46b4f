// Where the customer pays an EPay order: the gateway's submit.php with the signed order in the query
// (EPay accepts it by GET), so the page only has to navigate there.
import type { EpayMerchant } from '../payment-setup';
import { signedEpayParams } from './epay-sign';

export interface EpayOrder {
  tradeNo: string;
  /** The channel (`alipay`, `wxpay`, …). */
  type: string;
  /** Yuan, two decimals. */
  money: string;
  /** What the customer sees on the gateway's page. */
  name: string;
}

export function epayPayUrl(
  merchant: EpayMerchant,
  order: EpayOrder,
  urls: { notifyUrl: string; returnUrl: string; siteName: string },
): string {
  const params = signedEpayParams(
    {
      pid: merchant.pid,
      type: order.type,
      out_trade_no: order.tradeNo,
      notify_url: urls.notifyUrl,
      return_url: urls.returnUrl,
      name: order.name,
      money: order.money,
      sitename: urls.siteName,
    },
    merchant.key,
    merchant.signSuffix,
  );
  return `${merchant.gatewayUrl}submit.php?${new URLSearchParams(params).toString()}`;
}
