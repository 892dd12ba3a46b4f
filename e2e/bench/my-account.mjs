// The account remote's first visit: in a cold browser context the customer signs in through the form and
// the dashboard shows (not counted); then the click on "My account" in the navigation, until the account
// overview shows its facts and the network is idle, is the figure — the JavaScript the account slice adds
// after the dashboard (gzip level 9). Budget: under 40 KB. The password-strength dictionaries and the QR
// code library must not be part of it (they load with the pages that use them).
// Prints a per-file table, writes bench-results/my-account.json, answers the checks.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { javaScriptTotals, printChecks, printTable, recordRequests, reportRow } from './requests.mjs';

export const MY_ACCOUNT_PAGE = '/user/my-account';
export const MY_ACCOUNT_BUDGET_GZIP_BYTES = 40 * 1024;

const TEXT = {
  email: /^\s*(email|邮箱)\s*\*?\s*$/i,
  password: /^\s*(password|密码)\s*\*?\s*$/i,
  captchaStart: /verify you are human|验证您是真人/i,
  captchaSolved: /verified|验证通过/i,
  signIn: /^(sign in|登录)$/i,
  trafficMeter: /^(traffic|流量)$/i,
  myAccount: /^(my account|我的账户)$/i,
  memberSince: /^(member since|注册时间)$/i,
};

/** Chunks only other account pages need: the strength meter's dictionaries and the QR code. */
function isHeavyLibrary(request) {
  const text = request.js ? request.body.toString('utf8') : '';
  return /passwords-common|diceware-common/.test(text) || /qrcode\.react|QRCodeSVG|qrcodegen/.test(text);
}

async function measure(browser, baseURL, account) {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    const recorder = recordRequests(page, 'sign-in and dashboard');
    await page.goto(new URL('/auth/sign-in', baseURL).href);
    await page.getByLabel(TEXT.email).fill(account.email);
    await page.getByLabel(TEXT.password).fill(account.password);
    await page.getByRole('button', { name: TEXT.captchaStart }).click();
    await page.getByRole('button', { name: TEXT.captchaSolved }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: TEXT.signIn }).click();
    await page.getByRole('meter', { name: TEXT.trafficMeter }).waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);

    recorder.setPhase('my-account');
    const started = Date.now();
    await page
      .getByRole('navigation', { name: /main navigation|主导航/i })
      .getByRole('link', { name: TEXT.myAccount })
      .click();
    const rendered = await page
      .getByText(TEXT.memberSince)
      .waitFor({ state: 'visible', timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    const renderMs = Date.now() - started;
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    recorder.setPhase('done');
    return { ...(await recorder.collect()), rendered, renderMs, url: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

/** @param {{ browser: import('@playwright/test').Browser, baseURL: string, outDir: string, account: { email: string, password: string } }} options */
export async function benchMyAccount({ browser, baseURL, outDir, account }) {
  const { requests, failed, rendered, renderMs, url } = await measure(browser, baseURL, account);
  const visit = requests.filter((r) => r.phase === 'my-account');
  const totals = javaScriptTotals(visit);
  const heavy = visit.filter(isHeavyLibrary).map((r) => r.url);
  const failedHere = failed.filter((r) => r.phase === 'my-account');
  const checks = [
    { name: `the account overview appeared (at ${url})`, ok: rendered && url === MY_ACCOUNT_PAGE },
    {
      name: `JS gzip of the first visit to ${MY_ACCOUNT_PAGE} after the dashboard < ${MY_ACCOUNT_BUDGET_GZIP_BYTES / 1024} KB`,
      ok: totals.jsGzipBytes < MY_ACCOUNT_BUDGET_GZIP_BYTES,
    },
    { name: 'no password-strength dictionary or QR library in it', ok: heavy.length === 0, detail: heavy },
    { name: 'no failed request', ok: failedHere.length === 0, detail: failedHere },
  ];

  printTable(visit, baseURL);
  console.log(
    `\n${MY_ACCOUNT_PAGE} after the dashboard (from the click until the overview shows, network idle): ${totals.requests} requests, ${totals.jsFiles} JS files, JS gzip ${totals.jsGzipBytes} bytes (${(totals.jsGzipBytes / 1024).toFixed(1)} KB); rendered in ${renderMs} ms`,
  );
  printChecks(checks);

  const report = {
    page: MY_ACCOUNT_PAGE,
    measured:
      'requests started from the click on "My account" (after signing in and the dashboard) until the overview shows and the network is idle, cold browser context',
    measured_at: new Date().toISOString(),
    budget_js_gzip_bytes: MY_ACCOUNT_BUDGET_GZIP_BYTES,
    totals: {
      requests: totals.requests,
      js_files: totals.jsFiles,
      js_bytes: totals.jsBytes,
      js_gzip_bytes: totals.jsGzipBytes,
      render_ms: renderMs,
    },
    checks,
    requests: visit.map((r) => reportRow(r, baseURL)),
    failed,
  };
  const file = path.join(outDir, 'my-account.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  return { checks, totals, renderMs };
}
