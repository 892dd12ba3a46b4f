// Journey: each remote unavailable in turn — blocked at the network, its files missing (404), its routes
// failing while they start — and each time the shell and every other remote keep working, the section
// says what happened in its own words and Retry brings it back. Data-driven over the remotes that have
// src/routes.tsx; the registry is never changed here. The operator console is staff's: staff see its
// section unavailable, customers notice nothing (and never ask for its files).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PATHS, type RemoteName } from '@portal/shared/contract/remote-registry';
import { REMOTES } from '@portal/shared/tooling/federation.mjs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { e2eEnv, REPO_ROOT } from './support/env';
import { signedInContext } from './support/registry';
import { TEXT } from './support/portal';

const BUILT = Object.entries(REMOTES)
  .filter(([folder]) => existsSync(path.join(REPO_ROOT, folder, 'src/routes.tsx')))
  .map(([, name]) => name as RemoteName);

const SECTION: Record<RemoteName, string> = {
  mfe_auth: 'sign-in',
  mfe_services: 'services',
  mfe_wallet: 'wallet',
  mfe_tickets: 'tickets',
  mfe_account: 'account',
  mfe_admin: 'operator console',
};

/** Who opens a remote's pages: visitors the sign-in pages, staff the console, customers the rest. */
type Opener = 'visitor' | 'customer' | 'staff';
const openerOf = (name: RemoteName): Opener =>
  name === 'mfe_auth' ? 'visitor' : name === 'mfe_admin' ? 'staff' : 'customer';

const firstPage = (remote: RemoteName) => REMOTE_PATHS[remote].find((page) => !page.includes(':'))!;

/** The three ways a remote fails, each done to its files in this browser only, and what the section then says. */
const FAILURES = {
  'blocked at the network': {
    message: 'This section could not be loaded. Check your connection, then try again.',
    async apply(context: BrowserContext, remote: RemoteName) {
      await context.route(`**/remotes/${remote}/**`, (route) => route.abort('internetdisconnected'));
    },
  },
  'its files missing (404)': {
    message: /^The server is missing this section’s files\./,
    async apply(context: BrowserContext, remote: RemoteName) {
      await context.route(`**/remotes/${remote}/**`, (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: '{"is_success":false,"message":"Not found"}',
        }),
      );
    },
  },
  'a runtime error in its routes': {
    message: /^This section failed to start: its code has an error\./,
    async apply(context: BrowserContext, remote: RemoteName) {
      // The real remoteEntry.js, whose container then hands out a ./routes module that throws when it starts.
      const failingRoutes = `;(function (container) { var get = container.get; container.get = function (module) {
        return module === './routes' ? Promise.resolve(function () { throw new Error('e2e: ./routes failed while starting'); })
          : get.apply(this, arguments); }; })(${remote});`;
      await context.route(`**/remotes/${remote}/*/remoteEntry.js`, async (route) => {
        const response = await route.fetch();
        if (route.request().method() !== 'GET') return route.fulfill({ response });
        return route.fulfill({ response, body: `${await response.text()}${failingRoutes}` });
      });
    },
  },
} as const;

/** A page of the portal shows its own content: its page header, not "section unavailable". */
async function expectWorking(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-reason]')).toHaveCount(0);
}

/**
 * Goes to a page the way a customer does once the portal is open: by its link in the sidebar (or the
 * footer). No full page load: a reload in the middle of a token refresh would lose the new token.
 */
async function follow(page: Page, href: string) {
  await page.locator(`nav a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.]/g, '\\$&')}$`));
}

/**
 * The visitor's first move: a prerendered page (the sign-in pages) starts the app then, and only the app
 * can find that a section does not load (docs/adr/0010-prerendered-public-pages.md). A no-op elsewhere.
 */
async function startApp(page: Page) {
  await page.mouse.move(10, 10);
}

for (const remote of BUILT) {
  // The console's section fails like any other: once is enough to show staff get the shell's words.
  const failures = Object.entries(FAILURES).filter(
    ([how]) => remote !== 'mfe_admin' || how === 'blocked at the network',
  );
  for (const [how, failure] of failures) {
    test(`${remote} ${how}: its section says so with Retry, the shell and the other remotes keep working`, async ({
      browser,
      request,
    }) => {
      const env = e2eEnv();
      // The sign-in pages are for visitors (a signed-in customer is sent on to the dashboard).
      const visitor = await browser.newContext();
      const customer = await signedInContext(browser, request, {
        baseURL: env.baseURL,
        demoAccount: { email: env.demoEmail, password: env.demoPassword },
      });
      const staff =
        remote === 'mfe_admin'
          ? await signedInContext(browser, request, {
              baseURL: env.baseURL,
              demoAccount: { email: env.staffEmail, password: env.staffPassword },
            })
          : null;
      for (const context of [visitor, customer, staff]) if (context) await failure.apply(context, remote);
      const visitorPage = await visitor.newPage();
      const customerPage = await customer.newPage();
      const consoleAsked: string[] = [];
      customerPage.on('request', (asked) => {
        if (/\/remotes\/mfe_admin\/|\/admin_api\//.test(asked.url())) consoleAsked.push(asked.url());
      });
      const contexts = { visitor, customer, staff: staff! };
      const contextOf = (name: RemoteName) => contexts[openerOf(name)];
      const page = remote === 'mfe_auth' ? visitorPage : staff ? await staff.newPage() : customerPage;
      const main = page.getByRole('main');

      await test.step(`the ${SECTION[remote]} section is unavailable, in its own words, with Retry`, async () => {
        await page.goto(firstPage(remote));
        await startApp(page);
        await expect(
          main.getByRole('heading', { level: 1, name: `The ${SECTION[remote]} section could not be loaded` }),
        ).toBeVisible();
        await expect(main.getByRole('status').filter({ hasText: failure.message })).toBeVisible();
        await expect(main.getByRole('button', { name: TEXT.retry })).toBeVisible();
      });

      await test.step('the shell’s own pages and every other remote keep working', async () => {
        if (remote !== 'mfe_auth') await customerPage.goto('/about');
        else await customerPage.goto('/user/dashboard');
        await expectWorking(customerPage);
        // Customers never reach the console (its pages are the shell's 404 to them).
        for (const other of BUILT.filter((name) => name !== remote && name !== 'mfe_admin')) {
          if (contextOf(other) === visitor) {
            await visitorPage.goto(firstPage(other));
            await expectWorking(visitorPage);
          } else {
            await follow(customerPage, firstPage(other));
            await expectWorking(customerPage);
          }
        }
        await follow(customerPage, '/about');
        await expectWorking(customerPage);
        expect(consoleAsked).toEqual([]);
      });

      await test.step('once the remote is back, Retry shows its page', async () => {
        if (remote === 'mfe_auth') {
          await page.goto(firstPage(remote));
          await startApp(page);
        } else await follow(page, firstPage(remote));
        await expect(main.getByRole('button', { name: TEXT.retry })).toBeVisible();
        await contextOf(remote).unrouteAll({ behavior: 'wait' });
        await main.getByRole('button', { name: TEXT.retry }).click();
        await expectWorking(page);
      });
      await visitor.close();
      await customer.close();
      await staff?.close();
    });
  }
}
