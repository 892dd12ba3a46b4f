// Access and refresh tokens: ES256 JWTs whose payloads are exactly SPEC.md §3
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

/** Verifies signature and expiry; null when the token is not a valid access token. */
export async function verifyAccessToken(keys: SigningKeys, token: string): Promise<AccessTokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, { algorithms: ['ES256'], requiredClaims: ['exp'] });
    const parsed = accessTokenPayload.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Verifies signature and expiry; null when the token is not a valid refresh token. */
export async function verifyRefreshToken(keys: SigningKeys, token: string): Promise<RefreshTokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, { algorithms: ['ES256'], requiredClaims: ['exp'] });
    const parsed = refreshTokenPayload.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
