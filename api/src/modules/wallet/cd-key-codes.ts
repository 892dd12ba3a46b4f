// Cd-key codes: 16 characters from an alphabet without look-alikes (no 0/O, 1/I/L), 80 random bits,
// shown in groups of four. Stored without dashes in upper case, so a customer may type them either way.
import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 16;

export function newCdKeyCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[crypto.randomInt(0, ALPHABET.length)];
  return code;
}

/** What a customer typed, as stored: upper case, dashes and spaces dropped. */
export function canonicalCdKey(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** A stored code as people read it: ABCD-EFGH-JKMN-PQRS. */
export function displayCdKey(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** The end of a code, for the ledger's reference (enough to recognise it, not to reuse it). */
export function cdKeyTail(code: string): string {
  return `…${code.slice(-4)}`;
}
