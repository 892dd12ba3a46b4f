// The old-style shop's reads: plans on sale and one plan (ordering is orders.ts).
import { and, asc, eq } from 'drizzle-orm';
import type { ShopItem } from '@portal/shared/contract';
import type { TextLanguage } from '@portal/shared/contract/admin';
import { textIn } from '../../lib/texts';
import type { AppContext } from '../../context';
import { shopItems } from '../../db/schema';
import { notFound } from '../../http/errors';
import { ok } from '../../http/envelope';

type ShopRow = typeof shopItems.$inferSelect;

const days = (n: number | null) => (n === null ? null : `P${n}D`);

/** A plan as customers read it: its name and description in `language` when staff wrote one (else the default). */
export function toShopItem(row: ShopRow, language?: TextLanguage): ShopItem {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    shop_name: language ? textIn(language, row.name, row.nameI18n) : row.name,
    shop_group_id: row.shopGroupId,
    shop_type: row.shopType,
    money_amount: row.moneyAmount,
    ss_bandwidth_total_size: row.trafficBytes,
    user_level: row.level,
    user_level_duration: days(row.levelDays),
    account_validity_duration: days(row.accountDays),
    ss_bandwidth_reset_interval: days(row.resetDays),
    node_speed_limit: row.speedLimitMbps,
    node_connector: row.onlineIpLimit,
    content_extra: language ? textIn(language, row.content, row.contentI18n) : row.content,
    is_auto_reset_bandwidth: row.isAutoResetBandwidth,
    is_enable: row.isEnabled,
    is_cannot_new_purchase: row.isCannotNewPurchase,
  };
}

/** Enabled plans in shop order (plans closed to new purchases are listed with their flag). */
export async function shopList(ctx: AppContext, language: TextLanguage) {
  const rows = await ctx.db
    .select()
    .from(shopItems)
    .where(eq(shopItems.isEnabled, true))
    .orderBy(asc(shopItems.sortOrder), asc(shopItems.id));
  return ok({ products: rows.map((row) => toShopItem(row, language)) });
}

export async function shopInfo(ctx: AppContext, shopId: number, language: TextLanguage) {
  const [row] = await ctx.db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.id, shopId), eq(shopItems.isEnabled, true)))
    .limit(1);
  if (!row) throw notFound('No plan with this id is on sale');
  return ok(toShopItem(row, language));
}
