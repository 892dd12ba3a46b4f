// The subscription URLs of the link-token answer made absolute (clients fetch them from elsewhere),
// keyed by format. The base64 list is "the" subscription link a customer copies.
import { getPortalConfig } from '@portal/shared';
import { absoluteUrl, type SubscriptionTarget } from './client-import';

export type SubscriptionUrls = Partial<Record<SubscriptionTarget, string>>;

function apiOrigin(): string {
  const base = getPortalConfig().apiBase;
  return absoluteUrl(base || '/', window.location.origin);
}

export function subscriptionUrls(links: readonly { target: SubscriptionTarget; url: string }[]): SubscriptionUrls {
  const origin = apiOrigin();
  const urls: SubscriptionUrls = {};
  for (const link of links) urls[link.target] = absoluteUrl(link.url, origin);
  return urls;
}

/** The link to show and copy: base64 (what most apps read), else whatever the API offered. */
export function primaryUrl(urls: SubscriptionUrls): string | null {
  return urls.base64 ?? urls.clash ?? urls.singbox ?? null;
}
