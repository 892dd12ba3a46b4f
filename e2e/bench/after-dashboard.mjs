// A slice's first visit after the dashboard, as a customer makes it: in a cold browser context the
// customer signs in through the form and the dashboard shows (not counted); then the click on the slice's
// link in the navigation, until its `content` is visible and the network is idle, is what is measured —
// the JavaScript the slice adds after the dashboard, and the time from the click to the content. Used by
// my-account.mjs and wallet.mjs.
import { appears, inFreshContext, networkIdle } from './lib/browser.mjs';
import { javaScriptTotals, printTable, recordRequests, reportRow, totalsRow } from './lib/page-load.mjs';
import { printChecks, writeReport } from './lib/report.mjs';
import { signInThroughForm } from './lib/sign-in.mjs';

/** A slice not loaded yet, from the click on its link to its content, on localhost (issue 14). */
export const CLICK_TO_CONTENT_BUDGET_MS = 250;

const TEXT = {
  mainNavigation: /main navigation|主导航/i,
  walletCard: /^(wallet|钱包)$/i,
  walletCardSettled: /not part of this portal|could not be loaded|尚未安装|无法加载/i,
};

/**
 * The dashboard has settled once the wallet's card — loaded from another remote after the traffic card
 * shows — has its balance, an error, or says the wallet is missing. (Playwright's "networkidle" fires
 * once per page load, so it cannot tell when a single-page app's later requests are done.)
 * @param {import('@playwright/test').Page} page
 */
export async function dashboardSettled(page) {
  const card = page.getByRole('main').getByRole('region', { name: TEXT.walletCard });
  await card
    .getByTestId('wallet-card-balance')
    .or(card.getByRole('alert'))
    .or(card.getByText(TEXT.walletCardSettled))
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForTimeout(500);
}

/* global window, document, MutationObserver, requestAnimationFrame -- the next two functions run in the page */

/**
 * In the page, before the click: remembers when the click happened and when each node added to the document
 * from then on was first on screen (the frame after the change that added it has been produced).
 */
export function watchFromTheClick() {
  const shownAt = new WeakMap();
  window.__benchVisit = { clickAt: undefined, shownAt };
  document.addEventListener(
    'click',
    (event) => {
      window.__benchVisit.clickAt ??= event.timeStamp;
    },
    { capture: true },
  );
  new MutationObserver((records) => {
    const added = records.flatMap((record) => [...record.addedNodes]);
    requestAnimationFrame(() =>
      setTimeout(() => {
        const now = performance.now();
        for (const node of added) shownAt.set(node, now);
      }),
    );
  }).observe(document.body, { childList: true, subtree: true });
}

/**
 * In the page, on the content's element: milliseconds from the click to the frame that first showed it (it
 * came with the nearest of itself and its ancestors that was added after the click), or null.
 * @param {Element} element
 */
export function shownAfterClick(element) {
  const { clickAt, shownAt } = window.__benchVisit;
  for (let node = element; node; node = node.parentNode) {
    const at = shownAt.get(node);
    if (at !== undefined) return clickAt === undefined ? null : Math.round(at - clickAt);
  }
  return null;
}

/**
 * `renderMs` is the time from the click, as the page received it, to the first frame that showed the
 * content; `wallClockMs` is the same visit as the driving script saw it: from before Playwright's click
 * (its actionability checks, the round trip) until its polling for the content answered (it polls at 0,
 * 20, 70, 170, 270 ms, then every 500 ms, so it lags the page by up to 100 ms, 500 past 270 ms).
 * @param {{ browser: import('@playwright/test').Browser, baseURL: string, account: { email: string, password: string },
 *   phase: string, navLink: RegExp, content: (page: import('@playwright/test').Page) => import('@playwright/test').Locator }} options
 */
