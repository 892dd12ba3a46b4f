// Journey: one remote cannot be fetched. Its routes show "section unavailable" inside the layout, the
// shell's own pages keep working, and Retry loads the remote once the network is back.
import { test, expect } from '@playwright/test';
import { TEXT } from './support/portal';

const AUTH_REMOTE = '**/remotes/mfe_auth/**';

test('a blocked remote shows its section as unavailable while the shell pages still work', async ({ page }) => {
  await page.route(AUTH_REMOTE, (route) => route.abort('failed'));

  await page.goto('/auth/sign-in');
  const main = page.getByRole('main');
  await expect(main.getByText(TEXT.sectionUnavailable).first()).toBeVisible();
  await expect(main.getByRole('button', { name: TEXT.retry })).toBeVisible();

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /about|关于/i })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: /settings|设置/i })).toBeVisible();

  await page.goto('/auth/sign-in');
  await expect(main.getByRole('button', { name: TEXT.retry })).toBeVisible();
  await page.unroute(AUTH_REMOTE);
  await main.getByRole('button', { name: TEXT.retry }).click();
  await expect(page.getByLabel(TEXT.email)).toBeVisible();
});
