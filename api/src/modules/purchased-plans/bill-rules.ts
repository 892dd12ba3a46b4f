// Pure rules of a purchased plan's bills.
export type BillStatus = 'active' | 'expired';

/** A bill runs until its expiry; a bill without an expiry (traffic package) never expires. */
export function billStatus(expireAt: Date | null, now: Date): BillStatus {
  return expireAt === null || expireAt.getTime() > now.getTime() ? 'active' : 'expired';
}

/** When an auto-renewed bill is charged again: at its expiry, while it runs. */
export function renewAt(bill: { expireAt: Date | null; isAutoRenewal: boolean }, now: Date): Date | null {
  return bill.isAutoRenewal && bill.expireAt && billStatus(bill.expireAt, now) === 'active' ? bill.expireAt : null;
}
