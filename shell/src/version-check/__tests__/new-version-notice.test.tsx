// The new-version check: every 5 minutes (and on focus, throttled), never while hidden; a banner
// with Reload when the live shell version differs from this page's build.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders } from '@portal/shared';
import '../../i18n/register';
import { NewVersionNotice } from '../NewVersionNotice';
import { FOCUS_THROTTLE_MS, POLL_INTERVAL_MS } from '../check-version';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';

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
  fakeApi.restore();
  delete window.__PORTAL_CONFIG__;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const checks = () => fakeApi.requests.filter((request) => request.url === '/v1/version_list?type=web').length;
const banner = () => screen.queryByText('A new version of the portal is available.');
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

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
});
