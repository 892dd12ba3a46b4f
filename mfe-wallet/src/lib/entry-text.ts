// What a ledger line, an invoice or a payment is, in the reader's language. The API words these once, in
// English ("Wallet top-up", "Renewal · Pro", "Pro (renewal)", "Alipay (EPay sandbox)", "Wallet balance"):
// where a kind or a channel says what happened, the page words it itself; it keeps the API's text only
// where that names something the page cannot (a plan, a note staff wrote, a channel it does not know).
import { useT } from '@portal/shared';
import type { InvoiceSummary, LedgerLine } from '@portal/shared/contract';
import { walletEn } from '../i18n/en';

type Channel = keyof typeof walletEn.paymentChannel;

function isChannel(type: unknown): type is Channel {
  return typeof type === 'string' && Object.hasOwn(walletEn.paymentChannel, type);
}

/** The channel the API's English name stands for ("WeChat Pay" → wxpay): the API names channels as en.ts does. */
function channelNamed(name: string): Channel | undefined {
  return (Object.keys(walletEn.paymentChannel) as Channel[]).find((type) => walletEn.paymentChannel[type] === name);
}

/** The plan's name inside the API's words for a renewal ("Renewal · Pro", "Pro (renewal)"). */
export function renewedPlanName(description: string): string {
  return description.replace(/^Renewal · /, '').replace(/ \(renewal\)$/, '');
}

/** The API's words for how a top-up invoice was paid: "<channel> (<gateway>[ sandbox])". */
const PAID_THROUGH_GATEWAY = /^(.+) \((EPay|Stripe)( sandbox)?\)$/;
const PAID_BY_OPERATOR = 'Marked paid by an operator';

type Payment = Pick<InvoiceSummary, 'kind'> & { payment_method: string | null };

export function useEntryText() {
  const { t } = useT('wallet');
  /** A gateway's channel by its type (PaymentMethod.type, an order's config_json.channel), else `fallback`. */
  const channel = (type: unknown, fallback: string): string =>
    isChannel(type) ? t(`paymentChannel.${type}`) : fallback;
  const planText = (kind: string, description: string) =>
    kind === 'renewal' ? renewedPlanName(description) : description;
  return {
    channel,
    ledger(line: Pick<LedgerLine, 'kind' | 'description'>): string {
      if (line.kind === 'recharge') return t('entry.recharge');
      if (line.kind === 'cd_key') return t('entry.cdKey');
      if (line.kind === 'commission') return t('entry.commission');
      return planText(line.kind, line.description);
    },
    /**
     * What the ledger line points at, when the customer can match it with something (a trade number, a
     * cd-key's last characters); a plan's internal id ("plan:2") is not: the line names the plan.
     */
    ledgerReference(line: Pick<LedgerLine, 'kind' | 'reference'>): string | null {
      return line.kind === 'purchase' || line.kind === 'renewal' ? null : line.reference;
    },
    invoice(invoice: Pick<InvoiceSummary, 'kind' | 'description'>): string {
      return invoice.kind === 'recharge' ? t('entry.recharge') : planText(invoice.kind, invoice.description);
    },
    /** An invoice line: a top-up's one line is the top-up; a plan's is the plan. */
    invoiceLine(invoice: Pick<InvoiceSummary, 'kind'>, line: { description: string }): string {
      return invoice.kind === 'recharge' ? t('entry.recharge') : planText(invoice.kind, line.description);
    },
    /** Plans are always paid from the balance; a top-up through a gateway's channel, or by an operator. */
    paymentMethod(invoice: Payment): string | null {
      if (invoice.kind !== 'recharge') return t('entry.walletBalance');
      const label = invoice.payment_method;
      if (label === null) return null;
      if (label === PAID_BY_OPERATOR) return t('paidWith.operator');
      const [, name = label, gateway, sandbox] = PAID_THROUGH_GATEWAY.exec(label) ?? [];
      const method = channel(channelNamed(name), name);
      if (!gateway) return method;
      return sandbox ? t('paidWith.sandboxGateway', { method, gateway }) : t('paidWith.gateway', { method, gateway });
    },
  };
}
