// The operator console (issue 21), as staff meet it: in a cold browser context an administrator signs in
// through the form (the dashboard, not counted), then
//   1. the click on "Operator console" until the overview's figures show and the network is idle: the
//      JavaScript and requests the console's first load adds (its trend charts' echarts reported apart:
//      it loads after the figures, for the charts below them);
//   2. "Customers", then a search by part of an email (?q=): from Enter to the matching rows on screen,
//      and what it asked for (one API call, no script).
// And a customer's side: the demo customer's sign-in and dashboard fetch nothing of the console (not its
// remote, not its contract). Prints the tables, writes bench-results/console.json, answers the checks.
import { dashboardSettled, shownAfterClick, watchFromTheClick } from './after-dashboard.mjs';
import { inFreshContext, networkIdle } from './lib/browser.mjs';
import { javaScriptTotals, printTable, recordRequests, reportRow } from './lib/page-load.mjs';
import { printChecks, writeReport } from './lib/report.mjs';
import { clickSignIn, openSignInForm, signInThroughForm } from './lib/sign-in.mjs';

/** The console's first load after the dashboard, echarts excepted (41.5 KB measured: docs/performance-log.md). */
export const CONSOLE_BUDGET_GZIP_BYTES = 60 * 1024;
/** From Enter in the customer search to its rows on screen, on localhost. */
export const SEARCH_BUDGET_MS = 250;

const TEXT = {
  mainNavigation: /main navigation|主导航/i,
  console: /^(operator console|运营控制台)$/i,
  customers: /^(customers|客户)$/i,
  thisMonth: /^(this month|本月)$/i,
  searchBox: /^(search customers|搜索客户)$/i,
};

/** echarts itself (its renderer, zrender, is bundled in it); not the console's few lines that set it up. */
const isEcharts = (request) => request.js && /zrender/.test(request.body.toString('utf8'));
const isConsole = (request) =>
  /\/remotes\/mfe_admin\//.test(request.url) ||
  (request.js && /admin_api\/overview|adminUsersList/.test(request.body.toString('utf8')));

/* global document, requestAnimationFrame -- searchInThePage runs in the page */

/**
 * In the page: submits the customer search for `q` and answers the milliseconds until the frame that shows
 * its rows: the table's caption names the search and the previous rows no longer stand in (aria-busy).
 */
function searchInThePage(q) {
  return new Promise((resolve) => {
    const start = performance.now();
    const check = () => {
      const table = document.querySelector('main table');
      if (table?.caption?.textContent?.includes(q) && table.getAttribute('aria-busy') !== 'true') {
        resolve(Math.round(performance.now() - start));
      } else requestAnimationFrame(check);
    };
    document.querySelector('main input[type="search"]').form.requestSubmit();
    requestAnimationFrame(check);
  });
}

/**
 * @param {{ browser: import('@playwright/test').Browser, baseURL: string, outDir: string,
 *   staff: { email: string, password: string }, customer: { email: string, password: string } }} options
 */
