// What every module needs, built once by buildApp and reachable as `app.portal`.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { SigningKeys } from './lib/keys';
import type { Mailer } from './modules/mail/mailer';
import type { CaptchaService } from './modules/captcha/captcha-service';
import type { AuthUser } from './http/auth-guard';
import type { RateLimitRule } from './lib/rate-limit';
import type { GuessLimit } from './lib/guess-limit';
import type { FetchLogWriter } from './modules/link/fetch-log-writer';
import type { Payments } from './modules/payment/payment-setup';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  keys: SigningKeys;
  /** The operators' key for the release API (lib/release-key.ts). */
  releaseKey: string;
  mailer: Mailer;
  captcha: CaptchaService;
  /** The payment methods and gateways configured (payment-setup.ts). */
  payments: Payments;
  /** Counts a hit against a rate limit (lib/rate-limit.ts); throws 429 when over. */
  rateLimit(rule: RateLimitRule, subject: string): Promise<void>;
  /** Wrong keys and forged tokens per address (lib/guess-limit.ts): 429 past the limit. */
  guesses: GuessLimit;
  /** The subscription fetch log, written in batches (modules/link/fetch-log-writer.ts). */
  fetchLog: FetchLogWriter;
  startedAt: number;
  /** The server's logger (pino), for flows that must log without failing the request. */
  log: FastifyBaseLogger;
  /** The clock of time-based rules (node liveness, check-in days); tests replace it. */
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: AppContext;
  }
  interface FastifyRequest {
    authUser?: AuthUser;
    /** The body's bytes as received, where a route needs them (a gateway's signature covers them). */
    rawBody?: Buffer;
  }
}
