// Journeys: sign-out, the /user guard sending a signed-out visitor to sign-in and back, and a refresh whose
// answer was lost not signing the customer out.
import { test as plain } from '@playwright/test';
import { e2eEnv } from './support/env';
import { test, expect } from './support/fixtures';
import {
  TEXT,
  accessToken,
  expectSignedIn,
  expectSignedOut,
  submitSignIn,
  tokenPayload,
  userMenu,
} from './support/portal';

test('signing out clears the session and /user pages ask to sign in again', async ({ signedUp: { page } }) => {
  const subject = tokenPayload((await accessToken(page)) ?? '').subject_access;
  await userMenu(page, subject?.user_name || subject?.email || '').click();
  await page.getByRole('button', { name: TEXT.signOut }).click();
  await expectSignedOut(page);

  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/auth\/sign-in\?/);
});

plain('a signed-out visitor of a /user page signs in and comes back to it', async ({ page }) => {
  await page.goto('/user/wallet?tab=recent');
  await plain.expect(page).toHaveURL(/\/auth\/sign-in\?/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  plain.expect(redirect).toBe('/user/wallet?tab=recent');

  const { demoEmail, demoPassword } = e2eEnv();
  await submitSignIn(page, { email: demoEmail, password: demoPassword });
  await plain.expect(page).toHaveURL(/\/user\/wallet\?tab=recent$/);
  await expectSignedIn(page);
});

test('a refresh whose answer was lost (F5 during a slow answer) keeps the customer signed in', async ({
  signedUp: { page },
  context,
}) => {
  // A new tab has no access token of its own: its first page refreshes the session's tokens.
  const tab = await context.newPage();
  let lost = 0;
  await tab.route('**/api/v2/auth/refresh', async (route) => {
    if (lost > 0) return route.continue();
    lost += 1;
    // The server spends the refresh token; its answer never reaches the browser.
    await route.fetch();
    await route.abort('connectionreset');
  });
  await tab.goto('/user/dashboard');
  // The dashboard arrives rendered on the server; the app takes it over at the first move, and refreshes.
  await tab.mouse.move(200, 200);
  await tab.mouse.move(400, 300);
  await expect.poll(() => lost).toBe(1);
  // F5: the page sends the same refresh token again, moments later, and the session goes on.
  await tab.reload();
  await expect(tab).toHaveURL(/\/user\/dashboard$/);
  await expectSignedIn(tab);
  await expectSignedIn(page);
});
