// Plans and traffic packs in the console: every plan (disabled ones too) with how many customers run it,
// creating, editing and reordering — each change audited in its transaction. A change applies to sales
// from then on: a bill keeps the name, price and terms it was sold with (purchase.ts), so what a customer
// already bought never moves.
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminPlan, PlanCreateBody, PlanUpdateBody } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { at } from '../../db/raw-sql';
import { shopItems } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ApiError, notFound } from '../../http/errors';
import { ok } from '../../http/envelope';
import { audited, changedFields, type AuditFacts } from '../admin/audit';
import { toShopItem } from '../shop/shop-items';
import { planColumns, planProblem } from './plan-rules';

type ShopRow = typeof shopItems.$inferSelect;

const planNotFound = (id: number) => notFound(`No plan with the id ${id}`);

function activeBills(now: Date) {
  return sql<number>`(select count(*) from service_bills b where b.shop_id = ${shopItems.id}
    and (b.expire_at is null or b.expire_at > ${at(now)}))`.mapWith(Number);
}

function toAdminPlan(row: ShopRow, active: number): AdminPlan {
  return {
    ...toShopItem(row),
    shop_type: row.shopType,
    is_enable: row.isEnabled,
    is_cannot_new_purchase: row.isCannotNewPurchase,
    is_auto_reset_bandwidth: row.isAutoResetBandwidth,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    shop_name_i18n: row.nameI18n,
    content_extra_i18n: row.contentI18n,
    sort_order: row.sortOrder,
    active_bills: active,
  };
}

/** A plan's fields as its audit rows keep them. */
function planFacts(row: ShopRow): AuditFacts {
  const plan = toAdminPlan(row, 0);
  return {
    shop_name: plan.shop_name,
    shop_type: plan.shop_type,
    money_amount: plan.money_amount,
    shop_group_id: plan.shop_group_id ?? 0,
    ss_bandwidth_total_size: plan.ss_bandwidth_total_size ?? null,
    user_level: plan.user_level ?? null,
    user_level_duration: plan.user_level_duration ?? null,
    account_validity_duration: plan.account_validity_duration ?? null,
    ss_bandwidth_reset_interval: plan.ss_bandwidth_reset_interval ?? null,
    node_speed_limit: plan.node_speed_limit ?? null,
    node_connector: plan.node_connector ?? null,
    content_extra: plan.content_extra,
    is_auto_reset_bandwidth: plan.is_auto_reset_bandwidth,
    is_enable: plan.is_enable,
    is_cannot_new_purchase: plan.is_cannot_new_purchase,
    shop_name_i18n: JSON.stringify(plan.shop_name_i18n),
    content_extra_i18n: JSON.stringify(plan.content_extra_i18n),
    sort_order: plan.sort_order,
  };
}

async function readPlans(db: Db, now: Date): Promise<AdminPlan[]> {
  const rows = await db
    .select({ plan: shopItems, active: activeBills(now) })
    .from(shopItems)
    .orderBy(asc(shopItems.sortOrder), asc(shopItems.id));
  return rows.map((row) => toAdminPlan(row.plan, row.active));
}

async function readPlan(db: Db, id: number, now: Date): Promise<AdminPlan> {
  const [row] = await db
    .select({ plan: shopItems, active: activeBills(now) })
    .from(shopItems)
    .where(eq(shopItems.id, id));
  if (!row) throw planNotFound(id);
  return toAdminPlan(row.plan, row.active);
}

export async function listPlans(ctx: AppContext) {
  return ok({ currency: ctx.config.payment.currency, plans: await readPlans(ctx.db, ctx.now()) });
}

function refuseProblem(plan: Parameters<typeof planProblem>[0]): void {
  const problem = planProblem(plan);
  if (problem) throw new ApiError(400, 'validation_error', problem);
}

export async function createPlan(ctx: AppContext, admin: AuthUser, client: ClientInfo, body: PlanCreateBody) {
  const id = await audited(ctx.db, admin, client, async (tx) => {
    const columns = planColumns(body);
    const candidate = {
      shopType: body.shop_type,
      level: columns.level ?? null,
      levelDays: columns.levelDays ?? null,
      trafficBytes: columns.trafficBytes ?? null,
      isAutoResetBandwidth: columns.isAutoResetBandwidth ?? false,
      resetDays: columns.resetDays ?? null,
    };
    refuseProblem(candidate);
    const [last] = await tx.select({ order: sql<number>`coalesce(max(${shopItems.sortOrder}), -1)` }).from(shopItems);
    const [row] = await tx
      .insert(shopItems)
      .values({
        ...columns,
        name: body.shop_name,
        moneyAmount: columns.moneyAmount!,
        sortOrder: columns.sortOrder ?? Number(last?.order ?? -1) + 1,
      })
      .returning();
    if (!row) throw new Error('The plan was not stored');
    return {
      result: row.id,
      change: { action: 'plan_create', target: { type: 'plan', id: row.id }, after: planFacts(row) },
    };
  });
  return ok(await readPlan(ctx.db, id, ctx.now()), 'The plan was created');
}

async function lockPlan(tx: Tx, id: number): Promise<ShopRow> {
  const [row] = await tx.select().from(shopItems).where(eq(shopItems.id, id)).for('update');
  if (!row) throw planNotFound(id);
  return row;
}

export async function updatePlan(
  ctx: AppContext,
  admin: AuthUser,
  client: ClientInfo,
  id: number,
  body: PlanUpdateBody,
) {
  await audited(ctx.db, admin, client, async (tx) => {
    const before = await lockPlan(tx, id);
    const columns = planColumns(body);
    refuseProblem({ ...before, ...columns } as ShopRow);
    const [after] = await tx
      .update(shopItems)
      .set({ ...columns, updatedAt: ctx.now() })
      .where(eq(shopItems.id, id))
      .returning();
    return {
      result: null,
      change: {
        action: 'plan_update',
        target: { type: 'plan', id },
        ...changedFields(planFacts(before), planFacts(after!)),
      },
    };
  });
  return ok(await readPlan(ctx.db, id, ctx.now()), 'The plan was saved; purchases already made keep their terms');
}

export async function reorderPlans(ctx: AppContext, admin: AuthUser, client: ClientInfo, planIds: number[]) {
  await audited(ctx.db, admin, client, async (tx) => {
    const plans = await tx
      .select({ id: shopItems.id, order: shopItems.sortOrder })
      .from(shopItems)
      .orderBy(asc(shopItems.sortOrder), asc(shopItems.id))
      .for('update');
    const known = new Set(plans.map((plan) => plan.id));
    if (
      new Set(planIds).size !== planIds.length ||
      planIds.length !== known.size ||
      planIds.some((id) => !known.has(id))
    ) {
      throw new ApiError(400, 'validation_error', "plan_ids: Give every plan's id once, in the new order");
    }
    for (const [index, id] of planIds.entries()) {
      await tx.update(shopItems).set({ sortOrder: index }).where(eq(shopItems.id, id));
    }
    return {
      result: null,
      change: {
        action: 'plans_reorder',
        target: { type: 'plan', id: 'all' },
        before: { order: plans.map((plan) => plan.id).join(',') },
        after: { order: planIds.join(',') },
      },
    };
  });
  return ok({ plans: await readPlans(ctx.db, ctx.now()) }, 'The plans are in their new order');
}
