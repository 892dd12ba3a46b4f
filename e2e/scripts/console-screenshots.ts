// Screenshot tool for the operator console (mfe-admin): serves the built portal with the real server
// (bench/server.mjs: a fresh data folder, an admin staff account), signs the admin in, and photographs
// every console page at 390 and 1440 px, in English and Chinese, light and dark, with axe run on each
// (contrast included: a real browser computes colours). A console call the server does not serve yet
// (404: the staff API not merged) is answered with the console tests' contract-checked fixtures, and the
// tool says so. Not a test: it fails only when a page does not render.
//
//   npm run build && npx tsx e2e/scripts/console-screenshots.ts [out-dir] [--only=<name>,…]
//
// Writes PNGs to e2e/.artifacts/console-screens/ and axe's serious findings to axe.txt beside them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, request as apiRequest, type Page, type Route } from '@playwright/test';
import { startPortalServer } from '../bench/server.mjs';
import { expectJson, solveCaptchaByApi } from '../tests/support/api';
import * as fixtures from '../../mfe-admin/src/test-utils/fixtures';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const OUT = path.resolve(
  args.find((arg) => !arg.startsWith('--')) ?? path.join(REPO_ROOT, 'e2e/.artifacts/console-screens'),
);
const ONLY = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const STAFF = { email: 'console-screens-admin@example.com', password: 'console-screens-admin-1' };
const TICKET = fixtures.inboxTicket({ title: 'Cannot connect from the office' });

