// Journeys: sign-out, and the /user guard sending a signed-out visitor to sign-in and back.
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
