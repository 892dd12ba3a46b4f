// Journeys around one session (docs/product.md §4): sign-in, reload, a second tab, silent refresh, failed refresh.
import { test as plain } from '@playwright/test';
import { e2eEnv } from './support/env';
import { test, expect } from './support/fixtures';
import {
  accessToken,
  expectSignedIn,
  expectSignedOut,
  isRefreshCall,
  refreshToken,
  submitSignIn,
  tamperedToken,
  tokenExpiry,
} from './support/portal';

plain('signing in with the demo account lands on the dashboard', async ({ page }) => {
  const { demoEmail, demoPassword } = e2eEnv();
  await page.goto('/auth/sign-in');
  await submitSignIn(page, { email: demoEmail, password: demoPassword });
  await plain.expect(page).toHaveURL(/\/user\/dashboard$/);
  await expectSignedIn(page);
  plain.expect(await refreshToken(page)).toBeTruthy();
});

test('a reload keeps the session', async ({ signedUp: { page } }) => {
  await page.reload();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expectSignedIn(page);
});

test('a new tab restores the session from the refresh token', async ({ signedUp: { page }, context }) => {
  const firstTabToken = await accessToken(page);
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    (window as unknown as { accessTokenAtStart: string | null }).accessTokenAtStart =
      sessionStorage.getItem('access_token');
  });
  const refreshed = tab.waitForResponse((response) => isRefreshCall(response.url(), response.request().method()));
  await tab.goto('/user/dashboard');
  // The dashboard arrives rendered on the server; the app (and with it the session) starts at the first move.
  await tab.mouse.move(20, 20);

  expect(
    await tab.evaluate(() => (window as unknown as { accessTokenAtStart: string | null }).accessTokenAtStart),
  ).toBeNull();
  expect((await refreshed).ok()).toBe(true);
  await expect(tab).toHaveURL(/\/user\/dashboard$/);
  await expectSignedIn(tab);
  expect(await accessToken(tab)).not.toBe(firstTabToken);
});

test('an expiring access token is refreshed silently, without navigation', async ({ signedUp: { page } }) => {
  const before = await accessToken(page);
  expect(before).toBeTruthy();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  // ACCESS_TOKEN_TTL_SECONDS is 75 in e2e: the timer fires 60 s early, about 15 s after sign-up.
  const response = await page.waitForResponse((r) => isRefreshCall(r.url(), r.request().method()), { timeout: 45_000 });
  expect(response.ok()).toBe(true);
  await expect.poll(() => accessToken(page)).not.toBe(before);

  const after = (await accessToken(page)) ?? '';
  expect(tokenExpiry(after)).toBeGreaterThan(tokenExpiry(before ?? ''));
  expect(navigations).toBe(0);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expectSignedIn(page);
});

test('a refresh token the server rejects at start-up signs the user out', async ({ signedUp: { page } }) => {
  const stored = (await refreshToken(page)) ?? '';
  await page.evaluate((damaged) => {
    sessionStorage.removeItem('access_token');
    localStorage.setItem('refresh_token', damaged);
  }, tamperedToken(stored));
  const refreshed = page.waitForResponse((r) => isRefreshCall(r.url(), r.request().method()));
  await page.reload();
  // The page cookie still names a live session, so the dashboard arrives rendered; the app starts at the
  // first move, tries the stored refresh token and signs out.
  await page.mouse.move(20, 20);

  expect((await refreshed).ok()).toBe(false);
  await expectSignedOut(page);
});

test('a refresh that fails when the timer fires signs the user out', async ({ signedUp: { page } }) => {
  await page.route('**/api/v2/auth/refresh', (route) =>
    route.fulfill({ status: 401, json: { is_success: false, message: 'Refresh token revoked', code: 'unauthorized' } }),
  );
  await expect(page).toHaveURL(/\/auth\/sign-in(\?|$)/, { timeout: 45_000 });
  await expectSignedOut(page);
});
