// Two-factor authentication codes (RFC 6238 TOTP, 30 s, 6 digits, SHA-1: what authenticator apps use),
// with otpauth. Replay protection is the caller's: a code's time step is answered so it can be stored.
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

function totp(secret: string, label = 'account', issuer = ''): TOTP {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: PERIOD_SECONDS,
    algorithm: 'SHA1',
    label,
    issuer,
  });
}

/**
 * The time step (counter) of `code` when it is valid now or one step either side (clock drift);
 * null otherwise. The caller accepts a step only once (see second-factor.ts).
 */
export function totpStep(secret: string, code: string, now: number = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The code of `secret` at `timestamp` (tests and the demo compute codes as an app would). */
export function currentTotp(secret: string, timestamp: number = Date.now()): string {
  return totp(secret).generate({ timestamp });
}

/** The otpauth:// URL an authenticator app scans: the site as issuer, the email as account name. */
export function otpauthUrl(secret: string, accountName: string, issuer: string): string {
  return totp(secret, accountName, issuer).toString();
}
