// Journeys: the public pages are HTML the build rendered (docs/adr/0010-prerendered-public-pages.md). They
// show before any of the app's code runs, in the visitor's language; the app starts at the visitor's first
// move; nothing typed or clicked meanwhile is lost; and whoever the prerender does not fit gets the page
// rendered by the app (a stored language, a signed-in visitor).
import { test, expect, type Page } from '@playwright/test';
import { e2eEnv } from './support/env';
import { TEXT, expectSignedIn, solveCaptcha, submitSignIn } from './support/portal';

const SIGN_IN_HEADING = /^(sign in|登录)$/i;

function appStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __portalHydrated?: boolean }).__portalHydrated === true);
}

/** Scripts the page has run so far, other than its own inline ones (prefetched files are not run). */
function scriptsRun(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.scripts].map((script) => script.src).filter((src) => src !== ''));
}

test('the sign-in page shows before any script runs, and what is typed before the app starts signs in', async ({
  page,
}) => {
  const response = await page.goto('/auth/sign-in');
  expect(await response?.text()).toContain('data-prerendered-path="/auth/sign-in"');
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_HEADING })).toBeVisible();
  await expect(page).toHaveTitle(/^Sign in · /);
  expect(await scriptsRun(page)).toEqual([]);
  expect(await appStarted(page)).toBe(false);

  // Typing starts the app (the focus is the first move); the fields keep what was typed.
  const { demoEmail, demoPassword } = e2eEnv();
  await page.getByLabel(TEXT.email).fill(demoEmail);
  await page.getByLabel(TEXT.password).fill(demoPassword);
  await expect.poll(() => appStarted(page)).toBe(true);
  await expect(page.getByLabel(TEXT.email)).toHaveValue(demoEmail);
  await expect(page.getByLabel(TEXT.password)).toHaveValue(demoPassword);
  await solveCaptcha(page);
  await page.getByRole('button', { name: TEXT.signInSubmit }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expectSignedIn(page);
});

test('a click before the app has started is not lost: the password shows once it has', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await page.getByLabel(TEXT.password).fill('typed-before-start');
  // The show-password button is clicked at once, maybe before the app has hydrated.
  await page.getByRole('button', { name: /^(show password|显示密码)$/i }).click();
  await expect.poll(() => appStarted(page)).toBe(true);
  await expect(page.getByLabel(TEXT.password)).toHaveAttribute('type', 'text');
  await expect(page.getByLabel(TEXT.password)).toHaveValue('typed-before-start');
});

test('a Chinese browser gets the Chinese page, and a stored choice of language wins over the browser', async ({
  browser,
}) => {
  const chinese = await browser.newContext({ locale: 'zh-CN' });
  const page = await chinese.newPage();
  const response = await page.goto('/about');
  expect(response?.headers()['content-language']).toBe('zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scriptsRun(page)).toEqual([]);
  // What the page asks the API for is not in the prerender (it would say "loading" until the first move);
  // the app adds it once it runs.
  await expect(page.getByText(/加载中|loading/i)).toHaveCount(0);
  await expect(page.getByText(/^API$/)).toHaveCount(0);
  await page.mouse.move(30, 30);
  await expect(page.getByText(/^API$/)).toBeVisible();

  // The visitor chose English on an earlier visit: the Chinese prerender is not shown; the app renders
  // the page in English at once, without waiting for a first move.
  await page.evaluate(() => localStorage.setItem('portal_language', 'en'));
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: /^sign in$/i })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await appStarted(page)).toBe(true);
  await chinese.close();
});

test('a signed-in customer who opens the sign-in page is sent on to the dashboard without a first move', async ({
  page,
}) => {
  const { demoEmail, demoPassword } = e2eEnv();
  await page.goto('/auth/sign-in');
  await submitSignIn(page, { email: demoEmail, password: demoPassword });
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await page.goto('/auth/sign-in');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expectSignedIn(page);

  // A new tab: the refresh token is stored, the tab has no access token yet.
  const tab = await page.context().newPage();
  const errors: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto('/auth/sign-in');
  await expect(tab).toHaveURL(/\/user\/dashboard$/);
  await expectSignedIn(tab);
  // The page it was sent was not hydrated as if nobody were signed in (React's #418 in the console).
  expect(errors).toEqual([]);
});
