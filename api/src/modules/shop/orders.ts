// The shop's order calls: a quote against the wallet (nothing is charged), and the purchase itself,
// paid from the wallet in one transaction. A client may send one idempotency key per purchase (the body's
// `idempotency_key`, or an `Idempotency-Key` header): a double click or a retried request with the same key
// buys once (a unique index on the customer and the key; the loser's transaction rolls back whole) and
// answers the same purchase. Without a key each request buys once more — never past the balance, which the
// purchase checks under the wallet's lock.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ConfirmOrderBody } from '@portal/shared/contract';
import type { TextLanguage } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import { purchases, shopItems, users } from '../../db/schema';
import { ok } from '../../http/envelope';
import { textIn } from '../../lib/texts';
import { ApiError, notFound } from '../../http/errors';
import { compareMoney, maxMoney, subtractMoney } from '../../lib/money';
import { isUniqueViolation } from '../auth/users-repo';
import { ensureService } from '../services/service-repo';
import { readWallet } from '../wallet/wallet-repo';
import { payForPlanInTransaction, type PlanRow, type PurchaseRow } from './purchase';
import { isSoldInShop, planEffect } from './purchase-rules';

/** A plan this customer may buy now; refuses in plain words otherwise. */
async function planForSale(ctx: AppContext, shopId: number): Promise<PlanRow> {
  const [plan] = await ctx.db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.id, shopId), eq(shopItems.isEnabled, true)))
    .limit(1);
  if (!plan) throw notFound('No plan with this id is on sale');
  if (plan.isCannotNewPurchase) throw new ApiError(409, 'plan_closed', 'This plan is no longer sold to new buyers');
  if (!isSoldInShop(plan.shopType)) {
    throw new ApiError(409, 'plan_not_purchasable', 'This kind of plan is granted by staff, not bought in the shop');
  }
  return plan;
}

export async function quotePlan(ctx: AppContext, userId: number, shopId: number, language: TextLanguage) {
  const plan = await planForSale(ctx, shopId);
  const now = ctx.now();
  const [wallet, service, [account]] = await Promise.all([
    readWallet(ctx.db, userId),
    ensureService(ctx.db, userId),
    ctx.db.select({ expireAt: users.accountExpireAt }).from(users).where(eq(users.id, userId)),
  ]);
  const effect = planEffect(plan, service, account?.expireAt ?? now, now);
  const balanceAfter = subtractMoney(wallet.balance, plan.moneyAmount);
  const affordable = compareMoney(balanceAfter, '0') >= 0;
  return ok(
    {
      shop_id: plan.id,
      shop_name: textIn(language, plan.name, plan.nameI18n),
      money_amount: plan.moneyAmount,
      wallet_balance: wallet.balance,
      balance_after: balanceAfter,
      is_affordable: affordable,
      shortfall: maxMoney(subtractMoney(plan.moneyAmount, wallet.balance), '0'),
      currency: ctx.config.payment.currency,
      expire_at: effect.billExpireAt?.toISOString() ?? null,
    },
    affordable ? 'Your balance covers this plan' : 'Your balance is short of the price: top up the difference first',
  );
}

function purchaseAnswer(purchase: PurchaseRow, message: string) {
  return ok(
    {
      bought_id: purchase.id,
      shop_id: purchase.shopId,
      money_amount: purchase.moneyAmount,
      wallet_balance: purchase.balanceAfter,
      expire_at: purchase.expireAt?.toISOString() ?? null,
      service_id: purchase.serviceBillId,
      invoice_id: purchase.invoiceId,
    },
    message,
  );
}

async function purchaseWithKey(ctx: AppContext, userId: number, key: string): Promise<PurchaseRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The purchase an earlier request with this key made, when the same plan; a key reused for another plan is refused. */
function replay(purchase: PurchaseRow, shopId: number) {
  if (purchase.shopId !== shopId) {
    throw new ApiError(
      409,
      'idempotency_key_reused',
      'This purchase key was already used for another plan; reload the page',
    );
  }
  return purchaseAnswer(purchase, 'Already bought: this is the same purchase');
}

/** The longest Idempotency-Key header taken (as the IETF draft's clients send: a uuid or a random string). */
const HEADER_KEY_MAX = 255;

/**
 * The purchase's key, as the purchases table keeps it (a uuid): the body's, else the header's — a uuid as
 * sent, any other text mapped to one by its hash. Both given and different: refused. Neither: null.
 */
export function purchaseKey(bodyKey: string | undefined, header: string | string[] | undefined): string | null {
  if (Array.isArray(header)) {
    throw new ApiError(400, 'validation_error', 'Idempotency-Key: send the header once');
  }
  const sent = header?.trim();
  if (sent !== undefined && (sent.length === 0 || sent.length > HEADER_KEY_MAX || !/^[!-~]+$/.test(sent))) {
    throw new ApiError(400, 'validation_error', `Idempotency-Key: use 1 to ${HEADER_KEY_MAX} visible ASCII characters`);
  }
  const fromHeader = sent === undefined ? undefined : UUID.test(sent) ? sent.toLowerCase() : keyAsUuid(sent);
  if (bodyKey && fromHeader && bodyKey.toLowerCase() !== fromHeader) {
    throw new ApiError(
      400,
      'idempotency_key_mismatch',
      "The Idempotency-Key header and the body's idempotency_key differ: send one key per purchase",
    );
  }
  return bodyKey?.toLowerCase() ?? fromHeader ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid made from any key text (its SHA-256, shaped as a version-8 uuid). */
function keyAsUuid(key: string): string {
  const hex = crypto.createHash('sha256').update(`idempotency-key:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function buyPlan(
  ctx: AppContext,
  userId: number,
  shopId: number,
  key: string | null,
  body: Pick<ConfirmOrderBody, 'is_auto_renewal'> = {},
) {
  const earlier = key ? await purchaseWithKey(ctx, userId, key) : undefined;
  if (earlier) return replay(earlier, shopId);
  const plan = await planForSale(ctx, shopId);
  let result;
  try {
    result = await payForPlanInTransaction(ctx, {
      userId,
      plan,
      idempotencyKey: key ?? undefined,
      autoRenewal: body.is_auto_renewal ?? false,
    });
  } catch (error) {
    // The same key raced in: the other request bought it; this one rolled back whole.
    if (!key || !isUniqueViolation(error)) throw error;
    const winner = await purchaseWithKey(ctx, userId, key);
    if (!winner) throw error;
    return replay(winner, shopId);
  }
  if (!result.ok) {
    if ('alreadyRenewed' in result) throw new Error('A shop purchase cannot race a renewal');
    const { currency } = ctx.config.payment;
    throw new ApiError(
      409,
      'insufficient_balance',
      `Your balance (${result.balance} ${currency}) is ${subtractMoney(result.price, result.balance)} ${currency} short of the price (${result.price} ${currency}): top up first`,
    );
  }
  return purchaseAnswer(
    result.purchase,
    `Bought ${plan.name}: paid ${plan.moneyAmount} ${ctx.config.payment.currency} from your wallet`,
  );
}
