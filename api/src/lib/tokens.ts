// Access and refresh tokens: ES256 JWTs whose payloads are exactly docs/product.md §3
// (the reference's key set: jti, exp, iat, role, subject_*, token_type).
import crypto from 'node:crypto';
import { compactVerify, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import {
  accessTokenPayload,
  type AccessTokenPayload,
  refreshTokenPayload,
  type RefreshTokenPayload,
  type Role,
} from '@portal/shared/contract';
import type { SigningKeys } from './keys';

export interface AccessSubject {
  user_id: number;
  user_new_id: string;
  user_name: string;
  email: string;
}

export interface RefreshSubject {
  user_id: number;
  password_hash: string;
  is_remember_me: boolean;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

async function sign(payload: Record<string, unknown>, keys: SigningKeys): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(keys.privateKey);
}

export async function signAccessToken(keys: SigningKeys, role: Role, subject: AccessSubject, ttlSeconds: number) {
  const iat = nowSeconds();
  const payload: AccessTokenPayload = {
    jti: crypto.randomUUID(),
    exp: iat + ttlSeconds,
    iat,
    role,
    subject_access: subject,
    token_type: 'access',
  };
  return { token: await sign(payload, keys), payload };
}

export async function signRefreshToken(keys: SigningKeys, role: Role, subject: RefreshSubject, ttlSeconds: number) {
  const iat = nowSeconds();
  const payload: RefreshTokenPayload = {
    jti: crypto.randomUUID(),
    exp: iat + ttlSeconds,
    iat,
    role,
    subject_refresh: subject,
    token_type: 'refresh',
  };
  return { token: await sign(payload, keys), payload };
}

/** Clock difference allowed between the process that issued a token and the one that checks it. */
const CLOCK_SKEW_SECONDS = 60;

/** The time rules every use of a token passes (see verify): issued in the past, within `maxLifetime`. */
function timesAreValid(payload: { iat: number; exp: number }, maxLifetime: number): boolean {
  const now = nowSeconds();
  if (payload.exp <= now) return false;
  if (payload.iat > now + CLOCK_SKEW_SECONDS) return false;
  if (now - payload.iat > maxLifetime + CLOCK_SKEW_SECONDS) return false;
  return payload.exp - payload.iat <= maxLifetime;
}

/**
 * Tokens whose ES256 signature this process has already checked, by their exact text, with their payload.
 * A signature checked once stays good for the same bytes and key, so a customer's access token, sent with
 * every call for its 20 minutes, is verified once per process (the verification was ~15% of get_me's CPU).
 * Only the signature is remembered: the time rules run on every use, and the account (banned, deleted) is
 * read on every call by the bearer check. The cache belongs to the key pair it verified against, which a
 * process loads once at start; an entry leaves at the token's expiry or when 10 000 newer ones push it out.
 */
const verifiedTokens = new WeakMap<SigningKeys, LRUCache<string, Record<string, unknown>>>();
const VERIFIED_TOKENS_KEPT = 10_000;

function verifiedCacheOf(keys: SigningKeys) {
  let cache = verifiedTokens.get(keys);
  if (!cache) verifiedTokens.set(keys, (cache = new LRUCache({ max: VERIFIED_TOKENS_KEPT, ttlAutopurge: false })));
  return cache;
}

/** A token checked: its payload, or why not — `forged` when the signature is not this server's (a guess). */
type Checked = { payload: Record<string, unknown>; forged: false } | { payload: null; forged: boolean };

const REFUSED_GENUINE: Checked = { payload: null, forged: false };
const REFUSED_FORGED: Checked = { payload: null, forged: true };

/**
 * Verifies the signature, the expiry and the issue time, then the payload's shape. `maxLifetime`
 * (seconds) is the longest lifetime this server gives such a token: a token issued in the future
 * (beyond the allowed skew), older than that, or claiming a longer life, is refused even when its
 * signature is good (a token signed with a leaked key or by a misconfigured process).
 */
async function verify(keys: SigningKeys, token: string, maxLifetime: number): Promise<Checked> {
  const cache = verifiedCacheOf(keys);
  const known = cache.get(token);
  if (known) {
    return timesAreValid(known as { iat: number; exp: number }, maxLifetime)
      ? { payload: known, forged: false }
      : REFUSED_GENUINE;
  }
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: ['ES256'],
      requiredClaims: ['exp', 'iat'],
    });
    const times = payload as { iat: number; exp: number };
    if (!timesAreValid(times, maxLifetime)) return REFUSED_GENUINE;
    cache.set(token, Object.freeze(payload), { ttl: (times.exp - nowSeconds()) * 1000 });
    return { payload, forged: false };
  } catch (error) {
    // Expired or not yet valid: a token this server signed, which an honest browser still holds.
    return error instanceof joseErrors.JWTExpired || error instanceof joseErrors.JWTClaimValidationFailed
      ? REFUSED_GENUINE
      : REFUSED_FORGED;
  }
}

/** An access token checked: its payload, or null with whether it was forged (not signed by this server). */
export async function checkAccessToken(
  keys: SigningKeys,
  token: string,
  maxLifetime: number,
): Promise<{ payload: AccessTokenPayload; forged: false } | { payload: null; forged: boolean }> {
  const checked = await verify(keys, token, maxLifetime);
  if (!checked.payload) return { payload: null, forged: checked.forged };
  const parsed = accessTokenPayload.safeParse(checked.payload);
  return parsed.success ? { payload: parsed.data, forged: false } : { payload: null, forged: false };
}

/**
 * Tokens of a kind of their own (modules/auth/page-token.ts): signed like the others, checked here for
 * signature and times only; the caller checks the claims' shape.
 */
export const signClaims = sign;
export async function verifySignedClaims(keys: SigningKeys, token: string, maxLifetime: number) {
  return (await verify(keys, token, maxLifetime)).payload;
}

/** The payload of a valid refresh token, or null (see verify). */
export async function verifyRefreshToken(
  keys: SigningKeys,
  token: string,
  maxLifetime: number,
): Promise<RefreshTokenPayload | null> {
  const { payload } = await verify(keys, token, maxLifetime);
  const parsed = payload ? refreshTokenPayload.safeParse(payload) : null;
  return parsed?.success ? parsed.data : null;
}

/**
 * The payload of a refresh token this server signed, whatever its times: an expired one too. Only for
 * naming the session a sign-out ends (modules/auth/logout.ts); it grants nothing, so nothing else may
 * use it.
 */
export async function readSignedRefreshToken(keys: SigningKeys, token: string): Promise<RefreshTokenPayload | null> {
  try {
    const { payload } = await compactVerify(token, keys.publicKey, { algorithms: ['ES256'] });
    const parsed = refreshTokenPayload.safeParse(JSON.parse(new TextDecoder().decode(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
