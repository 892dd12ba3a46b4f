// Builds the Fastify server: plugins, error handling, every route, static files. Tests call
// buildApp with a fresh database and use app.inject; main.ts also listens.
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { config as configureZod } from 'zod/mini';
import { en as zodEnglish } from 'zod/v4/locales';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { installDocs } from './http/docs';
import { installErrorHandling } from './http/error-handler';
import { installJsonBodyParser } from './http/json-body';
import { ApiError } from './http/errors';
import {
  answerUnmetExpectations,
  clientErrorHandler,
  answerRefusedPagesWithDocuments,
  frameworkErrors,
  routeAbsoluteForm,
} from './http/protocol-errors';
import { loggerOptions } from './http/log-safety';
import { installSecurityHeaders } from './http/security-headers';
import { createIndexSender, installStatic } from './http/static';
import { createPageForwarder } from './modules/page-server/forward';
import { zodValidatorCompiler } from './http/validation';
import { loadSigningKeys } from './lib/keys';
import { loadReleaseKey } from './lib/release-key';
import { hitRateLimit } from './lib/rate-limit';
import { createGuessLimit } from './lib/guess-limit';
import { isDemoMode } from './demo-account';
import { createPayments } from './modules/payment/payment-setup';
import type { StripeApiAddress } from './modules/payment/stripe/stripe-gateway';
import { accountRoutes } from './modules/account/routes';
import { adminRoutes } from './modules/admin/routes';
import { consoleRoutes } from './modules/console/routes';
import { announcementRoutes } from './modules/announcements/routes';
import { authRoutes } from './modules/auth/routes';
import { createCaptchaService } from './modules/captcha/captcha-service';
import { captchaRoutes } from './modules/captcha/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { functionRoutes } from './modules/functions/routes';
import { linkRoutes } from './modules/link/routes';
import { deviceRoutes } from './modules/devices/routes';
import { reminderSettingsRoutes } from './modules/plan-cycle/routes';
import { createFetchLogWriter } from './modules/link/fetch-log-writer';
import { createMailer } from './modules/mail/mailer';
import { scheduleHousekeeping } from './modules/misc/housekeeping';
import { miscRoutes } from './modules/misc/routes';
import { nodeAdminRoutes } from './modules/node-admin/routes';
import { createArtifactStore } from './modules/remote-registry/artifact-store';
import { remoteRegistryRoutes } from './modules/remote-registry/routes';
import { modMuRoutes } from './modules/node-api/routes';
import { purchasedPlanRoutes } from './modules/purchased-plans/routes';
import { checkInRoutes } from './modules/check-in/routes';
import { servicesRoutes } from './modules/services/routes';
import { shopRoutes } from './modules/shop/routes';
import { walletRoutes } from './modules/wallet/routes';
import { inviteRoutes } from './modules/invite/routes';
import { paymentRoutes } from './modules/payment/routes';
import { epaySandboxRoutes } from './modules/payment/sandbox/epay-sandbox';
import { staffTicketRoutes } from './modules/tickets/staff-routes';
import { ticketRoutes } from './modules/tickets/routes';
import { telegramWebhookRoute } from './modules/telegram/webhook';
import { userRoutes } from './modules/user/routes';

/** Paths that belong to the API: never answered with the portal's index.html. */
/** Brotli quality of answers compressed as they are sent (the pages, the API's JSON, the static files). */
const BROTLI_QUALITY = 5;

const API_PREFIXES = ['/api/', '/v1/', '/docs', '/link/', '/link2/', '/remotes/', '/sandbox/', '/preview/'];
const API_EXACT = ['/api', '/v1', '/health', '/ip', '/remotes.json', '/build-info.json', '/preview'];

function isApiPath(url: string): boolean {
  return API_EXACT.includes(url) || API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** A browser asking for a page: GET or HEAD of an address that is not the API's nor a file's. */
function isDocumentRequest(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0] ?? '/';
  return (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !/\.[A-Za-z0-9]{1,8}$/.test(url);
}

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Where the Stripe client sends its calls (tests: a local peer that answers like Stripe). */
  stripeApi?: StripeApiAddress;
}

export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Node software configured with a trailing slash calls `/v1//mod_mu/...`.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 256 },
    // Every refusal in the envelope, whichever layer refuses (protocol-errors.ts).
    frameworkErrors,
    clientErrorHandler,
    rewriteUrl: routeAbsoluteForm,
    // Node would answer a missing Host with a bare 400; the onRequest hook below answers it instead.
    http: { requireHostHeader: false },
  });
  answerUnmetExpectations(app.server);
  installJsonBodyParser(app);
  // A callback hook (no promise per request): this runs on every request.
  app.addHook('onRequest', (request, _reply, next) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      return next(new ApiError(400, 'bad_request', 'The request has no Host header (HTTP/1.1 requires one)'));
    }
    next();
  });
  // The contract is zod/mini, which loads no locale (classic zod loads English). Messages that
  // plainMessage leaves to zod (e.g. a union mismatch) and logged response errors stay in English.
  configureZod(zodEnglish());
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const context: AppContext = {
    config,
    database,
    db: database.db,
    keys: await loadSigningKeys({
      privatePem: config.jwtPrivateKey,
      publicPem: config.jwtPublicKey,
      dataDir: config.dataDir,
    }),
    releaseKey: loadReleaseKey({ configured: config.releaseApiKey, dataDir: config.dataDir }),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    }),
    captcha: createCaptchaService(database.db, config.capDifficulty),
    payments: createPayments(config, isDemoMode(config, database.kind), options.stripeApi),
    rateLimit: (rule, subject) => hitRateLimit(database.db, rule, subject, config.rateLimitScale),
    guesses: createGuessLimit(database.db, config.rateLimitScale),
    fetchLog: createFetchLogWriter(database.db, app.log),
    startedAt: Date.now(),
    log: app.log,
    now: () => new Date(),
  };
  app.decorate('portal', context);
  app.addHook('onClose', async () => {
    await context.fetchLog.flush();
    await context.mailer.close();
  });

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Brotli's default quality (11) is for compressing once ahead of time: per answer it cost 51 ms for a
    // 50 KB server-rendered page, against 1.4 ms at 5 for a 10% larger body (docs/performance-log.md).
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  installSecurityHeaders(app, config);
  await installDocs(app, config);
  const remotesStore = createArtifactStore(config);
  // Documents: the page server's (modules/page-server), else index.html for the browser to render.
  const sendIndex = createIndexSender(config, createPageForwarder(app));
  installErrorHandling(app, isApiPath, sendIndex);
  answerRefusedPagesWithDocuments(app, isDocumentRequest, sendIndex);

  authRoutes(app);
  captchaRoutes(app);
  userRoutes(app);
  accountRoutes(app);
  telegramWebhookRoute(app);
  announcementRoutes(app);
  adminRoutes(app);
  consoleRoutes(app);
  ticketRoutes(app);
  staffTicketRoutes(app);
  nodeAdminRoutes(app);
  dashboardRoutes(app);
  servicesRoutes(app);
  purchasedPlanRoutes(app);
  checkInRoutes(app);
  shopRoutes(app);
  walletRoutes(app);
  inviteRoutes(app);
  await paymentRoutes(app);
  await epaySandboxRoutes(app);
  await linkRoutes(app);
  deviceRoutes(app);
  reminderSettingsRoutes(app);
  miscRoutes(app);
  functionRoutes(app);
  await modMuRoutes(app);
  await remoteRegistryRoutes(app, remotesStore);
  await installStatic(app, config, sendIndex);
  scheduleHousekeeping(app);
  return app;
}
