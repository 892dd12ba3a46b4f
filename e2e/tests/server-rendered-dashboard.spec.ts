// Journeys: a returning customer's dashboard is rendered on the server with their data
// (docs/adr/0011-server-rendered-signed-in-pages.md). It shows before any of the app's code runs, in the
// customer's language, theme and time zone; the app starts at the first move and takes the page over as it
// is (no part rendered again, nothing clicked meanwhile lost); and nobody else's browser ever shows it.
import { test as plain, type BrowserContext, type Page } from '@playwright/test';
import { e2eEnv } from './support/env';
import { test, expect } from './support/fixtures';
import { accessToken, expectSignedOut, submitSignIn, tokenPayload, userMenu, TEXT } from './support/portal';

const DASHBOARD_HEADING = /^(dashboard|仪表盘)$/i;

function appStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __portalHydrated?: boolean }).__portalHydrated === true);
}

/** Scripts the page has run so far, other than its own inline ones (prefetched files are not run). */
function scriptsRun(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.scripts].map((script) => script.src).filter((src) => src !== ''));
}

/** The console's errors, and the shell's word when a page it hydrated had to be rendered again. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /rendered again/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** A new tab of `context` opening the dashboard: what a customer coming back does. */
async function openDashboard(context: BrowserContext) {
  const tab = await context.newPage();
  const problems = watchConsole(tab);
  const apiCalls: string[] = [];
  tab.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  const response = await tab.goto('/user/dashboard');
  return { tab, problems, apiCalls, html: (await response?.text()) ?? '', response };
}

const nameOf = async (page: Page) => {
  const subject = tokenPayload((await accessToken(page)) ?? '').subject_access;
  return subject?.user_name || subject?.email || '';
};

test('the dashboard arrives rendered with the customer’s data, and the app takes it over at the first move', async ({
  signedUp: { page, user },
}) => {
  const { tab, problems, apiCalls, html, response } = await test.step('a new tab asks for the dashboard', () =>
    openDashboard(page.context()));

  await test.step('the page is in the HTML, before any script has run, and no cache may keep it', async () => {
    expect(html).toContain('data-server-rendered="/user/dashboard"');
    expect(html).toContain(user.name);
    expect(response?.headers()['cache-control']).toBe('no-store');
    // The customer's tokens stay in the browser's storage: the page carries none.
    expect(html).not.toMatch(/eyJ[\w-]{10,}\.eyJ/);
    await expect(tab.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
    await expect(tab.getByText(new RegExp(`Welcome, ${user.name}`))).toBeVisible();
    await expect(tab.getByRole('heading', { name: TEXT.noPlan })).toBeVisible();
    await expect(tab).toHaveTitle(/^Dashboard · /);
    expect(await scriptsRun(tab)).toEqual([]);
    expect(await appStarted(tab)).toBe(false);
    expect(apiCalls).toEqual([]);
  });

  await test.step('a click before the app has started opens the account menu once it has', async () => {
    const menu = userMenu(tab, user.name);
    await menu.click();
    await expect.poll(() => appStarted(tab)).toBe(true);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(tab.getByRole('button', { name: TEXT.signOut })).toBeVisible();
  });

  await test.step('React took the markup over as it was: nothing rendered again, no error', async () => {
    await expect(tab.getByRole('heading', { name: TEXT.noPlan })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

plain(
  'it is rendered in the language, theme and time zone the customer uses, and hydrates as it is',
  async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'America/New_York' });
    const page = await context.newPage();
    const { demoEmail, demoPassword } = e2eEnv();
    await page.goto('/auth/sign-in');
    await submitSignIn(page, { email: demoEmail, password: demoPassword });
    await plain.expect(page).toHaveURL(/\/user\/dashboard$/);
    // Dark chosen on the settings page, as a customer would; the app frame remembers it for the server.
    await page.evaluate(() => localStorage.setItem('portal_theme', 'dark'));
    await page.goto('/user/nodes');
    await plain.expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const { tab, problems, html } = await openDashboard(context);
    plain.expect(html).toContain('data-server-rendered="/user/dashboard"');
    plain.expect(html).toContain('<html lang="zh-CN">');
    await plain.expect(tab.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
    // Dark from the first paint: the page's background is the dark theme's.
    const background = await tab.evaluate(() => getComputedStyle(document.body).backgroundColor);
    plain.expect(background).not.toBe('rgb(246, 247, 251)');
    // The plan's dates are in New York time: the same text the browser renders, so hydrating changes nothing.
    const planDates = tab
      .getByRole('region', { name: /套餐|plan/i })
      .locator('dd')
      .first();
    const before = await planDates.textContent();
    await tab.mouse.move(40, 40);
    await plain.expect.poll(() => appStarted(tab)).toBe(true);
    await plain.expect(planDates).toHaveText(before ?? '');
    plain.expect(problems).toEqual([]);
    await context.close();
  },
);

plain("a browser whose stored session is another customer's never shows the page it was sent", async ({ browser }) => {
  const { demoEmail, demoPassword } = e2eEnv();
  // Somebody's page cookie, carried over into a browser where another customer is signed in.
  const theirs = await browser.newContext();
  const their = await theirs.newPage();
  await their.goto('/auth/sign-in');
  await submitSignIn(their, { email: demoEmail, password: demoPassword });
  await plain.expect(their).toHaveURL(/\/user\/dashboard$/);
  const demoName = await nameOf(their);
  const pageCookie = (await theirs.cookies()).find((cookie) => cookie.name === 'portal_page');
  plain.expect(pageCookie).toBeDefined();

  const mine = await browser.newContext();
  const me = await mine.newPage();
  const { signUp, freshUser } = await import('./support/portal');
  const user = freshUser('other-browser');
  await signUp(me, user);
  await plain.expect(me).toHaveURL(/\/user\/dashboard$/);
  await mine.addCookies([pageCookie!]);

  const { tab, html } = await openDashboard(mine);
  // The server rendered the cookie's customer, but this browser's check hides it before it paints and the
  // app renders this browser's own customer instead.
  plain.expect(html).toContain(demoName);
  await plain.expect(tab.getByText(new RegExp(`Welcome, ${user.name}`))).toBeVisible();
  await plain.expect(tab.getByText(demoName)).toHaveCount(0);
  await theirs.close();
  await mine.close();
});

test('signing out ends it: the next visit to the dashboard is not rendered with the customer’s data', async ({
  signedUp: { page, user },
}) => {
  await userMenu(page, await nameOf(page)).click();
  await page.getByRole('button', { name: TEXT.signOut }).click();
  await expectSignedOut(page);
  const { tab, html } = await openDashboard(page.context());
  expect(html).not.toContain('data-server-rendered');
  expect(html).not.toContain(user.name);
  await expect(tab).toHaveURL(/\/auth\/sign-in\?/);
});
