// Journey: a new customer signs up with the code the portal emails, and lands signed in on the dashboard,
// which says they have no plan yet and leads to the plans (no expired free tier, no subscription link,
// no check-in).
import { test, expect, type APIRequestContext } from '@playwright/test';
import { bearer, expectJson } from './support/api';
import { TEXT, accessToken, expectSignedIn, freshUser, refreshToken, signUp } from './support/portal';

/** Whether the portal serves this remote (the registry's /remotes.json lists it). */
async function isRegistered(request: APIRequestContext, remote: string): Promise<boolean> {
  return remote in (await expectJson<Record<string, unknown>>(await request.get('/remotes.json')));
}

test('sign-up with the emailed code lands signed in on /user/dashboard', async ({ page, request }) => {
  await signUp(page, freshUser('signup'));

  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expectSignedIn(page);
  expect(await refreshToken(page)).toBeTruthy();
  // The default layout around the page: navigation and the main region.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  if (await isRegistered(request, 'mfe_services')) {
    // The dashboard's slice is built: it shows up without an error for a brand-new account.
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByText(TEXT.sectionUnavailable)).toHaveCount(0);
    // Its data loads after the page shows (one retry at most), so watch for an error alert for a while.
    const errorShown = await main
      .getByRole('alert')
      .first()
      .waitFor({ state: 'visible', timeout: 8_000 })
      .then(
        () => true,
        () => false,
      );
    expect(errorShown, 'the dashboard shows an error alert').toBe(false);
    // A brand-new account has no plan: it is told so and led to the plans, with nothing to import.
    await expect(main.getByRole('heading', { name: TEXT.noPlan })).toBeVisible();
    await expect(main.getByRole('link', { name: TEXT.seePlans })).toHaveAttribute('href', '/user/services/buy');
    await expect(main.getByText(/expired|已过期/i)).toHaveCount(0);
    await expect(main.getByTestId('subscription-link')).toHaveCount(0);
    await expect(main.getByRole('link', { name: /^(import into|导入到)/i })).toHaveCount(0);
    // Nor a check-in: its traffic would go to a plan they do not have.
    const checkin = await request.get('/api/v2/user/services-old/checkin/', {
      headers: bearer((await accessToken(page)) ?? ''),
    });
    expect((await expectJson<{ result: { is_enabled: boolean } }>(checkin)).result.is_enabled).toBe(false);
    // Reloaded, the page arrives rendered on the server: the same, without a check-in.
    await page.reload();
    await expect(main.getByRole('heading', { name: TEXT.noPlan })).toBeVisible();
    await expect(main.getByRole('region', { name: /^(daily check-in|每日签到)$/i })).toHaveCount(0);
  } else {
    // The dashboard's slice is not built: its section says it is not installed, without a Retry.
    await expect(main.getByText(TEXT.sectionNotInstalled).first()).toBeVisible();
    await expect(main.getByRole('button', { name: TEXT.retry })).toHaveCount(0);
  }
});
