// GET /link/{token}: the customer's nodes in the format their client wants, with the usual
// subscription headers; every successful fetch is logged. An unknown (or reset) token is a 404.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { subscribeFetchLogs, userServices } from '../../db/schema';
import { notFound } from '../../http/errors';
import { allowedNodes } from '../services/nodes-repo';
import { effectiveLevel } from '../services/rules';
import { renderClash } from './clash';
import { memoizeRender } from './render-cache';
import { toProxy, uniqueNames } from './proxies';
import { selectFormat, type SubscriptionFormat, type SubscriptionQuery } from './select-format';
import { renderBase64 } from './share-links';
import { renderSingbox } from './singbox';

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
  token: string,
  query: SubscriptionQuery,
  fetcher: Fetcher,
): Promise<RenderedSubscription> {
  const [service] = await ctx.db.select().from(userServices).where(eq(userServices.linkToken, token)).limit(1);
  if (!service) throw notFound('No subscription with this link; copy the current link from the portal');

  const choice = selectFormat(query, fetcher.userAgent);
  const nodes = await allowedNodes(ctx.db, effectiveLevel(service, ctx.now()));
  const chosen = choice.protocols ? nodes.filter((node) => choice.protocols?.includes(node.protocol)) : nodes;
  const proxies = uniqueNames(chosen.map((node) => toProxy(node, service)));
  const body =
    choice.format === 'clash'
      ? renderClashCached(proxies)
      : choice.format === 'singbox'
        ? renderSingbox(proxies)
        : renderBase64(proxies);

  await ctx.db.insert(subscribeFetchLogs).values({
    userId: service.userId,
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
