// The new-version check: every 5 minutes unless VERSION_CHECK_SECONDS says otherwise (and on focus, throttled), never while hidden; a banner
// with Reload when the live shell version differs from this page's build.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders, setLanguage } from '@portal/shared';
import '../../i18n/register';
import { NewVersionNotice } from '../NewVersionNotice';
import { FOCUS_THROTTLE_MS } from '../timing';
import { loadRegistry } from '../../remotes/registry';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { registryOf, resetRemotes, serveRegistry } from '../../test-support/remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

/** The default, when the server does not set VERSION_CHECK_SECONDS. */
const POLL_INTERVAL_MS = 5 * 60_000;
let fakeApi: FakeApi;
let liveVersion = '0.1.0-aaaaaaaa';
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  jest.useFakeTimers();
  liveVersion = '0.1.0-aaaaaaaa';
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  window.__PORTAL_CONFIG__ = { buildId: '0.1.0-aaaaaaaa' };
  fakeApi = installFakeApi((request) =>
    request.url === '/v1/version_list?type=web'
      ? {
          status: 200,
          body: {
            data: [
              { type: 'web', name: 'mfe_auth', version: '0.1.0-bbbbbbbb', built_at: null },
              { type: 'web', name: 'shell', version: liveVersion, built_at: '2026-11-21T00:00:00Z' },
            ],
          },
        }
      : { status: 404, body: { is_success: false, message: 'no' } },
  );
});

afterEach(() => {
  resetRemotes();
  fakeApi.restore();
  delete window.__PORTAL_CONFIG__;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const checks = () => fakeApi.requests.filter((request) => request.url === '/v1/version_list?type=web').length;
const banner = () => screen.queryByText('A new version of the portal is available.');
/**
 * Time passes in steps of 10 s, each in its own act(), as it does in a browser: React renders what a timer
 * changed (the check's code arriving once due) before the next timer runs.
 */
async function advance(ms: number): Promise<void> {
  const step = 10_000;
  for (let passed = 0; passed < ms || passed === 0; passed += step) {
    await act(() => jest.advanceTimersByTimeAsync(Math.min(step, ms - passed)));
  }
}

function renderNotice() {
  return render(
    <PortalProviders>
      <NewVersionNotice />
    </PortalProviders>,
  );
}

describe('new-version notice', () => {
  it('appears after a check finds a different shell version, not before', async () => {
    liveVersion = '0.1.0-cccccccc';
    renderNotice();
    await advance(POLL_INTERVAL_MS - 1000);
    expect(checks()).toBe(0);
    expect(banner()).toBeNull();
    await advance(1000);
    expect(checks()).toBe(1);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('stays away while the live version is this build, checking every 5 minutes', async () => {
    renderNotice();
    await advance(POLL_INTERVAL_MS * 3);
    expect(checks()).toBe(3);
    expect(banner()).toBeNull();
  });

  it('checks as often as the operator set (VERSION_CHECK_SECONDS)', async () => {
    window.__PORTAL_CONFIG__ = { buildId: '0.1.0-aaaaaaaa', versionCheckSeconds: 120 };
    liveVersion = '0.1.0-cccccccc';
    renderNotice();
    await advance(110_000);
    expect(checks()).toBe(0);
    await advance(10_000);
    expect(checks()).toBe(1);
    expect(banner()).toBeInTheDocument();
  });

  it('can be put off with Later', async () => {
    liveVersion = '0.1.0-cccccccc';
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderNotice();
    await advance(POLL_INTERVAL_MS);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(banner()).toBeNull();
  });

  it('does not poll while the tab is hidden, and catches up when it shows again', async () => {
    liveVersion = '0.1.0-cccccccc';
    visibility = 'hidden';
    renderNotice();
    await advance(POLL_INTERVAL_MS * 2);
    expect(checks()).toBe(0);
    visibility = 'visible';
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(0);
    expect(checks()).toBe(1);
    expect(banner()).toBeInTheDocument();
  });

  it('checks on window focus, at most once a minute', async () => {
    renderNotice();
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(checks()).toBe(0);
    await advance(FOCUS_THROTTLE_MS);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('focus'));
    });
    await advance(0);
    expect(checks()).toBe(1);
  });

  it('does not poll on a dev server (no deployed build to compare)', async () => {
    window.__PORTAL_CONFIG__ = {};
    renderNotice();
    await advance(POLL_INTERVAL_MS * 2);
    expect(checks()).toBe(0);
  });

  it('keeps polling after a failed check', async () => {
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
    fakeApi.setHandler(() => 'network-error');
    renderNotice();
    await advance(POLL_INTERVAL_MS);
    expect(fakeApi.requests).toHaveLength(1);
    liveVersion = '0.1.0-dddddddd';
    fakeApi.setHandler(() => ({ status: 200, body: { data: [{ type: 'web', name: 'shell', version: liveVersion }] } }));
    await advance(POLL_INTERVAL_MS);
    expect(banner()).toBeInTheDocument();
    debug.mockRestore();
  });

  describe('a remote published or rolled back since the page loaded', () => {
    const withVersion = (
      registry: Record<string, { version: string; entry: string }>,
      name: string,
      version: string,
    ) => ({
      ...registry,
      [name]: { version, entry: `/remotes/${name}/${version}/remoteEntry.js` },
    });

    it('offers a reload naming the section, while the shell build is unchanged', async () => {
      const loaded = registryOf('mfe_tickets', 'mfe_account');
      serveRegistry(loaded);
      await loadRegistry();
      serveRegistry(withVersion(loaded, 'mfe_tickets', '2.0.0'));
      renderNotice();
      await advance(POLL_INTERVAL_MS);
      expect(screen.getByText('A new version of the tickets section is available.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveAttribute('data-remotes', 'mfe_tickets');
    });

    it('names every changed section, in Chinese too', async () => {
      const loaded = registryOf('mfe_tickets', 'mfe_account');
      serveRegistry(loaded);
      await loadRegistry();
      serveRegistry(withVersion(withVersion(loaded, 'mfe_tickets', '2.0.0'), 'mfe_account', '0.9.0'));
      renderNotice();
      await advance(POLL_INTERVAL_MS);
      expect(screen.getByText('New versions of the tickets and account sections are available.')).toBeInTheDocument();
      await act(() => setLanguage('zh-CN'));
      expect(screen.getByText('工单和账户模块有新版本可用。')).toBeInTheDocument();
      await act(() => setLanguage('en'));
    });

    it('stays away while every remote is the version this page runs', async () => {
      serveRegistry(registryOf('mfe_tickets'));
      await loadRegistry();
      renderNotice();
      await advance(POLL_INTERVAL_MS * 2);
      expect(screen.queryByRole('status')).toBeNull();
    });
  });
});
