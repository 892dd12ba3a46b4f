// Captcha keys and their Cap proofs. A form asks for a key for its purpose, the browser solves
// the key's Cap challenge at /api/v2/cap/{tiago2_cap_key_id}/, and the form sends back
// `captcha_key` + `tiago2_cap_token`. A key is single use, bound to its purpose, and accepts only
// a token redeemed through its own endpoint.
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type Cap from '@cap.js/server';
import type { CaptchaKeyType } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { capChallenges, captchaKeys, capTokens } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { randomHex, sha256Hex } from '../../lib/random';
import { createCap } from './cap-store';

const KEY_TTL_MS = 30 * 60 * 1000;
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Challenges per proof; with difficulty d a browser computes about 50·16^d hashes. */
const CHALLENGE_COUNT = 50;

const captchaInvalid = (message: string) => new ApiError(400, 'captcha_invalid', message);

export interface CaptchaService {
  issueKey(
    purpose: CaptchaKeyType,
  ): Promise<{ captcha_key: string; captcha_key_type: CaptchaKeyType; tiago2_cap_key_id: string }>;
  createChallenge(
    capKeyId: string,
  ): Promise<{ challenge: { c: number; s: number; d: number }; token: string; expires: number }>;
  redeem(
    capKeyId: string,
    token: string,
    solutions: number[],
  ): Promise<{ success: true; token: string; expires: number }>;
  /** Accepts the proof once for `purpose`, else throws 400 `captcha_invalid`. */
  verify(purpose: CaptchaKeyType, captchaKey: string, capToken: string): Promise<void>;
}

export function createCaptchaService(db: Db, difficulty: number): CaptchaService {
  const cap: Cap = createCap(db);

  async function openKey(capKeyId: string) {
    const [key] = await db
      .select()
      .from(captchaKeys)
      .where(and(eq(captchaKeys.capKeyId, capKeyId), isNull(captchaKeys.usedAt), gt(captchaKeys.expiresAt, sql`now()`)))
      .limit(1);
    if (!key) throw captchaInvalid('This captcha has expired or was already used; load a new one');
    return key;
  }

  return {
    async issueKey(purpose) {
      const id = crypto.randomUUID();
      const capKeyId = randomHex(16);
      await db.insert(captchaKeys).values({ id, capKeyId, purpose, expiresAt: new Date(Date.now() + KEY_TTL_MS) });
      return { captcha_key: id, captcha_key_type: purpose, tiago2_cap_key_id: capKeyId };
    },

    async createChallenge(capKeyId) {
      const key = await openKey(capKeyId);
      const created = await cap.createChallenge({
        challengeCount: CHALLENGE_COUNT,
        challengeDifficulty: difficulty,
        expiresMs: CHALLENGE_TTL_MS,
      });
      if (!created.token) throw new Error('Cap did not return a challenge token');
      await db.update(capChallenges).set({ captchaKeyId: key.id }).where(eq(capChallenges.token, created.token));
      return { challenge: created.challenge, token: created.token, expires: created.expires };
    },

    async redeem(capKeyId, token, solutions) {
      const key = await openKey(capKeyId);
      const [challenge] = await db
        .select({ keyId: capChallenges.captchaKeyId })
        .from(capChallenges)
        .where(eq(capChallenges.token, token))
        .limit(1);
      if (!challenge || challenge.keyId !== key.id)
        throw captchaInvalid('This challenge does not belong to this captcha; start again');
      const result = await cap.redeemChallenge({ token, solutions });
      if (!result.success || !result.token || !result.expires)
        throw captchaInvalid('The captcha was not solved; try again');
      const [id, secret] = result.token.split(':');
      await db
        .update(capTokens)
        .set({ captchaKeyId: key.id })
        .where(eq(capTokens.tokenKey, `${id}:${sha256Hex(secret ?? '')}`));
      return { success: true, token: result.token, expires: result.expires };
    },

    async verify(purpose, captchaKey, capToken) {
      // Consuming the key first makes it single use even under concurrent submissions.
      const [key] = await db
        .update(captchaKeys)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(captchaKeys.id, captchaKey),
            eq(captchaKeys.purpose, purpose),
            isNull(captchaKeys.usedAt),
            gt(captchaKeys.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: captchaKeys.id });
      if (!key) throw captchaInvalid('The captcha has expired or was already used; solve it again');
      const [id, secret] = capToken.split(':');
      if (!id || !secret) throw captchaInvalid('The captcha was not completed; solve it again');
      const [bound] = await db
        .select({ keyId: capTokens.captchaKeyId })
        .from(capTokens)
        .where(eq(capTokens.tokenKey, `${id}:${sha256Hex(secret)}`))
        .limit(1);
      if (!bound || bound.keyId !== key.id) throw captchaInvalid('The captcha was not completed; solve it again');
      const { success } = await cap.validateToken(capToken);
      if (!success) throw captchaInvalid('The captcha has expired; solve it again');
    },
  };
}
