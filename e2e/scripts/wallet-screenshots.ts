// Screenshot tool for the wallet slice's screens while its API is not served yet: serves the built portal
// with the real server (bench/server.mjs: a fresh data folder, the demo account), signs in through the
// form, answers the wallet, shop, invite and payment calls with answers checked against the contract, and
// photographs every wallet page at 390 and 1440 px, in English and Chinese, light and dark; the invoice is
// also printed to PDF (A4). Not a test: it asserts nothing but the fixtures' shape.
//
//   npm run build && CAP_DIFFICULTY=1 npx tsx e2e/scripts/wallet-screenshots.ts [out-dir]
//
// Writes PNGs (and invoice.pdf) to e2e/.artifacts/wallet-screens/ unless told otherwise.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page, type Route } from '@playwright/test';
import {
  inviteIndex,
  inviteRecords,
  paymentStatus,
  shopOldConfirmOrder,
  shopOldInfo,
  shopOldList,
  shopOldPreOrder,
  walletCdKeyRecords,
  walletIndex,
  walletInvoice,
  walletInvoices,
  walletLedger,
  walletPaymentMethods,
  walletPurchaseRecords,
  walletRechargeRecords,
} from '@portal/shared/contract';
import { startPortalServer } from '../bench/server.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, 'e2e/.artifacts/wallet-screens'));

const ok = <T>(result: T) => ({ is_success: true, message: 'ok', result });
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const INVOICE_ID = id(42);
const GB = 1024 ** 3;

const plan = (overrides: Record<string, unknown>) => ({
  id: 3,
  shop_name: 'VIP 2 · 月付',
  shop_type: 'main_package',
  money_amount: '25.00',
  ss_bandwidth_total_size: 100 * GB,
  user_level: 2,
  user_level_duration: 'P30D',
  account_validity_duration: 'P30D',
  ss_bandwidth_reset_interval: 'P30D',
  node_speed_limit: 0,
  node_connector: 3,
  content_extra: 'All regions, streaming unlocked',
  is_enable: true,
  is_cannot_new_purchase: false,
  ...overrides,
});

const plans = [
  plan({}),
  plan({
    id: 4,
    shop_name: 'VIP 3 · quarterly',
    money_amount: '68.00',
    user_level: 3,
    node_connector: 5,
    account_validity_duration: 'P3M',
    user_level_duration: 'P3M',
    ss_bandwidth_total_size: 300 * GB,
  }),
  plan({
    id: 5,
    shop_name: 'VIP 1 · monthly',
    money_amount: '12.00',
    user_level: 1,
    node_connector: 2,
    ss_bandwidth_total_size: 50 * GB,
    node_speed_limit: 100,
    content_extra: '',
  }),
  plan({
    id: 8,
    shop_name: 'Extra 50 GB',
    shop_type: 'additional_package',
    money_amount: '6.00',
    ss_bandwidth_total_size: 50 * GB,
    ss_bandwidth_reset_interval: null,
    user_level: null,
    user_level_duration: null,
    account_validity_duration: 'P1M15D',
    content_extra: 'Added to your current plan',
  }),
  plan({ id: 10, shop_name: 'Legacy VIP', money_amount: '99.00', is_cannot_new_purchase: true, content_extra: '' }),
];

const ledgerLines = [
  {
    id: id(1),
    created_at: '2026-03-04T09:12:00.000Z',
    kind: 'purchase',
    amount: '-25.00',
    balance_after: '42.50',
    description: 'VIP 2 · 月付',
    reference: 'plan 3',
    invoice_id: INVOICE_ID,
  },
  {
    id: id(2),
    created_at: '2026-03-03T18:40:00.000Z',
    kind: 'cd_key',
    amount: '25.00',
    balance_after: '67.50',
    description: 'Cd-key GIFT-…-2026',
    reference: '…2026',
    invoice_id: null,
  },
  {
    id: id(3),
    created_at: '2026-03-01T10:01:00.000Z',
    kind: 'recharge',
    amount: '30.00',
    balance_after: '42.50',
    description: 'Top-up via Alipay',
    reference: 'R20260301100000',
    invoice_id: id(43),
  },
  {
    id: id(4),
    created_at: '2026-02-20T08:00:00.000Z',
    kind: 'commission',
    amount: '2.50',
    balance_after: '12.50',
    description: 'Invite commission moved',
    reference: null,
    invoice_id: null,
  },
  {
    id: id(5),
    created_at: '2026-02-02T09:00:00.000Z',
    kind: 'renewal',
    amount: '-25.00',
    balance_after: '10.00',
    description: 'VIP 2 · 月付 renewed',
    reference: 'plan 3',
    invoice_id: id(44),
  },
];

