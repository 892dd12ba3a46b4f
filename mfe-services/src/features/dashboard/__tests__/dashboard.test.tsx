import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, i18n } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import {
  LINK_TOKEN,
  announcement,
  checkinStatus,
  dashboard,
  httpError,
  linkToken,
  message,
  plan,
} from '../../../test-utils/fixtures';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';
import { checkinState } from '../components/CheckinCard';
import { nextServiceDayStart } from '../service-day';
import { SubscriptionLinkWidget } from '../../../widgets';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    userDashboard: jest.fn(),
    userAnnouncements: jest.fn(),
    servicesLinkToken: jest.fn(),
    servicesOldCheckinStatus: jest.fn(),
    servicesOldCheckin: jest.fn(),
  },
}));

// The QR encoder is the lazily loaded part: record when its module is first loaded.
const mockUqrLoads: string[] = [];
jest.mock('uqr', () => {
  mockUqrLoads.push('uqr');
  return {
    encode: jest.fn(() => ({
      size: 3,
      data: [
        [true, false, true],
        [false, true, false],
        [true, false, true],
      ],
    })),
  };
});

const mocked = api as unknown as Record<string, jest.Mock>;

function serve() {
  mocked.userDashboard!.mockResolvedValue(dashboard());
  mocked.userAnnouncements!.mockResolvedValue(
    announcement('<p>Maintenance on <b>Sunday</b></p><img src=x onerror="alert(1)">'),
  );
  mocked.servicesLinkToken!.mockResolvedValue(linkToken());
  mocked.servicesOldCheckinStatus!.mockResolvedValue(checkinStatus());
}

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  serve();
});

// The universal link: no ?target=, so each app that fetches it gets its own format.
const expectedLink = `http://localhost/link/${LINK_TOKEN}`;

