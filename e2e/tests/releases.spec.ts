// Journeys of issue 13, shipping one slice alone, on a portal of their own (their publishes must not reach
// the other journeys) whose remotes load from another origin, as from a CDN: the tickets team releases a
// changed mfe-tickets while a customer's tab is open, QA sees it in a preview only, an operator publishes
// it, the open tab keeps working on its version and is told, a new page load shows the change, a rollback
// brings the old one back; and a remote built against another React is refused by the gate and, published
// anyway, by the shell — its section unavailable with the reason, the rest of the portal running.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildVersion } from '@portal/shared/artifacts/content-hash.mjs';
import { expect, test } from '@playwright/test';
import { e2eEnv } from './support/env';
import {
  builtVersion,
  changedRemote,
  liveVersion,
  runCli,
  signedInContext,
  startReleasePortal,
  uploadFolder,
  type ReleasePortal,
} from './support/registry';

const ORIGINAL_INTRO = 'Ask our team for help and follow the conversation here.';
const CHANGED_INTRO = 'Ask our team for help (we now answer within the hour) and follow the conversation here.';
const TICKETS_NOTICE = 'A new version of the tickets section is available.';

test.describe.configure({ mode: 'serial' });

let portal: ReleasePortal;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  portal = await startReleasePortal();
});
test.afterAll(async () => {
  await portal?.stop();
});

test('a changed mfe-tickets: released as a candidate, previewed by QA, published, rolled back', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const before = await liveVersion(request, portal, 'mfe_tickets');
  const customer = await signedInContext(browser, request, portal);
  const openTab = await customer.newPage();
  // The tab's own clock: the new-version check runs every 5 minutes.
  await openTab.clock.install();

  await test.step('a customer has the portal open before anything is released', async () => {
    await openTab.goto('/user/dashboard');
    await expect(openTab.getByRole('heading', { level: 1 })).toBeVisible();
  });

  const version =
    await test.step('the team releases a changed mfe-tickets as a candidate: only it is built, and it passes the gate', async () => {
      const sources = changedRemote('mfe-tickets', 'src/i18n/en.ts', ORIGINAL_INTRO, CHANGED_INTRO);
      const run = await runCli('release', ['mfe-tickets', '--from', sources, '--no-publish'], portal, 'tickets-team');
      expect(run.code, run.output).toBe(0);
      expect(run.output).toMatch(/build\s+✓ \S+ in [\d.]+ s \(mfe_tickets only/);
      expect(run.output).toMatch(/gate\s+✓ passed/);
      for (const check of ['exposes', 'shared', 'load', 'modules', 'smoke']) {
        expect(run.output).toMatch(new RegExp(`✓ ${check}\\s`));
      }
      expect(run.output).toMatch(/✓ \/user\/tickets\/view\/:id \d+ ms/);
      expect(run.output).toContain('not published (--no-publish)');
      expect(await liveVersion(request, portal, 'mfe_tickets')).toBe(before);
      return builtVersion(run.output);
    });

  await test.step('QA sees the change only in the preview; everyone else keeps the live version', async () => {
    const preview = await runCli('remotes', ['preview', 'mfe_tickets', version], portal, 'qa-carol');
    expect(preview.code, preview.output).toBe(0);
    const link = /^http\S+\/preview\?token=\S+$/m.exec(preview.output)?.[0] ?? '';
    const qa = await signedInContext(browser, request, portal);
    const qaPage = await qa.newPage();
    await qaPage.goto(link);
    await expect(qaPage).toHaveURL(/\/user\/tickets$/);
    await expect(qaPage.getByText(CHANGED_INTRO)).toBeVisible();
    await expect(qaPage.getByRole('region', { name: 'Preview' })).toContainText(`the tickets section at ${version}`);

    const customerPage = await customer.newPage();
    await customerPage.goto('/user/tickets');
    await expect(customerPage.getByText(ORIGINAL_INTRO)).toBeVisible();
    await expect(customerPage.getByRole('region', { name: 'Preview' })).toHaveCount(0);
    await customerPage.close();

    await qaPage.getByRole('link', { name: 'End preview' }).click();
    await qaPage.goto('/user/tickets');
    await expect(qaPage.getByText(ORIGINAL_INTRO)).toBeVisible();
    await qa.close();
  });

  await test.step('an operator publishes it; a new page load shows the change, loaded from the artifact store’s origin', async () => {
    const run = await runCli(
      'remotes',
      ['publish', 'mfe_tickets', version, '--reason', 'promise replies within the hour'],
      portal,
      'ops-alice',
    );
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`Published mfe_tickets: ${before} -> ${version}, by ops-alice`);
    const fresh = await customer.newPage();
    const entry = fresh.waitForResponse(`${portal.storeBaseURL}/mfe_tickets/${version}/remoteEntry.js`);
    await fresh.goto('/user/tickets');
    expect((await entry).status()).toBe(200);
    await expect(fresh.getByText(CHANGED_INTRO)).toBeVisible();
    await fresh.close();
  });

  await test.step('the tab opened before keeps working on its own version, and is told the tickets section changed', async () => {
    const failed: string[] = [];
    const own: string[] = [];
    openTab.on('response', (response) => {
      if (response.url().includes('/remotes/mfe_tickets/')) {
        if (response.status() >= 400) failed.push(response.url());
        if (response.url().includes(`/mfe_tickets/${before}/`)) own.push(response.url());
      }
    });
    await openTab.getByRole('link', { name: 'Support tickets' }).first().click();
    await expect(openTab.getByText(ORIGINAL_INTRO)).toBeVisible();
    expect(own.length, 'the open tab loads the version it registered').toBeGreaterThan(0);
    expect(failed).toEqual([]);
    await openTab.clock.fastForward('05:01');
    await expect(openTab.getByText(TICKETS_NOTICE)).toBeVisible();
    await expect(openTab.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  await test.step('an operator rolls it back; the next page load shows the old version', async () => {
    const run = await runCli(
      'remotes',
      ['rollback', 'mfe_tickets', '--reason', 'the hour promise is not staffed yet'],
      portal,
      'ops-bob',
    );
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`Rolled back mfe_tickets: ${version} -> ${before}, by ops-bob`);
    const next = await customer.newPage();
    await next.goto('/user/tickets');
    await expect(next.getByText(ORIGINAL_INTRO)).toBeVisible();
    await expect(next.getByText(CHANGED_INTRO)).toHaveCount(0);
  });

  await test.step('the history shows the publish and the rollback: when, by whom, why', async () => {
    const run = await runCli('remotes', ['history', 'mfe_tickets'], portal);
    expect(run.code, run.output).toBe(0);
    const lines = run.output.split('\n').filter((line) => /^\s+\d{4}-/.test(line));
    expect(lines[0]).toMatch(
      new RegExp(
        `rollback ${version} -> ${before}\\s+by ops-bob \\(release key\\)\\s+— the hour promise is not staffed yet`,
      ),
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `publish ${before} -> ${version}\\s+by ops-alice \\(release key\\)\\s+— promise replies within the hour`,
      ),
    );
    expect(lines.at(-1)).toMatch(/publish \(none\) -> \S+\s+by npm run build/);
  });
  await customer.close();
});

