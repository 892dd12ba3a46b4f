// GET /link/{token}: the customer's nodes in the format their client wants, with the usual
// subscription headers; every successful fetch is logged. An unknown (or reset) token is a 404.
import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import { effectiveLevel } from '../services/rules';
import { renderClash } from './clash';
import { memoizeRender } from './render-cache';
import { toProxy, uniqueNames } from './proxies';
import { selectFormat, type SubscriptionFormat, type SubscriptionQuery } from './select-format';
import { renderBase64 } from './share-links';
import { renderSingbox } from './singbox';
import type { SubscriptionRead } from './subscription-reads';

const renderClashCached = memoizeRender(renderClash);

/** Clients re-fetch the profile this often (hours). */
export const PROFILE_UPDATE_INTERVAL_HOURS = 24;

const CONTENT: Record<SubscriptionFormat, { type: string; extension: string }> = {
  clash: { type: 'text/yaml; charset=utf-8', extension: 'yaml' },
  singbox: { type: 'application/json; charset=utf-8', extension: 'json' },
  base64: { type: 'text/plain; charset=utf-8', extension: 'txt' },
};

export interface RenderedSubscription {
  format: SubscriptionFormat;
  body: string;
  headers: Record<string, string>;
}

export interface Fetcher {
  ip: string;
  userAgent: string;
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
  const level = effectiveLevel(service, ctx.now());
  const nodes = await read.nodes(level);
  // Everything the body is made of: the token's service row (secrets, port), the level's nodes, the format.
  const key = `${token} ${level} ${choice.format} ${choice.protocols?.join(',') ?? '*'}`;
  const body = read.body(key, () => {
    const chosen = choice.protocols ? nodes.filter((node) => choice.protocols?.includes(node.protocol)) : nodes;
    const proxies = uniqueNames(chosen.map((node) => toProxy(node, service)));
    return choice.format === 'clash'
      ? renderClashCached(proxies)
      : choice.format === 'singbox'
        ? renderSingbox(proxies)
        : renderBase64(proxies);
  });

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
