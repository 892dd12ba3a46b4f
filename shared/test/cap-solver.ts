// Test-only, shared by the API tests and the e2e journeys: solves a Cap proof of work the way
// @cap.js/widget does (same PRNG and SHA-256 prefix search), so calls made by tests pass the real
// captcha (at a tiny CAP_DIFFICULTY) instead of bypassing it.
import { createHash } from 'node:crypto';

export interface CapChallenge {
  /** How many salts to solve. */
  c: number;
  /** Salt length. */
  s: number;
  /** Difficulty: hex digits the hash must start with. */
  d: number;
}

function prng(seed: string, length: number): string {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash += (hash << 1) + (hash << 4) + (hash << 7) + (hash << 8) + (hash << 24);
  }
  let state = hash >>> 0;
  let out = '';
  while (out.length < length) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out += (state >>> 0).toString(16).padStart(8, '0');
  }
  return out.substring(0, length);
}

export function solveCapChallenge(token: string, challenge: CapChallenge): number[] {
  const solutions: number[] = [];
  for (let i = 1; i <= challenge.c; i++) {
    const salt = prng(`${token}${i}`, challenge.s);
    const target = prng(`${token}${i}d`, challenge.d);
    let nonce = 0;
    while (!createHash('sha256').update(`${salt}${nonce}`).digest('hex').startsWith(target)) nonce++;
    solutions.push(nonce);
  }
  return solutions;
}
