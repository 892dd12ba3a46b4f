import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { device, devices, ok, userDetail } from '../../../test-utils/fixtures';
import { httpError } from '../../../test-utils/errors';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    adminUserDetail: jest.fn(),
    adminUserDevices: jest.fn(),
    adminUserDeviceRemove: jest.fn(),
  },
}));

jest.setTimeout(30_000);
const mocked = api as unknown as Record<string, jest.Mock>;
const ACCESS = '/admin/customers/42?tab=access';

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  mocked.adminUserDetail!.mockResolvedValue(ok(userDetail()));
  mocked.adminUserDevices!.mockResolvedValue(ok(devices()));
  signIn('admin');
});

async function devicesTable() {
  return screen.findByRole('table', { name: 'Subscription devices' });
}

describe("a customer's subscription devices (access tab)", () => {
  it('lists each device as the customer sees it, with the limit and the device id rule', async () => {
    renderRoute(routes, ACCESS);
    const table = await devicesTable();
    expect(mocked.adminUserDevices).toHaveBeenCalledWith(expect.objectContaining({ params: { user_id: 42 } }));
    const [, first, , refused] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('cell', { name: 'iPhone 15' })).toBeInTheDocument();
    expect(within(first!).getByText('iOS 17.4')).toBeInTheDocument();
    expect(within(first!).getByText('Happ 1.6.2')).toBeInTheDocument();
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(within(first!).getByText('203.0.113.9 (JP)')).toBeInTheDocument();
    expect(within(refused!).getByText('Unnamed device')).toBeInTheDocument();
    expect(within(refused!).getByText('Refused: over the limit')).toBeInTheDocument();
    expect(within(refused!).getByText('198.51.100.4 (DE)')).toBeInTheDocument();
    expect(screen.getByTestId('device-places')).toHaveTextContent('2 of 2 places of their plan in use.');
    expect(screen.getByText('Apps that send no device ID get the nodes without taking a place.')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Remove iPhone 15' })).toBeInTheDocument();
    expect(within(refused!).getByRole('button', { name: 'Forget Unnamed device' })).toBeInTheDocument();
  });

  it('shows support staff the list without the buttons', async () => {
    signIn('low_admin');
    mocked.adminUserDevices!.mockResolvedValue(ok(devices({ device_limit: null, hwid_required: true })));
    renderRoute(routes, ACCESS);
    const table = await devicesTable();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    expect(screen.getByTestId('device-places')).toHaveTextContent('2 devices in use; their plan has no device limit.');
    expect(screen.getByText('Apps that send no device ID are refused the nodes.')).toBeInTheDocument();
  });

  it('removes an active device after a dialog that says what it does, then shows the list the server answers', async () => {
    const user = userEvent.setup();
    const after = devices({
      active_count: 1,
      devices: [device({ id: 8, model: 'Pixel 8' }), device({ state: 'removed', refused_at: '2026-03-31T00:00:00Z' })],
    });
    mocked.adminUserDeviceRemove!.mockResolvedValue(ok(after, 'The device was removed'));
    renderRoute(routes, ACCESS);
    await user.click(await screen.findByRole('button', { name: 'Remove iPhone 15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove iPhone 15 from ann@example.com?' });
    expect(within(dialog).getByText(/Its place becomes free at once/)).toBeInTheDocument();
    mocked.adminUserDevices!.mockResolvedValue(ok(after));
    await user.click(within(dialog).getByRole('button', { name: 'Remove device' }));
    expect(mocked.adminUserDeviceRemove).toHaveBeenCalledWith({ params: { user_id: 42, device_id: 7 } });
    expect(await screen.findByText('iPhone 15 was removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Forget iPhone 15' })).toBeInTheDocument();
    expect(screen.getByTestId('device-places')).toHaveTextContent('1 of 2 places');
  });

  it('forgets a refused device, and keeps the dialog open with the reason when the server refuses', async () => {
    const user = userEvent.setup();
    mocked.adminUserDeviceRemove!.mockRejectedValue(httpError(404, 'Customer #42 has no device with the id 9'));
    renderRoute(routes, ACCESS);
    await user.click(await screen.findByRole('button', { name: 'Forget Unnamed device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forget Unnamed device of ann@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Forget device' }));
    expect(mocked.adminUserDeviceRemove).toHaveBeenCalledWith({ params: { user_id: 42, device_id: 9 } });
    expect(await screen.findByText('Customer #42 has no device with the id 9')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('speaks Chinese to a Chinese reader', async () => {
    renderRoute(routes, ACCESS, { language: 'zh-CN' });
    const table = await screen.findByRole('table', { name: '订阅设备' });
    expect(within(table).getByRole('button', { name: '移除 iPhone 15' })).toBeInTheDocument();
    expect(within(table).getByText('已拒绝：超出上限')).toBeInTheDocument();
    expect(screen.getByTestId('device-places')).toHaveTextContent('已使用客户套餐的 2 / 2 个设备名额。');
  });

  it('says so when there is no device yet, with the limit all the same', async () => {
    mocked.adminUserDevices!.mockResolvedValue(ok(devices({ active_count: 0, devices: [] })));
    renderRoute(routes, ACCESS);
    expect(await screen.findByTestId('device-places')).toHaveTextContent('0 of 2 places');
    expect(screen.queryByRole('table', { name: 'Subscription devices' })).not.toBeInTheDocument();
  });
});
