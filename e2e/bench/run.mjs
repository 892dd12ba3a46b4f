#!/usr/bin/env node
// `npm run bench`: what the portal costs, measured on the BUILT portal served by the real server on a fresh
// data folder, in Chromium with cold caches:
//   1. /auth/sign-in, first visit: JS gzip < 200 KB, no other slice, no echarts   (bench/sign-in-page.mjs)
//   2. /user/dashboard, first load after signing in through the form: JS gzip and request count, no echarts;
//      then its document as the server renders it for the customer, against index.html (bench/dashboard.mjs)
//   3. /user/my-account, first visit after the dashboard: JS gzip < 40 KB, no strength dictionaries or QR
//      code library (bench/my-account.mjs)
//   3b. /user/wallet, first visit after the dashboard: JS gzip < 40 KB, no QR code or uuid library
//      (bench/wallet.mjs)
//   3c'. the operator console: /admin first load after an administrator signs in (JS gzip without the charts'
//      echarts < 60 KB, echarts in a chunk of its own), the customer search (one API call, rows on screen
//      within 250 ms), and nothing of the console fetched by a customer's dashboard (bench/console.mjs)
//   3c. Lighthouse mobile performance of /auth/sign-in, /about and a signed-in /user/dashboard (median of 3),
//      >= 95 and within 3 points of the framework floor (a static form rendered by the same libraries, built
//      and served the same way), measured with nothing else running (bench/lighthouse.mjs)
//   3d. the page server beside the API: get_me's throughput while 4 clients load dashboards, >= 0.6x alone,
//      and the dashboards per second one page server renders (bench/page-server.mjs)
//   4. requests per second of a Clash render of 50 nodes (bench/clash-render.mjs, the API's bench script)
//   5. get_me and the dashboard on PostgreSQL as ratios of their floor (bench/api-vs-floor.mjs)
//   6. the node API at scale on PostgreSQL (bench/node-api.mjs): GET users of 10 000 customers, a 2 000-customer
//      traffic report, 200 nodes reporting at once
//   7. settled payment notifications per second on PostgreSQL, as a fraction of GET /health through the same
//      server (bench/payments.mjs)
//   8. releasing one remote (npm run release, to a published version) against building the whole portal
//      (npm run build), as a ratio (bench/release.mjs)
//   9. the console's customer search on PostgreSQL (bench/console-users.mjs): GET admin_api/users over
//      100 000 customers, < 100 ms p50
// Writes bench-results/{auth-sign-in,dashboard,my-account,wallet,console,page-server,lighthouse,clash-render,api-vs-floor,node-api,payments,release,console-users}.json, prints a
// summary, exits 1 when any check fails (the sign-in budget included).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApiVsFloor } from './api-vs-floor.mjs';
import { benchClashRender } from './clash-render.mjs';
import { benchConsoleUsers } from './console-users.mjs';
import { benchConsole } from './console.mjs';
import { benchDashboard } from './dashboard.mjs';
import { launchChromium } from './lib/browser.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchMyAccount } from './my-account.mjs';
import { benchNodeApi } from './node-api.mjs';
import { benchPageServer } from './page-server.mjs';
import { benchPayments } from './payments.mjs';
import { benchRelease } from './release.mjs';
import { startPortalServer } from './server.mjs';
import { benchSignInPage } from './sign-in-page.mjs';
import { benchWallet } from './wallet.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every bench's answer, in the order they ran: their checks make the exit code. */
const ran = [];

/** Prints the bench's title, runs it, and keeps its answer. */
async function step(title, bench) {
  console.log(`\n=== ${title}\n`);
  const answer = await bench();
  ran.push(answer);
  return answer;
}

/** The bench portal's administrator (PORTAL_STAFF_*), for the console's bench. */
const STAFF = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };

