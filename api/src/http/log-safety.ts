// Nothing secret in a log line, ever: the logger's serializers take the subscription token out of
// /link paths and secret-looking query parameters out of every logged URL, and keep a failed
// query's parameters (passwords hashes, codes) out of logged errors. Mail is logged without its
// subject (mailer.ts), which may carry a one-time code.
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** Paths whose last segment is a credential (the subscription token is the only key to a link). */
const SECRET_PATH = /^(\/(?:v1\/)?(?:link|link2|emby_link)\/)[^/?#]+/;

/** Query parameters that carry a secret somewhere in the API or the node software it serves. */
const SECRET_PARAMS = new Set([
  'key',
  'mu_key',
  'mukey',
  'api_key',
  'token',
  'access_token',
  'refresh_token',
  'link_token',
  'sql_table_link_token',
  'password',
  'passwd',
  'code',
  'email_code',
  'secret',
  'tiago2_cap_token',
  // A payment gateway's signature (EPay's notifications and pay URLs carry it in the query).
  'sign',
]);

/** The URL as it may be logged. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const safePath = path.replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryAt === -1) return safePath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a broken escape in a name: compare it as written
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${query}`;
}

/** A failed query's message ends with its parameters ("params: …"): cut them off. */
function withoutQueryParams(text: string): string {
  return text.replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`);
}

/** An error as it may be logged: type, message, code and stack, its cause likewise; nothing else. */
export function errorForLog(error: unknown, depth = 0): { type: string; message: string; stack: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutQueryParams(String(error)), stack: '' };
  const out: { type: string; message: string; stack: string; [key: string]: unknown } = {
    type: error.name,
    message: withoutQueryParams(error.message),
    stack: withoutQueryParams(error.stack ?? ''),
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (error.cause !== undefined && depth < 3) out.cause = errorForLog(error.cause, depth + 1);
  return out;
}

/** Fastify's request serializer, with the URL redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    serializers: { req: requestForLog, err: (error: unknown) => errorForLog(error) },
    ...(stream ? { stream } : {}),
  };
}
