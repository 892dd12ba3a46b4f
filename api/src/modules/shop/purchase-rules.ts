// Pure rules of buying a plan: which plans can be bought here, and what one does to the customer's
// service. A main plan sets the level, its limits and its traffic (usage starts again), and extends the
// level and the account from the later of now and their current expiry, so paying early never loses
// days; a traffic pack adds its traffic and never expires. A main plan also starts a traffic period and,
// when it resets automatically, its reset schedule (plan-cycle/reset-rules.ts). No database, no clock:
// callers pass `now`.
import type { ShopItem } from '@portal/shared/contract';
import { nextResetWithin, scheduleOf } from '../plan-cycle/reset-rules';

const DAY_MS = 24 * 3600 * 1000;

type ShopType = NonNullable<ShopItem['shop_type']>;

export interface PlanTerms {
  shopType: ShopType;
  level: number | null;
  levelDays: number | null;
  accountDays: number | null;
  trafficBytes: number | null;
  speedLimitMbps: number | null;
  onlineIpLimit: number | null;
  /** `is_auto_reset_bandwidth` and `ss_bandwidth_reset_interval` in days (null: monthly). */
  isAutoResetBandwidth?: boolean;
  resetDays?: number | null;
}

/** The traffic period a main plan starts, and its resets (all null: it never resets). */
interface TrafficCycle {
  periodStart: Date;
  resetAnchor: Date | null;
  resetEveryDays: number | null;
  nextResetAt: Date | null;
}

export interface ServiceState {
  level: number;
  levelExpireAt: Date;
  trafficTotal: number;
}

export interface PlanEffect {
  service: {
    level: number;
    levelExpireAt: Date;
    trafficTotal: number;
    /** Start counting traffic from zero (a new period of a main plan). */
    resetUsage: boolean;
    speedLimitMbps: number | null;
    onlineIpLimit: number | null;
    /** A main plan's new traffic period; null leaves the current one. */
    cycle: TrafficCycle | null;
  };
  /** The account's new expiry, or null to leave it. */
  accountExpireAt: Date | null;
  /** When the bill of this purchase ends (null: it never does). */
  billExpireAt: Date | null;
}

/** Main plans and traffic packs are sold from the wallet; the check-in and debuff kinds are granted by staff. */
export function isSoldInShop(shopType: ShopType): boolean {
  return shopType === 'main_package' || shopType === 'additional_package';
}

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);
const plusDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

export function planEffect(
  plan: PlanTerms,
  current: ServiceState & {
    speedLimitMbps: number | null;
    onlineIpLimit: number | null;
    trafficResetAnchor?: Date | null;
  },
  accountExpireAt: Date,
  now: Date,
  options: { renewal?: boolean } = {},
): PlanEffect {
  if (plan.shopType !== 'main_package') {
    return {
      service: {
        level: current.level,
        levelExpireAt: current.levelExpireAt,
        trafficTotal: current.trafficTotal + (plan.trafficBytes ?? 0),
        resetUsage: false,
        speedLimitMbps: current.speedLimitMbps,
        onlineIpLimit: current.onlineIpLimit,
        cycle: null,
      },
      accountExpireAt: null,
      billExpireAt: null,
    };
  }
  const levelExpireAt =
    plan.levelDays === null ? current.levelExpireAt : plusDays(later(now, current.levelExpireAt), plan.levelDays);
  return {
    service: {
      level: plan.level ?? current.level,
      levelExpireAt,
      trafficTotal: plan.trafficBytes ?? current.trafficTotal,
      resetUsage: true,
      speedLimitMbps: plan.speedLimitMbps,
      onlineIpLimit: plan.onlineIpLimit,
      cycle: trafficCycle(plan, current.trafficResetAnchor ?? null, levelExpireAt, now, options.renewal === true),
    },
    accountExpireAt: plan.accountDays === null ? null : plusDays(later(now, accountExpireAt), plan.accountDays),
    billExpireAt: plan.levelDays === null ? null : levelExpireAt,
  };
}

/**
 * A main plan's traffic period starts now. Its resets count from the purchase; a renewal keeps the day
 * the plan was first bought (an automatic renewal runs shortly before the end, which may be the day before).
 */
function trafficCycle(plan: PlanTerms, anchor: Date | null, planEndsAt: Date, now: Date, renewal: boolean) {
  const schedule = scheduleOf(
    { isAutoResetBandwidth: plan.isAutoResetBandwidth ?? false, resetDays: plan.resetDays ?? null },
    renewal && anchor ? anchor : now,
  );
  return {
    periodStart: now,
    resetAnchor: schedule?.anchor ?? null,
    resetEveryDays: schedule?.everyDays ?? null,
    nextResetAt: schedule ? nextResetWithin(schedule, now, planEndsAt) : null,
  };
}
