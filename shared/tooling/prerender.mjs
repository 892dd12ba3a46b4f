// Prerenders the pages a visitor meets first, in both languages, into dist/prerendered/ (docs/adr/0010-
// prerendered-public-pages.md): Chromium opens each page of the built portal from a local static server, as a
// visitor would, and asks the page's own React to render it to HTML (shell/src/prerender/render-page.tsx),
// with the CSS styled-components collected. Each file is the shell's index.html with that markup in #root,
// stamped with its path and language; dist/prerendered/pages.json says which shell, remote versions and
// site name each was rendered with, and the server serves a page only while all of them are still live
// (api/src/http/prerendered-pages.ts). The remotes are this build's (dist/build-info.json), served from
// their version folders as the artifact store serves them.
// Without Chromium (CHROMIUM_PATH, else /usr/bin/chromium) or Playwright the build says so and goes on:
// the pages then render in the browser, as they did before.
// Usage: node shared/tooling/prerender.mjs [--root <repo>]   (build.mjs runs it after every build)
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './lib/apps.mjs';
import { readJson, writeJsonAtomic } from './lib/json-file.mjs';
import { mainScriptOf, staleCheckScript, startScript, STALE_STYLE } from './lib/page-scripts.mjs';
import { PORTAL_REMOTE_FILE } from './lib/remote-build.mjs';

/** The pages prerendered, with the remote that serves each (null: the shell's own page). */
export const PRERENDERED_PAGES = Object.freeze([
  { path: '/auth/sign-in', remote: 'mfe_auth' },
  { path: '/auth/sign-up', remote: 'mfe_auth' },
  { path: '/auth/forgot-password', remote: 'mfe_auth' },
  { path: '/about', remote: null },
]);

/** The portal's languages and the browser locale each is prerendered under (shared/src/i18n). */
export const PRERENDERED_LANGUAGES = Object.freeze({ en: 'en-US', 'zh-CN': 'zh-CN' });

export const PRERENDERED_DIR = 'prerendered';
export const MANIFEST_FILE = 'pages.json';

const TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.wasm': 'application/wasm',
};

/** /remotes.json as the server answers it for this build's remotes (api/src/modules/remote-registry). */
function registryOf(distDir, remotes) {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, { version }]) => {
      const folder = path.join(distDir, 'remotes', name, version);
      const sealed = readJson(path.join(folder, PORTAL_REMOTE_FILE), {});
      return [
        name,
        { version, entry: `/remotes/${name}/${version}/remoteEntry.js`, built_with: sealed.built_with ?? {} },
      ];
    }),
  );
}

function staticServer(distDir, index, registry) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pathname === '/remotes.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(registry));
      return;
    }
    const file = path.join(distDir, path.normalize(pathname));
    if (file.startsWith(distDir) && pathname !== '/' && existsSync(file) && !file.endsWith(path.sep)) {
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(readFileSync(file));
    } else if (pathname.startsWith('/api/')) {
      // The pages prerendered make no call while they render; a call would be a mistake to see.
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"is_success":false}');
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(index);
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * index.html with the page's markup, styles, title and language; the server still injects the config.
 * The shell's script tag becomes the start script.
 */