describe('dashboard', () => {
  it('greets the customer by the name the session carries while the cards are still loading', async () => {
    mocked.userDashboard!.mockReturnValue(new Promise(() => {}));
    renderRoute(routes, '/user/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, ann.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard');
  });

  it('welcomes a new customer, and welcomes back one who is not', async () => {
    mocked.userDashboard!.mockResolvedValue(dashboard({ is_new_customer: true, old_service_info: null }));
    const view = renderRoute(routes, '/user/dashboard');
    expect(await screen.findByText('Welcome, ann.')).toBeInTheDocument();
    view.unmount();
    queryClient.clear();
    mocked.userDashboard!.mockResolvedValue(dashboard({ is_new_customer: false }));
    renderRoute(routes, '/user/dashboard');
    expect(await screen.findByText('Welcome back, ann.')).toBeInTheDocument();
  });

  it("greets the customer by the dashboard's name once it is there (a name changed since sign-in)", async () => {
    const answer = dashboard();
    mocked.userDashboard!.mockResolvedValue({ ...answer, result: { ...answer.result, user_name: 'Ann Lee' } });
    renderRoute(routes, '/user/dashboard');
    expect(await screen.findByText('Welcome back, Ann Lee.')).toBeInTheDocument();
    expect(screen.queryByText('Welcome, ann.')).not.toBeInTheDocument();
  });

  it('shows the plan, its traffic, the wallet card and the latest announcement', async () => {
    renderRoute(routes, '/user/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome back, ann.')).toBeInTheDocument();
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(plan).getByText('VIP 2')).toBeInTheDocument();
    expect(within(plan).getByText('Level valid until')).toBeInTheDocument();
    expect(within(plan).getByText('3 devices')).toBeInTheDocument();

    const traffic = screen.getByRole('region', { name: 'Traffic' });
    expect(within(traffic).getByRole('meter', { name: 'Traffic' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(traffic).getByText('25.0 GB of 100 GB')).toBeInTheDocument();
    expect(within(traffic).getByText('512 MB')).toBeInTheDocument(); // today
    expect(within(traffic).getByText('3.00 GB')).toBeInTheDocument(); // yesterday
    expect(within(traffic).getByText('75.0 GB')).toBeInTheDocument(); // remaining

    // The wallet's card is the wallet remote's widget (wallet-card.test.tsx); here it has not been installed.
    // (The card's region is drawn again when the widget's state changes: look it up each time.)
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Wallet' })).getByRole('status')).toHaveTextContent(
        'The wallet is not part of this portal yet',
      ),
    );

    const news = screen.getByRole('region', { name: 'Latest announcement' });
    expect(await within(news).findByText('Sunday')).toBeInTheDocument();
    // Staff HTML is sanitised: no event handlers survive.
    expect(news.querySelector('[onerror]')).toBeNull();
    expect(mocked.userAnnouncements).toHaveBeenCalledWith(
      expect.objectContaining({ query: { ann_type: 'index_ann' } }),
    );
  });

  it('shows the devices online now, each with the node it uses (the nodes’ alive-IP reports)', async () => {
    mocked.userDashboard!.mockResolvedValue(
      dashboard({
        old_service_info: plan({
          online_ip_count: 2,
          online_ips: [
            { ip: '203.0.113.8', node_id: 1, node_name: 'Hong Kong 01', last_seen_at: '2026-03-01T10:00:00.000Z' },
            { ip: '2001:db8:5::34', node_id: 3, node_name: 'Singapore 01', last_seen_at: '2026-03-01T09:59:00.000Z' },
          ],
        }),
      }),
    );
    renderRoute(routes, '/user/dashboard');
    const card = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(card).getByText('Online now').nextElementSibling).toHaveTextContent('2 devices');
    const devices = within(card).getAllByRole('listitem');
    expect(devices.map((item) => item.textContent)).toEqual(['203.0.113.8Hong Kong 01', '2001:db8:5::34Singapore 01']);
    expect(within(card).getByRole('list', { name: 'Devices online now' })).toBeInTheDocument();
  });

  it('says when no device is online, and leaves the figure out for an API that does not send it', async () => {
    mocked.userDashboard!.mockResolvedValue(
      dashboard({ old_service_info: plan({ online_ip_count: 0, online_ips: [] }) }),
    );
    const { unmount } = renderRoute(routes, '/user/dashboard');
    const card = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(card).getByText('Online now').nextElementSibling).toHaveTextContent('No device');
    expect(within(card).queryByRole('list')).toBeNull();
    unmount();

    queryClient.clear();
    mocked.userDashboard!.mockResolvedValue(dashboard());
    renderRoute(routes, '/user/dashboard');
    expect(within(await screen.findByRole('region', { name: 'Your plan' })).queryByText('Online now')).toBeNull();
  });

  it('says when the traffic resets next, and nothing for a plan that does not reset', async () => {
    mocked.userDashboard!.mockResolvedValue(
      dashboard({ old_service_info: plan({ traffic_reset_at: '2026-04-14T16:00:00.000Z' }) }),
    );
    const { unmount } = renderRoute(routes, '/user/dashboard');
    const card = await screen.findByRole('region', { name: 'Traffic' });
    expect(within(card).getByTestId('traffic-reset')).toHaveTextContent(/^Your traffic resets on Apr 1[45], 2026/);
    unmount();

    queryClient.clear();
    mocked.userDashboard!.mockResolvedValue(dashboard({ old_service_info: plan({ traffic_reset_at: null }) }));
    renderRoute(routes, '/user/dashboard');
    await screen.findByRole('region', { name: 'Traffic' });
    expect(screen.queryByTestId('traffic-reset')).toBeNull();
  });

  it('shows the subscription link and copies it', async () => {
    const user = userEvent.setup();
    // user-event installs a clipboard stub on setup; watch it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderRoute(routes, '/user/dashboard');
    expect(await screen.findByTestId('subscription-link')).toHaveTextContent(expectedLink);
    await user.click(screen.getByRole('button', { name: 'Copy subscription link' }));
    expect(writeText).toHaveBeenCalledWith(expectedLink);
    await expect(navigator.clipboard.readText()).resolves.toBe(expectedLink);
    expect(await screen.findByRole('button', { name: 'Copy subscription link' })).toHaveTextContent('Copied');
  });

  it('loads the QR encoder only when the code is asked for', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/user/dashboard');
    await screen.findByTestId('subscription-link');
    expect(screen.queryByTestId('qr-code')).toBeNull();
    // Nothing so far (the page, earlier tests) has loaded the encoder module.
    expect(mockUqrLoads).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show QR code' }));
    expect(await screen.findByRole('img', { name: 'QR code of your subscription link' })).toBeInTheDocument();
    expect(mockUqrLoads).toEqual(['uqr']);
    const { encode } = jest.requireMock('uqr') as { encode: jest.Mock };
    expect(encode).toHaveBeenCalledWith(expectedLink, expect.anything());
  });

  it('offers one-click imports for each client with its own URL scheme and format', async () => {
    renderRoute(routes, '/user/dashboard');
    await screen.findByTestId('subscription-link');
    const href = (app: string) => screen.getByRole('link', { name: `Import into ${app}` }).getAttribute('href');
    const clash = `http://localhost/link/${LINK_TOKEN}?target=clash`;
    expect(href('Clash / Mihomo')).toBe(
      `clash://install-config?url=${encodeURIComponent(clash)}&name=${encodeURIComponent('极速云')}`,
    );
    expect(href('sing-box')).toMatch(/^sing-box:\/\/import-remote-profile\?url=.*target%3Dsingbox#/);
    expect(href('Shadowrocket')).toMatch(/^shadowrocket:\/\/add\/sub:\/\//);
    expect(href('Stash')).toBe(`stash://install-config?url=${encodeURIComponent(clash)}`);
    expect(href('Hiddify')).toMatch(/^hiddify:\/\/import\/http:\/\/localhost\/link\//);
    expect(href('v2rayN')).toMatch(/^v2rayn:\/\/install-sub\?url=/);
    const resource = new URL(href('Quantumult X')!).searchParams.get('remote-resource');
    expect(JSON.parse(resource!)).toEqual({
      server_remote: [`http://localhost/link/${LINK_TOKEN}?target=quantumultx, tag=极速云`],
    });
    expect(href('Surge')).toBe(
      `surge:///install-config?url=${encodeURIComponent(`http://localhost/link/${LINK_TOKEN}?target=surge`)}`,
    );
  });

  it('checks in once: the button is disabled afterwards', async () => {
    mocked.servicesOldCheckin!.mockResolvedValue(message('You got 500 MB'));
    const user = userEvent.setup();
    renderRoute(routes, '/user/dashboard');
    const button = await screen.findByRole('button', { name: 'Check in' });
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Checked in' })).toBeDisabled();
    expect(mocked.servicesOldCheckin).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('You got 500 MB')).toBeInTheDocument();
  });

  it("shows the server's refusal of a check-in and disables the button", async () => {
    mocked.servicesOldCheckin!.mockRejectedValue(httpError(409, 'You already checked in today'));
    const user = userEvent.setup();
    renderRoute(routes, '/user/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('You already checked in today')).toBeInTheDocument();
    expect(screen.getByText('Check-in not possible')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checked in' })).toBeDisabled();
  });

  it('leaves the check-in out when the plan has none, and shows a done check-in as such', async () => {
    mocked.servicesOldCheckinStatus!.mockResolvedValue(
      checkinStatus({ can_check_in: true, is_enabled: false, last_check_in_time: '2026-03-01T08:00:00.000Z' }),
    );
    const first = renderRoute(routes, '/user/dashboard');
    await screen.findByText('VIP 2');
    await waitFor(() => expect(mocked.servicesOldCheckinStatus).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Daily check-in' })).toBeNull();
    first.unmount();

    queryClient.clear();
    mocked.servicesOldCheckinStatus!.mockResolvedValue(
      checkinStatus({
        can_check_in: false,
        last_check_in_time: '2026-03-01T08:00:00.000Z',
        next_check_in_at: '2026-03-02T00:00:00.000Z',
        last_reward_bytes: 500 * 1024 ** 2,
      }),
    );
    renderRoute(routes, '/user/dashboard');
    expect(await screen.findByRole('button', { name: 'Checked in' })).toBeDisabled();
    expect(screen.getByText(/Next check-in from/)).toBeInTheDocument();
    expect(screen.getByText('Your last check-in brought 500 MB.')).toBeInTheDocument();
  });

  it('says in which time zone the check-in day resets, and when that is for the reader', async () => {
    mocked.servicesOldCheckinStatus!.mockResolvedValue(
      checkinStatus({ can_check_in: false, next_check_in_at: '2026-03-02T16:00:00.000Z' }),
    );
    renderRoute(routes, '/user/dashboard');
    const day = await screen.findByTestId('checkin-day');
    expect(day).toHaveTextContent(/A new day starts at midnight China Standard Time \(UTC\+8\)/);
    const onServiceTime = -new Date('2026-03-02T16:00:00.000Z').getTimezoneOffset() === 480;
    if (!onServiceTime) expect(day).toHaveTextContent(/, which is .+ where you are\./);
    // The next check-in is given on the reader's clock with the reader's zone named.
    expect(screen.getByTestId('checkin-next')).toHaveTextContent(
      /^Next check-in from .*2026.*\b(UTC|GMT|[A-Z]{3,4})\b/,
    );
  });

  it('says it in Chinese as a Chinese reader would put it, the zone apart from the time', async () => {
    mocked.servicesOldCheckinStatus!.mockResolvedValue(
      checkinStatus({ can_check_in: false, next_check_in_at: '2026-03-02T16:00:00.000Z' }),
    );
    const view = renderRoute(routes, '/user/dashboard', { language: 'zh-CN' });
    try {
      const day = await screen.findByTestId('checkin-day');
      const onServiceTime = -new Date('2026-03-02T16:00:00.000Z').getTimezoneOffset() === 480;
      if (onServiceTime) expect(day).toHaveTextContent('签到日以北京时间（UTC+8）0 点为界。');
      else expect(day).toHaveTextContent(/^签到日以北京时间（UTC\+8）0 点为界，即您所在时区（\S+）的 \d{1,2}:\d{2}。$/);
      expect(screen.getByTestId('checkin-next')).toHaveTextContent(
        /^下次可签到时间：2026年3月\d+日 \d{2}:\d{2}（\S+）$/,
      );
    } finally {
      view.unmount();
      await i18n.changeLanguage('en');
    }
  });

  it('finds the next service day (UTC+8) from any instant', () => {
    expect(nextServiceDayStart(new Date('2026-03-01T15:59:59.000Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(nextServiceDayStart(new Date('2026-03-01T16:00:00.000Z')).toISOString()).toBe('2026-03-02T16:00:00.000Z');
    expect(nextServiceDayStart(new Date('2026-03-01T02:00:00.000Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z');
  });

  it('reads a plan without check-in also from an API that does not send is_enabled', () => {
    const legacy = { can_check_in: false, last_check_in_time: null, next_check_in_at: null };
    expect(checkinState(legacy)).toBe('unavailable');
    expect(checkinState({ ...legacy, next_check_in_at: '2026-03-02T00:00:00.000Z' })).toBe('done');
    expect(checkinState({ ...legacy, can_check_in: true })).toBe('open');
    expect(checkinState({ ...legacy, can_check_in: true, is_enabled: false })).toBe('unavailable');
  });

  it('leads a customer without a plan to the plans', async () => {
    mocked.userDashboard!.mockResolvedValue(dashboard({ old_service_info: null }));
    renderRoute(routes, '/user/dashboard');
    expect(await screen.findByRole('heading', { name: 'No plan yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/user/services/buy');
    expect(screen.queryByRole('region', { name: 'Traffic' })).toBeNull();
    // No plan, no nodes: no subscription link to copy and nothing to import.
    await screen.findByRole('region', { name: 'Wallet' });
    expect(screen.queryByRole('region', { name: 'Subscription link' })).toBeNull();
    expect(screen.queryByTestId('subscription-link')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Import into/ })).toBeNull();
    expect(screen.queryByText(/Expired/)).toBeNull();
  });

  it('the subscription widget on its own also offers plans instead of a link when there is no plan', async () => {
    mocked.userDashboard!.mockResolvedValue(dashboard({ old_service_info: null }));
    renderRoute([{ path: '/widget', Component: SubscriptionLinkWidget }], '/widget');
    expect(await screen.findByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/user/services/buy');
    expect(screen.queryByTestId('subscription-link')).toBeNull();
  });

  it('explains a failure and retries', async () => {
    mocked.userDashboard!.mockRejectedValueOnce(httpError(403, 'Account suspended'));
    const user = userEvent.setup();
    renderRoute(routes, '/user/dashboard');
    const alert = await screen.findByText('Account suspended');
    expect(screen.getByText('Your dashboard could not be loaded.')).toBeInTheDocument();
    await user.click(within(alert.closest('[role=alert]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('VIP 2')).toBeInTheDocument();
  });

  it('treats a missing announcement as none', async () => {
    mocked.userAnnouncements!.mockRejectedValue(httpError(404, 'No announcement'));
    renderRoute(routes, '/user/dashboard');
    expect(await screen.findByText('No announcement right now.')).toBeInTheDocument();
  });
});
