// Journey of a team working on its remote alone: `npm run dev --workspace mfe-x` serves that remote on its
// own page with the shell's providers (src/standalone.tsx), its API calls passed on to a portal. Each
// remote that has src/routes.tsx (mfe-wallet joins when its screens land) starts, opens its first page
// at `/` — signed in for the /user pages, as staff for the console's — and renders it through the shared
// theme, i18n and API client.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PATHS, type RemoteName } from '@portal/shared/contract/remote-registry';
import { REMOTES } from '@portal/shared/tooling/federation.mjs';
import { expect, test } from '@playwright/test';
import { e2eEnv, REPO_ROOT } from './support/env';
import { signedInContext } from './support/registry';
import { startStandalone } from './support/standalone';

const STANDALONE = Object.entries(REMOTES)
  .filter(([folder]) => existsSync(path.join(REPO_ROOT, folder, 'src/routes.tsx')))
  .map(([folder, name]) => ({ folder, name: name as RemoteName }));

for (const { folder, name } of STANDALONE) {
  test(`${folder} runs alone in development with the shell's providers`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    expect(
      existsSync(path.join(REPO_ROOT, folder, 'src/standalone-entry.ts')),
      `${folder} has a standalone entry`,
    ).toBe(true);
    const env = e2eEnv();
    const server = await startStandalone(folder, env.baseURL);
    try {
      const first = REMOTE_PATHS[name].find((page) => !page.includes(':'))!;
      const staff = first.startsWith('/admin');
      const account = {
        baseURL: server.url,
        demoAccount: staff
          ? { email: env.staffEmail, password: env.staffPassword }
          : { email: env.demoEmail, password: env.demoPassword },
      };
      // Signed in through the portal's API (the dev server passes /api on to it).
      const context =
        first.startsWith('/user') || staff
          ? await signedInContext(browser, request, account)
          : await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      await page.goto(server.url);
      await expect(page).toHaveURL(`${server.url}${first}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await server.stop();
    }
  });
}
