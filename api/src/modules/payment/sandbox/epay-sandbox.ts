// The EPay sandbox: in demo mode without a gateway, the portal also plays an EPay v1 gateway under
// /sandbox/epay/, with the sandbox merchant's id and key. submit.php checks the signed order like a
// gateway and shows it; Pay sends the gateway's signed notification over HTTP to the order's notify_url
// (the portal's own /v1/payment/notify/epay: the same path a real gateway's notification takes) and,
// once the portal answered `success`, returns the browser to return_url with the signed result appended,
// as EPay does. Nothing here credits anything by itself.
import crypto from 'node:crypto';
import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { signedEpayParams, epayVerify } from '../epay/epay-sign';
import type { EpayMerchant } from '../payment-setup';
import { sandboxErrorPage, sandboxLang, sandboxOrderPage, SANDBOX_ERRORS, type SandboxLang } from './sandbox-page';

const SANDBOX_PREFIX = '/sandbox/epay';
const NOTIFY_TIMEOUT_MS = 10_000;

/** The fields of a request, as text; the sandbox's own language switch is not part of what was signed. */
function fieldsOf(source: unknown): { params: Record<string, string>; lang: unknown } {
  const params: Record<string, string> = {};
  let lang: unknown;
  for (const [name, value] of Object.entries((source ?? {}) as Record<string, unknown>)) {
    if (name === 'sandbox_lang') lang = value;
    else if (typeof value === 'string') params[name] = value;
  }
  return { params, lang };
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/** The portal's page for an order whose payment did not happen. */
function backToPortal(ctx: AppContext, params: Record<string, string>): string {
  const tradeNo = params.out_trade_no;
  return `${ctx.config.publicUrl}/user/wallet/recharge${tradeNo ? `?trade_no=${encodeURIComponent(tradeNo)}` : ''}`;
}

/**
 * A signed order of this sandbox's merchant, or the reason it is not one. The sandbox notifies and
 * returns to this portal only, whoever holds its key: it never calls another address.
 */
function checkOrder(ctx: AppContext, merchant: EpayMerchant, params: Record<string, string>) {
  if (!epayVerify(params, merchant.key, merchant.signSuffix)) return SANDBOX_ERRORS.badSignature;
  if (params.pid !== merchant.pid) return SANDBOX_ERRORS.badMerchant;
  if (!params.out_trade_no || !params.money || !params.notify_url || !params.return_url)
    return SANDBOX_ERRORS.incomplete;
  const portal = ctx.config.publicUrl;
  if (params.notify_url !== `${portal}/v1/payment/notify/epay` || !params.return_url.startsWith(`${portal}/`)) {
    return SANDBOX_ERRORS.foreignAddress;
  }
  return null;
}

function showOrder(
  ctx: AppContext,
  merchant: EpayMerchant,
  request: FastifyRequest,
  reply: FastifyReply,
  source: unknown,
) {
  const { params, lang: requested } = fieldsOf(source);
  const lang = sandboxLang(requested, request.headers['accept-language']);
  const problem = checkOrder(ctx, merchant, params);
  if (problem) return html(reply, 400, sandboxErrorPage(lang, problem, backToPortal(ctx, params)));
  const other: SandboxLang = lang === 'zh' ? 'en' : 'zh';
  const switchUrl = `submit.php?${new URLSearchParams({ ...params, sandbox_lang: other }).toString()}`;
  return html(
    reply,
    200,
    sandboxOrderPage(lang, {
      params,
      siteName: params.sitename ?? ctx.config.siteName,
      returnUrl: backToPortal(ctx, params),
      switchUrl,
    }),
  );
}

/** The notification a gateway sends once the customer paid: the order's fields, signed, TRADE_SUCCESS. */
function paidNotification(merchant: EpayMerchant, order: Record<string, string>): Record<string, string> {
  return signedEpayParams(
    {
      pid: merchant.pid,
      trade_no: `SBX${Date.now()}${crypto.randomInt(100_000, 1_000_000)}`,
      out_trade_no: order.out_trade_no ?? '',
      type: order.type ?? '',
      name: order.name ?? '',
      money: order.money ?? '',
      trade_status: 'TRADE_SUCCESS',
      ...(order.param ? { param: order.param } : {}),
    },
    merchant.key,
    merchant.signSuffix,
  );
}

async function pay(ctx: AppContext, merchant: EpayMerchant, request: FastifyRequest, reply: FastifyReply) {
  const { params, lang: requested } = fieldsOf(request.body);
  const lang = sandboxLang(requested, request.headers['accept-language']);
  const problem = checkOrder(ctx, merchant, params);
  if (problem) return html(reply, 400, sandboxErrorPage(lang, problem, backToPortal(ctx, params)));
  const notification = paidNotification(merchant, params);
  const query = new URLSearchParams(notification).toString();
  const notifyUrl = params.notify_url!;
  let answer: { status: number; text: string };
  try {
    const response = await fetch(`${notifyUrl}${notifyUrl.includes('?') ? '&' : '?'}${query}`, {
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    answer = { status: response.status, text: (await response.text()).trim() };
  } catch (error) {
    ctx.log.warn({ err: error }, 'EPay sandbox: the notify URL could not be reached');
    return html(reply, 502, sandboxErrorPage(lang, SANDBOX_ERRORS.unreachable, backToPortal(ctx, params)));
  }
  if (answer.status !== 200 || answer.text !== 'success') {
    return html(reply, 502, sandboxErrorPage(lang, SANDBOX_ERRORS.refused(answer.status), backToPortal(ctx, params)));
  }
  const returnUrl = params.return_url!;
  return reply.redirect(`${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${query}`, 303);
}

export async function epaySandboxRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.portal;
  const merchant = ctx.payments.epay;
  if (!ctx.payments.sandboxActive || !merchant?.isSandbox) return;
  await app.register(
    async (scope) => {
      await scope.register(formBody, { bodyLimit: 16 * 1024 });
      scope.get('/submit.php', (request, reply) => showOrder(ctx, merchant, request, reply, request.query));
      scope.post('/submit.php', (request, reply) => showOrder(ctx, merchant, request, reply, request.body));
      scope.post('/pay', (request, reply) => pay(ctx, merchant, request, reply));
    },
    { prefix: SANDBOX_PREFIX },
  );
}
