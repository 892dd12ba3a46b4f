// The built portal from STATIC_DIR: index.html with window.__PORTAL_CONFIG__ injected (no-cache) and
// hashed shell files (immutable); the artifact store (REMOTES_DIR) at /remotes/, immutable and readable
// from any origin, so that a CDN may serve it to a shell on another origin (docs/adr/0008).
// /remotes.json is not a file: the registry answers it from the database (modules/remote-registry).
import { installFavicon } from './favicon';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import { readBuildInfo, type BuildInfo } from '../modules/remote-registry/build-info';
import { scriptSafeJson } from '@portal/shared/contract';
import type { ForwardedPage } from '../modules/page-server/forward';
import { portalConfig } from './portal-config';
import { contentSecurityPolicy } from './security-headers';

const PLACEHOLDER = '<!--PORTAL_CONFIG-->';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Webpack's `[name].[contenthash].js`: a hex hash of 8+ characters before the extension. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/;
const VERSIONED_REMOTE = /^remotes\/[^/]+\/[^/]+\//;

/** A file of an app's Node build (dist/server/, <version>/server/): the page server's, never sent. */
function isServerCode(pathName: string): boolean {
  return /(^|\/)server\//.test(pathName);
}

export function cacheControlFor(relativePath: string): string {
  const rel = relativePath.split(path.sep).join('/');
  if (rel === 'build-info.json' || rel === 'index.html') return 'no-cache';
  if (VERSIONED_REMOTE.test(rel) || HASHED_FILE.test(path.posix.basename(rel))) return IMMUTABLE;
  return 'no-cache';
}

/** Headers of every file of the artifact store: never changes, and any origin may load it (a CDN in front). */
function remoteFileHeaders(res: { setHeader(name: string, value: string): unknown }): void {
  res.setHeader('cache-control', IMMUTABLE);
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('cross-origin-resource-policy', 'cross-origin');
  res.setHeader('timing-allow-origin', '*');
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body><h1>The portal has not been built yet / 门户尚未构建</h1>
<p>The API is running. Build the web apps with <code>npm run build</code> (or start with <code>npm start</code>, which builds when needed), then reload.</p>
<p>API 已在运行。请执行 <code>npm run build</code>（或使用 <code>npm start</code>，它会在需要时自动构建），然后刷新页面。</p>
<p><a href="/docs">API documentation / API 文档</a></p></body></html>`;

/** The page server's document for a request, or null (modules/page-server/forward.ts). */
export type ForwardedPageFor = (request: FastifyRequest, build: BuildInfo | undefined) => Promise<ForwardedPage | null>;

/** CSP hashes of a document's own inline scripts (the page server's pages carry a few). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `sha256-${crypto
        .createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
  );
}

/**
 * The answer to a document request: the page server's document (a rendered page, or the 404 or error page
 * with its status), else index.html with `status` (the browser renders the page).
 */
export function createIndexSender(config: Config, forwardedPageFor: ForwardedPageFor = async () => null) {
  const indexFile = path.join(config.staticDir, 'index.html');
  return async function sendIndex(request: FastifyRequest, reply: FastifyReply, status = 200) {
    const build = readBuildInfo(config.staticDir);
    const forwarded = await forwardedPageFor(request, build);
    let html: string;
    if (forwarded) {
      html = forwarded.html;
      reply.header('content-language', forwarded.lang);
    } else {
      try {
        html = await fs.promises.readFile(indexFile, 'utf8');
      } catch {
        return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT);
      }
    }
    const script = `window.__PORTAL_CONFIG__=${scriptSafeJson(portalConfig(config, build))};`;
    const hash = `sha256-${crypto.createHash('sha256').update(script).digest('base64')}`;
    const tag = `<script>${script}</script>`;
    const page = html.includes(PLACEHOLDER)
      ? html.replace(PLACEHOLDER, () => tag)
      : html.replace('</head>', () => `${tag}</head>`);
    const scriptHashes = forwarded ? inlineScriptHashes(forwarded.html) : [];
    return (
      reply
        .code(forwarded?.status ?? status)
        // The customer's own page (their data in it) is never stored by a cache; the others may be revalidated.
        .header('cache-control', forwarded?.personal ? 'no-store' : 'no-cache')
        // The same address answers each language and theme (Accept-Language, the portal_prefs cookie).
        .header('vary', 'accept-language, cookie')
        .header('content-security-policy', contentSecurityPolicy(config, [hash, ...scriptHashes]))
        .type('text/html; charset=utf-8')
        .send(page)
    );
  };
}

export async function installStatic(
  app: FastifyInstance,
  config: Config,
  sendIndex: ReturnType<typeof createIndexSender>,
) {
  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/index.html', { schema: { hide: true } }, sendIndex);
  installFavicon(app);
  await installArtifactStore(app, config);
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
    // The page server's code is not for browsers (modules/page-server).
    allowedPath: (pathName) => !isServerCode(pathName),
    schemaHide: true,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlFor(path.relative(config.staticDir, filePath)));
    },
  });
}

/** The artifact store at /remotes/ (its own folder, maybe not under STATIC_DIR). */
async function installArtifactStore(app: FastifyInstance, config: Config) {
  const insideMissingBuild =
    !fs.existsSync(config.staticDir) && !path.relative(config.staticDir, config.remotesDir).startsWith('..');
  if (insideMissingBuild) return;
  fs.mkdirSync(config.remotesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    wildcard: true,
    cacheControl: false,
    // Staging folders of uploads in progress (.staging-*) are never served, nor a version's server code.
    dotfiles: 'deny',
    allowedPath: (pathName) => !isServerCode(pathName),
    schemaHide: true,
    setHeaders: remoteFileHeaders,
  });
}
