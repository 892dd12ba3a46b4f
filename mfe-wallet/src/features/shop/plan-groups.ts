// The plans on sale, grouped by type in a fixed order (plans first, then add-ons, …) and, within a group,
// cheapest first, so the ones worth comparing sit side by side. Withdrawn plans are left out.
import type { ShopItem } from '@portal/shared/contract';
import { compareMoney } from '../../lib/money';

const GROUP_ORDER = ['main_package', 'additional_package', 'checkin_package', 'debuff_package', 'other'] as const;
type PlanGroupName = (typeof GROUP_ORDER)[number];

export interface PlanGroup {
  name: PlanGroupName;
  plans: ShopItem[];
}

export function groupPlans(plans: readonly ShopItem[]): PlanGroup[] {
  const groups = new Map<PlanGroupName, ShopItem[]>();
  for (const plan of plans) {
    if (plan.is_enable === false) continue;
    const name = plan.shop_type ?? 'other';
    groups.set(name, [...(groups.get(name) ?? []), plan]);
  }
  return GROUP_ORDER.filter((name) => groups.has(name)).map((name) => ({
    name,
    plans: [...groups.get(name)!].sort((a, b) => (compareMoney(a.money_amount, b.money_amount) ?? 0) || a.id - b.id),
  }));
}

/** Whether a plan can be bought new (some can only be renewed). */
export function canBuy(plan: ShopItem): boolean {
  return plan.is_enable !== false && plan.is_cannot_new_purchase !== true;
}
