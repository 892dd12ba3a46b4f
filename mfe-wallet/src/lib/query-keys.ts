// React-query keys of the wallet remote, in one place so mutations invalidate exactly what they change.
// Everything that shows a balance sits under walletKeys.money(): a credit or a debit refreshes it all.
export const walletKeys = {
  all: ['wallet'] as const,
  money: () => [...walletKeys.all, 'money'] as const,
  summary: () => [...walletKeys.money(), 'summary'] as const,
  ledger: (limit: number, offset: number) => [...walletKeys.money(), 'ledger', { limit, offset }] as const,
  rechargeOrders: (limit: number, offset: number) =>
    [...walletKeys.money(), 'recharge-orders', { limit, offset }] as const,
  redeemedCdKeys: () => [...walletKeys.money(), 'cd-keys'] as const,
  invoices: (page: number, size: number) => [...walletKeys.money(), 'invoices', { page, size }] as const,
  invoice: (invoiceId: string) => [...walletKeys.money(), 'invoice', invoiceId] as const,
  purchases: () => [...walletKeys.money(), 'purchases'] as const,
  quote: (shopId: number, autoRenewal: boolean) => [...walletKeys.money(), 'quote', shopId, { autoRenewal }] as const,
  invite: () => [...walletKeys.money(), 'invite'] as const,
  commissionRecords: () => [...walletKeys.money(), 'commission-records'] as const,
  // Outside money(): the credit landing refreshes the balances, not the poll that saw it land.
  paymentStatus: (tradeNo: string) => [...walletKeys.all, 'payment-status', tradeNo] as const,
  paymentMethods: () => [...walletKeys.all, 'payment-methods'] as const,
  plans: () => [...walletKeys.all, 'plans'] as const,
  ownedPlans: () => [...walletKeys.all, 'owned-plans'] as const,
  plan: (shopId: number) => [...walletKeys.all, 'plan', shopId] as const,
};
