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
import { createPrerenderedPages, type LiveRemoteVersion } from './prerendered-pages';
import { portalConfig } from './portal-config';
import { scriptSafeJson } from './script-safe-json';
import { contentSecurityPolicy } from './security-headers';

const PLACEHOLDER = '<!--PORTAL_CONFIG-->';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Webpack's `[name].[contenthash].js`: a hex hash of 8+ characters before the extension. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/;
const VERSIONED_REMOTE = /^remotes\/[^/]+\/[^/]+\//;

/** A file of an app's Node build (dist/server/, <version>/server/): read by this server, never sent. */
export function isServerCode(pathName: string): boolean {
  return /(^|\/)server\//.test(pathName);
}

export function cacheControlFor(relativePath: string): string {
  const rel = relativePath.split(path.sep).join('/');
  if (rel === 'build-info.json' || rel === 'index.html') return 'no-cache';
  if (VERSIONED_REMOTE.test(rel) || HASHED_FILE.test(path.posix.basename(rel))) return IMMUTABLE;
  return 'no-cache';
}

/** Headers of every file of the artifact store: never changes, and any origin may load it (a CDN in front). */
export function remoteFileHeaders(res: { setHeader(name: string, value: string): unknown }): void {
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

/** A signed-in page rendered for the customer who asks, or null (modules/page-render). */
export type ServerRenderedPageFor = (
  request: FastifyRequest,
  build: BuildInfo | undefined,
) => Promise<{ html: string; lang: string; scriptHashes: string[] } | null>;

export function createIndexSender(
  config: Config,
  liveRemoteVersion: LiveRemoteVersion,
  serverRenderedPageFor: ServerRenderedPageFor = async () => null,
) {
  const indexFile = path.join(config.staticDir, 'index.html');
  // A page the build prerendered, while it is still right (prerendered-pages.ts); index.html otherwise.
  const prerenderedPageFor = createPrerenderedPages(config.staticDir, config, liveRemoteVersion);
  return async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const build = readBuildInfo(config.staticDir);
    // The customer's own page (their data in it) is never stored by a cache; the others may be revalidated.
    const rendered = await serverRenderedPageFor(request, build);
    const prerendered = rendered ?? (await prerenderedPageFor(request, build?.shell.version));
    let html: string;
    if (prerendered) {
      html = prerendered.html;
      reply.header('content-language', prerendered.lang);
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
    return (
      reply
        .code(200)
        .header('cache-control', rendered ? 'no-store' : 'no-cache')
        // The same address answers each language's prerendered page.
        .header('vary', 'accept-language')
        .header('content-security-policy', contentSecurityPolicy(config, [hash, ...(prerendered?.scriptHashes ?? [])]))
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
    // The shell's Node build is for this server to load, not for browsers (modules/page-render).
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
