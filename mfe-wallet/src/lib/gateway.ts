// The payment gateway is another site: the customer goes there with a full page load (docs/product.md
// §8), and only to an http(s) address — a pay URL of any other scheme is never followed.

export function isGatewayUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Leaves the portal for the gateway's page (a full page load). */
export function goToGateway(url: string): void {
  window.location.assign(url);
}