export async function benchConsole({ browser, baseURL, outDir, staff, customer }) {
  const { visit, search, overviewMs, searchMs, searchFor } = await inFreshContext(browser, async (page) => {
    const recorder = recordRequests(page, 'sign-in and dashboard');
    await openSignInForm(page, baseURL, staff);
    await clickSignIn(page);
    await page.waitForURL(/\/user\/dashboard$/, { timeout: 30_000 });
    await dashboardSettled(page);

    recorder.setPhase('console');
    const nav = page.getByRole('navigation', { name: TEXT.mainNavigation });
    const main = page.getByRole('main');
    await page.evaluate(watchFromTheClick);
    await nav.getByRole('link', { name: TEXT.console }).click();
    const figures = main.getByRole('region', { name: TEXT.thisMonth });
    await figures.waitFor({ state: 'visible', timeout: 30_000 });
    const overviewMs = await figures.evaluate(shownAfterClick);
    await networkIdle(page);
    await page.waitForTimeout(1000);

    recorder.setPhase('customers page');
    await nav.getByRole('link', { name: TEXT.customers }).click();
    await main.getByTestId('customer-row').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    // Part of an email the list has, so the search finds rows.
    const firstEmail = await main.getByTestId('customer-row').first().getByRole('link').first().innerText();
    const searchFor = firstEmail.split('@')[0].slice(0, 4);

    recorder.setPhase('search');
    await main.getByRole('searchbox', { name: TEXT.searchBox }).fill(searchFor);
    const searchMs = await page.evaluate(searchInThePage, searchFor);
    await networkIdle(page, 10_000);
    recorder.setPhase('done');
    const { requests } = await recorder.collect();
    return {
      visit: requests.filter((r) => r.phase === 'console'),
      search: requests.filter((r) => r.phase === 'search'),
      overviewMs,
      searchMs,
      searchFor,
    };
  });

  // A customer's side: nothing of the console is fetched.
  const customerRequests = await inFreshContext(browser, async (page) => {
    const recorder = recordRequests(page, 'customer');
    await signInThroughForm(page, baseURL, customer);
    await dashboardSettled(page);
    return (await recorder.collect()).requests;
  });

  const echarts = visit.filter(isEcharts);
  const withoutCharts = javaScriptTotals(visit.filter((r) => !isEcharts(r)));
  const chartsTotals = javaScriptTotals(echarts);
  const searchApi = search.filter((r) => /\/api\/v2\/admin_api\/users/.test(r.url));
  const searchJs = search.filter((r) => r.js);
  const leaked = customerRequests.filter(isConsole).map((r) => r.url);
  const checks = [
    {
      name: `/admin after sign-in: JS gzip without the charts' echarts < ${CONSOLE_BUDGET_GZIP_BYTES / 1024} KB`,
      ok: withoutCharts.jsGzipBytes < CONSOLE_BUDGET_GZIP_BYTES,
    },
    { name: 'echarts loads in one chunk of its own', ok: echarts.length === 1 },
    {
      name: `the customer search (?q=${searchFor}) asks one API call and no script`,
      ok: searchApi.length === 1 && searchJs.length === 0,
      detail: search.map((r) => r.url),
    },
    {
      name: `the customer search's rows on screen ${searchMs} ms after Enter <= ${SEARCH_BUDGET_MS} ms`,
      ok: searchMs <= SEARCH_BUDGET_MS,
    },
    {
      name: "a customer's sign-in and dashboard fetch nothing of the console",
      ok: leaked.length === 0,
      detail: leaked,
    },
  ];

  printTable(visit, baseURL);
  console.log(
    `\n/admin after sign-in (from the click until the figures show, network idle): ${withoutCharts.requests + chartsTotals.requests} requests, JS gzip ${withoutCharts.jsGzipBytes} bytes (${(withoutCharts.jsGzipBytes / 1024).toFixed(1)} KB, ${withoutCharts.jsFiles} files) + echarts ${chartsTotals.jsGzipBytes} bytes for the charts; figures on screen ${overviewMs} ms after the click`,
  );
  console.log(`customer search: ${search.length} requests, rows on screen ${searchMs} ms after Enter`);
  printChecks(checks);

  const report = {
    measured:
      'a cold browser context: an administrator signs in through the form; then the click on "Operator console" until the overview\'s figures show and the network is idle; then Customers and a search by part of an email',
    measured_at: new Date().toISOString(),
    budget_js_gzip_bytes: CONSOLE_BUDGET_GZIP_BYTES,
    overview: {
      requests: withoutCharts.requests + chartsTotals.requests,
      js_files: withoutCharts.jsFiles,
      js_gzip_bytes: withoutCharts.jsGzipBytes,
      echarts_gzip_bytes: chartsTotals.jsGzipBytes,
      figures_ms: overviewMs,
    },
    search: { q: searchFor, requests: search.length, rows_ms: searchMs },
    checks,
    requests: visit.map((r) => reportRow(r, baseURL)),
  };
  writeReport(outDir, 'console', report);
  return { checks, overview: report.overview, search: report.search };
}
