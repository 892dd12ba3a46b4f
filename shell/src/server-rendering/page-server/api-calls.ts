// The page's API calls: the shared API client's requests (its checks, retry rule and zod parse as in the
// browser) sent over HTTP to the API, each with the page token of the render that made it (render-scope.ts).
import { sendRequestsInProcess } from '@portal/shared/server';
import { currentRender, type ApiSend } from './render-scope';

sendRequestsInProcess((request) => {
  const render = currentRender();
  if (!render) return Promise.reject(new Error('An API call was made outside a page render'));
  // The page's language, not the process's i18n (between passes it may be another render's): the API words
  // plan names, announcements and the demo's texts in it.
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'accept-language'),
  );
  return render.send({ ...request, headers: { ...headers, 'accept-language': render.state.language } });
});

/** Each answer's body is capped: a page's data is small, and the page server's memory is not the API's. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/**
 * The API at `apiUrl`, called with `token` as the bearer (whatever the client set), for `timeoutMs` at most.
 * Only the answer's status, content type and body come back: nothing else of the API's reaches the page.
 */
export function apiOverHttp(apiUrl: string, token: string | null, timeoutMs: number): ApiSend {
  return async ({ method, url, headers, body }) => {
    if (!url.startsWith('/')) throw new Error(`Not a path of the API: ${url}`);
    const outgoing: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!['authorization', 'cookie', 'host'].includes(name.toLowerCase())) outgoing[name] = value;
    }
    if (token) outgoing.authorization = `Bearer ${token}`;
    const response = await fetch(new URL(url, apiUrl), {
      method,
      headers: outgoing,
      ...(body === undefined ? {} : { body }),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) throw new Error(`The API's answer to ${url} is too large for a page`);
    return {
      status: response.status,
      headers: { 'content-type': response.headers.get('content-type') ?? 'application/octet-stream' },
      body: text,
    };
  };
}
