import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { ok, remoteSummary, remoteVersion } from '../../../test-utils/fixtures';
import { httpError } from '../../../test-utils/errors';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    adminRemotesList: jest.fn(),
    adminRemoteHistory: jest.fn(),
    adminRemotePublish: jest.fn(),
    adminRemoteRollback: jest.fn(),
    adminRemotePreview: jest.fn(),
  },
}));

jest.setTimeout(30_000);
const mocked = api as unknown as Record<string, jest.Mock>;
const failed = remoteVersion({
  version: '0.1.0-cccccccc',
  gate: {
    status: 'failed',
    checks: [{ id: 'smoke', ok: false, summary: '1 of 10 pages failed in Chromium', details: ['/user/wallet: 500'] }],
    reported_at: '2026-03-04T00:00:00.000Z',
    reported_by: 'ops',
  },
});
const summary = remoteSummary();
const transition = (version: string) => ({
  remote: 'mfe_wallet',
  previous: '0.1.0-bbbbbbbb',
  version,
  event: {
    id: 9,
    remote: 'mfe_wallet',
    action: 'rollback',
    outcome: 'applied',
    from_version: '0.1.0-bbbbbbbb',
    to_version: version,
    forced: false,
    gate_status: 'passed',
    actor: 'admin@example.com',
    reason: 'Broken checkout',
    created_at: '2026-03-05T00:00:00.000Z',
  },
});

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  mocked.adminRemotesList!.mockResolvedValue(
    ok({
      shell: { version: '0.1.0', built_with: {} },
      remotes: [{ ...summary, versions: [failed, ...summary.versions] }],
    }),
  );
  signIn('admin');
});

describe('releases', () => {
  it("shows each section's live version and its versions with their gate report", async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/admin/remotes');
    const card = await screen.findByRole('region', { name: /Wallet and shop/ });
    expect(within(card).getByText(/Live: 0\.1\.0-bbbbbbbb, since/)).toBeInTheDocument();
    const [candidate, live] = within(card).getAllByTestId('remote-version');
    expect(within(candidate!).getByText('Failed')).toBeInTheDocument();
    await user.click(within(candidate!).getByText('The report (1 check)'));
    expect(within(candidate!).getByText('/user/wallet: 500')).toBeInTheDocument();
    expect(within(live!).getByText('Live')).toBeInTheDocument();
    expect(within(live!).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('rolls back with a reason, naming the version seen live', async () => {
    mocked.adminRemoteRollback!.mockResolvedValue(ok(transition('0.1.0-aaaaaaaa')));
    const user = userEvent.setup();
    renderRoute(routes, '/admin/remotes');
    await user.click(await screen.findByRole('button', { name: 'Roll back to 0.1.0-aaaaaaaa' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      expect.stringContaining('Fill this in.'),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Broken checkout');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() =>
      expect(mocked.adminRemoteRollback).toHaveBeenCalledWith({
        params: { remote: 'mfe_wallet' },
        body: { reason: 'Broken checkout', expected_live: '0.1.0-bbbbbbbb' },
      }),
    );
    expect(await screen.findByText('Wallet and shop 0.1.0-aaaaaaaa is live')).toBeInTheDocument();
  });

  it('publishes a version that failed the gate only when forced, and says when another change came first', async () => {
    mocked.adminRemotePublish!.mockRejectedValue(
      httpError(409, 'The live version changed meanwhile: look again', 'registry_conflict'),
    );
    const user = userEvent.setup();
    renderRoute(routes, '/admin/remotes');
    const [candidate] = await screen.findAllByTestId('remote-version');
    await user.click(within(candidate!).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This version has not passed the gate')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Hotfix');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Publish although the gate did not pass' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(mocked.adminRemotePublish).toHaveBeenCalledWith({
        params: { remote: 'mfe_wallet' },
        body: { version: '0.1.0-cccccccc', reason: 'Hotfix', force: true, expected_live: '0.1.0-bbbbbbbb' },
      }),
    );
    expect(await within(dialog).findByText('The live version changed meanwhile: look again')).toBeInTheDocument();
  });

  it('opens a preview of a candidate in a new tab', async () => {
    mocked.adminRemotePreview!.mockResolvedValue(
      ok({ url: 'http://127.0.0.1/preview?token=abcdefghijklmnopqrstuvwxyz', expires_at: '2026-03-05T00:00:00.000Z' }),
    );
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    renderRoute(routes, '/admin/remotes');
    const [candidate] = await screen.findAllByTestId('remote-version');
    await user.click(within(candidate!).getByRole('button', { name: 'Open a preview' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'http://127.0.0.1/preview?token=abcdefghijklmnopqrstuvwxyz',
        '_blank',
        'noopener',
      ),
    );
    expect(mocked.adminRemotePreview).toHaveBeenCalledWith({
      params: { remote: 'mfe_wallet', version: '0.1.0-cccccccc' },
      body: {},
    });
    open.mockRestore();
  });

  it('is for administrators only', async () => {
    signIn('low_admin');
    renderRoute(routes, '/admin/remotes');
    expect(await screen.findByText('For administrators')).toBeInTheDocument();
    expect(mocked.adminRemotesList).not.toHaveBeenCalled();
  });
});
