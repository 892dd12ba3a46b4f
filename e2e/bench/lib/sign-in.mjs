// Signing in through the form, as a customer does, for the benches that start signed in: the real captcha
// widget solved, then "Sign in", until the dashboard's traffic meter shows. One copy for every bench.
import { networkIdle } from './browser.mjs';

export const SIGN_IN_TEXT = {
  email: /^\s*(email|邮箱)\s*\*?\s*$/i,
  password: /^\s*(password|密码)\s*\*?\s*$/i,
  captchaStart: /verify you are human|验证您是真人/i,
  captchaSolved: /verified|验证通过/i,
  signIn: /^(sign in|登录)$/i,
  trafficMeter: /^(traffic|流量)$/i,
};

/**
 * Fills the sign-in form on `page` (already at /auth/sign-in) and solves the captcha; the network is idle
 * after it, so what the click on "Sign in" then loads can be measured on its own.
 * @param {import('@playwright/test').Page} page @param {{ email: string, password: string }} account
 */
export async function fillSignInForm(page, account) {
  await page.getByLabel(SIGN_IN_TEXT.email).fill(account.email);
  await page.getByLabel(SIGN_IN_TEXT.password).fill(account.password);
  await page.getByRole('button', { name: SIGN_IN_TEXT.captchaStart }).click();
  await page.getByRole('button', { name: SIGN_IN_TEXT.captchaSolved }).waitFor({ timeout: 60_000 });
  await networkIdle(page);
}

/** Opens /auth/sign-in at `baseURL` and fills the form (see fillSignInForm). */
export async function openSignInForm(page, baseURL, account) {
  await page.goto(new URL('/auth/sign-in', baseURL).href, { waitUntil: 'networkidle' });
  await fillSignInForm(page, account);
}

/** The click on "Sign in" of a filled form. @param {import('@playwright/test').Page} page */
export const clickSignIn = (page) => page.getByRole('button', { name: SIGN_IN_TEXT.signIn }).click();

/** The dashboard's traffic meter, which shows once the dashboard has its data. */
export function trafficMeter(page) {
  return page.getByRole('meter', { name: SIGN_IN_TEXT.trafficMeter });
}

/**
 * Opens /auth/sign-in at `baseURL` and signs in; resolves once the dashboard shows (within `timeout` ms).
 * @param {import('@playwright/test').Page} page @param {string} baseURL
 * @param {{ email: string, password: string }} account
 */
export async function signInThroughForm(page, baseURL, account, timeout = 30_000) {
  await openSignInForm(page, baseURL, account);
  await clickSignIn(page);
  await trafficMeter(page).waitFor({ state: 'visible', timeout });
}
