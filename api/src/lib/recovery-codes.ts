// Two-factor recovery codes: 10 random codes of 10 characters (about 50 bits each) without look-alike
// characters, shown once as `xxxxx-xxxxx`. Only a SHA-256 of each is stored: they are random and
// long, so a slow hash adds nothing.
import crypto from 'node:crypto';
import { sha256Hex } from './random';

const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(0, ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, a hyphen and spaces do not matter when a customer types a code back. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return sha256Hex(`recovery:${normalizeRecoveryCode(code)}`);
}

/** A TOTP code is 6 digits; anything else a second-factor field accepts is a recovery code. */
export function isRecoveryCode(code: string): boolean {
  return !/^\d{6}$/.test(code.trim());
}
