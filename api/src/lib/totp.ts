// Two-factor authentication codes (RFC 6238 TOTP, 30 s, 6 digits, SHA-1: what authenticator apps use).
import { Secret, TOTP } from 'otpauth';

function totp(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
}

/** True when `code` is valid now or one period either side (clock drift). */
export function verifyTotp(secret: string, code: string): boolean {
  return totp(secret).validate({ token: code, window: 1 }) !== null;
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function currentTotp(secret: string): string {
  return totp(secret).generate();
}
