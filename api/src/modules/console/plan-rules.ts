// Pure rules of a plan as staff write it: the contract's field names to the shop's columns, what each
// kind of plan needs, and the text a customer reads in their language. No database.
import type { PlanCreateBody } from '@portal/shared/contract/admin';
import type { shopItems } from '../../db/schema';
import { formatMoney, money } from '../../lib/money';

type ShopRow = typeof shopItems.$inferSelect;
type ShopInsert = typeof shopItems.$inferInsert;

/** "P30D" → 30; null stays null. */
function daysOf(duration: string | null): number | null {
  if (duration === null) return null;
  const match = /^P(\d+)D$/.exec(duration);
  if (!match) throw new Error(`not a duration in days: ${duration}`);
  return Number(match[1]);
}

/** The columns a body sets (only the fields it gives). */
export function planColumns(body: Partial<PlanCreateBody>): Partial<ShopInsert> {
  const columns: Partial<ShopInsert> = {};
  if (body.shop_name !== undefined) columns.name = body.shop_name;
  if (body.shop_type !== undefined) columns.shopType = body.shop_type;
  if (body.shop_group_id !== undefined) columns.shopGroupId = body.shop_group_id;
  if (body.money_amount !== undefined) columns.moneyAmount = formatMoney(money(body.money_amount));
  if (body.ss_bandwidth_total_size !== undefined) columns.trafficBytes = body.ss_bandwidth_total_size;
  if (body.user_level !== undefined) columns.level = body.user_level;
  if (body.user_level_duration !== undefined) columns.levelDays = daysOf(body.user_level_duration);
  if (body.account_validity_duration !== undefined) columns.accountDays = daysOf(body.account_validity_duration);
  if (body.ss_bandwidth_reset_interval !== undefined) columns.resetDays = daysOf(body.ss_bandwidth_reset_interval);
  if (body.node_speed_limit !== undefined) columns.speedLimitMbps = body.node_speed_limit;
  if (body.node_connector !== undefined) columns.onlineIpLimit = body.node_connector;
  if (body.content_extra !== undefined) columns.content = body.content_extra;
  if (body.is_auto_reset_bandwidth !== undefined) columns.isAutoResetBandwidth = body.is_auto_reset_bandwidth;
  if (body.is_enable !== undefined) columns.isEnabled = body.is_enable;
  if (body.is_cannot_new_purchase !== undefined) columns.isCannotNewPurchase = body.is_cannot_new_purchase;
  if (body.shop_name_i18n !== undefined) columns.nameI18n = body.shop_name_i18n;
  if (body.content_extra_i18n !== undefined) columns.contentI18n = body.content_extra_i18n;
  if (body.sort_order !== undefined) columns.sortOrder = body.sort_order;
  return columns;
}

/** The plan a change would leave, checked whole: answers why it cannot be, in the field's words, or null. */
export function planProblem(
  plan: Pick<ShopRow, 'shopType' | 'level' | 'levelDays' | 'trafficBytes' | 'isAutoResetBandwidth' | 'resetDays'>,
): string | null {
  if (plan.shopType === 'main_package') {
    if (plan.level === null) return 'user_level: A plan needs the level it gives';
    if (plan.levelDays === null || plan.levelDays === 0) {
      return 'user_level_duration: A plan needs how long its level lasts, e.g. P30D';
    }
  }
  if (plan.shopType === 'additional_package') {
    if (!plan.trafficBytes) return 'ss_bandwidth_total_size: A traffic pack needs the traffic it adds';
    if (plan.level !== null || plan.levelDays !== null) {
      return 'user_level: A traffic pack adds traffic only; leave the level and its duration empty';
    }
  }
  if (plan.isAutoResetBandwidth && !plan.resetDays) {
    return 'ss_bandwidth_reset_interval: Say how often the traffic resets, e.g. P30D';
  }
  return null;
}