test('a remote built against another React: the gate refuses it, and published anyway the shell refuses to run it', async ({
  browser,
  request,
}) => {
  const before = await liveVersion(request, portal, 'mfe_tickets');
  const shellReact = (
    JSON.parse(readFileSync(path.join(e2eEnv().staticDir, 'build-info.json'), 'utf8')) as {
      shell: { built_with: Record<string, string> };
    }
  ).shell.built_with.react;

  const version =
    await test.step('a build of mfe-tickets made against React 18 is stored, and the gate fails it naming both versions', async () => {
      const dir = path.join(e2eEnv().runDir, 'react-18', 'mfe_tickets');
      cpSync(path.join(e2eEnv().staticDir, 'remotes', 'mfe_tickets', before), dir, { recursive: true });
      const infoFile = path.join(dir, 'portal-remote.json');
      const info = JSON.parse(readFileSync(infoFile, 'utf8')) as {
        package_version: string;
        built_with: Record<string, string>;
      };
      info.built_with = { ...info.built_with, react: '18.3.1', 'react-dom': '18.3.1' };
      writeFileSync(infoFile, JSON.stringify(info, null, 2));
      const built = buildVersion(info.package_version, dir);
      const stored = await uploadFolder(request, portal, 'mfe_tickets', built, dir);
      expect(stored.gate.status).toBe('failed');
      expect(stored.gate.checks.find((check) => check.id === 'shared')?.details).toEqual([
        `react: built with 18.3.1, the live shell runs ${shellReact}`,
        `react-dom: built with 18.3.1, the live shell runs ${shellReact}`,
      ]);
      const refused = await runCli(
        'remotes',
        ['publish', 'mfe_tickets', built, '--reason', 'try it'],
        portal,
        'ops-alice',
      );
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`react: built with 18.3.1, the live shell runs ${shellReact}`);
      expect(await liveVersion(request, portal, 'mfe_tickets')).toBe(before);
      return built;
    });

  await test.step('published with --force, the shell shows the tickets section unavailable with the reason; the rest works', async () => {
    const forced = await runCli(
      'remotes',
      ['publish', 'mfe_tickets', version, '--force', '--reason', 'hotfix, shell upgrade tomorrow'],
      portal,
      'ops-alice',
    );
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toContain('(forced)');
    const context = await signedInContext(browser, request, portal);
    const page = await context.newPage();
    await page.goto('/user/tickets');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'The tickets section could not be loaded' }),
    ).toBeVisible();
    await expect(main.getByText(/built with other library versions than this portal uses/)).toBeVisible();
    await expect(main.getByText(`react 18.3.1 (this portal: ${shellReact})`)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.getByRole('link', { name: 'My account' }).first().click();
    await expect(main.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

    const back = await runCli(
      'remotes',
      ['rollback', 'mfe_tickets', '--reason', 'refused by the shell'],
      portal,
      'ops-bob',
    );
    expect(back.code, back.output).toBe(0);
    await page.goto('/user/tickets');
    await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();
    const history = await runCli('remotes', ['history', 'mfe_tickets', '--limit', '2'], portal);
    expect(history.output).toMatch(
      new RegExp(`publish ${before} -> ${version}\\s+by ops-alice \\(release key\\).*\\[forced, gate failed\\]`),
    );
    await context.close();
  });
});
