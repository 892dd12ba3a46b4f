// The mocked answers the page tests use are valid answers of the contract, so the pages are tested
// against what the real API may send.
import {
  inviteIndex,
  inviteRecords,
  paymentStatus,
  shopOldConfirmOrder,
  shopOldList,
  shopOldPreOrder,
  walletIndex,
  walletInvoice,
  walletInvoices,
  walletLedger,
  walletPaymentMethods,
  walletPurchaseRecords,
  walletRechargeRecords,
} from '@portal/shared/contract';
import {
  commissionRecord,
  invite,
  invoiceDetail,
  invoiceSummary,
  ledger,
  ledgerLine,
  ok,
  paymentMethods,
  paymentState,
  plan,
  purchase,
  purchaseRecord,
  quote,
  rechargeOrder,
  rechargeOrders,
  summary,
} from '../test-utils/fixtures';

describe('test fixtures', () => {
  it('match the contract', () => {
    const answers: [{ response: { parse(value: unknown): unknown } }, unknown][] = [
      [walletIndex, summary()],
      [walletLedger, ledger([ledgerLine(), ledgerLine({ kind: 'purchase', amount: '-25.00', invoice_id: null })])],
      [walletPaymentMethods, paymentMethods()],
      [walletRechargeRecords, rechargeOrders([rechargeOrder(), rechargeOrder({ status: 'paid', is_finish: true })])],
      [paymentStatus, paymentState({ status: 'paid', is_finish: true, paid_at: '2026-03-01T10:01:00.000Z' })],
      [walletInvoices, ok({ total_count: 1, records: [invoiceSummary()] })],
      [walletInvoice, ok(invoiceDetail())],
      [walletPurchaseRecords, ok([purchaseRecord()])],
      [shopOldList, ok({ products: [plan(), plan({ id: 4, shop_type: 'additional_package' })] })],
      [shopOldPreOrder, quote({ is_affordable: false, balance_after: '-2.50', shortfall: '2.50' })],
      [shopOldConfirmOrder, purchase()],
      [inviteIndex, invite()],
      [inviteRecords, ok({ total_count: 1, records: [commissionRecord()] })],
    ];
    for (const [operation, answer] of answers) expect(() => operation.response.parse(answer)).not.toThrow();
    expect(() => walletIndex.response.parse(summary({ wallet_balance: '1.5e3' }))).toThrow();
  });
});
