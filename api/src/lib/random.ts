// Random values: codes, ids, passwords.
import crypto from 'node:crypto';

/** A 6-digit code with uniform digits. */
export function sixDigitCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Hex string of `bytes` random bytes. */
export function randomHex(bytes: number): string {
  return crypto.randomBytes(bytes).toString('hex');
}

/** Invite code: 8 characters without look-alikes (no 0/O, 1/I/L). */
export function inviteCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => alphabet[crypto.randomInt(0, alphabet.length)]).join('');
}

/** A password that is easy to copy: 16 url-safe characters. */
export function randomPassword(): string {
  return crypto.randomBytes(12).toString('base64url');
}

export function sha256Hex(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}
