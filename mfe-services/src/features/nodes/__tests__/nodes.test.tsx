import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { httpError, node, nodes, ok } from '../../../test-utils/fixtures';
import { currentUrl, renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';
import { uptimeParts } from '../node-params';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { servicesNodes: jest.fn(), servicesNodeDetail: jest.fn(), servicesNodeConfig: jest.fn() },
}));

const mocked = api as unknown as Record<string, jest.Mock>;

const tokyo = node();
const osaka = node({
  node_id: 2,
  node_name: 'Osaka Premium',
  location: 'Osaka',
  status: 'offline',
  is_premium: true,
  protocol_support: ['trojan'],
});
const newYork = node({
  node_id: 3,
  node_name: 'New York',
  location: 'New York',
  country_code: 'US',
  protocol_support: ['hysteria2', 'shadowsocks'],
});

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  mocked.servicesNodes!.mockResolvedValue(nodes([tokyo, osaka, newYork]));
});

const names = () =>
  screen
    .getAllByTestId('node-row')
    .map((row) => within(row).getByRole('button', { name: /./, expanded: undefined }).textContent);

describe('nodes', () => {
  it('lists every node with liveness, location, load, protocols and the premium marker', async () => {
    renderRoute(routes, '/user/nodes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nodes' })).toBeInTheDocument();
    await screen.findByText('Tokyo 1');
    expect(screen.getByText('2 of 3 nodes online')).toBeInTheDocument();
    const rows = screen.getAllByTestId('node-row');
    expect(rows).toHaveLength(3);
    const osakaRow = rows[1]!;
    expect(within(osakaRow).getByText('Offline')).toHaveAttribute('data-status', 'offline');
    expect(within(osakaRow).getByText('Premium')).toBeInTheDocument();
    expect(within(osakaRow).getByText('trojan')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Online')).toHaveAttribute('data-status', 'online');
    expect(within(rows[0]!).getByText('35%')).toBeInTheDocument();
    // The country as its code, which renders everywhere (a flag emoji needs an emoji font).
    expect(within(rows[0]!).getByTestId('country-code')).toHaveTextContent(/^JP$/);
    expect(within(rows[0]!).getByTitle('Japan')).toBeInTheDocument();
    expect(rows[0]!.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    expect(within(rows[2]!).getByText('New York', { selector: 'dd' })).toBeInTheDocument();
    expect(within(rows[2]!).getByTitle('United States')).toHaveTextContent('US');
    // Offline with a stale load of 35: no live figure.
    expect(within(osakaRow).getByTestId('node-load')).toHaveTextContent('Not reported while the node is offline');
    expect(within(osakaRow).getByTestId('node-load')).not.toHaveTextContent('%');
  });

  it('filters by status and region through the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/user/nodes');
    await screen.findByText('Tokyo 1');

    await user.selectOptions(screen.getByLabelText('Status'), 'online');
    await waitFor(() => expect(currentUrl(location)).toBe('/user/nodes?status=online'));
    expect(names()).toEqual(['Tokyo 1', 'New York']);

    await user.selectOptions(screen.getByLabelText('Region'), 'JP');
    await waitFor(() => expect(currentUrl(location)).toBe('/user/nodes?status=online&region=JP'));
    expect(names()).toEqual(['Tokyo 1']);

    await user.selectOptions(screen.getByLabelText('Status'), 'offline');
    await waitFor(() => expect(names()).toEqual(['Osaka Premium']));
    await user.selectOptions(screen.getByLabelText('Region'), 'US');
    await waitFor(() => expect(currentUrl(location)).toBe('/user/nodes?status=offline&region=US'));
    expect(await screen.findByRole('heading', { name: 'No node matches these filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all nodes' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/user/nodes'));
    expect(screen.getAllByTestId('node-row')).toHaveLength(3);
  });

  it('reads the filters from the URL', async () => {
    renderRoute(routes, '/user/nodes?region=us');
    await screen.findByRole('button', { name: 'New York' });
    expect(names()).toEqual(['New York']);
    expect(screen.getByLabelText('Region')).toHaveValue('US');
  });

  it("opens a node's detail with its connection parameters", async () => {
    mocked.servicesNodeDetail!.mockResolvedValue(
      ok({
        ...tokyo,
        description: 'Fast in Asia',
        traffic_rate: '1.5',
        online_user_count: 12,
        uptime_seconds: 3 * 86_400 + 4 * 3600 + 59,
        last_heartbeat_at: '2026-03-01T10:00:00.000Z',
      }),
    );
    mocked.servicesNodeConfig!.mockResolvedValue(
      ok({
        node_id: 1,
        node_name: 'Tokyo 1',
        protocol: 'vless',
        server_address: 'jp1.example.com',
        port: 443,
        settings: {
          uuid: '5f0c6a8e-7b61-4d5e-9a3c-2b7d4f1e8a92',
          flow: 'xtls-rprx-vision',
          allow_insecure: false,
          short_id: '6ba85179',
          some_new_key: 'x',
        },
        share_link: 'vless://5f0c6a8e@jp1.example.com:443#Tokyo',
      }),
    );
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/user/nodes');
    await user.click(await screen.findByRole('button', { name: 'Tokyo 1' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/user/nodes?node=1'));
    const dialog = await screen.findByRole('dialog', { name: 'Tokyo 1' });
    expect(await within(dialog).findByText('×1.5')).toBeInTheDocument();
    expect(within(dialog).getByText('Fast in Asia')).toBeInTheDocument();
    expect(within(dialog).getByText('12')).toBeInTheDocument();
    expect(await within(dialog).findByText('xtls-rprx-vision')).toBeInTheDocument();
    // Settings are named for people, not as configuration keys; true/false reads yes/no.
    const label = (name: string) => within(dialog).getByText(name, { selector: 'dt' });
    expect(label('Flow control').nextElementSibling).toHaveTextContent('xtls-rprx-vision');
    expect(label('Skip certificate check').nextElementSibling).toHaveTextContent('No');
    expect(label('Reality short ID').nextElementSibling).toHaveTextContent('6ba85179');
    expect(label('Some new key').nextElementSibling).toHaveTextContent('x');
    expect(within(dialog).queryByText(/allow_insecure|short_id|some_new_key/)).toBeNull();
    expect(within(dialog).getByTestId('node-detail-load')).toHaveTextContent('35%');
    expect(label('Up for').nextElementSibling).toHaveTextContent('3 d 4 h');
    // The dialog leaves the tab's title to the page under it.
    expect(document.title).toBe('Nodes · 极速云');
    expect(within(dialog).getByText('443')).toBeInTheDocument();
    expect(within(dialog).getByTestId('share-link')).toHaveTextContent('vless://5f0c6a8e@jp1.example.com:443#Tokyo');
    expect(mocked.servicesNodeConfig).toHaveBeenCalledWith(expect.objectContaining({ params: { node_id: 1 } }));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl(location)).toBe('/user/nodes'));
  });

  it('shows no live load, users or uptime for an offline node, whether the API sends stale figures or none', async () => {
    for (const figures of [
      { load: 35, online_user_count: 0, uptime_seconds: 7200 },
      { load: null, online_user_count: null, uptime_seconds: null },
    ]) {
      mocked.servicesNodeDetail!.mockResolvedValue(
        ok({
          ...osaka,
          ...figures,
          description: null,
          traffic_rate: '2',
          last_heartbeat_at: '2026-03-01T10:00:00.000Z',
        }),
      );
      mocked.servicesNodeConfig!.mockResolvedValue(
        ok({
          node_id: 2,
          node_name: 'Osaka Premium',
          protocol: 'trojan',
          server_address: 'jp2.example.com',
          port: 443,
          settings: {},
          share_link: 'trojan://x@jp2.example.com:443',
        }),
      );
      queryClient.clear();
      const view = renderRoute(routes, '/user/nodes?node=2');
      const dialog = await screen.findByRole('dialog', { name: 'Osaka Premium' });
      expect(await within(dialog).findByText('×2')).toBeInTheDocument();
      expect(within(dialog).getByText('Offline')).toBeInTheDocument();
      for (const id of ['node-detail-load', 'node-detail-users', 'node-detail-uptime']) {
        expect(within(dialog).getByTestId(id)).toHaveTextContent('Not reported while the node is offline');
        expect(within(dialog).getByTestId(id)).not.toHaveTextContent(/\d/);
      }
      view.unmount();
    }
  });

  it('reads an uptime in its two largest units', () => {
    expect(uptimeParts(59)).toEqual({ unit: 'minutes', days: 0, hours: 0, minutes: 0 });
    expect(uptimeParts(3 * 3600 + 7 * 60 + 5)).toEqual({ unit: 'hours', days: 0, hours: 3, minutes: 7 });
    expect(uptimeParts(86_400 * 12 + 3600 + 0.9)).toEqual({ unit: 'days', days: 12, hours: 1, minutes: 0 });
    expect(uptimeParts(-5).unit).toBe('minutes');
  });

  it('shows an empty plan and a failure', async () => {
    mocked.servicesNodes!.mockResolvedValueOnce(nodes([]));
    const first = renderRoute(routes, '/user/nodes');
    expect(await screen.findByRole('heading', { name: 'No nodes for your plan' })).toBeInTheDocument();
    first.unmount();
    queryClient.clear();
    mocked.servicesNodes!.mockRejectedValueOnce(httpError(403, 'Plan suspended'));
    renderRoute(routes, '/user/nodes');
    expect(await screen.findByText('The nodes could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Plan suspended')).toBeInTheDocument();
  });
});
