// What a ledger line or an invoice is for, in the reader's language. The API words its descriptions once,
// in English ("Top-up · Alipay", "Cd-key …ABCD", "Wallet top-up", "Wallet balance"): where the kind alone
// says what happened, the page words it itself; it keeps the API's text where that names something the
// page cannot (a plan, a note staff wrote).
import { useT } from '@portal/shared';
import type { InvoiceSummary, LedgerLine } from '@portal/shared/contract';

export function useEntryText() {
  const { t } = useT('wallet');
  return {
    ledger(line: Pick<LedgerLine, 'kind' | 'description'>): string {
      if (line.kind === 'recharge') return t('entry.recharge');
      if (line.kind === 'cd_key') return t('entry.cdKey');
      if (line.kind === 'commission') return t('entry.commission');
      return line.description;
    },
    invoice(invoice: Pick<InvoiceSummary, 'kind' | 'description'>): string {
      return invoice.kind === 'recharge' ? t('entry.recharge') : invoice.description;
    },
    /** Plans are always paid from the balance; a top-up by the gateway's method, as the operator named it. */
    paymentMethod(invoice: Pick<InvoiceSummary, 'kind'> & { payment_method: string | null }): string | null {
      return invoice.kind === 'recharge' ? invoice.payment_method : t('entry.walletBalance');
    },
  };
}