const order = (overrides: Record<string, unknown>) => ({
  id: id(100),
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
  trade_no: 'R20260305100000',
  money_amount: '30.00',
  is_finish: false,
  pay_method_id: 1,
  invoice_id: null,
  remark: null,
  config_json: {},
  status: 'pending',
  pay_url: 'https://pay.example.com/submit.php?out_trade_no=R20260305100000',
  pay_method_name: 'Alipay',
  paid_at: null,
  expires_at: '2099-03-05T10:30:00.000Z',
  ...overrides,
});

const invoiceSummary = (overrides: Record<string, unknown>) => ({
  id: INVOICE_ID,
  number: 'INV-000042',
  created_at: '2026-03-04T09:12:00.000Z',
  kind: 'purchase',
  description: 'VIP 2 · 月付',
  total: '25.00',
  currency: 'CNY',
  status: 'paid',
  paid_at: '2026-03-04T09:12:00.000Z',
  ...overrides,
});

/** Every intercepted call: the operation (its answer is parsed against it), and the answer. */
const answers: {
  method: string;
  path: RegExp;
  operation: { response: { parse(v: unknown): unknown } };
  answer(url: URL): unknown;
}[] = [
  {
    method: 'GET',
    path: /^\/api\/v2\/user\/wallet\/$/,
    operation: walletIndex,
    answer: () =>
      ok({ created_at: '2026-01-05T08:00:00.000Z', wallet_balance: '42.50', invite_balance: '6.00', currency: 'CNY' }),
  },
  {
    method: 'GET',
    path: /^\/api\/v2\/user\/wallet\/ledger$/,
    operation: walletLedger,
    answer: () => ok({ total_count: 23, records: ledgerLines }),
  },
  {
    method: 'GET',
    path: /^\/api\/v2\/user\/wallet\/payment-methods$/,
    operation: walletPaymentMethods,
    answer: () =>
      ok({
        currency: 'CNY',
        min_amount: '10.00',
        max_amount: '5000.00',
        presets: ['10.00', '30.00', '50.00', '100.00', '200.00'],
        methods: [
          { id: 1, payment_system: 'epay', type: 'alipay', name: 'Alipay', is_sandbox: false },
          { id: 2, payment_system: 'epay', type: 'wxpay', name: 'WeChat Pay', is_sandbox: false },
          { id: 3, payment_system: 'epay', type: 'alipay', name: 'EPay sandbox', is_sandbox: true },
        ],
      }),
  },
  {
    method: 'GET',
    path: /^\/api\/v2\/user\/wallet\/recharge\/$/,
    operation: walletRechargeRecords,
    answer: () =>
      ok({
        total_count: 3,
        recharge_records: [
          order({}),
          order({
            id: id(101),
            trade_no: 'R20260301100000',
            status: 'paid',
            is_finish: true,
            pay_url: null,
            paid_at: '2026-03-01T10:01:00.000Z',
            invoice_id: id(43),
            created_at: '2026-03-01T10:00:00.000Z',
          }),
          order({
            id: id(102),
            trade_no: 'R20260220090000',
            status: 'expired',
            money_amount: '100.00',
            pay_method_name: 'WeChat Pay',
            created_at: '2026-02-20T09:00:00.000Z',
            expires_at: '2026-02-20T09:30:00.000Z',
          }),
        ],
      }),
  },
  {
    method: 'POST',
    path: /^\/v1\/payment\/status$/,
    operation: paymentStatus,
    answer: (url) =>
      ok({
        trade_no: url.searchParams.get('tradeno') ?? '',
        is_finish: true,
        money_amount: '30.00',
        status: 'paid',
        paid_at: '2026-03-05T10:02:00.000Z',
      }),
  },
  {
    method: 'GET',
    path: /^\/api\/v2\/user\/wallet\/cd-key\/cd-key\/$/,
    operation: walletCdKeyRecords,
    answer: () =>
      ok({
        records: [
          { cd_key: 'GIFT-7Q2M-2026', money_amount: '25.00', redeemed_at: '2026-03-03T18:40:00.000Z' },
          { cd_key: 'WELCOME-10', money_amount: '10.00', redeemed_at: '2026-01-05T08:05:00.000Z' },
        ],
      }),
  },
  {
    method: 'GET',
    path: /^\/api\/v2\/user\/wallet\/billing\/$/,
    operation: walletInvoices,
    answer: () =>
      ok({
        total_count: 24,
        records: [
          invoiceSummary({}),
          invoiceSummary({
            id: id(43),
            number: 'INV-000041',
            kind: 'recharge',
            description: 'Top-up via Alipay',
            total: '30.00',
            created_at: '2026-03-01T10:01:00.000Z',
          }),
          invoiceSummary({
            id: id(45),
            number: 'INV-000040',
            kind: 'recharge',
            description: 'Top-up via WeChat Pay',
            total: '100.00',
            status: 'void',
            paid_at: null,
            created_at: '2026-02-20T09:00:00.000Z',
          }),
          invoiceSummary({
            id: id(44),
            number: 'INV-000039',
            kind: 'renewal',
            description: 'VIP 2 · 月付 renewed',
            created_at: '2026-02-02T09:00:00.000Z',
          }),
        ],
      }),
  },
  {
    method: 'GET',
    path: /^\/api\/v2\/user\/wallet\/billing\/[0-9a-f-]{36}$/,
    operation: walletInvoice,
    answer: () =>
      ok({
        ...invoiceSummary({}),
        seller: {
          name: '极速云 Network Ltd.',
          address: 'Unit 1203, 88 Harbour Road\nWan Chai, Hong Kong',
          email: 'billing@example.com',
        },
        customer: { user_id: 1, name: 'demo', email: 'demo@example.com' },
        lines: [
          {
            description: 'VIP 2 · 月付 — 30 days, 100 GB, 3 devices',
            quantity: 1,
            unit_price: '25.00',
            amount: '25.00',
          },
        ],
        subtotal: '25.00',
        payment_method: 'Wallet balance',
        trade_no: null,
      }),
  },
  {
    method: 'GET',
    path: /^\/api\/v2\/user\/wallet\/purchase-records$/,
    operation: walletPurchaseRecords,
    answer: () =>
      ok([
        {
          id: id(200),
          created_at: '2026-03-04T09:12:00.000Z',
          shop_id: 3,
          shop_name: 'VIP 2 · 月付',
          money_amount: '25.00',
          renew_at: '2026-04-03T09:12:00.000Z',
          service_id: 11,
          kind: 'purchase',
          expire_at: '2026-04-03T09:12:00.000Z',
          is_auto_renewal: true,
          invoice_id: INVOICE_ID,
        },
        {
          id: id(201),
          created_at: '2026-02-02T09:00:00.000Z',
          shop_id: 3,
          shop_name: 'VIP 2 · 月付',
          money_amount: '25.00',
          renew_at: null,
          service_id: 11,
          kind: 'renewal',
          expire_at: '2026-03-04T09:12:00.000Z',
          is_auto_renewal: false,
          invoice_id: id(44),
        },
      ]),
  },
  {
    method: 'GET',
    path: /^\/api\/v2\/user\/shop-old\/$/,
    operation: shopOldList,
    answer: () => ok({ products: plans }),
  },
  {
    method: 'GET',
    path: /^\/api\/v2\/user\/shop-old\/\d+\/info$/,
    operation: shopOldInfo,
    answer: (url) => ok(plans.find((p) => url.pathname.includes(`/${p.id}/`)) ?? plans[0]),
  },
  {
    method: 'POST',
    path: /^\/api\/v2\/user\/shop-old\/\d+\/pre-order$/,
    operation: shopOldPreOrder,
    answer: (url) => {
      const chosen = plans.find((p) => url.pathname.includes(`/${p.id}/`)) ?? plans[0]!;
      const short = chosen.id === 4;
      return ok({
        shop_id: chosen.id,
        shop_name: chosen.shop_name,
        money_amount: chosen.money_amount,
        wallet_balance: '42.50',
        balance_after: short ? '-25.50' : '17.50',
        is_affordable: !short,
        shortfall: short ? '25.50' : '0.00',
        currency: 'CNY',
        expire_at: short ? '2026-07-03T09:12:00.000Z' : '2026-05-03T09:12:00.000Z',
      });
    },
  },
  {
    method: 'POST',
    path: /^\/api\/v2\/user\/shop-old\/\d+\/confirm-order$/,
    operation: shopOldConfirmOrder,
    answer: () =>
      ok({
        bought_id: id(300),
        shop_id: 3,
        money_amount: '25.00',
        wallet_balance: '17.50',
        expire_at: '2026-05-03T09:12:00.000Z',
        service_id: 11,
        invoice_id: INVOICE_ID,
      }),
  },
  {
    method: 'GET',
    path: /^\/api\/v2\/user\/invite\/$/,
    operation: inviteIndex,
    answer: (url) =>
      ok({
        invite_code: 'DEMO7K2Q',
        invite_link: `${url.origin}/auth/sign-up?invite_code=DEMO7K2Q`,
        total_invites: 3,
        total_commission: '12.50',
        commission_rate: '0.10',
        invited_users: [
          {
            user_id: 21,
            username: 'bob',
            registered_at: '2026-02-10T08:00:00.000Z',
            commission_earned: '2.50',
            status: 'paid',
          },
          {
            user_id: 22,
            username: '小明',
            registered_at: '2026-02-18T12:30:00.000Z',
            commission_earned: '10.00',
            status: 'paid',
          },
          {
            user_id: 23,
            username: 'carol',
            registered_at: '2026-03-02T16:00:00.000Z',
            commission_earned: '0.00',
            status: 'signed up',
          },
        ],
        invite_balance: '6.00',
        commission_rule: 'first_purchase',
      }),
  },
  {
    method: 'GET',
    path: /^\/api\/v2\/user\/invite\/record\/$/,
    operation: inviteRecords,
    answer: () =>
      ok({
        total_count: 2,
        records: [
          {
            id: id(400),
            created_at: '2026-02-19T09:00:00.000Z',
            invited_user_id: 22,
            invited_username: '小明',
            money_amount: '10.00',
          },
          {
            id: id(401),
            created_at: '2026-02-11T08:00:00.000Z',
            invited_user_id: 21,
            invited_username: 'bob',
            money_amount: '2.50',
          },
        ],
      }),
  },
];

