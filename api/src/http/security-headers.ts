// Security headers on every answer; the CSP allows this origin plus the configured live-chat origins; HSTS
// where the portal's address is https.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const CRISP = {
  script: ['https://client.crisp.chat', 'https://settings.crisp.chat'],
  connect: [
    'https://client.crisp.chat',
    'https://storage.crisp.chat',
    'wss://client.relay.crisp.chat',
    'wss://stream.relay.crisp.chat',
  ],
  img: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
  style: ['https://client.crisp.chat'],
  font: ['https://client.crisp.chat'],
  frame: ['https://game.crisp.chat'],
  media: ['https://client.crisp.chat'],
};

type Directive = keyof typeof CRISP;

function liveChatSources(config: Config): Record<Directive, string[]> {
  const out: Record<Directive, string[]> = {
    script: [],
    connect: [],
    img: [],
    style: [],
    font: [],
    frame: [],
    media: [],
  };
  if (config.liveChat?.crispWebsiteId) for (const key of Object.keys(out) as Directive[]) out[key].push(...CRISP[key]);
  if (config.liveChat?.scriptUrl) {
    const origin = new URL(config.liveChat.scriptUrl).origin;
    for (const key of Object.keys(out) as Directive[]) out[key].push(origin);
  }
  return out;
}

/** Builds the Content-Security-Policy; `scriptHashes` allow the index page's inline config script. */
export function contentSecurityPolicy(config: Config, scriptHashes: string[] = []): string {
  const chat = liveChatSources(config);
  // Remotes loaded from the artifact store's base URL (a CDN): their scripts, and the shell's look at a
  // remote that failed to load (shell/src/remotes/load-remote-routes.ts).
  const store = config.remotesBaseUrl?.startsWith('http') ? [new URL(config.remotesBaseUrl).origin] : [];
  const join = (...parts: string[]) => [...new Set(parts)].join(' ');
  return [
    `default-src 'self'`,
    // 'wasm-unsafe-eval': the Cap captcha solves its proof of work in WebAssembly.
    `script-src ${join("'self'", "'wasm-unsafe-eval'", ...scriptHashes.map((h) => `'${h}'`), ...store, ...chat.script)}`,
    `style-src ${join("'self'", "'unsafe-inline'", ...chat.style)}`,
    `img-src ${join("'self'", 'data:', 'blob:', ...chat.img)}`,
    `font-src ${join("'self'", 'data:', ...chat.font)}`,
    `connect-src ${join("'self'", ...store, ...chat.connect)}`,
    `media-src ${join("'self'", ...chat.media)}`,
    `frame-src ${chat.frame.length ? join(...chat.frame) : "'none'"}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** A year: browsers that once reached the portal over https never try plain http for it again. */
const HSTS = 'max-age=31536000';

export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const csp = contentSecurityPolicy(config);
  // Only where the portal's address is https (behind a proxy that ends TLS, the header still reaches the
  // browser); not for subdomains, which the operator may serve otherwise.
  const hsts = config.publicUrl.startsWith('https:');
  app.addHook('onSend', async (_request, reply, payload) => {
    if (hsts) reply.header('strict-transport-security', HSTS);
    reply.header('x-content-type-options', 'nosniff');
    // A page with a secret in its address (a preview link) sets a stricter one itself.
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    return payload;
  });
}
