// Decoding and validating token payloads (docs/product.md §3, §5). Only decodeJwt is imported from jose:
// the browser never verifies signatures (it has no key); the server does. The payload schemas come
// from the contract's token.ts alone: the whole contract loads with the first API call (client.ts).
import { decodeJwt } from 'jose';
import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import {
  accessTokenPayload,
  refreshTokenPayload,
  type AccessTokenPayload,
  type RefreshTokenPayload,
} from '../contract/token';

function decodeWith<T extends $ZodType>(token: string, schema: T, label: string): output<T> | null {
  let claims: unknown;
  try {
    claims = decodeJwt(token);
  } catch (error) {
    console.warn(`[session] Ignoring the ${label} token: it cannot be decoded.`, error);
    return null;
  }
  const parsed = safeParse(schema, claims);
  if (!parsed.success) {
    console.warn(`[session] Ignoring the ${label} token: its payload is invalid.`, parsed.error.issues);
    return null;
  }
  return parsed.data;
}

export function decodeAccessToken(token: string): AccessTokenPayload | null {
  return decodeWith(token, accessTokenPayload, 'access');
}

export function decodeRefreshToken(token: string): RefreshTokenPayload | null {
  return decodeWith(token, refreshTokenPayload, 'refresh');
}
