// Journeys of the account slice (issue 11): two-factor authentication from enrolment to a recovery code
// that works once, with one human check; a password change in one browser ending the other browser's
// session at once; the sign-in log listing both; a new name in the header at once; an admin's Markdown
// announcement read rendered with its hostile HTML inert. And every account page at phone width in
// Chinese, without sideways scrolling.
import { randomBytes } from 'node:crypto';
import { test as plain, type Browser, type Page } from '@playwright/test';
import { signInByApi } from './support/api';
import { ACCOUNT_TEXT, postAnnouncement, shownSecret, totpCode } from './support/account';
import { e2eEnv } from './support/env';
import { test, expect } from './support/fixtures';
import { TEXT, expectSignedIn, submitSignIn, userMenu, type TestUser } from './support/portal';

/** Another browser: its own cookies and storage, and another User-Agent for the sign-in log. */
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function secondBrowser(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ userAgent: FIREFOX_LINUX });
  const page = await context.newPage();
  await page.goto('/auth/sign-in');
  await submitSignIn(page, user);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  return page;
}

/** The account menu in the top bar, opened. */
async function openAccountMenu(page: Page, name: string) {
  const menu = userMenu(page, name);
  await menu.click();
  return page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
}

async function signOut(page: Page, name: string): Promise<void> {
  await (await openAccountMenu(page, name)).getByRole('button', { name: TEXT.signOut }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
}

/**
 * Email, password and the human check, then the second step: the code field (or, after asking, the
 * recovery code) — with no second human check.
 */
async function signInWithSecondFactor(page: Page, user: TestUser, code: { totp: string } | { recovery: string }) {
  await page.goto('/auth/sign-in');
  await submitSignIn(page, user);
  await expect(page.getByLabel(ACCOUNT_TEXT.twoFaCode)).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.captchaStart })).toHaveCount(0);
  if ('recovery' in code) {
    await page.getByRole('button', { name: ACCOUNT_TEXT.useRecovery }).click();
    await page.getByLabel(ACCOUNT_TEXT.recoveryCode).fill(code.recovery);
  } else {
    await page.getByLabel(ACCOUNT_TEXT.twoFaCode).fill(code.totp);
  }
  await page.getByRole('button', { name: TEXT.signInSubmit }).click();
}

