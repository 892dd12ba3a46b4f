// Fixed-window rate limits kept in the database, so every API process counts together.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitBuckets } from '../db/schema';
import { ApiError } from '../http/errors';

export interface RateLimitRule {
  /** Bucket family, e.g. `login:ip`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** The limits the portal enforces. */
export const RATE_LIMITS = {
  /**
   * Sign-in attempts (modules/auth/login.ts): every attempt from an address claims one, and so does every
   * attempt past the human check on an account — from a browser the account signed in from before, on
   * that browser's own count instead (its device cookie), so guesses elsewhere cannot lock the owner out.
   * A right password gives its claims back: successful sign-ins never count.
   */
  loginPerIp: { name: 'login:ip', limit: 30, windowSeconds: 15 * 60 },
  loginPerEmail: { name: 'login:email', limit: 10, windowSeconds: 15 * 60 },
  loginPerDevice: { name: 'login:device', limit: 10, windowSeconds: 15 * 60 },
  emailCodePerEmail: { name: 'email-code:email', limit: 1, windowSeconds: 60 },
  emailCodePerIp: { name: 'email-code:ip', limit: 10, windowSeconds: 60 * 60 },
  registerPerIp: { name: 'register:ip', limit: 20, windowSeconds: 60 * 60 },
  resetPerIp: { name: 'reset:ip', limit: 20, windowSeconds: 60 * 60 },
  refreshPerIp: { name: 'refresh:ip', limit: 120, windowSeconds: 60 },
  logoutPerIp: { name: 'logout:ip', limit: 120, windowSeconds: 60 },
  captchaPerIp: { name: 'captcha:ip', limit: 120, windowSeconds: 60 },
  /** Current-password checks on account pages (password, email and 2FA changes), per account. */
  passwordCheckPerUser: { name: 'password-check:user', limit: 10, windowSeconds: 15 * 60 },
  emailChangePerUser: { name: 'email-change:user', limit: 5, windowSeconds: 60 * 60 },
  telegramLinkPerUser: { name: 'telegram-link:user', limit: 60, windowSeconds: 60 * 60 },
  /** Cd-key guesses: every attempt claims one, a successful redemption gives it back (refundRateLimit). */
  cdKeyPerUser: { name: 'cd-key:user', limit: 10, windowSeconds: 15 * 60 },
  cdKeyPerIp: { name: 'cd-key:ip', limit: 30, windowSeconds: 15 * 60 },
  /** Recharge orders a customer opens (each may open a gateway session). */
  rechargePerUser: { name: 'recharge:user', limit: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** "39 seconds", "8 minutes": the wait a refusal names (pages word it from Retry-After in the reader's language). */
function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The 429 of every limit: how long to wait, in the message and in Retry-After (seconds). */
export function tooManyAttempts(retryAfterSeconds: number, what = 'Too many attempts'): ApiError {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(429, 'rate_limited', `${what}. Try again in ${describeWait(wait)}.`, {
    'retry-after': String(wait),
  });
}

/**
 * Counts one hit for `subject` under `rule`; throws a 429 ApiError (code `rate_limited`, with
 * Retry-After) when the window's limit (times `scale`, RATE_LIMIT_SCALE) is exceeded.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule, subject: string, scale = 1): Promise<void> {
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const window = `${rule.windowSeconds} seconds`;
  const t = rateLimitBuckets;
  const [row] = await db
    .insert(t)
    .values({ key, count: 1, resetAt: sql`now() + ${window}::interval` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${t.resetAt} <= now() then 1 else ${t.count} + 1 end`,
        resetAt: sql`case when ${t.resetAt} <= now() then now() + ${window}::interval else ${t.resetAt} end`,
      },
    })
    .returning({ count: t.count, retryAfter: sql<number>`ceil(extract(epoch from (${t.resetAt} - now())))::int` });
  if (row && row.count > rule.limit * scale) throw tooManyAttempts(Number(row.retryAfter));
}

/** Gives back one hit of `subject` under `rule` (an attempt that turned out legitimate). */
export async function refundRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  const key = `${rule.name}:${subject.toLowerCase()}`;
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
    .where(sql`${rateLimitBuckets.key} = ${key} and ${rateLimitBuckets.resetAt} > now()`);
}

/** Deletes buckets whose window has passed (called now and then, so the table stays small). */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.resetAt} < now()`);
}

/** Ends the window of `subject` under `rule` (the account proved itself another way, e.g. a password reset). */
export async function clearRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${`${rule.name}:${subject.toLowerCase()}`}`);
}
