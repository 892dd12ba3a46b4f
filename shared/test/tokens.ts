// Test tokens signed ES256 with a key generated per run, in the exact payload shape of the
// original service (see the reference README): the portal must accept exactly this.
import { generateKeyPair, SignJWT, type CryptoKey } from 'jose';

let keyPromise: Promise<CryptoKey> | null = null;

function signingKey(): Promise<CryptoKey> {
  keyPromise ??= generateKeyPair('ES256').then((pair) => pair.privateKey);
  return keyPromise;
}

let serial = 0;

/** A fresh v7-looking uuid, unique per call. */
function testUuid(): string {
  serial += 1;
  return `019a4fb2-ff91-778b-bb28-${serial.toString(16).padStart(12, '0')}`;
}

export async function signPayload(payload: Record<string, unknown>): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(await signingKey());
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface TokenOptions {
  /** Seconds from now until expiry; null for a token without exp. */
  expiresIn?: number | null;
  overrides?: Record<string, unknown>;
}

export function accessPayload({ expiresIn = 1200, overrides = {} }: TokenOptions = {}): Record<string, unknown> {
  return {
    jti: testUuid(),
    ...(expiresIn === null ? {} : { exp: nowSeconds() + expiresIn }),
    iat: nowSeconds(),
    role: 'malio_postgrest_user',
    subject_access: {
      user_id: 18401,
      user_new_id: '017aa5e9-e8c0-7000-a001-9e828b5fa184',
      user_name: '测试用户',
      email: 'user@example.com',
    },
    token_type: 'access',
    ...overrides,
  };
}

function refreshPayload({ expiresIn = 7 * 24 * 3600, overrides = {} }: TokenOptions = {}): Record<string, unknown> {
  return {
    jti: testUuid(),
    ...(expiresIn === null ? {} : { exp: nowSeconds() + expiresIn }),
    iat: nowSeconds(),
    role: 'malio_postgrest_user',
    subject_refresh: {
      user_id: 18401,
      password_hash: '019a4fb2-0000-7000-8000-00000000beef',
      is_remember_me: false,
    },
    token_type: 'refresh',
    ...overrides,
  };
}

export const signAccessToken = (options?: TokenOptions) => signPayload(accessPayload(options));
export const signRefreshToken = (options?: TokenOptions) => signPayload(refreshPayload(options));
