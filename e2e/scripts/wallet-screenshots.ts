// Screenshot tool for the wallet slice's screens on real data: serves the built portal with the real
// server (bench/server.mjs: a fresh data folder, the demo account, the EPay sandbox, a staff account),
// gives the demo account a wallet's worth of history through the real API — a top-up paid on the sandbox's
// page in the browser, an order left pending, a plan bought, a cd-key minted by staff and redeemed, a
// friend who signs up with the invite code, tops up and buys, part of the commission moved — and
// photographs every wallet page at 390 and 1440 px, in English and Chinese, light and dark; the invoice
// is also printed to PDF (A4) and to a print-media picture. Not a test: it fails only when a call fails.
//
//   npm run build && npx tsx e2e/scripts/wallet-screenshots.ts [out-dir]
//
// Writes PNGs (and invoice.pdf) to e2e/.artifacts/wallet-screens/ unless told otherwise.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import PostalMime from 'postal-mime';
import { startPortalServer } from '../bench/server.mjs';
import { bearer, expectJson, signInByApi, solveCaptchaByApi } from '../tests/support/api';
import { mintCdKey, topUpThroughSandbox } from '../tests/support/wallet';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, 'e2e/.artifacts/wallet-screens'));
const STAFF = { email: 'wallet-screens-staff@example.com', password: 'wallet-screens-staff-1' };
const FRIEND = { email: 'xiaoming@example.com', password: 'Friend-pass-2026', name: '小明' };

type Api = APIRequestContext;

async function post<T>(api: Api, url: string, token: string, data?: unknown): Promise<T> {
  return (await expectJson<{ result: T }>(await api.post(url, { headers: bearer(token), data }))).result;
}

async function get<T>(api: Api, url: string, token: string): Promise<T> {
  return (await expectJson<{ result: T }>(await api.get(url, { headers: bearer(token) }))).result;
}

async function shopId(api: Api, token: string, name: string): Promise<number> {
  const { products } = await get<{ products: { id: number; shop_name: string }[] }>(
    api,
    '/api/v2/user/shop-old/',
    token,
  );
  const plan = products.find((product) => product.shop_name === name);
  if (!plan) throw new Error(`${name} is not on sale`);
  return plan.id;
}

/** Buys a plan with the balance (POST …/confirm-order) and returns its invoice's id. */
async function buy(api: Api, token: string, id: number): Promise<string> {
  const bought = await post<{ invoice_id: string }>(api, `/api/v2/user/shop-old/${id}/confirm-order`, token, {
    idempotency_key: randomUUID(),
  });
  return bought.invoice_id;
}

/** The newest 6-digit code the server wrote to its outbox for `address` (no SMTP_URL: <data>/outbox/*.eml). */
async function emailedCode(dataDir: string, address: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = readdirSync(outbox, { withFileTypes: true }).filter((file) => file.name.endsWith('.eml'));
    for (const file of files
      .map((entry) => entry.name)
      .sort()
      .reverse()) {
      const mail = await PostalMime.parse(readFileSync(path.join(outbox, file)));
      const code = `${mail.subject ?? ''}\n${mail.text ?? ''}`.match(/\b(\d{6})\b/)?.[1];
      if (code && mail.to?.some((to) => to.address === address)) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code was emailed to ${address}`);
}

/**
 * The demo account's wallet history, made through the real API (and the sandbox's page for the first
 * top-up). Returns what the pages to photograph need: a paid trade number, the purchase's invoice and a
 * plan the balance cannot pay for.
 */
async function makeHistory(page: Page, api: Api, dataDir: string, demo: { email: string; password: string }) {
  const token = await signInByApi(api, demo);
  const staffToken = await signInByApi(api, STAFF);

  const paidTradeNo = await topUpThroughSandbox(page, '30.00');
  // An order left pending: the recharge list offers to finish paying it.
  await post(api, '/api/v2/user/wallet/recharge/1/', token, { money_amount: '50.00' });
  const standard = await shopId(api, token, 'Standard · monthly');
  const invoiceId = await buy(api, token, standard);
  const cdKey = await mintCdKey(api, staffToken, '8.00');
  await post(api, `/api/v2/user/wallet/cd-key/${cdKey}/`, token);

  // A friend signs up with the invite code; an admin marks the friend's top-up paid; the friend buys.
  const { invite_code: inviteCode } = await get<{ invite_code: string }>(api, '/api/v2/user/invite/', token);
  await expectJson(
    await api.post('/api/v2/auth/register/request-email-code', {
      data: { email: FRIEND.email, ...(await solveCaptchaByApi(api, 'register')) },
    }),
  );
  const registered = await expectJson<{ result: { access_token: string } }>(
    await api.post('/api/v2/auth/register', {
      data: {
        ...FRIEND,
        re_password: FRIEND.password,
        invite_code: inviteCode,
        email_code: await emailedCode(dataDir, FRIEND.email),
      },
    }),
  );
  const friendToken = registered.result.access_token;
  const order = await post<{ trade_no: string }>(api, '/api/v2/user/wallet/recharge/1/', friendToken, {
    money_amount: '40.00',
  });
  await expectJson(
    await api.get('/v1/payment/admin_notify', {
      headers: bearer(staffToken),
      params: { out_trade_no: order.trade_no },
    }),
  );
  await buy(api, friendToken, await shopId(api, friendToken, 'Pro · monthly'));
  // Part of the commission moved: a commission line in the ledger, the rest still to move.
  await post(api, '/api/v2/user/invite/transfer', token, { money_amount: '1.00' });

  return {
    paidTradeNo,
    invoiceId,
    planId: standard,
    shortPlanId: await shopId(api, token, 'Pro · yearly'),
  };
}

async function signIn(page: Page, baseURL: string, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseURL}/auth/sign-in`);
  await page.getByLabel(/^\s*(email|邮箱)\s*\*?\s*$/i).fill(account.email);
  await page.getByLabel(/^\s*(password|密码)\s*\*?\s*$/i).fill(account.password);
  await page.getByRole('button', { name: /verify you are human|验证您是真人/i }).click();
  await page.getByRole('button', { name: /verified|验证通过/i }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: /^(sign in|登录)$/i }).click();
  await page.waitForURL(/\/user\/dashboard/, { timeout: 30_000 });
}

