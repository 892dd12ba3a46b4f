// Unsigned JWTs shaped like the portal's tokens (docs/product.md §3), for session tests.
// The browser never verifies signatures, so a fake signature is enough.
const base64url = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export function makeJwt(payload: Record<string, unknown>): string {
  return `${base64url({ alg: 'ES256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export type TestRole = 'user' | 'low_admin' | 'admin';

export function accessPayload(expiresInSeconds = 1200, role: TestRole = 'user') {
  return {
    jti: '019a4fb2-ff91-778b-bb28-adccad5ca701',
    exp: nowSeconds() + expiresInSeconds,
    iat: nowSeconds() - 10,
    role: `malio_postgrest_${role}`,
    subject_access: {
      user_id: 18401,
      user_new_id: '017aa5e9-e8c0-7000-a001-9e828b5fa184',
      user_name: '测试用户',
      email: 'user@example.com',
    },
    token_type: 'access',
  };
}

export function refreshPayload(expiresInSeconds = 86_400) {
  return {
    jti: '019a4fb2-ff91-778b-bb28-adccad5ca702',
    exp: nowSeconds() + expiresInSeconds,
    iat: nowSeconds() - 10,
    role: 'malio_postgrest_user',
    subject_refresh: { user_id: 18401, password_hash: '017aa5e9-e8c0-7000-a001-9e828b5fa185', is_remember_me: false },
    token_type: 'refresh',
  };
}
