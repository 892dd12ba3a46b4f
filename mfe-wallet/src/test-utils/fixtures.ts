// Contract-shaped answers of the wallet, shop, invite and payment API for tests (checked against the
// contract by src/__tests__/fixtures.test.ts).
import { ApiError } from '@portal/shared';
import type {
  InvoiceDetail,
  InvoicePayment,
  InvoiceSummary,
  LedgerLine,
  OperationResponse,
  PaymentMethod,
  RechargeRecord,
  ShopItem,
  inviteIndex,
  inviteRecords,
  paymentStatus,
  shopOldConfirmOrder,
  shopOldPreOrder,
  walletIndex,
  walletPaymentMethods,
  walletPurchaseRecords,
} from '@portal/shared/contract';

import { nextUuid as uuid } from '@portal/shared/test/ids';

/** A uuid unique within the test run. */
export { uuid };

export function ok<T>(result: T, message = 'ok') {
  return { is_success: true, message, result };
}

export function httpError(status: number, message = 'Request failed', code?: string): ApiError {
  return new ApiError({ kind: 'http', status, message, serverMessage: true, code });
}

export function networkError(): ApiError {
  return new ApiError({ kind: 'network', message: 'Network Error' });
}

export function summary(overrides: Partial<OperationResponse<typeof walletIndex>['result']> = {}) {
  return ok({
    created_at: '2026-01-05T08:00:00.000Z',
    wallet_balance: '42.50',
    invite_balance: '6.00',
    currency: 'CNY',
    ...overrides,
  });
}

export function ledgerLine(overrides: Partial<LedgerLine> = {}): LedgerLine {
  return {
    id: uuid(),
    created_at: '2026-03-01T10:00:00.000Z',
    kind: 'recharge',
    amount: '30.00',
    balance_after: '42.50',
    // The API's own words (settle.ts) and the facts beside them; the page words a line from its kind and
    // plan_name (lib/entry-text.ts).
    description: 'Top-up · Alipay (EPay)',
    reference: 'R20260301100000',
    invoice_id: uuid(),
    plan_name: null,
    ...overrides,
  };
}

export function ledger(records: LedgerLine[], totalCount = records.length) {
  return ok({ total_count: totalCount, records });
}

export function paymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return { id: 1, payment_system: 'epay', type: 'alipay', name: 'Alipay', is_sandbox: false, ...overrides };
}

export function paymentMethods(overrides: Partial<OperationResponse<typeof walletPaymentMethods>['result']> = {}) {
  return ok({
    currency: 'CNY',
    min_amount: '10.00',
    max_amount: '5000.00',
    presets: ['10.00', '30.00', '50.00', '100.00'],
    methods: [paymentMethod(), paymentMethod({ id: 2, type: 'wxpay', name: 'WeChat Pay (sandbox)', is_sandbox: true })],
    ...overrides,
  });
}

export function rechargeOrder(overrides: Partial<RechargeRecord> = {}): RechargeRecord {
  return {
    id: uuid(),
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    trade_no: 'R20260301100000',
    money_amount: '30.00',
    is_finish: false,
    pay_method_id: 1,
    invoice_id: null,
    remark: null,
    config_json: {},
    status: 'pending',
    pay_url: 'https://pay.example.com/submit.php?out_trade_no=R20260301100000',
    pay_method_name: 'Alipay',
    paid_at: null,
    expires_at: '2099-03-01T10:30:00.000Z',
    ...overrides,
  };
}

export function rechargeOrders(records: RechargeRecord[], totalCount = records.length) {
  return ok({ recharge_records: records, total_count: totalCount });
}

export function paymentState(
  overrides: Partial<OperationResponse<typeof paymentStatus>['result']> = {},
): OperationResponse<typeof paymentStatus> {
  return ok({ trade_no: 'R20260301100000', is_finish: false, money_amount: '30.00', status: 'pending', ...overrides });
}

export function invoiceSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: uuid(),
    number: 'INV-000042',
    created_at: '2026-03-01T10:00:00.000Z',
    kind: 'recharge',
    description: 'Wallet top-up',
    total: '30.00',
    currency: 'CNY',
    status: 'paid',
    paid_at: '2026-03-01T10:01:00.000Z',
    plan_name: null,
    ...overrides,
  };
}