test('two-factor sign-in with one human check, a recovery code once, a password change that ends the other browser, the log, the name', async ({
  signedUp: { page, user },
  browser,
}) => {
  test.setTimeout(180_000);
  const other = await test.step('the customer also signs in with a second browser', () => secondBrowser(browser, user));

  const { secret, recoveryCodes } =
    await test.step('turns two-factor authentication on from the security page', async () => {
      await (await openAccountMenu(page, user.name)).getByRole('link', { name: ACCOUNT_TEXT.myAccount }).click();
      await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_TEXT.myAccount })).toBeVisible();
      await page.getByRole('link', { name: ACCOUNT_TEXT.security }).first().click();
      await expect(page).toHaveURL(/\/user\/account\/security$/);
      await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
      const shown = await shownSecret(page);
      expect(shown).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByLabel(ACCOUNT_TEXT.twoFaCodeStep).fill(totpCode(shown));
      await page.getByRole('button', { name: ACCOUNT_TEXT.turnOn }).click();
      const codes = page.getByRole('listitem').filter({ hasText: /^[a-z2-9]{5}-[a-z2-9]{5}$/ });
      await expect(codes).toHaveCount(10);
      const texts = await codes.allTextContents();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: ACCOUNT_TEXT.download }).click();
      expect((await download).suggestedFilename()).toMatch(/recovery-codes\.txt$/);
      await page.getByRole('button', { name: ACCOUNT_TEXT.saved }).click();
      await expect(codes).toHaveCount(0);
      return { secret: shown, recoveryCodes: texts };
    });

  await test.step('after signing out, sign-in asks for a code; a recovery code works once', async () => {
    await signOut(page, user.name);
    await signInWithSecondFactor(page, user, { recovery: recoveryCodes[0]! });
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expectSignedIn(page);
  });

  await test.step('the same recovery code is refused the second time; the app’s code works', async () => {
    await signOut(page, user.name);
    await signInWithSecondFactor(page, user, { recovery: recoveryCodes[0]! });
    await expect(page.getByText(ACCOUNT_TEXT.codeRefused)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-in/);
    // The next time step's code: later than the one that turned 2FA on, and within the one-step window.
    await signInWithSecondFactor(page, user, { totp: totpCode(secret, Date.now() + 30_000) });
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  const newPassword = `New-${randomBytes(4).toString('hex')}-pw`;
  await test.step('a password change here ends the other browser’s session at once', async () => {
    await page.goto('/user/account/edit-password');
    await page.getByLabel(ACCOUNT_TEXT.currentPassword).fill(user.password);
    await page.getByLabel(ACCOUNT_TEXT.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(ACCOUNT_TEXT.newPasswordAgain).fill(newPassword);
    await page.getByRole('button', { name: ACCOUNT_TEXT.changePassword }).click();
    await expect(page.getByText(ACCOUNT_TEXT.passwordChanged).first()).toBeVisible();
    // This browser stays signed in (it adopted the new tokens) …
    await page.goto('/user/account/security');
    await expectSignedIn(page);
    // … the other one's next call is refused (its access token is still in its time): sent to sign-in.
    await other.reload();
    await expect(other).toHaveURL(/\/auth\/sign-in/, { timeout: 15_000 });
  });

  await test.step('the sign-in log lists both browsers', async () => {
    await page.goto('/user/account/login-ip-log');
    const attempts = page.getByTestId('login-row');
    await expect(attempts.filter({ hasText: 'Firefox 133' })).toHaveCount(1);
    await expect(attempts.filter({ hasText: /Chrom/ }).first()).toBeVisible();
    await expect(page.getByTestId('ip-row').filter({ hasText: '127.0.0.1' })).toBeVisible();
  });

  await test.step('a new name shows in the header at once', async () => {
    const name = `Renamed ${randomBytes(2).toString('hex')}`;
    await page.goto('/user/account/edit-profile');
    await page.getByLabel(ACCOUNT_TEXT.name).fill(name);
    await page.getByRole('button', { name: ACCOUNT_TEXT.saveName }).click();
    await expect(userMenu(page, name)).toBeVisible();
  });
  await other.context().close();
});

test('an admin’s Markdown announcement is read rendered, its hostile HTML inert', async ({
  signedUp: { page },
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  const markdown = [
    `## Maintenance ${tag}`,
    '',
    'Nodes restart **tonight** at 02:00.',
    '',
    // data:, is no image (its onerror would fire) and asks the server for nothing: the announcement stays
    // on every later customer's dashboard, whose journeys allow no failed request.
    `<img src="data:," onerror="window.__annXss=1"> <script>window.__annXss=2</script> [details](javascript:window.__annXss=3)`,
  ].join('\n');

  await test.step('the admin posts it through the admin API', async () => {
    const { staffEmail, staffPassword } = e2eEnv();
    await postAnnouncement(
      request,
      await signInByApi(request, { email: staffEmail, password: staffPassword }),
      'index_ann',
      markdown,
    );
  });

  await test.step('the customer finds it first, marked new, rendered and inert', async () => {
    await page.goto('/user/announcements/announcements');
    const card = page.getByTestId('announcement').first();
    await expect(card).toContainText(`Maintenance ${tag}`);
    await expect(card).toHaveAttribute('data-unread', 'true');
    await expect(card.locator('strong', { hasText: 'tonight' })).toBeVisible();
    await expect(card.locator('script, img[onerror], a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __annXss?: number }).__annXss)).toBeUndefined();
  });

  await test.step('the dashboard shows the same announcement, sanitised by the server', async () => {
    await page.goto('/user/dashboard');
    await expect(page.getByText('tonight', { exact: false }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __annXss?: number }).__annXss)).toBeUndefined();
  });
});

plain('every account page fits a phone in Chinese', async ({ browser }, testInfo) => {
  const { demoEmail, demoPassword } = e2eEnv();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('portal_language', 'zh-CN'));
  await page.goto('/auth/sign-in');
  await submitSignIn(page, { email: demoEmail, password: demoPassword });
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const pages: [string, RegExp][] = [
    ['/user/my-account', /^我的账户$/],
    ['/user/account/edit-profile', /^个人资料$/],
    ['/user/account/edit-password', /^密码$/],
    ['/user/account/security', /^安全$/],
    ['/user/account/activity', /^账户动态$/],
    ['/user/account/login-ip-log', /^登录记录$/],
    ['/user/announcements/announcements', /^公告$/],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
    await testInfo.attach(`${path.replaceAll('/', '_')}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  await context.close();
});
