// Chromium for the benches (Debian's, cold caches), a fresh context per visit, and the two waits every
// visit makes: for an element to show (answering whether it did) and for the network to go quiet.
import { chromium } from '@playwright/test';

export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
};

export const launchChromium = () => chromium.launch(CHROMIUM);

/**
 * Runs `visit` on a page of a new browser context (empty cache and storage: a first visit), then closes it.
 * @template T
 * @param {import('@playwright/test').Browser} browser
 * @param {(page: import('@playwright/test').Page, context: import('@playwright/test').BrowserContext) => Promise<T>} visit
 * @returns {Promise<T>}
 */
export async function inFreshContext(browser, visit, options = { locale: 'en-US' }) {
  const context = await browser.newContext(options);
  try {
    return await visit(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/** Whether `locator` became visible within `timeout` ms. @param {import('@playwright/test').Locator} locator */
export const appears = (locator, timeout = 30_000) =>
  locator.waitFor({ state: 'visible', timeout }).then(
    () => true,
    () => false,
  );

/** Waits (at most `timeout` ms) for the page's network to go quiet. @param {import('@playwright/test').Page} page */
export const networkIdle = (page, timeout = 15_000) =>
  page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
