// Journeys of what a new customer meets first (issue 9): password recovery with one human check,
// every page naming the browser tab "Page · Site" (a ticket's page too), sidebar labels that are the
// titles of the pages they open in both languages, and nodes that show no live figures while offline.
import { test, expect, type Page } from '@playwright/test';
import { bearer } from './support/api';
import { e2eEnv } from './support/env';
import { countMailTo, waitForEmailCode } from './support/mailbox';
import { TEXT, accessToken, freshUser, signUp, solveCaptcha, submitSignIn } from './support/portal';

const SITE = '极速云';

const FORGOT = {
  newPassword: /^\s*(new password|新密码)\s*\*?\s*$/i,
  newPasswordAgain: /^\s*(new password again|再次输入新密码)\s*\*?\s*$/i,
  submit: /^(reset password|重置密码)$/i,
  done: /^(password changed|密码已修改)$/i,
  humanCheckFirst: /complete the human check first|请先完成人机验证/i,
};

async function signInAsDemo(page: Page): Promise<void> {
  const { demoEmail, demoPassword } = e2eEnv();
  await page.goto('/auth/sign-in');
  await submitSignIn(page, { email: demoEmail, password: demoPassword });
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

test('forgot-password asks for the human check once, and the new password signs in', async ({ page, browser }) => {
  const user = freshUser('forgot');
  await signUp(page, user);
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/auth/forgot-password');
  await visitor.getByLabel(TEXT.email).fill(user.email);
  await solveCaptcha(visitor);
  const earlier = countMailTo(user.email);
  await visitor.getByRole('button', { name: TEXT.sendCode }).click();
  const code = await waitForEmailCode(user.email, { after: earlier });
  await visitor.getByLabel(TEXT.emailCode).fill(code);
  const newPassword = `${user.password}-new`;
  await visitor.getByLabel(FORGOT.newPassword).fill(newPassword);
  await visitor.getByLabel(FORGOT.newPasswordAgain).fill(newPassword);
  // No second click on the captcha: the reset's own proof was solved in the background.
  await visitor.getByRole('button', { name: FORGOT.submit }).click();
  await expect(visitor.getByText(FORGOT.done)).toBeVisible();
  await expect(visitor.getByText(FORGOT.humanCheckFirst)).toHaveCount(0);

  await visitor.goto('/auth/sign-in');
  await submitSignIn(visitor, { email: user.email, password: newPassword });
  await expect(visitor).toHaveURL(/\/user\/dashboard$/);
  await context.close();
});

test('the tickets pages name the tab "Page · Site", a ticket by its title', async ({ page, request }) => {
  await signUp(page, freshUser('titles'));
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto('/user/tickets');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Support tickets · ${SITE}`);
  await page.goto('/user/tickets/new');
  await expect(page).toHaveTitle(`New ticket · ${SITE}`);

  const title = `Tab title ${Date.now()}`;
  const created = await request.post('/api/v2/user/tickets-v2/', {
    headers: bearer((await accessToken(page)) ?? ''),
    data: { title, content: 'Which name does the tab show?' },
  });
  expect(created.status()).toBe(200);
  const { result } = (await created.json()) as { result: { id: string } };
  await page.goto(`/user/tickets/view/${result.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · ${SITE}`);
});

for (const locale of ['en-US', 'zh-CN'] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('every sidebar label is the title of the page it opens, and the tab says "Page · Site"', async ({ page }) => {
      test.setTimeout(150_000);
      await signInAsDemo(page);
      const sidebar = page.getByRole('complementary', { name: /^(sidebar|侧边栏)$/i }).getByRole('navigation');
      await expect(sidebar.getByRole('link').first()).toBeVisible();
      const labels = await sidebar.getByRole('link').allTextContents();
      expect(labels.length).toBeGreaterThan(15);
      const main = page.getByRole('main');
      let checked = 0;
      for (const label of labels.map((text) => text.trim())) {
        await sidebar.getByRole('link', { name: label, exact: true }).click();
        const titled = main.getByRole('heading', { level: 1, name: label, exact: true });
        // A section this build does not have says so; its pages are checked once it is installed.
        const notInstalled = main.getByText(TEXT.sectionNotInstalled);
        await expect(titled.or(notInstalled), `the page opened by "${label}" is titled "${label}"`).toBeVisible();
        if (await notInstalled.isVisible()) continue;
        await expect(page).toHaveTitle(`${label} · ${SITE}`);
        checked += 1;
      }
      expect(checked, 'pages checked (the services slice at least)').toBeGreaterThanOrEqual(10);
    });
  });
}

test('an offline node shows no live load or users, and the node dialog speaks plainly', async ({ page }) => {
  await signInAsDemo(page);
  const main = page.getByRole('main');
  // The demo's nodes include ones whose last heartbeat is long past (or that never reported).
  await page.goto('/user/nodes?status=offline');
  await expect(page).toHaveTitle(/^(Nodes|节点) · /);
  const rows = main.getByTestId('node-row');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    await expect(row.locator('[data-status="offline"]')).toBeVisible();
    await expect(row.getByTestId('node-load')).not.toHaveText(/\d/);
    // The country as its code, never a flag emoji (boxes without an emoji font).
    await expect(row.getByTestId('country-code')).toHaveText(/^[A-Z]{2}$/);
  }

  await rows.first().getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('node-detail-load')).toBeVisible();
  await expect(dialog.getByTestId('node-detail-load')).not.toHaveText(/\d/);
  await expect(dialog.getByTestId('node-detail-users')).not.toHaveText(/\d/);
  // The dialog leaves the tab's title to the page.
  await expect(page).toHaveTitle(/^(Nodes|节点) · /);
  await page.keyboard.press('Escape');

  // A reality node's settings are named for people, not as configuration keys.
  await page.goto('/user/nodes');
  await main.getByRole('button', { name: 'Tokyo 01' }).click();
  const tokyo = page.getByRole('dialog', { name: 'Tokyo 01' });
  await expect(tokyo.getByText('Reality short ID', { exact: true })).toBeVisible();
  await expect(tokyo.getByText('Skip certificate check', { exact: true })).toBeVisible();
  await expect(tokyo.getByText(/allow_insecure|short_id|public_key/)).toHaveCount(0);
});

test('the check-in says when and in which time zone its day resets', async ({ page }) => {
  await signInAsDemo(page);
  // The browser runs on UTC (playwright.config.ts): the reset is 4 PM there.
  await expect(page.getByRole('main').getByTestId('checkin-day')).toHaveText(
    'A new day starts at midnight China Standard Time (UTC+8), which is 4:00 PM UTC where you are.',
  );
});
