// The built portal from STATIC_DIR: index.html with window.__PORTAL_CONFIG__ injected (no-cache),
// the registry files (no-cache), versioned remotes and hashed shell files (immutable).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import { shellBuildId } from '../modules/misc/version-info';
import { contentSecurityPolicy } from './security-headers';

const PLACEHOLDER = '<!--PORTAL_CONFIG-->';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Webpack's `[name].[contenthash].js`: a hex hash of 8+ characters before the extension. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/;
const VERSIONED_REMOTE = /^remotes\/[^/]+\/[^/]+\//;

export function cacheControlFor(relativePath: string): string {
  const rel = relativePath.split(path.sep).join('/');
  if (rel === 'remotes.json' || rel === 'build-info.json' || rel === 'index.html') return 'no-cache';
  if (VERSIONED_REMOTE.test(rel) || HASHED_FILE.test(path.posix.basename(rel))) return IMMUTABLE;
  return 'no-cache';
}

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment or line-separator tricks). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function portalConfig(config: Config) {
  return {
    siteName: config.siteName,
    footerCopyright: config.footerCopyright,
    apiBase: config.apiBase,
    liveChat: config.liveChat,
    buildId: shellBuildId(config.staticDir),
  };
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body><h1>The portal has not been built yet / 门户尚未构建</h1>
<p>The API is running. Build the web apps with <code>npm run build</code> (or start with <code>npm start</code>, which builds when needed), then reload.</p>
<p>API 已在运行。请执行 <code>npm run build</code>（或使用 <code>npm start</code>，它会在需要时自动构建），然后刷新页面。</p>
<p><a href="/docs">API documentation / API 文档</a></p></body></html>`;

export function createIndexSender(config: Config) {
  const indexFile = path.join(config.staticDir, 'index.html');
  return async function sendIndex(_request: FastifyRequest, reply: FastifyReply) {
    let html: string;
    try {
      html = await fs.promises.readFile(indexFile, 'utf8');
    } catch {
      return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT);
    }
    const script = `window.__PORTAL_CONFIG__=${scriptSafeJson(portalConfig(config))};`;
    const hash = `sha256-${crypto.createHash('sha256').update(script).digest('base64')}`;
    const tag = `<script>${script}</script>`;
    const page = html.includes(PLACEHOLDER)
      ? html.replace(PLACEHOLDER, () => tag)
      : html.replace('</head>', () => `${tag}</head>`);
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(config, [hash]))
      .type('text/html; charset=utf-8')
      .send(page);
  };
}

export async function installStatic(
  app: FastifyInstance,
  config: Config,
  sendIndex: ReturnType<typeof createIndexSender>,
) {
  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/index.html', { schema: { hide: true } }, sendIndex);
  if (!fs.existsSync(config.staticDir)) {
    // The start banner says so too (main.ts).
    app.log.info(`STATIC_DIR ${config.staticDir} does not exist: serving the API only (run npm run build)`);
    return;
  }
  await app.register(fastifyStatic, {
    root: config.staticDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    dotfiles: 'ignore',
    schemaHide: true,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlFor(path.relative(config.staticDir, filePath)));
    },
  });
}
