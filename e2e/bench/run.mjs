#!/usr/bin/env node
// `npm run bench`: what a first visit to /auth/sign-in costs. Serves the BUILT portal with the real server on a
// fresh data folder, loads the page in Chromium with a cold cache, records every request, and checks the budget:
//   - JavaScript, gzip-compressed by us (level 9, so the figure does not depend on the server's settings) < 200 KB
//   - no request to another slice (mfe_services, mfe_wallet, mfe_tickets, mfe_account) and nothing with "echarts"
// Prints a per-file table, writes bench-results/auth-sign-in.json, exits 1 when over budget.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startPortalServer } from './server.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGE = '/auth/sign-in';
const JS_GZIP_BUDGET = 200 * 1024;
const FORBIDDEN = [/mfe_services/, /mfe_wallet/, /mfe_tickets/, /mfe_account/, /echarts/i];

function isJavaScript(url, contentType) {
  return /javascript|ecmascript/.test(contentType) || /\.m?js(\?|$)/.test(new URL(url).pathname);
}

async function measure(baseURL) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    // A new context has an empty cache and storage: a first visit.
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const pending = [];
    const failed = [];
    page.on('requestfinished', (request) => {
      // blob: and data: URLs (e.g. the captcha's worker) are made in the page, not fetched from the server.
      if (!/^https?:/.test(request.url())) return;
      pending.push(
        (async () => {
          const response = await request.response();
          const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
          const sizes = await request.sizes().catch(() => null);
          const contentType = response?.headers()['content-type'] ?? '';
          return {
            url: request.url(),
            method: request.method(),
            status: response?.status() ?? 0,
            type: request.resourceType(),
            contentType,
            js: isJavaScript(request.url(), contentType),
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            transferredBodyBytes: sizes?.responseBodySize ?? null,
            contentEncoding: response?.headers()['content-encoding'] ?? null,
          };
        })(),
      );
    });
    page.on('requestfailed', (request) =>
      failed.push({ url: request.url(), error: request.failure()?.errorText ?? '' }),
    );
    const started = Date.now();
    await page.goto(new URL(PAGE, baseURL).href, { waitUntil: 'load' });
    // The page is ready when the sign-in form shows; then let lazy chunks and widget requests settle.
    const formVisible = await page
      .getByLabel(/^\s*(email|邮箱)\s*\*?\s*$/i)
      .waitFor({ state: 'visible', timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    const readyMs = Date.now() - started;
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const requests = await Promise.all(pending);
    await context.close();
    return { requests, failed, formVisible, readyMs };
  } finally {
    await browser.close();
  }
}

function printTable(requests, baseURL) {
  const rows = requests.map((r) => ({
    file: r.url.startsWith(baseURL) ? r.url.slice(baseURL.length) : r.url,
    status: String(r.status),
    bytes: String(r.bytes),
    gzip: String(r.gzipBytes),
    wire:
      r.transferredBodyBytes === null
        ? '-'
        : `${r.transferredBodyBytes}${r.contentEncoding ? ` ${r.contentEncoding}` : ''}`,
  }));
  const width = Math.min(90, Math.max(4, ...rows.map((row) => row.file.length)));
  const line = (r) =>
    `${r.file.slice(0, width).padEnd(width)}  ${r.status.padStart(6)}  ${r.bytes.padStart(9)}  ${r.gzip.padStart(9)}  ${r.wire.padStart(12)}`;
  console.log(line({ file: 'request', status: 'status', bytes: 'bytes', gzip: 'gzip', wire: 'on the wire' }));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const staticDir = path.resolve(REPO_ROOT, process.env.BENCH_STATIC_DIR ?? 'dist');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    console.error(`No built portal in ${staticDir}: run npm run build first.`);
    process.exit(1);
  }
  const server = await startPortalServer({ repoRoot: REPO_ROOT, staticDir });
  let result;
  try {
    result = await measure(server.baseURL);
  } finally {
    await server.stop();
  }
  const { requests, failed, formVisible, readyMs } = result;
  const js = requests.filter((r) => r.js);
  const jsGzipBytes = js.reduce((sum, r) => sum + r.gzipBytes, 0);
  const jsBytes = js.reduce((sum, r) => sum + r.bytes, 0);
  const forbidden = [...requests, ...failed]
    .map((r) => r.url)
    .filter((url) => FORBIDDEN.some((pattern) => pattern.test(url)));
  const checks = [
    {
      name: `JS gzip ${(jsGzipBytes / 1024).toFixed(1)} KB < ${JS_GZIP_BUDGET / 1024} KB`,
      ok: jsGzipBytes < JS_GZIP_BUDGET,
    },
    { name: 'no request to another slice or echarts', ok: forbidden.length === 0, detail: forbidden },
    { name: 'the sign-in form appeared', ok: formVisible },
    { name: 'no failed request', ok: failed.length === 0, detail: failed },
  ];

  printTable(requests, server.baseURL);
  console.log(
    `\n${PAGE}: ${requests.length} requests, ${js.length} JS files, JS ${jsBytes} bytes, JS gzip ${jsGzipBytes} bytes (${(jsGzipBytes / 1024).toFixed(1)} KB); form ready in ${readyMs} ms`,
  );
  for (const check of checks) {
    console.log(
      `${check.ok ? 'PASS' : 'FAIL'}  ${check.name}${!check.ok && check.detail?.length ? `: ${JSON.stringify(check.detail)}` : ''}`,
    );
  }

  const outDir = path.join(REPO_ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const report = {
    page: PAGE,
    measured_at: new Date().toISOString(),
    budget: { js_gzip_bytes: JS_GZIP_BUDGET },
    totals: {
      requests: requests.length,
      js_files: js.length,
      js_bytes: jsBytes,
      js_gzip_bytes: jsGzipBytes,
      form_ready_ms: readyMs,
    },
    checks,
    requests: requests.map(({ url, ...rest }) => ({
      path: url.startsWith(server.baseURL) ? url.slice(server.baseURL.length) : url,
      ...rest,
    })),
    failed,
  };
  writeFileSync(path.join(outDir, 'auth-sign-in.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), path.join(outDir, 'auth-sign-in.json'))}`);
  if (checks.some((check) => !check.ok)) process.exitCode = 1;
}

await main();
