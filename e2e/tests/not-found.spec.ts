// Journeys: the fatal 404 page for an unknown path and for a route whose validation fails (docs/product.md §2, §8).
import { test, expect } from '@playwright/test';
import { e2eEnv } from './support/env';
import { submitSignIn } from './support/portal';

test('an unknown path shows "Page Not Found: {path}", with status 404 and the page in the HTML', async ({ page }) => {
  const response = await page.goto('/no-such-page/here');
  // Monitors and crawlers see what a reader sees, without running a script.
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('Page Not Found');
  await expect(page.getByText('Page Not Found: /no-such-page/here')).toBeVisible();
  await page.mouse.move(10, 10);
  await expect(page.getByText('Page Not Found: /no-such-page/here')).toBeVisible();
});

test('an address with a broken %-escape gets the error page as HTML (400); the API keeps its JSON', async ({
  page,
  request,
}) => {
  const response = await page.goto('/user/%E0%A4%A');
  expect(response?.status()).toBe(400);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('heading', { name: 'This address is not valid' })).toBeVisible();
  const api = await request.get('/api/v2/user/%E0%A4%A');
  expect(api.status()).toBe(400);
  expect(await api.json()).toMatchObject({ is_success: false, code: 'bad_url' });
});

test('a ticket id that is not a uuid shows "Page Not Found: {path}"', async ({ page }) => {
  const { demoEmail, demoPassword } = e2eEnv();
  await page.goto('/auth/sign-in');
  await submitSignIn(page, { email: demoEmail, password: demoPassword });
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await page.goto('/user/tickets/view/not-a-uuid');
  await expect(page.getByText('Page Not Found: /user/tickets/view/not-a-uuid')).toBeVisible();
});