/** What the console tests answer, for the calls the server does not serve yet. */
function fixtureAnswer(method: string, pathname: string): unknown {
  const { ok, page } = fixtures;
  const at = (pattern: RegExp) => pattern.test(pathname);
  if (method !== 'GET') return ok({});
  if (at(/\/admin_api\/overview$/)) return ok(fixtures.overview());
  if (at(/\/admin_api\/users\/\d+\/ledger$/)) return page([]);
  if (at(/\/admin_api\/users\/\d+\/devices$/)) return ok(fixtures.devices());
  if (at(/\/admin_api\/users\/\d+$/)) {
    const detail = fixtures.userDetail({ name: '小明' });
    return ok({
      ...detail,
      sessions: [
        {
          id: fixtures.uuid(),
          created_at: '2026-03-29T08:00:00.000Z',
          last_used_at: '2026-03-30T02:00:00.000Z',
          expires_at: '2026-04-29T08:00:00.000Z',
          ip: '203.0.113.7',
          country: 'CN',
          user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
          is_remember_me: true,
        },
      ],
    });
  }
  if (at(/\/admin_api\/users$/))
    return page(
      [
        fixtures.userRow(),
        fixtures.userRow({ id: 43, email: 'bo.very.long.address@example-company.com', role: 'low_admin' }),
        fixtures.userRow({ id: 44, email: 'spam@example.net', is_ban: true, effective_level: 0, plan_name: null }),
      ],
      1203,
    );
  if (at(/\/admin_api\/plans$/))
    return ok({
      plans: [
        fixtures.plan(),
        fixtures.plan({
          id: 2,
          shop_name: 'Pro',
          money_amount: '29.90',
          user_level: 2,
          shop_name_i18n: { 'zh-CN': '专业版' },
        }),
        fixtures.plan({
          id: 3,
          shop_name: 'Extra 50 GB',
          shop_type: 'additional_package',
          user_level: null,
          user_level_duration: null,
          shop_name_i18n: { 'zh-CN': '50 GB 流量包' },
          is_cannot_new_purchase: true,
        }),
      ],
    });
  if (at(/\/admin_api\/audit-rules$/))
    return ok({
      rules: [fixtures.auditRule(), fixtures.auditRule({ id: 2, name: 'SMTP', is_served_to_nodes: false })],
    });
  if (at(/\/admin_api\/share-accounts$/))
    return ok({
      share_accounts: [
        {
          id: 1,
          name: 'Netflix HK',
          server_address: 'hk.share.example.net',
          port: 8443,
          password: 'not-a-real-secret',
          method: 'aes-256-gcm',
          protocol: 'origin',
          max_users: 10,
          current_users: 7,
          traffic_limit: 500 * fixtures.GB,
          traffic_used: 120 * fixtures.GB,
          status: 'active',
          min_level: 2,
          expire_at: '2026-12-31T00:00:00.000Z',
        },
      ],
    });
  if (at(/\/admin_api\/nodes\/\d+\/setup$/)) return ok(fixtures.NODE_SETUP);
  if (at(/\/admin_api\/orders$/))
    return page([
      fixtures.order(),
      fixtures.order({
        trade_no: 'T20260301000002',
        status: 'paid',
        paid_at: '2026-03-01T11:00:00.000Z',
        needs_review: true,
        settled_by: 'gateway',
        channel: 'wxpay',
      }),
    ]);
  if (at(/\/admin_api\/tickets\/[0-9a-f-]{36}$/))
    return ok({
      ticket: TICKET,
      messages: [
        {
          id: fixtures.uuid(),
          created_at: '2026-03-28T10:00:00.000Z',
          content: 'Since **Monday** the office network cannot reach any node.\n\n- Osaka 1\n- Tokyo 2',
          author: { id: 42, email: 'ann@example.com' },
          author_is_staff: false,
        },
        {
          id: fixtures.uuid(),
          created_at: '2026-03-28T11:00:00.000Z',
          content: 'Could you try the `443` port setting?',
          author: fixtures.ADMIN,
          author_is_staff: true,
        },
      ],
      customer: {
        id: 42,
        email: 'ann@example.com',
        name: 'Ann',
        is_ban: false,
        created_at: '2026-01-05T08:00:00.000Z',
        plan_name: 'Standard',
        level: 1,
        effective_level: 1,
        level_expire_at: '2026-04-05T08:00:00.000Z',
        account_expire_at: '2027-01-05T08:00:00.000Z',
        traffic_used: 12 * fixtures.GB,
        traffic_total: 100 * fixtures.GB,
        balance: '35.50',
        currency: 'CNY',
        open_tickets: 1,
      },
    });
  if (at(/\/admin_api\/tickets$/))
    return page([TICKET, fixtures.inboxTicket({ title: '退款问题', waiting_since: null, last_message_by: 'staff' })]);
  if (at(/\/admin_api\/announcements$/))
    return page([fixtures.announcement(), fixtures.announcement({ id: 2, ann_type: 'pop_up_ann', is_current: false })]);
  if (at(/\/admin_api\/audit$/))
    return page([
      fixtures.auditEntry(),
      fixtures.auditEntry({
        id: 2,
        action: 'plan_update',
        target_type: 'plan',
        target_id: '1',
        target_user: null,
        before: { money_amount: '15.00' },
        after: { money_amount: '18.00' },
        detail: {},
      }),
    ]);
  if (at(/\/admin_api\/remotes\/[a-z_]+\/history$/))
    return ok({
      remote: 'mfe_wallet',
      events: [
        {
          id: 1,
          remote: 'mfe_wallet',
          action: 'rollback',
          outcome: 'applied',
          from_version: '0.1.0-cccccccc',
          to_version: '0.1.0-bbbbbbbb',
          forced: false,
          gate_status: 'passed',
          actor: 'admin@example.com',
          reason: 'The new checkout shows no methods on Safari',
          created_at: '2026-03-03T00:00:00.000Z',
        },
      ],
    });
  if (at(/\/low_admin_api\/node\/$/))
    return {
      is_success: true,
      message: 'ok',
      result_list: [
        fixtures.node(),
        fixtures.node({ id: 4, name: 'Tokyo 2', type: 'vless', status: 'offline', last_heartbeat_at: null, load: 0 }),
      ],
    };
  if (at(/\/low_admin_api\/cd_key\/$/))
    return ok({
      currency: fixtures.CURRENCY,
      total_count: 2,
      records: [
        fixtures.cdKey(),
        fixtures.cdKey({ id: 2, cd_key: 'WXYZ-2345-6789', state: 'used', uses_left: 0, redeemed_count: 1 }),
      ],
    });
  return null;
}

/** Console calls the server answers 404 (not served yet) get the fixtures' answer instead. */
async function answerUnserved(route: Route, stood: Set<string>): Promise<void> {
  const request = route.request();
  const response = await route.fetch();
  const { pathname } = new URL(request.url());
  if (response.status() !== 404) return route.fulfill({ response });
  const answer = fixtureAnswer(request.method(), pathname);
  if (answer === null) return route.fulfill({ response });
  stood.add(`${request.method()} ${pathname.replace(/\/[0-9a-f-]{36}|\/\d+(?=\/|$)/g, '/:id')}`);
  return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) });
}

interface Shot {
  name: string;
  path: string;
  /** Something to open after the page has rendered (a form, a dialog). */
  then?: (page: Page) => Promise<void>;
}

