// Deletes rows nobody can use any more (expired captcha keys, codes, sessions and refresh tokens, sign-in tickets,
// Telegram link tokens, rate-limit windows) every 10 minutes. Several processes may run it at once: the deletes are idempotent.
import type { FastifyInstance } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchaKeys, emailCodes, refreshTokens, sessions, signInTickets, telegramLinkTokens } from '../../db/schema';
import { pruneRateLimits } from '../../lib/rate-limit';

const INTERVAL_MS = 10 * 60 * 1000;

export async function deleteExpiredRows(db: Db): Promise<void> {
  await pruneRateLimits(db);
  await db.delete(captchaKeys).where(lt(captchaKeys.expiresAt, sql`now() - interval '1 hour'`));
  await db.delete(emailCodes).where(lt(emailCodes.expiresAt, sql`now() - interval '1 day'`));
  // Kept a week past expiry so a replayed old token is still recognised in logs and tests of rotation.
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, sql`now() - interval '7 days'`));
  // A session's refresh tokens go with it (on delete cascade).
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '7 days'`));
  await db.delete(signInTickets).where(lt(signInTickets.expiresAt, sql`now()`));
  await db.delete(telegramLinkTokens).where(lt(telegramLinkTokens.expiresAt, sql`now() - interval '1 day'`));
}

export function scheduleHousekeeping(app: FastifyInstance): void {
  const timer = setInterval(() => {
    deleteExpiredRows(app.portal.db).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
  }, INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