export function measureAfterDashboard({ browser, baseURL, account, phase, navLink, content }) {
  return inFreshContext(browser, async (page) => {
    const recorder = recordRequests(page, 'sign-in and dashboard');
    await signInThroughForm(page, baseURL, account);
    await dashboardSettled(page);

    await page.evaluate(watchFromTheClick);
    recorder.setPhase(phase);
    const started = Date.now();
    await page.getByRole('navigation', { name: TEXT.mainNavigation }).getByRole('link', { name: navLink }).click();
    const shown = content(page).first();
    const rendered = await appears(shown);
    const wallClockMs = Date.now() - started;
    const renderMs = rendered ? await shown.evaluate(shownAfterClick) : null;
    await networkIdle(page);
    recorder.setPhase('done');
    return { ...(await recorder.collect()), rendered, renderMs, wallClockMs, url: new URL(page.url()).pathname };
  });
}

/**
 * Measures a slice's first visit after the dashboard, prints the per-file table and the checks (the page
 * appeared at `page`, JS gzip under `budgetBytes`, none of the `heavy` libraries in it, no failed
 * request, the click to `content` within CLICK_TO_CONTENT_BUDGET_MS) and writes bench-results/<report>.json.
 * @param {{ browser: import('@playwright/test').Browser, baseURL: string, outDir: string,
 *   account: { email: string, password: string }, report: string, page: string, budgetBytes: number,
 *   navLink: RegExp, linkName: string, shows: string,
 *   content: (page: import('@playwright/test').Page) => import('@playwright/test').Locator,
 *   heavy: { what: string, test: (text: string) => boolean } }} options
 */
export async function benchVisitAfterDashboard(options) {
  const { baseURL, outDir, report: name, page, budgetBytes, linkName, shows, heavy } = options;
  const { requests, failed, rendered, renderMs, wallClockMs, url } = await measureAfterDashboard({
    ...options,
    phase: name,
  });
  const visit = requests.filter((r) => r.phase === name);
  const totals = javaScriptTotals(visit);
  const heavyFiles = visit.filter((r) => r.js && heavy.test(r.body.toString('utf8'))).map((r) => r.url);
  const failedHere = failed.filter((r) => r.phase === name);
  const checks = [
    { name: `${shows} appeared (at ${url})`, ok: rendered && url === page },
    {
      name: `JS gzip of the first visit to ${page} after the dashboard < ${budgetBytes / 1024} KB`,
      ok: totals.jsGzipBytes < budgetBytes,
    },
    { name: `no ${heavy.what} in it`, ok: heavyFiles.length === 0, detail: heavyFiles },
    { name: 'no failed request', ok: failedHere.length === 0, detail: failedHere },
    {
      name: `from the click to ${shows} on screen: ${renderMs ?? 'not measured'} ms <= ${CLICK_TO_CONTENT_BUDGET_MS} ms (issue 14)`,
      ok: renderMs !== null && renderMs <= CLICK_TO_CONTENT_BUDGET_MS,
    },
  ];

  printTable(visit, baseURL);
  console.log(
    `\n${page} after the dashboard (from the click until ${shows} shows, network idle): ${totals.requests} requests, ${totals.jsFiles} JS files, JS gzip ${totals.jsGzipBytes} bytes (${(totals.jsGzipBytes / 1024).toFixed(1)} KB); on screen ${renderMs ?? '?'} ms after the click (${wallClockMs} ms as the script driving the browser saw it)`,
  );
  printChecks(checks);

  const report = {
    page,
    measured: `requests started from the click on "${linkName}" (after signing in and the dashboard) until ${shows} shows and the network is idle, cold browser context`,
    measured_at: new Date().toISOString(),
    budget_js_gzip_bytes: budgetBytes,
    totals: { ...totalsRow(totals), render_ms: renderMs, wall_clock_ms: wallClockMs },
    checks,
    requests: visit.map((r) => reportRow(r, baseURL)),
    failed,
  };
  writeReport(outDir, name, report);
  return { checks, totals, renderMs, wallClockMs };
}
