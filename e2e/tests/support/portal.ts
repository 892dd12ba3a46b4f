// Page actions shared by the journeys. Selectors are accessible names that hold in both languages
// (the browser runs in en-US, the regexes also accept the zh-CN texts).
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { countMailTo, waitForEmailCode } from './mailbox';

export const TEXT = {
  // Anchored so that "Password" does not also match "Password again" or a "Show password" toggle;
  // a trailing required-mark is allowed.
  email: /^\s*(email|邮箱)\s*\*?\s*$/i,
  password: /^\s*(password|密码)\s*\*?\s*$/i,
  rePassword: /^\s*(password again|再次输入密码)\s*\*?\s*$/i,
  name: /^\s*(name|昵称)\s*\*?\s*$/i,
  emailCode: /^\s*(email code|邮箱验证码)\s*\*?\s*$/i,
  sendCode: /^(send code|发送验证码)$/i,
  captchaStart: /verify you are human|验证您是真人/i,
  captchaSolved: /verified|验证通过/i,
  signInSubmit: /^(sign in|登录)$/i,
  signUpSubmit: /^(create account|注册)$/i,
  signOut: /sign out|log out|退出登录|登出/i,
  retry: /^(retry|重试)$/i,
  /** The shell's "section unavailable" title for a remote that is absent or failed to load. */
  sectionUnavailable: /section could not be loaded|模块暂时无法加载/i,
  sectionNotInstalled: /section is not installed|模块尚未安装/i,
  noPlan: /^(no plan yet|尚未购买套餐)$/i,
  seePlans: /^(see plans|查看套餐)$/i,
} as const;

export interface TestUser {
  email: string;
  password: string;
  name: string;
}

export function freshUser(label: string): TestUser {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return { email: `e2e-${label}-${id}@example.test`, password: `Pw-${id}-e2e`, name: `E2E ${label} ${id.slice(-4)}` };
}

/** Clicks the Cap widget and waits until the proof of work is solved (CAP_DIFFICULTY is low in e2e). */
export async function solveCaptcha(page: Page): Promise<void> {
  await page.getByRole('button', { name: TEXT.captchaStart }).click();
  await expect(page.getByRole('button', { name: TEXT.captchaSolved })).toBeVisible({ timeout: 30_000 });
}

/**
 * Signs up through the UI with the emailed code; ends signed in wherever the portal lands. `invite`:
 * arrive by an invite link (/auth/sign-up?invite=CODE), which fills the invite code in.
 */
export async function signUp(page: Page, user: TestUser, { invite }: { invite?: string } = {}): Promise<void> {
  await page.goto(invite ? `/auth/sign-up?invite=${encodeURIComponent(invite)}` : '/auth/sign-up');
  await page.getByLabel(TEXT.email).fill(user.email);
  await solveCaptcha(page);
  const earlierMails = countMailTo(user.email);
  await page.getByRole('button', { name: TEXT.sendCode }).click();
  const code = await waitForEmailCode(user.email, { after: earlierMails });
  await page.getByLabel(TEXT.emailCode).fill(code);
  await page.getByLabel(TEXT.name).fill(user.name);
  await page.getByLabel(TEXT.password).fill(user.password);
  await page.getByLabel(TEXT.rePassword).fill(user.password);
  await page.getByRole('button', { name: TEXT.signUpSubmit }).click();
}

/** Fills and submits the sign-in form on the current page (/auth/sign-in). */
export async function submitSignIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.getByLabel(TEXT.email).fill(user.email);
  await page.getByLabel(TEXT.password).fill(user.password);
  await solveCaptcha(page);
  await page.getByRole('button', { name: TEXT.signInSubmit }).click();
}

/** The account menu button in the top bar, named after the signed-in user. */
export function userMenu(page: Page, displayName: string) {
  return page.getByRole('button', { name: new RegExp(displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') });
}

/** Signed in = an access token in this tab and the account menu named after its user (docs/product.md §4). */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect.poll(() => accessToken(page)).toBeTruthy();
  const subject = tokenPayload((await accessToken(page)) ?? '').subject_access;
  await expect(userMenu(page, subject?.user_name || subject?.email || '')).toBeVisible();
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/sign-in(\?|$)/);
  expect(await accessToken(page)).toBeNull();
  expect(await refreshToken(page)).toBeNull();
}

export function accessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('access_token'));
}

export function refreshToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('refresh_token'));
}

interface TokenPayload {
  exp?: number;
  subject_access?: { user_id?: number; user_name?: string; email?: string };
}

/** A JWT's payload, read without verifying: the tests only compare tokens the server gave them. */
export function tokenPayload(token: string): TokenPayload {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as TokenPayload;
}

export function tokenExpiry(token: string): number {
  const { exp } = tokenPayload(token);
  if (typeof exp !== 'number') throw new Error('token without exp');
  return exp;
}

/** A token the server must reject: the same header and payload with a damaged signature. */
export function tamperedToken(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

export function isRefreshCall(url: string, method: string): boolean {
  return method === 'POST' && new URL(url).pathname === '/api/v2/auth/refresh';
}

/** The path + query the browser shows. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