const SHOTS: Shot[] = [
  { name: 'overview', path: '/admin' },
  { name: 'customers', path: '/admin/customers' },
  { name: 'customer', path: '/admin/customers/42' },
  {
    name: 'customer-balance',
    path: '/admin/customers/42',
    then: async (page) => {
      await page.getByRole('button', { name: /Adjust balance|调整余额/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Adjust|调整)$/ })
        .click();
    },
  },
  { name: 'customer-access', path: '/admin/customers/42?tab=access' },
  {
    name: 'customer-device-remove',
    path: '/admin/customers/42?tab=access',
    then: async (page) => {
      await page.getByRole('button', { name: /^(Remove|移除) iPhone 15$/ }).click();
    },
  },
  { name: 'orders', path: '/admin/orders' },
  { name: 'cd-keys', path: '/admin/cd-keys' },
  { name: 'plans', path: '/admin/plans' },
  {
    name: 'plan-form',
    path: '/admin/plans',
    then: async (page) => {
      await page.getByRole('button', { name: /New plan|新建套餐/ }).click();
      await page.getByRole('button', { name: /Put on sale|上架/ }).click();
    },
  },
  { name: 'audit-rules', path: '/admin/plans/audit-rules' },
  { name: 'share-accounts', path: '/admin/plans/share-accounts' },
  { name: 'nodes', path: '/admin/nodes' },
  {
    name: 'node-form',
    path: '/admin/nodes',
    then: async (page) => {
      await page.getByRole('button', { name: /Add a node|添加节点/ }).click();
    },
  },
  { name: 'tickets', path: '/admin/tickets' },
  { name: 'ticket', path: `/admin/tickets/${TICKET.id}` },
  { name: 'announcements', path: '/admin/announcements' },
  {
    name: 'announcement-form',
    path: '/admin/announcements',
    then: async (page) => {
      await page.getByRole('button', { name: /New announcement|新建公告/ }).click();
      await page.getByRole('textbox').first().fill('## Maintenance\n\nOn **Sunday** from 02:00 to 04:00 (UTC+8).');
    },
  },
  { name: 'remotes', path: '/admin/remotes' },
  { name: 'audit', path: '/admin/audit' },
];

const COMBOS = [390, 1440].flatMap((width) =>
  (['zh-CN', 'en'] as const).flatMap((language) =>
    (['light', 'dark'] as const).map((theme) => ({ width, language, theme })),
  ),
);

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function seriousFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(node: Element): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document.body);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  });
}

async function settle(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(600);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await startPortalServer({
    repoRoot: REPO_ROOT,
    staticDir: path.join(REPO_ROOT, 'dist'),
    env: (port) => ({
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CAP_DIFFICULTY: '1',
      RATE_LIMIT_SCALE: '100',
      PORTAL_JOBS_SCHEDULE: '0',
      PORTAL_STAFF_EMAIL: STAFF.email,
      PORTAL_STAFF_PASSWORD: STAFF.password,
      PORTAL_STAFF_ROLE: 'admin',
    }),
  });
  const api = await apiRequest.newContext({ baseURL: server.baseURL });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const stood = new Set<string>();
  const findings: string[] = [];
  try {
    const { result: tokens } = await expectJson<{ result: { access_token: string; refresh_token: string } }>(
      await api.post('/api/v2/auth/login', { data: { ...STAFF, ...(await solveCaptchaByApi(api, 'login')) } }),
    );
    // bypassCSP: axe is injected as an inline script, which the portal's CSP rightly refuses.
    const context = await browser.newContext({
      baseURL: server.baseURL,
      locale: 'en-US',
      deviceScaleFactor: 1,
      bypassCSP: true,
    });
    await context.addInitScript(
      (tokens) => {
        if (!sessionStorage.getItem('access_token')) sessionStorage.setItem('access_token', tokens.access);
        if (!localStorage.getItem('refresh_token')) localStorage.setItem('refresh_token', tokens.refresh);
      },
      { access: tokens.access_token, refresh: tokens.refresh_token },
    );
    await context.route(/\/api\/v2\/(admin_api|low_admin_api)\//, (route) => answerUnserved(route, stood));
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto('/about');
    for (const combo of COMBOS) {
      await page.evaluate(({ language, theme }) => {
        localStorage.setItem('portal_language', language);
        localStorage.setItem('portal_theme', theme);
      }, combo);
      await page.setViewportSize({ width: combo.width, height: combo.width < 600 ? 844 : 900 });
      for (const shot of SHOTS.filter((one) => !ONLY || ONLY.includes(one.name))) {
        await page.goto(shot.path);
        await settle(page);
        if (shot.then) {
          await shot.then(page);
          await page.waitForTimeout(500);
        }
        const name = `${shot.name}-${combo.width}-${combo.language}-${combo.theme}`;
        await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
        for (const finding of await seriousFindings(page)) findings.push(`${name}: ${finding}`);
        console.log(`wrote ${name}.png`);
      }
    }
  } finally {
    await browser.close();
    await api.dispose();
    await server.stop();
  }
  writeFileSync(path.join(OUT, 'axe.txt'), findings.length ? `${findings.join('\n')}\n` : 'no serious finding\n');
  console.log(`axe: ${findings.length} serious findings (see axe.txt)`);
  if (stood.size)
    console.log(`answered from the console's test fixtures (not served yet):\n  ${[...stood].sort().join('\n  ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
