// Pure rules of bills and check-in.
import { GIB } from '../services/rules';

export type BillStatus = 'active' | 'expired';

/** A bill runs until its expiry; a bill without an expiry (traffic package) never expires. */
export function billStatus(expireAt: Date | null, now: Date): BillStatus {
  return expireAt === null || expireAt.getTime() > now.getTime() ? 'active' : 'expired';
}

/** When an auto-renewed bill is charged again: at its expiry, while it runs. */
export function renewAt(bill: { expireAt: Date | null; isAutoRenewal: boolean }, now: Date): Date | null {
  return bill.isAutoRenewal && bill.expireAt && billStatus(bill.expireAt, now) === 'active' ? bill.expireAt : null;
}

/** Check-in rewards: a whole number of MiB between these bounds, uniformly. */
export const CHECKIN_REWARD_MIN_BYTES = 100 * 1024 ** 2;
export const CHECKIN_REWARD_MAX_BYTES = 1 * GIB;

/** `random` in [0, 1): the reward for that draw, in bytes (whole MiB). */
export function checkinReward(random: number): number {
  const mib = 1024 ** 2;
  const steps = (CHECKIN_REWARD_MAX_BYTES - CHECKIN_REWARD_MIN_BYTES) / mib + 1;
  return CHECKIN_REWARD_MIN_BYTES + Math.floor(random * steps) * mib;
}
