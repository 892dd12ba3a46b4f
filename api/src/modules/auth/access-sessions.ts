// Which session an access token belongs to, so every bearer call is refused as soon as its session ends
// (signed out, revoked, ended by a password change or reset, or a ban), on every API process.
//
// A token's session never changes, so each process remembers it (the token's jti → the session id) after
// one read of refresh_tokens.access_jti; the session itself is read with the account on every call, one
// primary-key join (liveSessionAccount), the statement the bearer check already ran for the account alone.
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { refreshTokens, sessions, users } from '../../db/schema';

/** Tokens live 20 minutes; a process serving more customers than this reads the session id again. */
const REMEMBERED_TOKENS = 20_000;

const remembered = new WeakMap<Db, LRUCache<string, string>>();

function rememberedOf(db: Db): LRUCache<string, string> {
  let cache = remembered.get(db);
  if (!cache) remembered.set(db, (cache = new LRUCache({ max: REMEMBERED_TOKENS })));
  return cache;
}

const sessionIdByAccessJti = preparedPerDatabase((db) =>
  db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.accessJti, sql.placeholder('jti')))
    .limit(1)
    .prepare('session_id_by_access_jti'),
);

/** Notes that the access token `jti` was just issued for `sessionId` (saves the first call's read). */
export function rememberAccessSession(db: Db, jti: string, sessionId: string): void {
  rememberedOf(db).set(jti, sessionId);
}

/** The session of an access token, or null for a token no session issued (it is refused). */
export async function sessionOfAccessToken(db: Db, jti: string): Promise<string | null> {
  const cache = rememberedOf(db);
  const known = cache.get(jti);
  if (known) return known;
  const [row] = await sessionIdByAccessJti(db).execute({ jti });
  if (!row?.sessionId) return null;
  cache.set(jti, row.sessionId);
  return row.sessionId;
}

/**
 * The session with its account, by the session's primary key: what every bearer call reads. The caller
 * checks that it is live (not revoked, not past its end) and that it is the token's account.
 */
export const liveSessionAccount = preparedPerDatabase((db) =>
  db
    .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_with_account_by_id'),
);
