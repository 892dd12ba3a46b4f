// Journeys: the fatal 404 page for an unknown path and for a route whose validation fails (SPEC §2, §8).
import { test, expect } from '@playwright/test';
import { e2eEnv } from './support/env';
import { submitSignIn } from './support/portal';

test('an unknown path shows "Page Not Found: {path}"', async ({ page }) => {
  await page.goto('/no-such-page/here');
  await expect(page.getByText('Page Not Found: /no-such-page/here')).toBeVisible();
});

test('a ticket id that is not a uuid shows "Page Not Found: {path}"', async ({ page }) => {
  const { demoEmail, demoPassword } = e2eEnv();
  await page.goto('/auth/sign-in');
  await submitSignIn(page, { email: demoEmail, password: demoPassword });
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await page.goto('/user/tickets/view/not-a-uuid');
  await expect(page.getByText('Page Not Found: /user/tickets/view/not-a-uuid')).toBeVisible();
});
