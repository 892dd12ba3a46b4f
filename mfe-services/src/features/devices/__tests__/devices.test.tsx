import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import type { SubscriptionDevice } from '@portal/shared/contract';
import { queryClient } from '@portal/shared/query';
import { httpError, message, ok } from '../../../test-utils/fixtures';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { userDevices: jest.fn(), userDeviceRemove: jest.fn() },
}));

const mocked = api as unknown as Record<string, jest.Mock>;

const device = (id: number, patch: Partial<SubscriptionDevice> = {}): SubscriptionDevice => ({
  id,
  state: 'active',
  model: 'iPhone15,2',
  os: 'iOS',
  os_version: '18.1',
  app: 'Happ 1.6.2',
  first_fetch_at: '2026-03-01T10:00:00.000Z',
  last_fetch_at: '2026-03-02T10:00:00.000Z',
  last_ip: '8.8.8.8',
  last_country: 'US',
  refused_at: null,
  ...patch,
});

function answer(devices: SubscriptionDevice[], limit: number | null = 2) {
  return ok({
    device_limit: limit,
    active_count: devices.filter((d) => d.state === 'active').length,
    hwid_required: false,
    devices,
  });
}

beforeEach(() => {
  queryClient.clear();
  mocked.userDevices!.mockReset();
  mocked.userDeviceRemove!.mockReset();
  signIn();
});

describe('devices', () => {
  it('shows the places used, each device with what its app said, and a refused one with why', async () => {
    mocked.userDevices!.mockResolvedValue(
      answer([
        device(1),
        device(2, { model: null, os: 'Android', os_version: null, app: 'FlClash v0.8.80', last_country: null }),
        device(3, { model: 'Pixel 8', state: 'refused', refused_at: '2026-03-03T10:00:00.000Z' }),
      ]),
    );
    renderRoute(routes, '/user/devices');
    expect(await screen.findByTestId('device-places')).toHaveTextContent('2 of 2 places of your plan in use.');
    expect(screen.getByRole('heading', { level: 1, name: 'Devices' })).toBeInTheDocument();
    expect(screen.getByText('A device was refused')).toBeInTheDocument();
    const [phone, unnamed, refused] = screen.getAllByTestId('device');
    expect(within(phone!).getByRole('heading', { name: 'iPhone15,2' })).toBeInTheDocument();
    expect(within(phone!).getByText('Happ 1.6.2')).toBeInTheDocument();
    expect(within(phone!).getByText('iOS 18.1')).toBeInTheDocument();
    expect(within(phone!).getByText(/United States/)).toBeInTheDocument();
    expect(within(unnamed!).getByRole('heading', { name: 'Unnamed device' })).toBeInTheDocument();
    expect(within(refused!).getByText('Refused: over the limit')).toBeInTheDocument();
    expect(within(refused!).getByRole('button', { name: 'Forget Pixel 8' })).toBeInTheDocument();
  });

  it('removes a device after confirming, and shows the list again', async () => {
    mocked.userDevices!.mockResolvedValueOnce(answer([device(1)])).mockResolvedValue(answer([]));
    mocked.userDeviceRemove!.mockResolvedValue(message('The device was removed'));
    const user = userEvent.setup();
    renderRoute(routes, '/user/devices');
    await user.click(await screen.findByRole('button', { name: 'Remove iPhone15,2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove iPhone15,2?' });
    expect(dialog).toHaveTextContent('Its place becomes free at once');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(mocked.userDeviceRemove).toHaveBeenCalledWith({ params: { id: 1 } });
    expect(await screen.findByText('No device yet')).toBeInTheDocument();
  });

  it('says when the plan has no limit, and shows a refused load', async () => {
    mocked.userDevices!.mockResolvedValueOnce(answer([device(1)], null));
    const first = renderRoute(routes, '/user/devices');
    expect(await screen.findByTestId('device-places')).toHaveTextContent(
      '1 device in use; your plan has no device limit.',
    );
    first.unmount();
    queryClient.clear();
    mocked.userDevices!.mockRejectedValueOnce(httpError(403, 'Not for your account'));
    renderRoute(routes, '/user/devices');
    expect(await screen.findByText('Not for your account')).toBeInTheDocument();
  });
});
