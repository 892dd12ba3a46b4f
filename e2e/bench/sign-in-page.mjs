// What a first visit to /auth/sign-in costs, in a cold browser context:
//   - JavaScript, gzip-compressed by us (level 9) < 200 KB
//   - no request to another slice (mfe_services, mfe_wallet, mfe_tickets, mfe_account) and nothing with "echarts"
// Prints a per-file table and writes bench-results/auth-sign-in.json; answers the checks.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { javaScriptTotals, omit, printChecks, printTable, recordRequests, reportRow } from './requests.mjs';

export const SIGN_IN_PAGE = '/auth/sign-in';
const JS_GZIP_BUDGET = 200 * 1024;
const FORBIDDEN = [/mfe_services/, /mfe_wallet/, /mfe_tickets/, /mfe_account/, /echarts/i];

async function measure(browser, baseURL) {
  // A new context has an empty cache and storage: a first visit.
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    const recorder = recordRequests(page);
    const started = Date.now();
    await page.goto(new URL(SIGN_IN_PAGE, baseURL).href, { waitUntil: 'load' });
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
    return { ...(await recorder.collect()), formVisible, readyMs };
  } finally {
    await context.close();
  }
}

/** @returns {Promise<{ name: string, ok: boolean, detail?: unknown[] }[]>} */
export async function benchSignInPage({ browser, baseURL, outDir }) {
  const { requests, failed, formVisible, readyMs } = await measure(browser, baseURL);
  const totals = javaScriptTotals(requests);
  const forbidden = [...requests, ...failed]
    .map((r) => r.url)
    .filter((url) => FORBIDDEN.some((pattern) => pattern.test(url)));
  const checks = [
    {
      name: `JS gzip ${(totals.jsGzipBytes / 1024).toFixed(1)} KB < ${JS_GZIP_BUDGET / 1024} KB`,
      ok: totals.jsGzipBytes < JS_GZIP_BUDGET,
    },
    { name: 'no request to another slice or echarts', ok: forbidden.length === 0, detail: forbidden },
    { name: 'the sign-in form appeared', ok: formVisible },
    { name: 'no failed request', ok: failed.length === 0, detail: failed },
  ];

  printTable(requests, baseURL);
  console.log(
    `\n${SIGN_IN_PAGE}: ${totals.requests} requests, ${totals.jsFiles} JS files, JS ${totals.jsBytes} bytes, JS gzip ${totals.jsGzipBytes} bytes (${(totals.jsGzipBytes / 1024).toFixed(1)} KB); form ready in ${readyMs} ms`,
  );
  printChecks(checks);

  const report = {
    page: SIGN_IN_PAGE,
    measured_at: new Date().toISOString(),
    budget: { js_gzip_bytes: JS_GZIP_BUDGET },
    totals: {
      requests: totals.requests,
      js_files: totals.jsFiles,
      js_bytes: totals.jsBytes,
      js_gzip_bytes: totals.jsGzipBytes,
      form_ready_ms: readyMs,
    },
    checks,
    requests: requests.map((r) => reportRow(r, baseURL, 'phase')),
    failed: failed.map((r) => omit(r, 'phase')),
  };
  const file = path.join(outDir, 'auth-sign-in.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  return { checks, totals };
}