function pageHtml(template, { lang, path: pagePath, title, html, styles, scripts }) {
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const main = mainScriptOf(template);
  const head = `<script>${staleCheckScript({ lang })}</script>${STALE_STYLE}${styles}`;
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapedTitle}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace(
      main.tag,
      `<script>${startScript(
        main.src,
        scripts.filter((src) => src !== main.src),
        // A signed-in visitor is sent on from a public page, which needs the app.
        { startWhenSignedIn: true },
      )}</script>`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered-path="${pagePath}" data-prerendered-lang="${lang}">${html}</div>`,
    );
}

async function launchChromium() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return { browser: null, reason: `no Chromium at ${executablePath}` };
  let chromium;
  try {
    ({ chromium } = await import('@playwright/test'));
  } catch {
    return { browser: null, reason: 'Playwright is not installed (npm install with dev dependencies)' };
  }
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking'] });
  return { browser, reason: null };
}

/** The scripts `pagePath` runs as it starts in a visitor's browser (it is served index.html here). */
async function scriptsOfPage(browser, baseURL, pagePath, locale) {
  const context = await browser.newContext({ locale });
  try {
    const tab = await context.newPage();
    const scripts = new Set();
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await tab.goto(new URL(pagePath, baseURL).href, { waitUntil: 'networkidle' });
    return [...scripts];
  } finally {
    await context.close();
  }
}

async function renderInBrowser(browser, baseURL, page, locale) {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  try {
    const tab = await context.newPage();
    const errors = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.addInitScript(() => {
      globalThis.__PORTAL_PRERENDER__ = true;
    });
    await tab.goto(new URL(page.path, baseURL).href);
    await tab.waitForFunction(() => typeof globalThis.__portalRenderPage === 'function', null, { timeout: 30_000 });
    const rendered = await tab.evaluate((pagePath) => globalThis.__portalRenderPage(pagePath), page.path);
    if (errors.length > 0) throw new Error(`${page.path}: ${errors.join('; ')}`);
    return { ...rendered, scripts: await scriptsOfPage(browser, baseURL, page.path, locale) };
  } finally {
    await context.close();
  }
}

/**
 * Writes dist/prerendered/ for the portal built in `distDir`; answers what it wrote, or why it wrote nothing.
 * @param {{ distDir: string, log?: (line: string) => void }} options
 */
export async function prerender({ distDir, log = console.log }) {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const buildInfo = readJson(path.join(distDir, 'build-info.json'), null);
  const registry = registryOf(distDir, buildInfo?.remotes ?? {});
  const outDir = path.join(distDir, PRERENDERED_DIR);
  const { browser, reason } = await launchChromium();
  if (!browser) {
    rmSync(outDir, { recursive: true, force: true });
    log(`Prerendering skipped (${reason}): the pages render in the browser`);
    return { pages: [], skipped: reason };
  }
  // The site name and footer the server will inject (api/src/config.ts reads the same variables).
  const config = {
    buildId: buildInfo?.shell?.version ?? 'dev',
    builtWith: buildInfo?.shell?.built_with ?? {},
    ...(process.env.SITE_NAME ? { siteName: process.env.SITE_NAME.trim() } : {}),
    ...(process.env.FOOTER_COPYRIGHT ? { footerCopyright: process.env.FOOTER_COPYRIGHT.trim() } : {}),
  };
  const index = template.replace(
    '</head>',
    `<script>window.__PORTAL_CONFIG__=${JSON.stringify(config)}</script></head>`,
  );
  let server;
  try {
    server = await staticServer(distDir, index, registry);
  } catch (error) {
    await browser.close();
    throw error;
  }
  const baseURL = `http://127.0.0.1:${server.address().port}`;
  const staging = `${outDir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const pages = [];
  try {
    for (const page of PRERENDERED_PAGES) {
      const remote = page.remote ? registry[page.remote] : null;
      if (page.remote && !remote) continue; // a section this build does not have
      for (const [lang, locale] of Object.entries(PRERENDERED_LANGUAGES)) {
        const rendered = await renderInBrowser(browser, baseURL, page, locale);
        const file = path.posix.join(lang, `${page.path.replace(/^\//, '')}.html`);
        mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
        writeFileSync(path.join(staging, file), pageHtml(template, { lang, path: page.path, ...rendered }));
        pages.push({
          path: page.path,
          lang,
          file,
          remote: page.remote ? { name: page.remote, version: remote.version } : null,
          site: rendered.site,
          // What the page starts with: /about's is the shell's start of a page in the app frame, which a
          // page the server renders prefetches (api/src/modules/page-render, docs/adr/0011).
          scripts: rendered.scripts,
        });
      }
    }
    writeJsonAtomic(path.join(staging, MANIFEST_FILE), { shell: buildInfo?.shell?.version ?? null, pages });
    rmSync(outDir, { recursive: true, force: true });
    renameSync(staging, outDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
  log(
    `Prerendered ${pages.length} pages (${PRERENDERED_PAGES.length} pages × ${Object.keys(PRERENDERED_LANGUAGES).length} languages) into ${path.relative(process.cwd(), outDir) || outDir}`,
  );
  return { pages, skipped: null };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const { values } = parseArgs({ options: { root: { type: 'string' } } });
  const root = values.root ? path.resolve(values.root) : REPO_ROOT;
  prerender({ distDir: path.join(root, 'dist') }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
