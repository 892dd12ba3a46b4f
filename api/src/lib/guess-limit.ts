// Guessing is slow: wrong secrets presented from one address (node and job keys, integration keys, forged
// bearer tokens and release keys) are counted in the database, so every API process counts together, and
// past the limit that address meets 429 — for right keys too, or the limit would only hide which guess won.
//
// The refusal before a check is this process's memory, so a right key costs no database read: a process
// learns of a block from its own wrong answers (each one counts in the shared bucket and sees the total).
// An address over the limit therefore gets at most one more real answer per process, then 429 everywhere
// it has failed since, until the window ends.
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { hitRateLimit, tooManyAttempts, type RateLimitRule } from './rate-limit';

export const GUESS_LIMITS = {
  /** Node keys (?key=, muKey) and the job key on /v1/mod_mu. */
  nodeKey: { name: 'guess:node-key:ip', limit: 30, windowSeconds: 10 * 60 },
  /** Bearer tokens whose signature is not this server's (user, staff and registry calls), release keys. */
  bearer: { name: 'guess:bearer:ip', limit: 30, windowSeconds: 10 * 60 },
  /** The Emby and casino integrations' api_key. */
  integrationKey: { name: 'guess:integration-key:ip', limit: 30, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimitRule>;

const WHAT = 'Too many wrong keys from this address';

export interface GuessLimit {
  /** Throws 429 while `ip` is blocked under `rule` (this process's memory: no database read). */
  check(rule: RateLimitRule, ip: string): void;
  /** Counts one wrong secret from `ip`; throws 429 when that makes too many (and blocks the address here). */
  wrong(rule: RateLimitRule, ip: string): Promise<void>;
}

export function createGuessLimit(db: Db, scale: number): GuessLimit {
  /** `<rule>:<ip>` → when its block ends (ms since the epoch). */
  const blocked = new LRUCache<string, number>({ max: 10_000 });
  const key = (rule: RateLimitRule, ip: string) => `${rule.name}:${ip}`;

  return {
    check(rule, ip) {
      const until = blocked.get(key(rule, ip));
      if (until === undefined) return;
      const left = until - Date.now();
      if (left > 0) throw tooManyAttempts(left / 1000, WHAT);
      blocked.delete(key(rule, ip));
    },
    async wrong(rule, ip) {
      try {
        await hitRateLimit(db, rule, ip, scale);
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode !== 429) throw error;
        const seconds = Number(error.headers['retry-after'] ?? rule.windowSeconds);
        blocked.set(key(rule, ip), Date.now() + seconds * 1000);
        throw tooManyAttempts(seconds, WHAT);
      }
    },
  };
}
