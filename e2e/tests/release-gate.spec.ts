// Every remote as it stands passes its own gate (issue 26): a gate that fails every release teaches teams
// to force. Each of the six is released from a copy with one English text changed (an unchanged checkout
// is already live), through the whole gate — the shell's modules and every page in Chromium as the
// release-check account, a customer with no plan and no data — and stays a candidate (--no-publish).
// One portal for the six; each release builds its remote alone (about 15-40 s each on two cores).
import { expect, test } from '@playwright/test';
import { changedRemote, runCli, startReleasePortal, type ReleasePortal } from './support/registry';

const CHANGES = [
  {
    folder: 'mfe-auth',
    remote: 'mfe_auth',
    file: 'src/i18n/en.ts',
    from: "title: 'Sign in',",
    to: "title: 'Sign in here',",
  },
  {
    folder: 'mfe-services',
    remote: 'mfe_services',
    file: 'src/i18n/en.ts',
    from: "title: 'Dashboard',",
    to: "title: 'Your dashboard',",
  },
  {
    folder: 'mfe-wallet',
    remote: 'mfe_wallet',
    file: 'src/i18n/en.ts',
    from: "title: 'Wallet',",
    to: "title: 'Your wallet',",
  },
  {
    folder: 'mfe-tickets',
    remote: 'mfe_tickets',
    file: 'src/i18n/en.ts',
    from: "title: 'Support tickets',",
    to: "title: 'Tickets',",
  },
  {
    folder: 'mfe-account',
    remote: 'mfe_account',
    file: 'src/i18n/en.ts',
    from: "title: 'My account',",
    to: "title: 'Your account',",
  },
  // The console's gate opens its pages as the release-check account, a customer: the shell's 404 for each.
  {
    folder: 'mfe-admin',
    remote: 'mfe_admin',
    file: 'src/i18n/en/audit.ts',
    from: "title: 'Audit log',",
    to: "title: 'The audit log',",
  },
] as const;

test.describe.configure({ mode: 'serial' });

let portal: ReleasePortal;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  portal = await startReleasePortal();
});
test.afterAll(async () => {
  await portal?.stop();
});

for (const change of CHANGES) {
  test(`${change.remote}: a release of the remote as it stands passes the whole gate`, async () => {
    test.setTimeout(240_000);
    const sources = changedRemote(change.folder, change.file, change.from, change.to);
    const run = await runCli('release', [change.folder, '--from', sources, '--no-publish'], portal, 'gate-check');
    expect(run.output).toMatch(/gate\s+✓ passed/);
    expect(run.output).not.toMatch(/✗/);
    expect(run.code, run.output).toBe(0);
  });
}
