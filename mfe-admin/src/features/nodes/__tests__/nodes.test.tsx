import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { NODE_SETUP, node, ok } from '../../../test-utils/fixtures';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    staffNodeList: jest.fn(),
    staffNodeCreate: jest.fn(),
    staffNodeUpdate: jest.fn(),
    staffNodeRotateKey: jest.fn(),
    staffNodeDelete: jest.fn(),
    adminNodeSetup: jest.fn(),
  },
}));

jest.setTimeout(30_000);
const mocked = api as unknown as Record<string, jest.Mock>;
const listed = (nodes: ReturnType<typeof node>[]) => ({ is_success: true, message: 'ok', result_list: nodes });

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  mocked.staffNodeList!.mockResolvedValue(
    listed([
      node(),
      node({ id: 4, name: 'Tokyo 2', status: 'offline', last_heartbeat_at: null, online_user_count: 0 }),
    ]),
  );
  signIn('admin');
});

describe('nodes', () => {
  it('shows each node online or not, with its heartbeat, load, customers online and traffic today', async () => {
    signIn('low_admin');
    renderRoute(routes, '/admin/nodes');
    const [osaka, tokyo] = await screen.findAllByTestId('node-row');
    expect(within(osaka!).getByText('Online')).toBeInTheDocument();
    expect(within(osaka!).getByText('Heard from 1 min ago')).toBeInTheDocument();
    expect(within(osaka!).getByText('12.0 GB')).toBeInTheDocument();
    expect(within(osaka!).getByText('Level 1 and up · rate ×1.5')).toBeInTheDocument();
    expect(within(tokyo!).getByText('Offline')).toBeInTheDocument();
    expect(within(tokyo!).getByText('Never reported')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a node' })).not.toBeInTheDocument();
  });

  it('adds a node and shows its key once, with the settings to paste', async () => {
    mocked.staffNodeCreate!.mockResolvedValue(
      ok({ node: node({ id: 9, name: 'Seoul 1' }), key: 'nk_secret_shown_once', setup: NODE_SETUP }),
    );
    const user = userEvent.setup();
    renderRoute(routes, '/admin/nodes');
    await user.click(await screen.findByRole('button', { name: 'Add a node' }));
    const form = screen.getByRole('form', { name: 'New node' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Seoul 1');
    await user.type(within(form).getByRole('textbox', { name: 'Server' }), 'seoul 1 example');
    await user.click(within(form).getByRole('button', { name: 'Add the node' }));
    expect(within(form).getByRole('textbox', { name: 'Server' })).toHaveAccessibleDescription(
      expect.stringContaining('Use a host name or an IP address'),
    );
    await user.clear(within(form).getByRole('textbox', { name: 'Server' }));
    await user.type(within(form).getByRole('textbox', { name: 'Server' }), 'seoul1.example.net');
    await user.type(within(form).getByRole('textbox', { name: 'Country code' }), 'KR');
    await user.click(within(form).getByRole('button', { name: 'Add the node' }));
    await waitFor(() => expect(mocked.staffNodeCreate).toHaveBeenCalled());
    expect(mocked.staffNodeCreate!.mock.calls[0]![0].body).toEqual({
      name: 'Seoul 1',
      type: 'shadowsocks',
      server: 'seoul1.example.net',
      node_class: 1,
      traffic_rate: '1',
      country_code: 'KR',
      is_premium: false,
      is_enabled: true,
      settings: { method: 'aes-256-gcm', portPerUser: true },
    });
    const panel = await screen.findByRole('region', { name: 'The key of Seoul 1' });
    expect(within(panel).getByText('Shown this once')).toBeInTheDocument();
    expect(within(panel).getByText('nk_secret_shown_once')).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'XrayR (config.yml, Nodes)' })).toHaveTextContent('NodeID: 3');
    await user.click(within(panel).getByRole('button', { name: 'I have saved the key' }));
    expect(screen.queryByText('nk_secret_shown_once')).not.toBeInTheDocument();
  });

  it('shows only the settings a protocol uses', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/admin/nodes');
    await user.click(await screen.findByRole('button', { name: 'Add a node' }));
    const form = screen.getByRole('form', { name: 'New node' });
    expect(within(form).getByRole('combobox', { name: 'Cipher' })).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'SNI' })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Protocol' }), 'vless');
    expect(within(form).queryByRole('combobox', { name: 'Cipher' })).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'SNI' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Flow' })).toBeInTheDocument();
  });

  it('switches a node off, gives it a new key after asking, and removes it after asking', async () => {
    mocked.staffNodeUpdate!.mockResolvedValue(ok(node({ is_enabled: false })));
    mocked.staffNodeRotateKey!.mockResolvedValue(ok({ node: node(), key: 'nk_rotated', setup: NODE_SETUP }));
    mocked.staffNodeDelete!.mockResolvedValue({ is_success: true, message: 'ok' });
    const user = userEvent.setup();
    renderRoute(routes, '/admin/nodes');
    await screen.findAllByTestId('node-row');
    await user.click(screen.getByText('More', { selector: '[aria-label="More for Osaka 1"]' }));
    await user.click(screen.getByRole('button', { name: 'Disable: Osaka 1' }));
    await waitFor(() =>
      expect(mocked.staffNodeUpdate).toHaveBeenCalledWith({ params: { node_id: 3 }, body: { is_enabled: false } }),
    );
    await user.click(screen.getByText('More', { selector: '[aria-label="More for Osaka 1"]' }));
    await user.click(screen.getByRole('button', { name: 'New key: Osaka 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'New key' }));
    expect(await screen.findByText('nk_rotated')).toBeInTheDocument();
    await user.click(screen.getByText('More', { selector: '[aria-label="More for Tokyo 2"]' }));
    await user.click(screen.getByRole('button', { name: 'Remove: Tokyo 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/traffic history and audit hits are removed/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(mocked.staffNodeDelete).toHaveBeenCalledWith({ params: { node_id: 4 } }));
  });

  it("shows a node's settings again with the key left out", async () => {
    mocked.adminNodeSetup!.mockResolvedValue(ok({ ...NODE_SETUP, xrayr: 'ApiKey: "<NODE_KEY>"' }));
    const user = userEvent.setup();
    renderRoute(routes, '/admin/nodes');
    await screen.findAllByTestId('node-row');
    await user.click(screen.getByText('More', { selector: '[aria-label="More for Osaka 1"]' }));
    await user.click(screen.getByRole('button', { name: 'Settings: Osaka 1' }));
    expect(await screen.findByText('ApiKey: "<NODE_KEY>"')).toBeInTheDocument();
    expect(mocked.adminNodeSetup).toHaveBeenCalledWith(expect.objectContaining({ params: { node_id: 3 } }));
  });
});
