// Server configuration from the environment, validated once at start (see api/README.md for the table).
import path from 'node:path';
import { z } from 'zod';
import {
  type InviteConfig,
  type InvoiceSeller,
  type PaymentConfig,
  paymentConfig,
  paymentEnvShape,
} from './config-payment';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const port = z.coerce
  .number({ error: 'must be a port number (1-65535)' })
  .int()
  .min(1, 'must be a port number (1-65535)')
  .max(65535, 'must be a port number (1-65535)');
const seconds = z.coerce
  .number({ error: 'must be a whole number of seconds' })
  .int('must be a whole number of seconds')
  .min(1, 'must be at least 1 second');
const flag = z
  .enum(['0', '1', 'true', 'false', ''], { message: 'must be 1 or 0' })
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalText.pipe(z.url({ message: 'must be an absolute URL such as http://localhost:8080' }).optional()),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PORTAL_DATA_DIR: z.string().trim().min(1).default('./.data'),
  JWT_PRIVATE_KEY: optionalText.pipe(
    z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }).optional(),
  ),
  JWT_PUBLIC_KEY: optionalText.pipe(
    z.string().includes('PUBLIC KEY', { message: 'must be a PEM public key' }).optional(),
  ),
  ACCESS_TOKEN_TTL_SECONDS: seconds.default(1200),
  REFRESH_TOKEN_TTL_SECONDS: seconds.default(86_400),
  REFRESH_TOKEN_REMEMBER_TTL_SECONDS: seconds.default(2_592_000),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must look like smtp://user:pass@host:587 or smtps://user:pass@host:465')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  SITE_NAME: z.string().trim().min(1).default('极速云'),
  FOOTER_COPYRIGHT: z.string().trim().min(1).default('© 2020-2025 极速云'),
  PORTAL_API_BASE: z.string().trim().default(''),
  LIVE_CHAT_CRISP_WEBSITE_ID: optionalText,
  LIVE_CHAT_SCRIPT_URL: optionalText.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  PORTAL_DEMO_EMAIL: z.email({ message: 'must be an email address' }).default('demo@example.com'),
  PORTAL_DEMO_PASSWORD: optionalText.pipe(z.string().min(8, 'must have at least 8 characters').optional()),
  PORTAL_DEMO: flag.default(false),
  PORTAL_STAFF_EMAIL: optionalText.pipe(z.email({ message: 'must be an email address' }).optional()),
  PORTAL_STAFF_PASSWORD: optionalText.pipe(z.string().min(8, 'must have at least 8 characters').optional()),
  PORTAL_STAFF_ROLE: z.enum(['low_admin', 'admin'], { message: 'must be low_admin or admin' }).default('low_admin'),
  CAP_DIFFICULTY: z.coerce
    .number({ error: 'must be between 1 and 8' })
    .int()
    .min(1, 'must be between 1 and 8')
    .max(8, 'must be between 1 and 8')
    .default(4),
  RATE_LIMIT_SCALE: z.coerce
    .number({ error: 'must be a number such as 1 or 100' })
    .positive('must be greater than 0')
    .default(1),
  TRUST_PROXY: optionalText,
  TELEGRAM_BOT_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^\d{5,}:[A-Za-z0-9_-]{30,}$/, 'must look like 123456789:AA… (the token @BotFather gives)')
      .optional(),
  ),
  TELEGRAM_BOT_USERNAME: optionalText.pipe(
    z
      .string()
      .transform((name) => name.replace(/^@/, ''))
      .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'must be the bot username, e.g. ExampleBot'))
      .optional(),
  ),
  TELEGRAM_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,256}$/, 'must be 16-256 characters of A-Z, a-z, 0-9, _ and -')
      .optional(),
  ),
  TELEGRAM_API_BASE: z
    .url({ message: 'must be an absolute URL such as https://api.telegram.org' })
    .refine((url) => /^https?:\/\//.test(url), 'must be an http:// or https:// URL')
    .default('https://api.telegram.org'),
  SUBSCRIPTION_REQUIRE_HWID: flag.default(false),
  NODE_FORBIDDEN_IP: z
    .string()
    .trim()
    .regex(/^[0-9A-Fa-f.:/,\s]*$/, 'must be comma-separated CIDRs such as 127.0.0.0/8,::1/128')
    .default('127.0.0.0/8,::1/128'),
  NODE_FORBIDDEN_PORT: z
    .string()
    .trim()
    .regex(/^[0-9,\s-]*$/, 'must be comma-separated ports or ranges such as 25,465-587')
    .default(''),
  JOB_API_KEY: optionalText.pipe(z.string().min(16, 'must have at least 16 characters').optional()),
  PORTAL_JOBS_SCHEDULE: flag.default(true),
  EMBY_API_KEY: optionalText.pipe(z.string().min(16, 'must have at least 16 characters').optional()),
  CASINO_API_KEY: optionalText.pipe(z.string().min(16, 'must have at least 16 characters').optional()),
  GRAFANA_LOKI_URL: optionalText.pipe(
    z.url({ message: 'must be an absolute URL such as http://loki:3100' }).optional(),
  ),
  PORTAL_DEMO_FLEET: flag.default(true),
  VERSION_CHECK_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds between 60 and 86400' })
    .int('must be a whole number of seconds')
    .min(60, 'must be between 60 and 86400')
    .max(86_400, 'must be between 60 and 86400')
    .default(300),
  STATIC_DIR: z.string().trim().min(1).default('dist'),
  SERVER_RENDERING: flag.default(true),
  PAGE_SERVER_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(50, 'must be at least 50')
    .max(10_000, 'must be at most 10000')
    .default(300),
  PAGE_SERVER_URL: optionalText.pipe(
    z
      .url({ message: "must be the page server's http:// origin, such as http://127.0.0.1:7001" })
      .refine((url) => /^http:\/\//.test(url), 'must be an http:// URL (a page server on this host or network)')
      .optional(),
  ),
  REMOTES_DIR: optionalText,
  REMOTES_BASE_URL: optionalText.pipe(
    z
      .url({ message: 'must be an absolute URL such as https://cdn.example.com/portal/remotes' })
      .refine((url) => /^https?:\/\//.test(url), 'must be an http:// or https:// URL')
      .optional(),
  ),
  RELEASE_API_KEY: optionalText.pipe(z.string().min(32, 'must have at least 32 characters').optional()),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('warn'),
  ...paymentEnvShape,
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtPrivateKey: string | undefined;
  jwtPublicKey: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  refreshTokenRememberTtl: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  siteName: string;
  footerCopyright: string;
  apiBase: string;
  liveChat: { crispWebsiteId?: string; scriptUrl?: string } | null;
  demoEmail: string;
  demoPassword: string | undefined;
  demoOnPostgres: boolean;
  /** A staff account to create at start when no account has its email (PORTAL_STAFF_*). */
  staffAccount: { email: string; password: string; role: 'low_admin' | 'admin' } | null;
  capDifficulty: number;
  rateLimitScale: number;
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** What every customer may not reach through a node (served in `users` as forbidden_ip / forbidden_port). */
  nodeForbiddenIp: string;
  nodeForbiddenPort: string;
  /** The operator's key for the /v1/mod_mu jobs; unset: the jobs answer only to the portal's own schedule. */
  jobApiKey: string | undefined;
  /** Run the jobs on the portal's own schedule (one process at a time). */
  jobsSchedule: boolean;
  embyApiKey: string | undefined;
  casinoApiKey: string | undefined;
  /** Grafana Loki's base URL (push API); unset: grafana_loki_export has nowhere to push. */
  grafanaLokiUrl: string | undefined;
  /** In demo mode, the simulated fleet plays the demo nodes (PORTAL_DEMO_FLEET=0 turns it off). */
  demoFleet: boolean;
  /** How often an open tab looks for a newer portal or a remote published since it loaded. */
  versionCheckSeconds: number;
  staticDir: string;
  /**
   * Pages rendered by the page server, its own process (SERVER_RENDERING=0 turns it off: every page then
   * renders in the browser). docs/adr/0012-page-server.md.
   */
  serverRendering: boolean;
  /** How long a document waits for the page server before the browser renders the page instead. */
  pageServerTimeoutMs: number;
  /** A page server started on its own (PAGE_SERVER_URL); unset: this process starts one and restarts it. */
  pageServerUrl: string | undefined;
  /** The artifact store: every remote version folder ever stored (REMOTES_DIR, default <STATIC_DIR>/remotes). */
  remotesDir: string;
  /** Where browsers load remotes from when not this origin's /remotes (REMOTES_BASE_URL, e.g. a CDN). */
  remotesBaseUrl: string | undefined;
  /** The operators' key for the release API (RELEASE_API_KEY); unset: generated once into the data folder. */
  releaseApiKey: string | undefined;
  logLevel: string;
  /** The Telegram bot (TELEGRAM_*): all three set, or null (linking Telegram is then unavailable). */
  telegram: { botToken: string; botUsername: string; webhookSecret: string; apiBase: string } | null;
  /**
   * Serve the subscription only to apps that name their device (the x-hwid header); others get an entry
   * saying why (SUBSCRIPTION_REQUIRE_HWID=1). Off: a fetch without x-hwid is served as any other.
   */
  subscriptionRequireHwid: boolean;
  /** Top-ups: currency, bounds, EPay (or its sandbox) and Stripe (PAYMENT_*, STRIPE_*; config-payment.ts). */
  payment: PaymentConfig;
  invite: InviteConfig;
  /** Who issues the invoices (INVOICE_SELLER_*; the name defaults to SITE_NAME). */
  invoiceSeller: InvoiceSeller;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** `TRUST_PROXY`: true/false, a hop count, or a comma-separated list of addresses/CIDRs (Fastify's trustProxy). */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** Reads the configuration; throws ConfigError listing one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if (Boolean(e.JWT_PRIVATE_KEY) !== Boolean(e.JWT_PUBLIC_KEY)) {
    throw new ConfigError(['JWT_PRIVATE_KEY / JWT_PUBLIC_KEY: set both or neither']);
  }
  const telegramVars = [e.TELEGRAM_BOT_TOKEN, e.TELEGRAM_BOT_USERNAME, e.TELEGRAM_WEBHOOK_SECRET];
  if (telegramVars.some(Boolean) && !telegramVars.every(Boolean)) {
    throw new ConfigError([
      'TELEGRAM_BOT_TOKEN / TELEGRAM_BOT_USERNAME / TELEGRAM_WEBHOOK_SECRET: set all three or none',
    ]);
  }
  if (e.PORTAL_STAFF_EMAIL && !e.PORTAL_STAFF_PASSWORD) {
    throw new ConfigError(['PORTAL_STAFF_PASSWORD: required when PORTAL_STAFF_EMAIL is set']);
  }
  const payments = paymentConfig(e, e.SITE_NAME);
  if (payments.problems.length > 0) throw new ConfigError(payments.problems);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const liveChat =
    e.LIVE_CHAT_CRISP_WEBSITE_ID || e.LIVE_CHAT_SCRIPT_URL
      ? {
          ...(e.LIVE_CHAT_CRISP_WEBSITE_ID ? { crispWebsiteId: e.LIVE_CHAT_CRISP_WEBSITE_ID } : {}),
          ...(e.LIVE_CHAT_SCRIPT_URL ? { scriptUrl: e.LIVE_CHAT_SCRIPT_URL } : {}),
        }
      : null;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.PORTAL_DATA_DIR),
    jwtPrivateKey: e.JWT_PRIVATE_KEY,
    jwtPublicKey: e.JWT_PUBLIC_KEY,
    accessTokenTtl: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL_SECONDS,
    refreshTokenRememberTtl: e.REFRESH_TOKEN_REMEMBER_TTL_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    siteName: e.SITE_NAME,
    footerCopyright: e.FOOTER_COPYRIGHT,
    apiBase: e.PORTAL_API_BASE.replace(/\/$/, ''),
    liveChat,
    demoEmail: e.PORTAL_DEMO_EMAIL.toLowerCase(),
    demoPassword: e.PORTAL_DEMO_PASSWORD,
    demoOnPostgres: e.PORTAL_DEMO,
    staffAccount:
      e.PORTAL_STAFF_EMAIL && e.PORTAL_STAFF_PASSWORD
        ? { email: e.PORTAL_STAFF_EMAIL.toLowerCase(), password: e.PORTAL_STAFF_PASSWORD, role: e.PORTAL_STAFF_ROLE }
        : null,
    capDifficulty: e.CAP_DIFFICULTY,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    nodeForbiddenIp: e.NODE_FORBIDDEN_IP.replace(/\s+/g, ''),
    nodeForbiddenPort: e.NODE_FORBIDDEN_PORT.replace(/\s+/g, ''),
    jobApiKey: e.JOB_API_KEY,
    jobsSchedule: e.PORTAL_JOBS_SCHEDULE,
    embyApiKey: e.EMBY_API_KEY,
    casinoApiKey: e.CASINO_API_KEY,
    grafanaLokiUrl: e.GRAFANA_LOKI_URL?.replace(/\/+$/, ''),
    demoFleet: e.PORTAL_DEMO_FLEET,
    versionCheckSeconds: e.VERSION_CHECK_SECONDS,
    staticDir: path.resolve(cwd, e.STATIC_DIR),
    serverRendering: e.SERVER_RENDERING,
    pageServerTimeoutMs: e.PAGE_SERVER_TIMEOUT_MS,
    pageServerUrl: e.PAGE_SERVER_URL?.replace(/\/+$/, ''),
    remotesDir: path.resolve(cwd, e.REMOTES_DIR ?? path.join(e.STATIC_DIR, 'remotes')),
    remotesBaseUrl: e.REMOTES_BASE_URL?.replace(/\/+$/, ''),
    releaseApiKey: e.RELEASE_API_KEY,
    logLevel: e.LOG_LEVEL,
    telegram:
      e.TELEGRAM_BOT_TOKEN && e.TELEGRAM_BOT_USERNAME && e.TELEGRAM_WEBHOOK_SECRET
        ? {
            botToken: e.TELEGRAM_BOT_TOKEN,
            botUsername: e.TELEGRAM_BOT_USERNAME,
            webhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
            apiBase: e.TELEGRAM_API_BASE.replace(/\/+$/, ''),
          }
        : null,
    subscriptionRequireHwid: e.SUBSCRIPTION_REQUIRE_HWID,
    payment: payments.payment,
    invite: payments.invite,
    invoiceSeller: payments.invoiceSeller,
  };
}
