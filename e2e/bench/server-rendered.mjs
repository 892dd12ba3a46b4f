// The dashboard's document as the server renders it for a signed-in customer (docs/adr/0011), against
// index.html for the same address without a page cookie: each asked for DOCUMENT_REQUESTS times one after the
// other, from the signed-in browser context (its cookies), on the bench's server. Reported beside the
// dashboard's figures; the check is that the document is server-rendered at all.
import { median } from './lib/timing.mjs';

export const DOCUMENT_REQUESTS = 20;

async function timed(request, url, headers) {
  const times = [];
  let body = '';
  for (let i = 0; i < DOCUMENT_REQUESTS; i += 1) {
    const started = performance.now();
    const response = await request.get(url, { headers });
    body = await response.text();
    times.push(performance.now() - started);
  }
  return { p50Ms: Number(median(times).toFixed(1)), body };
}

/**
 * @param {import('@playwright/test').BrowserContext} context a context signed in through the form
 * @param {import('@playwright/test').APIRequestContext} anonymous a request context without cookies
 */
export async function measureServerRendered(context, anonymous, url) {
  // The first render of a build loads the server code: not part of the figure.
  await context.request.get(url);
  const rendered = await timed(context.request, url, {});
  const index = await timed(anonymous, url, {});
  return {
    serverRendered: rendered.body.includes('data-server-rendered='),
    renderedP50Ms: rendered.p50Ms,
    indexP50Ms: index.p50Ms,
  };
}
