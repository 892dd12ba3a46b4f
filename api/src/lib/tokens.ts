// Access and refresh tokens: ES256 JWTs whose payloads are exactly docs/product.md §3
// (the reference's key set: jti, exp, iat, role, subject_*, token_type).
import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
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
export const CLOCK_SKEW_SECONDS = 60;

/**
 * Verifies the signature, the expiry and the issue time, then the payload's shape. `maxLifetime`
 * (seconds) is the longest lifetime this server gives such a token: a token issued in the future
 * (beyond the allowed skew), older than that, or claiming a longer life, is refused even when its
 * signature is good (a token signed with a leaked key or by a misconfigured process).
 */
async function verify(keys: SigningKeys, token: string, maxLifetime: number): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: ['ES256'],
      requiredClaims: ['exp', 'iat'],
    });
    const { iat, exp } = payload as { iat: number; exp: number };
    const now = nowSeconds();
    if (iat > now + CLOCK_SKEW_SECONDS) return null;
    if (now - iat > maxLifetime + CLOCK_SKEW_SECONDS) return null;
    if (exp - iat > maxLifetime) return null;
    return payload;
  } catch {
    return null;
  }
}

/** The payload of a valid access token, or null (see verify). */
export async function verifyAccessToken(
  keys: SigningKeys,
  token: string,
  maxLifetime: number,
): Promise<AccessTokenPayload | null> {
  const payload = await verify(keys, token, maxLifetime);
  const parsed = payload ? accessTokenPayload.safeParse(payload) : null;
  return parsed?.success ? parsed.data : null;
}

/** The payload of a valid refresh token, or null (see verify). */
export async function verifyRefreshToken(
  keys: SigningKeys,
  token: string,
  maxLifetime: number,
): Promise<RefreshTokenPayload | null> {
  const payload = await verify(keys, token, maxLifetime);
  const parsed = payload ? refreshTokenPayload.safeParse(payload) : null;
  return parsed?.success ? parsed.data : null;
}
