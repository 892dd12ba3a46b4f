// The subscription URLs of the link-token answer made absolute (clients fetch them from elsewhere).
// The universal URL is "the" subscription link a customer sees, copies and scans: the server picks
// the format from the fetching app's User-Agent. The per-format URLs are for the one-tap imports,
// each of which names its app's format.
import { getPortalConfig, pageOrigin } from '@portal/shared';
import type { SubscriptionTarget } from '@portal/shared/contract';
import { absoluteUrl } from './client-import';

export type SubscriptionUrls = Partial<Record<SubscriptionTarget, string>>;

function apiOrigin(): string {
  const base = getPortalConfig().apiBase;
  return absoluteUrl(base || '/', pageOrigin());
}

export function subscriptionUrls(links: readonly { target: SubscriptionTarget; url: string }[]): SubscriptionUrls {
  const origin = apiOrigin();
  const urls: SubscriptionUrls = {};
  for (const link of links) urls[link.target] = absoluteUrl(link.url, origin);
  return urls;
}

/** The universal subscription URL, absolute. */
export function universalUrl(url: string): string {
  return absoluteUrl(url, apiOrigin());
}