type Shot = { name: string; path: string; before?: (page: Page) => Promise<void> };

function shots(history: Awaited<ReturnType<typeof makeHistory>>): Shot[] {
  const shortPayment = `/user/shop-old/payment?shop_id=${history.shortPlanId}`;
  return [
    { name: 'dashboard', path: '/user/dashboard' },
    { name: 'wallet', path: '/user/wallet' },
    { name: 'recharge', path: '/user/wallet/recharge' },
    {
      // Back from the gateway for a top-up a purchase asked for: the credit and the way back to it.
      name: 'recharge-return',
      path: `/user/wallet/recharge?trade_no=${history.paidTradeNo}`,
      before: (page) =>
        page.evaluate(({ tradeNo, back }) => sessionStorage.setItem(`wallet.return-to:${tradeNo}`, back), {
          tradeNo: history.paidTradeNo,
          back: shortPayment,
        }),
    },
    { name: 'top-up', path: `/user/wallet/recharge/new?amount=25.5&return_to=${encodeURIComponent(shortPayment)}` },
    { name: 'cd-key', path: '/user/wallet/recharge/cd-key' },
    { name: 'billing', path: '/user/wallet/billing' },
    { name: 'invoice', path: `/user/wallet/billing/view-invoice/${history.invoiceId}` },
    { name: 'purchases', path: '/user/wallet/purchase-records-old' },
    { name: 'shop', path: '/user/shop-old' },
    { name: 'payment', path: `/user/shop-old/payment?shop_id=${history.planId}` },
    { name: 'payment-short', path: shortPayment },
    { name: 'promote', path: '/user/promote' },
  ];
}

const COMBOS = [390, 1440].flatMap((width) =>
  (['zh-CN', 'en'] as const).flatMap((language) =>
    (['light', 'dark'] as const).map((theme) => ({ width, language, theme })),
  ),
);

async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  // Let the lists, the QR code and the polling answer arrive.
  await page
    .waitForFunction(() => !document.querySelector('[role="status"] [aria-hidden]'), null, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1200);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await startPortalServer({
    repoRoot: REPO_ROOT,
    staticDir: path.join(REPO_ROOT, 'dist'),
    // PUBLIC_URL: the sandbox sends the browser back to the portal's own address, the one signed in.
    env: (port) => ({
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CAP_DIFFICULTY: '1',
      RATE_LIMIT_SCALE: '100',
      PORTAL_STAFF_EMAIL: STAFF.email,
      PORTAL_STAFF_PASSWORD: STAFF.password,
      PORTAL_STAFF_ROLE: 'admin',
    }),
  });
  const api = await apiRequest.newContext({ baseURL: server.baseURL });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      locale: 'en-US',
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await signIn(page, server.baseURL, server.demoAccount);
    const history = await makeHistory(page, api, server.dataDir, server.demoAccount);
    for (const combo of COMBOS) {
      await page.evaluate(({ language, theme }) => {
        localStorage.setItem('portal_language', language);
        localStorage.setItem('portal_theme', theme);
      }, combo);
      await page.setViewportSize({ width: combo.width, height: combo.width < 600 ? 844 : 900 });
      for (const shot of shots(history)) {
        await page.goto(shot.path);
        if (shot.before) {
          await shot.before(page);
          await page.goto(shot.path);
        }
        await settle(page);
        const file = path.join(OUT, `${shot.name}-${combo.width}-${combo.language}-${combo.theme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`wrote ${path.relative(process.cwd(), file)}`);
      }
    }
    // The invoice as printed: A4, from the dark theme (the print style must make it black on white).
    await page.evaluate(() => localStorage.setItem('portal_theme', 'dark'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/user/wallet/billing/view-invoice/${history.invoiceId}`);
    await settle(page);
    writeFileSync(path.join(OUT, 'invoice.pdf'), await page.pdf({ format: 'A4', printBackground: true }));
    console.log(`wrote ${path.relative(process.cwd(), path.join(OUT, 'invoice.pdf'))}`);
    // The same, as a picture: print media on an A4-wide page (210 mm less the 14 mm margins, at 96 dpi).
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 688, height: 1017 });
    await page.screenshot({ path: path.join(OUT, 'invoice-print-a4.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    console.log('wrote invoice-print-a4.png');
    // The dashboard when the wallet remote cannot be fetched.
    await page.route('**/remotes/mfe_wallet/**', (route) => route.abort('failed'));
    await page.evaluate(() => {
      localStorage.setItem('portal_language', 'zh-CN');
      localStorage.setItem('portal_theme', 'light');
    });
    await page.goto('/user/dashboard');
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'dashboard-wallet-down-1440-zh-CN-light.png'), fullPage: true });
    console.log('wrote dashboard-wallet-down-1440-zh-CN-light.png');
  } finally {
    await browser.close();
    await api.dispose();
    await server.stop();
  }
}

await main();
