// GET /link/{token}: the customer's nodes in the format their client wants, with the usual
// subscription headers; every successful fetch is logged. An unknown (or reset) token is a 404.
// A fetch that names its device (x-hwid) registers it against the plan's device limit; a device over the
// limit, one the customer removed, or (SUBSCRIPTION_REQUIRE_HWID=1) an app that names none gets no nodes,
// only entries saying why (refusal.ts).
import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import { readDeviceReport } from '../devices/device-rules';
import { registerFetch } from '../devices/devices-repo';
import { noticeLanguageOf } from '../plan-cycle/preferences';
import { effectiveLevel } from '../services/rules';
import type { ServiceRow } from '../services/service-repo';
import { renderClash } from './clash';
import { memoizeRender } from './render-cache';
import { type ProxyNode, toProxy, uniqueNames } from './proxies';
import { renderQuantumultX } from './quantumultx';
import { type Refusal, refusalEntries } from './refusal';
import { selectFormat, type SubscriptionFormat, type SubscriptionQuery } from './select-format';
import { renderBase64 } from './share-links';
import { renderSingbox } from './singbox';
import type { SubscriptionRead } from './subscription-reads';
import { renderSurge } from './surge';

const renderClashCached = memoizeRender(renderClash);

/** Clients re-fetch the profile this often (hours). */
const PROFILE_UPDATE_INTERVAL_HOURS = 24;

const CONTENT: Record<SubscriptionFormat, { type: string; extension: string }> = {
  clash: { type: 'text/yaml; charset=utf-8', extension: 'yaml' },
  singbox: { type: 'application/json; charset=utf-8', extension: 'json' },
  base64: { type: 'text/plain; charset=utf-8', extension: 'txt' },
  surge: { type: 'text/plain; charset=utf-8', extension: 'conf' },
  quantumultx: { type: 'text/plain; charset=utf-8', extension: 'txt' },
};

export interface RenderedSubscription {
  format: SubscriptionFormat;
  body: string;
  headers: Record<string, string>;
}

export interface Fetcher {
  ip: string;
  userAgent: string;
  /** The request's headers (the device headers: x-hwid, x-device-os, x-ver-os, x-device-model). */
  headers?: Record<string, string | string[] | undefined>;
}

/** The subscription's own address in a format (Surge re-fetches its profile from the URL the profile names). */
export function subscriptionUrl(publicUrl: string, token: string, format: SubscriptionFormat): string {
  return `${publicUrl.replace(/\/+$/, '')}/link/${token}?target=${format}`;
}

function render(
  ctx: AppContext,
  format: SubscriptionFormat,
  proxies: ProxyNode[],
  token: string,
  cache = true,
): string {
  switch (format) {
    case 'clash':
      return cache ? renderClashCached(proxies) : renderClash(proxies);
    case 'singbox':
      return renderSingbox(proxies);
    case 'surge':
      return renderSurge(
        proxies,
        subscriptionUrl(ctx.config.publicUrl, token, 'surge'),
        PROFILE_UPDATE_INTERVAL_HOURS * 3600,
      );
    case 'quantumultx':
      return renderQuantumultX(proxies);
    case 'base64':
      return renderBase64(proxies);
  }
}

/** Why this fetch gets no nodes, or null when it gets them. */
async function refusalFor(ctx: AppContext, service: ServiceRow, fetcher: Fetcher): Promise<Refusal | null> {
  const device = readDeviceReport({ ...fetcher.headers, 'user-agent': fetcher.userAgent });
  if (!device) return ctx.config.subscriptionRequireHwid ? { reason: 'hwid_required' } : null;
  const limit = service.onlineIpLimit;
  const verdict = await registerFetch(ctx.db, service.userId, device, limit, { ip: fetcher.ip, now: ctx.now() });
  if (verdict.state === 'active') return null;
  if (verdict.state === 'removed') return { reason: 'device_removed' };
  return { reason: 'device_limit', active: verdict.activeCount, limit: limit ?? verdict.activeCount };
}

export async function renderSubscription(
  ctx: AppContext,
  read: SubscriptionRead,
  token: string,
  query: SubscriptionQuery,
  fetcher: Fetcher,
): Promise<RenderedSubscription> {
  const service = await read.service(token);
  if (!service) throw notFound('No subscription with this link; copy the current link from the portal');
  if (service.isBan) throw new ApiError(403, 'account_banned', 'This account is suspended; contact support');

  const choice = selectFormat(query, fetcher.userAgent);
  const refusal = await refusalFor(ctx, service, fetcher);
  let body: string;
  if (refusal) {
    const language = await noticeLanguageOf(ctx.db, service.userId);
    const devicesUrl = `${ctx.config.publicUrl.replace(/\/+$/, '')}/user/devices`;
    body = render(ctx, choice.format, refusalEntries(refusal, language, devicesUrl), token, false);
  } else {
    const level = effectiveLevel(service, ctx.now());
    const nodes = await read.nodes(level);
    // Everything the body is made of: the token's service row (secrets, port), the level's nodes, the format.
    const key = `${token} ${level} ${choice.format} ${choice.protocols?.join(',') ?? '*'}`;
    body = read.body(key, () => {
      const chosen = choice.protocols ? nodes.filter((node) => choice.protocols?.includes(node.protocol)) : nodes;
      return render(ctx, choice.format, uniqueNames(chosen.map((node) => toProxy(node, service))), token);
    });
  }

  ctx.fetchLog.add({
    userId: service.userId,
    fetchedAt: new Date(),
    ip: fetcher.ip,
    userAgent: fetcher.userAgent.slice(0, 512),
    format: choice.format,
  });

  const { type, extension } = CONTENT[choice.format];
  const filename = `${ctx.config.siteName}.${extension}`;
  return {
    format: choice.format,
    body,
    headers: {
      'content-type': type,
      'subscription-userinfo': `upload=${service.trafficUpload}; download=${service.trafficDownload}; total=${service.trafficTotal}; expire=${Math.floor(service.levelExpireAt.getTime() / 1000)}`,
      // RFC 6266: an ASCII fallback plus the UTF-8 name (clients show it as the profile name).
      'content-disposition': `attachment; filename="subscription.${extension}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'profile-update-interval': String(PROFILE_UPDATE_INTERVAL_HOURS),
      'cache-control': 'no-store',
    },
  };
}
