// The page server beside the API (issue 22, docs/adr/0012-page-server.md), on the built portal and its own
// fresh data folder: the demo customer signs in through the form, then
//   1. GET /api/v2/user/get_me from GET_ME_CLIENTS clients for SECONDS, alone: its throughput;
//   2. the same while DOCUMENT_CLIENTS clients load the customer's dashboard document over and over:
//      get_me's throughput then (target: >= 0.6x alone), and the documents per second the one page server
//      rendered (a document the page server did not answer in time is index.html, counted apart).
// Run alone with `node e2e/bench/page-server.mjs` (after `npm run build`): on a shared machine the figures
// say so (the load average is reported beside them).
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inFreshContext, launchChromium } from './lib/browser.mjs';
import { printChecks, writeReport } from './lib/report.mjs';
import { signInThroughForm } from './lib/sign-in.mjs';
import { loop } from './lib/timing.mjs';
import { startPortalServer } from './server.mjs';

const SECONDS = Number(process.env.BENCH_PAGE_SERVER_SECONDS ?? 8);
const GET_ME_CLIENTS = 4;
const DOCUMENT_CLIENTS = 4;
export const GET_ME_UNDER_DOCUMENTS_TARGET = 0.6;

/** The demo customer signed in through the form: the tab's access token and the page cookie. */
async function signIn(baseURL, account) {
  const browser = await launchChromium();
  try {
    return await inFreshContext(
      browser,
      async (page, context) => {
        await signInThroughForm(page, baseURL, account, 60_000);
        const accessToken = await page.evaluate(() => globalThis.sessionStorage.getItem('access_token'));
        const cookies = await context.cookies(`${baseURL}/user/dashboard`);
        return { accessToken, cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
      },
      { baseURL },
    );
  } finally {
    await browser.close();
  }
}

/** @param {{ repoRoot: string, staticDir: string, outDir: string }} options */
export async function benchPageServer({ repoRoot, staticDir, outDir }) {
  // Every document waits for its render here, so that what is counted is what one page server renders (a
  // reader waits 300 ms, then gets index.html: that fallback is the API test's to prove).
  const server = await startPortalServer({ repoRoot, staticDir, env: () => ({ PAGE_SERVER_TIMEOUT_MS: '10000' }) });
  try {
    const { accessToken, cookie } = await signIn(server.baseURL, server.demoAccount);
    const getMe = async () => {
      const response = await fetch(`${server.baseURL}/api/v2/user/get_me`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      await response.arrayBuffer();
      return response.ok ? 'ok' : `status ${response.status}`;
    };
    const dashboard = async () => {
      const response = await fetch(`${server.baseURL}/user/dashboard`, { headers: { cookie, accept: 'text/html' } });
      const html = await response.text();
      return html.includes('data-server-rendered="/user/dashboard"') ? 'rendered' : 'index.html';
    };
    // Warm both paths up (the page server loads the page's code on its first render).
    await loop(2, 2_000, dashboard);
    await loop(2, 1_000, getMe);

    const ms = SECONDS * 1000;
    const load = { before: loadavg()[0] };
    const alone = await loop(GET_ME_CLIENTS, ms, getMe);
    const [beside, documents] = await Promise.all([
      loop(GET_ME_CLIENTS, ms, getMe),
      loop(DOCUMENT_CLIENTS, ms, dashboard),
    ]);
    load.after = loadavg()[0];
    const perSecond = (count) => Number(((count ?? 0) / SECONDS).toFixed(1));
    const report = {
      seconds: SECONDS,
      load_average: load,
      get_me_alone_per_second: perSecond(alone.ok),
      get_me_beside_documents_per_second: perSecond(beside.ok),
      ratio: Number(((beside.ok ?? 0) / Math.max(1, alone.ok ?? 0)).toFixed(2)),
      documents: {
        clients: DOCUMENT_CLIENTS,
        rendered_per_second: perSecond(documents.rendered),
        index_html_per_second: perSecond(documents['index.html']),
        failed: documents.failed ?? 0,
      },
      failures: (alone.failed ?? 0) + (beside.failed ?? 0),
    };
    writeReport(outDir, 'page-server', report);
    console.log(
      `get_me alone ${report.get_me_alone_per_second}/s, beside ${DOCUMENT_CLIENTS} dashboard clients ${report.get_me_beside_documents_per_second}/s (${report.ratio}x); ` +
        `one page server rendered ${report.documents.rendered_per_second} dashboards/s (${report.documents.index_html_per_second}/s answered by index.html); ` +
        `load average ${load.before.toFixed(1)} → ${load.after.toFixed(1)} on ${SECONDS} s each`,
    );
    const checks = [
      {
        name: `get_me beside dashboards >= ${GET_ME_UNDER_DOCUMENTS_TARGET}x alone (${report.ratio}x)`,
        ok: report.ratio >= GET_ME_UNDER_DOCUMENTS_TARGET,
      },
      { name: 'the page server rendered dashboards', ok: report.documents.rendered_per_second > 0 },
      { name: 'no get_me failed', ok: report.failures === 0 },
    ];
    printChecks(checks);
    return { report, checks };
  } finally {
    await server.stop();
  }
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const outDir = path.join(repoRoot, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const { checks } = await benchPageServer({ repoRoot, staticDir: path.join(repoRoot, 'dist'), outDir });
  if (checks.some((check) => !check.ok)) process.exitCode = 1;
}
