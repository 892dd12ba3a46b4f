// The payment channels the portal knows, and the facts ledger lines and invoices carry beside their
// English words: answers with them parse, answers without them (an older API) still do.
import {
  invoicePayment,
  isPaymentChannel,
  paymentChannelName,
  paymentChannelNames,
  paymentSystemNames,
  walletInvoice,
  walletInvoices,
  walletLedger,
} from '../index';

const invoice = {
  id: '017aa5e9-e8c0-4000-a001-9e828b5fa184',
  number: 'INV-000042',
  created_at: '2026-03-01T10:00:00.000Z',
  kind: 'renewal',
  description: 'Pro (renewal)',
  total: '29.90',
  currency: 'CNY',
  status: 'paid',
  paid_at: '2026-03-01T10:00:00.000Z',
};
const detail = {
  ...invoice,
  seller: { name: '极速云', address: null, email: null },
  customer: { user_id: 7, name: 'ann', email: 'ann@example.com' },
  lines: [{ description: 'Pro (renewal)', quantity: 1, unit_price: '29.90', amount: '29.90' }],
  subtotal: '29.90',
  payment_method: 'Wallet balance',
  trade_no: null,
};
const line = {
  id: '017aa5e9-e8c0-4000-a001-9e828b5fa185',
  created_at: '2026-03-01T10:00:00.000Z',
  kind: 'renewal',
  amount: '-29.90',
  balance_after: '0.00',
  description: 'Renewal · Pro',
  reference: 'plan:2',
  invoice_id: invoice.id,
};
const envelope = (result: unknown) => ({ is_success: true, message: 'ok', result });

describe('payment channels', () => {
  it('names the seven channels the portal knows, and any other after itself', () => {
    expect(Object.keys(paymentChannelNames)).toEqual(['alipay', 'wxpay', 'qqpay', 'bank', 'jdpay', 'usdt', 'card']);
    expect(paymentChannelName('wxpay')).toBe('WeChat Pay');
    expect(paymentChannelName('card')).toBe('Card');
    expect(paymentChannelName('crypto')).toBe('Crypto');
    expect(paymentSystemNames).toEqual({ epay: 'EPay', stripe: 'Stripe' });
  });

  it('tells a known channel from anything else', () => {
    expect(isPaymentChannel('alipay')).toBe(true);
    for (const other of ['crypto', 'toString', '__proto__', '', null, undefined, 3])
      expect(isPaymentChannel(other)).toBe(false);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(paymentChannelNames)).toBe(true);
  });
});

describe('the facts beside the words', () => {
  it('parse on ledger lines and invoices', () => {
    expect(
      walletLedger.response.parse(envelope({ total_count: 1, records: [{ ...line, plan_name: 'Pro' }] })),
    ).toMatchObject({ result: { records: [{ plan_name: 'Pro' }] } });
    expect(
      walletInvoices.response.parse(envelope({ total_count: 1, records: [{ ...invoice, plan_name: 'Pro' }] })),
    ).toMatchObject({ result: { records: [{ plan_name: 'Pro' }] } });
    const payment = { by: 'gateway', payment_system: 'epay', channel: 'alipay', is_sandbox: true };
    expect(walletInvoice.response.parse(envelope({ ...detail, plan_name: null, payment }))).toMatchObject({
      result: { plan_name: null, payment },
    });
  });

  it('are optional: an answer without them still parses', () => {
    expect(() => walletLedger.response.parse(envelope({ total_count: 1, records: [line] }))).not.toThrow();
    expect(() => walletInvoices.response.parse(envelope({ total_count: 1, records: [invoice] }))).not.toThrow();
    expect(() => walletInvoice.response.parse(envelope(detail))).not.toThrow();
  });

  it('refuse a payer or a gateway the contract does not know', () => {
    const payment = { by: 'gateway', payment_system: 'epay', channel: 'alipay', is_sandbox: false };
    expect(invoicePayment.safeParse(payment).success).toBe(true);
    expect(invoicePayment.safeParse({ ...payment, by: 'friend' }).success).toBe(false);
    expect(invoicePayment.safeParse({ ...payment, payment_system: 'paypal' }).success).toBe(false);
  });
});
