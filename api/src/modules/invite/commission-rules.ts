// Pure rule of invite commission (docs/adr/0007-money-and-settlement.md): the rate times the cash a
// purchase used — never balance that came from cd-keys or commission — rounded half up to the cent;
// under `first_purchase` only the invited customer's first purchase that used cash earns it.
import type { CommissionRule } from '@portal/shared/contract';
import { applyRate, compareMoney } from '../../lib/money';

export function commissionOn(
  purchase: { cashUsed: string; inviteeEarnedBefore: boolean },
  terms: { rate: string; rule: CommissionRule },
): string | null {
  if (compareMoney(purchase.cashUsed, '0') <= 0) return null;
  if (terms.rule === 'first_purchase' && purchase.inviteeEarnedBefore) return null;
  const amount = applyRate(purchase.cashUsed, terms.rate);
  return compareMoney(amount, '0') > 0 ? amount : null;
}