export function invoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    ...invoiceSummary(),
    seller: { name: '极速云 Ltd.', address: '1 Harbour Road\nHong Kong', email: 'billing@example.com' },
    customer: { user_id: 7, name: 'ann', email: 'ann@example.com' },
    lines: [{ description: 'Wallet top-up', quantity: 1, unit_price: '30.00', amount: '30.00' }],
    subtotal: '30.00',
    payment_method: 'Alipay (EPay)',
    trade_no: 'R20260301100000',
    payment: { by: 'gateway', payment_system: 'epay', channel: 'alipay', is_sandbox: false },
    ...overrides,
  };
}

/** How the API says a plan's invoice is paid. */
export const PAID_FROM_BALANCE: InvoicePayment = {
  by: 'wallet_balance',
  payment_system: null,
  channel: null,
  is_sandbox: false,
};

type PurchaseRecord = OperationResponse<typeof walletPurchaseRecords>['result'][number];

export function purchaseRecord(overrides: Partial<PurchaseRecord> = {}): PurchaseRecord {
  return {
    id: uuid(),
    created_at: '2026-03-02T09:00:00.000Z',
    shop_id: 3,
    shop_name: 'VIP 2 · monthly',
    money_amount: '25.00',
    renew_at: '2026-04-02T09:00:00.000Z',
    service_id: 11,
    kind: 'purchase',
    expire_at: '2026-04-02T09:00:00.000Z',
    is_auto_renewal: true,
    invoice_id: uuid(),
    ...overrides,
  };
}

export function plan(overrides: Partial<ShopItem> = {}): ShopItem {
  return {
    id: 3,
    shop_name: 'VIP 2 · monthly',
    shop_type: 'main_package',
    money_amount: '25.00',
    ss_bandwidth_total_size: 100 * 1024 ** 3,
    user_level: 2,
    user_level_duration: 'P30D',
    account_validity_duration: 'P30D',
    ss_bandwidth_reset_interval: 'P30D',
    is_auto_reset_bandwidth: true,
    node_speed_limit: 0,
    node_connector: 3,
    content_extra: 'All regions',
    is_enable: true,
    is_cannot_new_purchase: false,
    ...overrides,
  };
}

type Quote = OperationResponse<typeof shopOldPreOrder>['result'];

export function quote(overrides: Partial<Quote> = {}) {
  return ok<Quote>({
    shop_id: 3,
    shop_name: 'VIP 2 · monthly',
    money_amount: '25.00',
    wallet_balance: '42.50',
    balance_after: '17.50',
    is_affordable: true,
    shortfall: '0.00',
    currency: 'CNY',
    expire_at: '2026-04-02T09:00:00.000Z',
    ...overrides,
  });
}

export function purchase(overrides: Partial<OperationResponse<typeof shopOldConfirmOrder>['result']> = {}) {
  return ok({
    bought_id: uuid(),
    shop_id: 3,
    money_amount: '25.00',
    wallet_balance: '17.50',
    expire_at: '2026-04-02T09:00:00.000Z',
    service_id: 11,
    invoice_id: uuid(),
    ...overrides,
  });
}

type Invite = OperationResponse<typeof inviteIndex>['result'];

export function invite(overrides: Partial<Invite> = {}) {
  return ok<Invite>({
    invite_code: 'ANN7K2',
    invite_link: 'http://localhost/auth/sign-up?invite_code=ANN7K2',
    total_invites: 2,
    total_commission: '12.50',
    commission_rate: '0.10',
    invited_users: [
      {
        user_id: 21,
        username: 'bob',
        registered_at: '2026-02-10T08:00:00.000Z',
        commission_earned: '2.50',
        status: 'rewarded',
      },
    ],
    invite_balance: '6.00',
    commission_rule: 'first_purchase',
    ...overrides,
  });
}

type CommissionRecord = OperationResponse<typeof inviteRecords>['result']['records'][number];

export function commissionRecord(overrides: Partial<CommissionRecord> = {}): CommissionRecord {
  return {
    id: uuid(),
    created_at: '2026-02-11T08:00:00.000Z',
    invited_user_id: 21,
    invited_username: 'bob',
    money_amount: '2.50',
    ...overrides,
  };
}

/** A promise you resolve later (to observe a pending state). */
export { deferred } from '@portal/shared/test/async';