async function answerWalletCalls(page: Page): Promise<void> {
  const handle = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const match = answers.find((entry) => entry.method === request.method() && entry.path.test(url.pathname));
    if (!match) return route.fallback();
    const body = match.answer(url);
    match.operation.response.parse(body);
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  };
  await page.route(/\/(api\/v2\/user\/(wallet|shop-old|invite)|v1\/payment)\//, handle);
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

const SHOTS: { name: string; path: string; before?: (page: Page) => Promise<void> }[] = [
  { name: 'dashboard', path: '/user/dashboard' },
  { name: 'wallet', path: '/user/wallet' },
  {
    name: 'recharge-return',
    path: '/user/wallet/recharge?trade_no=R20260305100000',
    before: (page) =>
      page.evaluate(() =>
        sessionStorage.setItem('wallet.return-to:R20260305100000', '/user/shop-old/payment?shop_id=4'),
      ),
  },
  {
    name: 'top-up',
    path: '/user/wallet/recharge/new?amount=25.5&return_to=%2Fuser%2Fshop-old%2Fpayment%3Fshop_id%3D4',
  },
  { name: 'cd-key', path: '/user/wallet/recharge/cd-key' },
  { name: 'billing', path: '/user/wallet/billing' },
  { name: 'invoice', path: `/user/wallet/billing/view-invoice/${INVOICE_ID}` },
  { name: 'purchases', path: '/user/wallet/purchase-records-old' },
  { name: 'shop', path: '/user/shop-old' },
  { name: 'payment', path: '/user/shop-old/payment?shop_id=3' },
  { name: 'payment-short', path: '/user/shop-old/payment?shop_id=4' },
  { name: 'promote', path: '/user/promote' },
];

const COMBOS = [
  { width: 390, language: 'zh-CN', theme: 'light' },
  { width: 390, language: 'en', theme: 'dark' },
  { width: 1440, language: 'en', theme: 'light' },
  { width: 1440, language: 'zh-CN', theme: 'dark' },
] as const;

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
  const server = await startPortalServer({ repoRoot: REPO_ROOT, staticDir: path.join(REPO_ROOT, 'dist') });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await answerWalletCalls(page);
    await signIn(page, server.baseURL, server.demoAccount);
    for (const combo of COMBOS) {
      await page.evaluate(({ language, theme }) => {
        localStorage.setItem('portal_language', language);
        localStorage.setItem('portal_theme', theme);
      }, combo);
      await page.setViewportSize({ width: combo.width, height: combo.width < 600 ? 844 : 900 });
      for (const shot of SHOTS) {
        await page.goto(`${server.baseURL}${shot.path}`);
        if (shot.before) {
          await shot.before(page);
          await page.goto(`${server.baseURL}${shot.path}`);
        }
        await settle(page);
        const file = path.join(OUT, `${shot.name}-${combo.width}-${combo.language}-${combo.theme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`wrote ${path.relative(process.cwd(), file)}`);
      }
    }
    // The invoice as printed: A4, light.
    await page.evaluate(() => localStorage.setItem('portal_theme', 'dark'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.baseURL}/user/wallet/billing/view-invoice/${INVOICE_ID}`);
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
    await page.evaluate(() => localStorage.setItem('portal_theme', 'light'));
    await page.goto(`${server.baseURL}/user/dashboard`);
    await settle(page);
    await page.screenshot({ path: path.join(OUT, 'dashboard-wallet-down-1440-zh-CN-light.png'), fullPage: true });
    console.log('wrote dashboard-wallet-down-1440-zh-CN-light.png');
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
