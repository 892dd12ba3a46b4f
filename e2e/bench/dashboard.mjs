// The dashboard's first load after sign-in: a cold browser context opens /auth/sign-in and signs in
// through the form (captcha solved by the real widget); what is requested from the click on "Sign in"
// until the dashboard's traffic card shows is the figure (JavaScript gzip level 9, request count); what
// loads after it until the dashboard has settled (the wallet's card, from another remote) is reported
// beside it. echarts must not be among either. As a control, the chart page is opened next: there the
// same detector must find echarts.
// Prints a per-file table, writes bench-results/dashboard.json, answers the checks.
import path from 'node:path';
import { request } from '@playwright/test';
import { dashboardSettled } from './after-dashboard.mjs';
import { findEcharts } from './echarts.mjs';
import { appears, inFreshContext, networkIdle } from './lib/browser.mjs';
import { javaScriptTotals, printTable, recordRequests, reportRow, totalsRow } from './lib/page-load.mjs';
import { printChecks, writeReport } from './lib/report.mjs';
import { clickSignIn, openSignInForm, trafficMeter } from './lib/sign-in.mjs';
import { DOCUMENT_REQUESTS, measureServerRendered } from './server-rendered.mjs';

export const DASHBOARD_PAGE = '/user/dashboard';
const CHART_PAGE = '/user/subscribe-log-chart';

const CHART_HEADING = /^(traffic charts|流量图表)$/i;

async function measure(browser, baseURL, account) {
  const anonymous = await request.newContext({ baseURL });
  try {
    return await inFreshContext(browser, async (page, context) => {
      const recorder = recordRequests(page, 'sign-in page');
      await openSignInForm(page, baseURL, account);

      recorder.setPhase('dashboard load');
      const started = Date.now();
      await clickSignIn(page);
      const rendered = await appears(trafficMeter(page));
      const renderMs = Date.now() - started;
      const url = new URL(page.url()).pathname;

      recorder.setPhase('after render');
      await dashboardSettled(page).catch(() => undefined);

      const document = await measureServerRendered(context, anonymous, new URL(DASHBOARD_PAGE, baseURL).href);

      recorder.setPhase('chart page');
      await page.goto(new URL(CHART_PAGE, baseURL).href);
      await page.getByRole('heading', { level: 1, name: CHART_HEADING }).waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="echart"] svg').first().waitFor({ timeout: 30_000 });
      await networkIdle(page);
      return { ...(await recorder.collect()), rendered, renderMs, url, document };
    });
  } finally {
    await anonymous.dispose();
  }
}

/** @param {{ browser: import('@playwright/test').Browser, baseURL: string, outDir: string, account: { email: string, password: string } }} options */
export async function benchDashboard({ browser, baseURL, outDir, account }) {
  const { requests, failed, rendered, renderMs, url, document } = await measure(browser, baseURL, account);
  const load = requests.filter((r) => r.phase === 'dashboard load');
  const afterRender = requests.filter((r) => r.phase === 'after render');
  const chartPage = requests.filter((r) => r.phase === 'chart page');
  const totals = javaScriptTotals(load);
  const afterRenderTotals = javaScriptTotals(afterRender);
  const echartsOnDashboard = await findEcharts([...load, ...afterRender]);
  const echartsOnChartPage = await findEcharts(chartPage);
  const failedOnDashboard = failed.filter((r) => r.phase === 'dashboard load' || r.phase === 'after render');

  const checks = [
    { name: `the dashboard's traffic card appeared after sign-in (at ${url})`, ok: rendered && url === DASHBOARD_PAGE },
    {
      name: 'no echarts in the dashboard load (nor after it, until the network is idle)',
      ok: echartsOnDashboard.length === 0,
      detail: echartsOnDashboard,
    },
    {
      name: `control: the echarts detector finds echarts on ${CHART_PAGE}`,
      ok: echartsOnChartPage.length > 0,
    },
    { name: 'no failed request on the dashboard', ok: failedOnDashboard.length === 0, detail: failedOnDashboard },
    {
      name: `a signed-in customer's ${DASHBOARD_PAGE} document is rendered on the server`,
      ok: document.serverRendered,
    },
  ];

  printTable(load, baseURL);
  console.log(
    `\n${DASHBOARD_PAGE} after sign-in (from the click until the traffic card shows): ${totals.requests} requests, ${totals.jsFiles} JS files, JS ${totals.jsBytes} bytes, JS gzip ${totals.jsGzipBytes} bytes (${(totals.jsGzipBytes / 1024).toFixed(1)} KB); rendered in ${renderMs} ms; then ${afterRender.length} more requests (JS gzip ${afterRenderTotals.jsGzipBytes} bytes) until the dashboard settled (its wallet card loaded)`,
  );
  console.log(
    `${DASHBOARD_PAGE} document, ${DOCUMENT_REQUESTS} requests one after another: server-rendered for the customer p50 ${document.renderedP50Ms} ms, index.html without a page cookie p50 ${document.indexP50Ms} ms`,
  );
  console.log(
    `${CHART_PAGE} (control): echarts in ${echartsOnChartPage.map((r) => path.basename(new URL(r.url).pathname)).join(', ') || 'nothing'}`,
  );
  printChecks(checks);

  const report = {
    page: DASHBOARD_PAGE,
    measured: 'requests started from the sign-in click until the traffic card is visible, cold browser context',
    measured_at: new Date().toISOString(),
    totals: {
      ...totalsRow(totals),
      render_ms: renderMs,
      requests_after_render: afterRender.length,
      js_gzip_bytes_after_render: afterRenderTotals.jsGzipBytes,
      document_server_rendered_p50_ms: document.renderedP50Ms,
      document_index_p50_ms: document.indexP50Ms,
    },
    checks,
    requests: load.map((r) => reportRow(r, baseURL)),
    after_render: afterRender.map((r) => reportRow(r, baseURL)),
    echarts_on_chart_page: echartsOnChartPage,
    failed,
  };
  writeReport(outDir, 'dashboard', report);
  return { checks, totals, renderMs, document };
}
