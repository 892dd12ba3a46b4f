// What a first visit to /auth/sign-in costs, in a cold browser context:
//   - JavaScript, gzip-compressed by us (level 9) < 200 KB: what the page runs to start, whether it loads
//     with the page or, on the prerendered page (docs/adr/0010-prerendered-public-pages.md), is fetched
//     ahead while the browser is idle and run at the visitor's first move (the bench moves the mouse and
//     waits until the app has started); each file counted once
//   - no request to another slice (mfe_services, mfe_wallet, mfe_tickets, mfe_account) and nothing with "echarts"
// Then what the visitor's first touch of the form adds (the captcha widget loads on intent), reported
// beside it so the whole cost of signing in is on record.
// Prints a per-file table and writes bench-results/auth-sign-in.json; answers the checks.
import { appears, inFreshContext, networkIdle } from './lib/browser.mjs';
import { javaScriptTotals, omit, printTable, recordRequests, reportRow, totalsRow } from './lib/page-load.mjs';
import { printChecks, writeReport } from './lib/report.mjs';
import { SIGN_IN_TEXT } from './lib/sign-in.mjs';

export const SIGN_IN_PAGE = '/auth/sign-in';
const JS_GZIP_BUDGET = 200 * 1024;
const FORBIDDEN = [/mfe_services/, /mfe_wallet/, /mfe_tickets/, /mfe_account/, /echarts/i];

function measure(browser, baseURL) {
  return inFreshContext(browser, async (page) => {
    const recorder = recordRequests(page, 'page load');
    const started = Date.now();
    await page.goto(new URL(SIGN_IN_PAGE, baseURL).href, { waitUntil: 'load' });
    // The page is ready when the sign-in form shows; then let lazy chunks and widget requests settle.
    const formVisible = await appears(page.getByLabel(SIGN_IN_TEXT.email));
    const readyMs = Date.now() - started;
    await networkIdle(page);
    // The app starts: at once on index.html, at the visitor's first move on the prerendered page.
    recorder.setPhase('start-up');
    await page.mouse.move(20, 20);
    const appStarted = await page
      .waitForFunction(() => globalThis.__portalHydrated === true, null, { timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    await networkIdle(page);
    // The first touch of the form: the captcha widget and its key load now.
    recorder.setPhase('first interaction');
    if (formVisible) {
      await page.getByLabel(SIGN_IN_TEXT.email).focus();
      await page
        .locator('cap-widget')
        .waitFor({ state: 'attached', timeout: 15_000 })
        .catch(() => undefined);
      await networkIdle(page);
      await page.waitForTimeout(500);
    }
    return { ...(await recorder.collect()), formVisible, readyMs, appStarted };
  });
}

/**
 * Each file once, with its whole body: a file fetched ahead (prefetch) and then run is two requests, and
 * the browser may report the body with either.
 */
function onePerFile(requests) {
  const byUrl = new Map();
  for (const request of requests) {
    const known = byUrl.get(request.url);
    if (!known || request.gzipBytes > known.gzipBytes) byUrl.set(request.url, request);
  }
  return [...byUrl.values()];
}

/** @returns {Promise<{ name: string, ok: boolean, detail?: unknown[] }[]>} */
export async function benchSignInPage({ browser, baseURL, outDir }) {
  const { requests: all, failed, formVisible, readyMs, appStarted } = await measure(browser, baseURL);
  const requests = onePerFile(all.filter((r) => r.phase === 'page load' || r.phase === 'start-up'));
  const interaction = all.filter((r) => r.phase === 'first interaction');
  const totals = javaScriptTotals(requests);
  const interactionTotals = javaScriptTotals(interaction);
  const forbidden = [...all, ...failed]
    .map((r) => r.url)
    .filter((url) => FORBIDDEN.some((pattern) => pattern.test(url)));
  const checks = [
    {
      name: `JS gzip ${(totals.jsGzipBytes / 1024).toFixed(1)} KB < ${JS_GZIP_BUDGET / 1024} KB`,
      ok: totals.jsGzipBytes < JS_GZIP_BUDGET,
    },
    { name: 'no request to another slice or echarts', ok: forbidden.length === 0, detail: forbidden },
    { name: 'the sign-in form appeared', ok: formVisible },
    { name: 'the app started at the first move', ok: appStarted },
    { name: 'no failed request', ok: failed.length === 0, detail: failed },
    {
      name: 'the captcha (widget and key) loads with the first touch of the form',
      ok: interaction.some((r) => /cap-widget/.test(r.url)) && interaction.some((r) => /captcha-key/.test(r.url)),
    },
  ];

  printTable(requests, baseURL);
  console.log(
    `\n${SIGN_IN_PAGE}, page load and start-up: ${totals.requests} requests, ${totals.jsFiles} JS files, JS ${totals.jsBytes} bytes, JS gzip ${totals.jsGzipBytes} bytes (${(totals.jsGzipBytes / 1024).toFixed(1)} KB); form ready in ${readyMs} ms`,
  );
  console.log('\nThe first touch of the form adds (the captcha widget, its key and its wasm):');
  printTable(interaction, baseURL);
  console.log(
    `first interaction: ${interactionTotals.requests} requests, JS gzip ${interactionTotals.jsGzipBytes} bytes (${(interactionTotals.jsGzipBytes / 1024).toFixed(1)} KB); page load + first interaction: JS gzip ${((totals.jsGzipBytes + interactionTotals.jsGzipBytes) / 1024).toFixed(1)} KB`,
  );
  printChecks(checks);

  const report = {
    page: SIGN_IN_PAGE,
    measured_at: new Date().toISOString(),
    budget: { js_gzip_bytes: JS_GZIP_BUDGET },
    totals: { ...totalsRow(totals), form_ready_ms: readyMs },
    first_interaction: {
      requests: interactionTotals.requests,
      js_files: interactionTotals.jsFiles,
      js_gzip_bytes: interactionTotals.jsGzipBytes,
    },
    checks,
    requests: all.map((r) => reportRow(r, baseURL)),
    failed: failed.map((r) => omit(r, 'phase')),
  };
  writeReport(outDir, 'auth-sign-in', report);
  return { checks, totals };
}
