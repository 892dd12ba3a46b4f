// What a ledger line, an invoice or a payment is, in the reader's language. The API words these once, in
// English ("Renewal · Pro", "Pro (renewal)", "Alipay (EPay sandbox)", "Wallet balance"), and also sends
// what they are: a line's and an invoice's `kind` and `plan_name`, an invoice's `payment`. The page words
// them from those facts; it keeps the API's text only where that names something the page cannot (a
// plan, a note staff wrote), and shows it as sent where an answer lacks the facts (an older API).
import { useT } from '@portal/shared';
import {
  isPaymentChannel,
  paymentChannelName,
  paymentSystemNames,
  type InvoiceDetail,
  type InvoiceSummary,
  type LedgerLine,
} from '@portal/shared/contract';

type Named = { description: string; plan_name?: string | null };

/** A plan's line or invoice: the plan by its name; anything else (an operator's note) in the API's words. */
const planText = (entry: Named): string => entry.plan_name ?? entry.description;

export function useEntryText() {
  const { t } = useT('wallet');
  /** A gateway's channel by its type (PaymentMethod.type, an order's config_json.channel), else `fallback`. */
  const channel = (type: unknown, fallback: string): string =>
    isPaymentChannel(type) ? t(`paymentChannel.${type}`) : fallback;
  return {
    channel,
    ledger(line: Pick<LedgerLine, 'kind' | 'description' | 'plan_name'>): string {
      if (line.kind === 'recharge') return t('entry.recharge');
      if (line.kind === 'cd_key') return t('entry.cdKey');
      if (line.kind === 'commission') return t('entry.commission');
      return planText(line);
    },
    /**
     * What the ledger line points at, when the customer can match it with something (a trade number, a
     * cd-key's last characters); a plan's internal id ("plan:2") is not: the line names the plan.
     */
    ledgerReference(line: Pick<LedgerLine, 'kind' | 'reference'>): string | null {
      return line.kind === 'purchase' || line.kind === 'renewal' ? null : line.reference;
    },
    invoice(invoice: Pick<InvoiceSummary, 'kind' | 'description' | 'plan_name'>): string {
      return invoice.kind === 'recharge' ? t('entry.recharge') : planText(invoice);
    },
    /**
     * An invoice line: a top-up's one line is the top-up; a plan's invoice bills the plan on the line
     * worded as the invoice is (the API writes that one line), any other line as sent.
     */
    invoiceLine(
      invoice: Pick<InvoiceSummary, 'kind' | 'description' | 'plan_name'>,
      line: { description: string },
    ): string {
      if (invoice.kind === 'recharge') return t('entry.recharge');
      return line.description === invoice.description ? planText(invoice) : line.description;
    },
    /** Plans are paid from the balance; a top-up through a gateway's channel, or by an operator. */
    paymentMethod(invoice: Pick<InvoiceDetail, 'kind' | 'payment_method' | 'payment'>): string | null {
      const { payment } = invoice;
      // An answer without the facts: a plan's kind still says the balance paid; a top-up's words as sent.
      if (!payment) return invoice.kind === 'recharge' ? invoice.payment_method : t('entry.walletBalance');
      if (payment.by === 'wallet_balance') return t('entry.walletBalance');
      if (payment.by === 'operator') return t('paidWith.operator');
      if (payment.channel === null) return invoice.payment_method;
      const method = channel(payment.channel, paymentChannelName(payment.channel));
      if (payment.payment_system === null) return method;
      const gateway = paymentSystemNames[payment.payment_system];
      return payment.is_sandbox
        ? t('paidWith.sandboxGateway', { method, gateway })
        : t('paidWith.gateway', { method, gateway });
    },
  };
}