async function browserBenches(baseURL, outDir, account) {
  const browser = await launchChromium();
  const common = { browser, baseURL, outDir, account };
  try {
    return {
      signIn: await step('/auth/sign-in, first visit', () => benchSignInPage(common)),
      dashboard: await step('/user/dashboard, first load after sign-in', () => benchDashboard(common)),
      myAccount: await step('/user/my-account, first visit after the dashboard', () => benchMyAccount(common)),
      wallet: await step('/user/wallet, first visit after the dashboard', () => benchWallet(common)),
      operatorConsole: await step('the operator console: /admin after sign-in, the customer search', () =>
        benchConsole({ ...common, staff: STAFF, customer: account }),
      ),
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const staticDir = path.resolve(REPO_ROOT, process.env.BENCH_STATIC_DIR ?? 'dist');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    console.error(`No built portal in ${staticDir}: run npm run build first.`);
    process.exit(1);
  }
  const outDir = path.join(REPO_ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const common = { repoRoot: REPO_ROOT, staticDir, outDir };

  const server = await startPortalServer({
    ...common,
    env: () => ({
      PORTAL_STAFF_EMAIL: STAFF.email,
      PORTAL_STAFF_PASSWORD: STAFF.password,
      PORTAL_STAFF_ROLE: 'admin',
    }),
  });
  let browser;
  try {
    browser = await browserBenches(server.baseURL, outDir, server.demoAccount);
  } finally {
    await server.stop();
  }
  // The rest after the portal server stopped, one at a time, so that none competes for the CPU (Lighthouse
  // times the page's work on this CPU).
  const pageServer = await step('The page server beside the API', () => benchPageServer(common));
  const lighthouse = await step('Lighthouse mobile: the framework floor and the portal', () => benchLighthouse(common));
  const clash = await step('Clash render, 50 nodes', () => benchClashRender(common));
  await step('API against its floor, PostgreSQL', () => benchApiVsFloor(common));
  const nodeApi = await step('Node API on PostgreSQL, 10 000 customers', () => benchNodeApi(common));
  const consoleUsers = await step('Console customer search on PostgreSQL, 100 000 customers', () =>
    benchConsoleUsers(common),
  );
  const payments = await step('Payment notifications on PostgreSQL', () => benchPayments(common));
  const release = await step('Releasing one remote against building the whole portal', () => benchRelease(common));

  const { signIn, dashboard, myAccount, wallet, operatorConsole } = browser;
  const checks = ran.flatMap((answer) => answer.checks);
  console.log('\n=== Summary\n');
  console.log(`sign-in page JS gzip:        ${signIn.totals.jsGzipBytes} bytes (${signIn.totals.jsFiles} JS files)`);
  console.log(
    `dashboard after sign-in:     JS gzip ${dashboard.totals.jsGzipBytes} bytes (${dashboard.totals.jsFiles} JS files), ${dashboard.totals.requests} requests, ${dashboard.renderMs} ms`,
  );
  console.log(
    `dashboard document:          server-rendered p50 ${dashboard.document.renderedP50Ms} ms, index.html p50 ${dashboard.document.indexP50Ms} ms`,
  );
  console.log(
    `my-account after dashboard: JS gzip ${myAccount.totals.jsGzipBytes} bytes (${myAccount.totals.jsFiles} JS files), ${myAccount.totals.requests} requests, on screen ${myAccount.renderMs} ms after the click (${myAccount.wallClockMs} ms from the driving script)`,
  );
  console.log(
    `wallet after dashboard:      JS gzip ${wallet.totals.jsGzipBytes} bytes (${wallet.totals.jsFiles} JS files), ${wallet.totals.requests} requests, on screen ${wallet.renderMs} ms after the click (${wallet.wallClockMs} ms from the driving script)`,
  );
  console.log(
    `page server:                 get_me ${pageServer.report.get_me_beside_documents_per_second}/s beside 4 dashboard clients, ${pageServer.report.ratio}x its ${pageServer.report.get_me_alone_per_second}/s alone; ${pageServer.report.documents.rendered_per_second} dashboards/s rendered by one page server`,
  );
  console.log(
    `console after sign-in:       JS gzip ${operatorConsole.overview.js_gzip_bytes} bytes + echarts ${operatorConsole.overview.echarts_gzip_bytes} (${operatorConsole.overview.requests} requests), figures ${operatorConsole.overview.figures_ms} ms after the click; customer search rows ${operatorConsole.search.rows_ms} ms after Enter`,
  );
  console.log(
    `Lighthouse mobile:           ${[...Object.entries(lighthouse.pages)].map(([page, result]) => `${page} ${result.score}`).join(', ')}; framework floor ${lighthouse.floor.score}`,
  );
  console.log(
    `Clash render, 50 nodes:      ${clash.figure ? `${clash.figure.renders_per_cpu_second} renders/s on one core (${clash.figure.requests_per_second} requests/s wall-clock)` : 'no figure'}`,
  );
  const onPostgres = (result, line) => (!result || result.skipped ? 'skipped (no PostgreSQL)' : line(result));
  console.log(
    `node API (PostgreSQL):       ${onPostgres(nodeApi.result, (node) => `GET users p50 ${node.users.p50_ms} ms, traffic report p50 ${node.traffic_report.p50_ms} ms, 200 nodes at once slowest ${node.fleet.max_ms} ms`)}`,
  );
  console.log(
    `console search (PostgreSQL): ${onPostgres(consoleUsers.result, (search) => `GET users ?q= p50 ${search.search.p50_ms} ms, by id ${search.id.p50_ms} ms, first pages ${search.list.p50_ms} ms (100 000 customers)`)}`,
  );
  console.log(
    `payments (PostgreSQL):       ${onPostgres(payments.result, (pay) => `${pay.settle.per_second} settled notifications/s (${pay.settle.vs_floor}x GET /health's ${pay.floor_health.per_second}/s), repeats ${pay.repeat.per_second}/s`)}`,
  );
  const released = release.report;
  console.log(
    `release one remote:          ${(released.release_to_published_ms / 1000).toFixed(1)} s to published (build ${(released.release_build_step_ms / 1000).toFixed(1)} s), whole-portal build ${(released.whole_portal_build_ms / 1000).toFixed(1)} s: ${released.release_ratio}x`,
  );
  const failedChecks = checks.filter((check) => !check.ok);
  console.log(failedChecks.length === 0 ? 'All checks passed.' : `${failedChecks.length} check(s) FAILED:`);
  for (const check of failedChecks) console.log(`FAIL  ${check.name}`);
  if (failedChecks.length > 0) process.exitCode = 1;
}

await main();
