// Daily check-in: once per customer and service day (UTC+8), a traffic reward added to the plan and
// recorded. The unique (user, day) index makes a second check-in fail even when two race. A customer
// without a plan has no check-in: its traffic would go to a plan they do not have, where no screen
// shows it.
import crypto from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { checkins, userServices } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { formatBytes, nextServiceDayStart, serviceDay } from '../services/rules';
import { ensureService } from '../services/service-repo';
import { hasPlan, planName } from '../purchased-plans/bills';
import { checkinReward } from './reward-rules';
import { ok, done } from '../../http/envelope';

async function lastCheckin(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select()
    .from(checkins)
    .where(eq(checkins.userId, userId))
    .orderBy(desc(checkins.checkinDay))
    .limit(1);
  return row;
}

/** 'open' when the customer's plan includes the check-in; else why not. */
async function checkinAvailability(ctx: AppContext, userId: number, now: Date) {
  const [service, plan] = await Promise.all([ensureService(ctx.db, userId), planName(ctx.db, userId, now, 'en')]);
  if (!hasPlan(plan, service)) return 'no_plan';
  return service.isCheckinEnabled ? 'open' : 'not_in_plan';
}

export async function checkinStatus(ctx: AppContext, userId: number) {
  const now = ctx.now();
  const [availability, last] = await Promise.all([checkinAvailability(ctx, userId, now), lastCheckin(ctx, userId)]);
  const enabled = availability === 'open';
  const doneToday = last?.checkinDay === serviceDay(now);
  return ok({
    can_check_in: enabled && !doneToday,
    last_check_in_time: last?.createdAt.toISOString() ?? null,
    next_check_in_at: enabled && doneToday ? nextServiceDayStart(now).toISOString() : null,
    is_enabled: enabled,
    last_reward_bytes: last?.rewardBytes ?? null,
  });
}

export async function checkIn(ctx: AppContext, userId: number) {
  const now = ctx.now();
  const availability = await checkinAvailability(ctx, userId, now);
  if (availability === 'no_plan')
    throw new ApiError(403, 'checkin_not_available', 'The daily check-in adds traffic to a plan: choose a plan first');
  if (availability === 'not_in_plan')
    throw new ApiError(403, 'checkin_not_available', 'Your plan does not include the daily check-in');
  const reward = checkinReward(crypto.randomInt(0, 1_000_000) / 1_000_000);
  const granted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(checkins)
      .values({ userId, checkinDay: serviceDay(now), rewardBytes: reward, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: checkins.id });
    if (!row) return false;
    await tx
      .update(userServices)
      .set({ trafficTotal: sql`${userServices.trafficTotal} + ${reward}` })
      .where(eq(userServices.userId, userId));
    return true;
  });
  if (!granted) {
    throw new ApiError(
      409,
      'already_checked_in',
      `You have already checked in today; the next check-in opens at ${nextServiceDayStart(now).toISOString()}`,
    );
  }
  return done(`Checked in: +${formatBytes(reward)} of traffic added to your plan`);
}
