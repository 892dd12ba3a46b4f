// Telegram link tokens (docs/product.md §3 token type user_link_tg, subject user_id): random, single use,
// valid 10 minutes, carried in the bot's deep link `https://t.me/<bot>?start=<token>` (Telegram allows
// 64 characters of A-Z, a-z, 0-9, _ and -; ours are 43). Only a SHA-256 of each is stored.
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { telegramLinkTokens } from '../../db/schema';
import type { ClientInfo } from '../../http/client-info';
import { sha256Hex } from '../../lib/random';

const LINK_TOKEN_TTL_MINUTES = 10;

const hashToken = (token: string) => sha256Hex(`telegram-link:${token}`);

/** A new token for `userId`; the account's earlier unused tokens stop working. */
export async function issueLinkToken(db: Db, userId: number, client: ClientInfo) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_TOKEN_TTL_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx
      .delete(telegramLinkTokens)
      .where(and(eq(telegramLinkTokens.userId, userId), isNull(telegramLinkTokens.usedAt)));
    await tx.insert(telegramLinkTokens).values({
      tokenHash: hashToken(token),
      userId,
      ip: client.ip,
      userAgent: client.userAgent ?? null,
      expiresAt,
    });
  });
  return { token, expiresAt };
}

/** Spends a token once: its row when it was unused and unexpired, else undefined. */
export async function spendLinkToken(db: Db | Tx, token: string) {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(token)) return undefined;
  const [row] = await db
    .update(telegramLinkTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(telegramLinkTokens.tokenHash, hashToken(token)),
        isNull(telegramLinkTokens.usedAt),
        gt(telegramLinkTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}
