import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { fetchLog, httpError, linkToken, message, ok } from '../../../test-utils/fixtures';
import { currentUrl, renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    servicesLinkToken: jest.fn(),
    servicesLinkTokenReset: jest.fn(),
    servicesSsPassword: jest.fn(),
    servicesSsPasswordReset: jest.fn(),
    servicesSubscribeFetchLog: jest.fn(),
  },
}));

const mocked = api as unknown as Record<string, jest.Mock>;
const OLD_UUID = '5f0c6a8e-7b61-4d5e-9a3c-2b7d4f1e8a92';
const NEW_UUID = '7a1c6a8e-7b61-4d5e-9a3c-2b7d4f1e8a93';

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  mocked.servicesLinkToken!.mockResolvedValue(linkToken('tok_oldoldold'));
  mocked.servicesSsPassword!.mockResolvedValue(ok({ ss_passwd: 'old-pass', ss_uuid: OLD_UUID, updated_at: null }));
  mocked.servicesSubscribeFetchLog!.mockResolvedValue(fetchLog());
});

describe('connection reset', () => {
  it('resets the subscription link after a confirmation and shows the new one', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/user/connection-reset');
    expect(await screen.findByTestId('current-link')).toHaveTextContent('/link/tok_oldoldold?target=base64');

    await user.click(screen.getByRole('button', { name: 'Reset subscription link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your subscription link?' });
    expect(mocked.servicesLinkTokenReset).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mocked.servicesLinkTokenReset).not.toHaveBeenCalled();

    mocked.servicesLinkTokenReset!.mockResolvedValue(message('Reset'));
    mocked.servicesLinkToken!.mockResolvedValue(linkToken('tok_newnewnew'));
    await user.click(screen.getByRole('button', { name: 'Reset subscription link' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset subscription link' }),
    );

    expect(await screen.findByText('Your new subscription link')).toBeInTheDocument();
    expect(screen.getByTestId('current-link')).toHaveTextContent('/link/tok_newnewnew?target=base64');
    expect(mocked.servicesLinkTokenReset).toHaveBeenCalledTimes(1);
  });

  it('resets the connection password after a confirmation and shows the new one in clear', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/user/connection-reset');
    await screen.findByText('UUID');
    expect(screen.queryByText('old-pass')).toBeNull();

    mocked.servicesSsPasswordReset!.mockResolvedValue(message('Reset'));
    mocked.servicesSsPassword!.mockResolvedValue(
      ok({ ss_passwd: 'new-pass', ss_uuid: NEW_UUID, updated_at: '2026-03-02T00:00:00.000Z' }),
    );
    await user.click(screen.getByRole('button', { name: 'Reset connection password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your connection password?' });
    expect(within(dialog).getByText(/Connected devices are disconnected/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset connection password' }));

    expect(await screen.findByText('Your new connection password')).toBeInTheDocument();
    expect(screen.getByText('new-pass')).toBeInTheDocument();
    expect(screen.getByText(NEW_UUID)).toBeInTheDocument();
  });

  it('keeps the old value and says why when the reset fails', async () => {
    mocked.servicesLinkTokenReset!.mockRejectedValue(httpError(429, 'Too many resets today'));
    const user = userEvent.setup();
    renderRoute(routes, '/user/connection-reset');
    await screen.findByTestId('current-link');
    await user.click(screen.getByRole('button', { name: 'Reset subscription link' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset subscription link' }),
    );
    expect(await screen.findByText('Too many resets today')).toBeInTheDocument();
    expect(screen.queryByText('Your new subscription link')).toBeNull();
    expect(screen.getByTestId('current-link')).toHaveTextContent('tok_oldoldold');
  });

  it('lists the latest fetches of the link with time, IP and app, paged in the URL', async () => {
    mocked.servicesSubscribeFetchLog!.mockImplementation(async ({ query }: { query: { offset: number } }) =>
      query.offset === 0 ? fetchLog(25) : ok({ total_count: 25, records: fetchLog(5).result.records }),
    );
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/user/connection-reset');
    const rows = await screen.findAllByTestId('fetch-row');
    expect(rows).toHaveLength(20);
    expect(within(rows[0]!).getByText('203.0.113.1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Clash')).toHaveAttribute('title', 'agent/1');
    expect(within(rows[0]!).getByText('Clash YAML')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Shadowrocket')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Web browser')).toBeInTheDocument();
    expect(screen.getByText('25 fetches in total, newest first')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/user/connection-reset?offset=20'));
    await waitFor(() => expect(screen.getAllByTestId('fetch-row')).toHaveLength(5));
    expect(mocked.servicesSubscribeFetchLog).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { limit: 20, offset: 20 } }),
    );
  });

  it('says when the link was never fetched', async () => {
    mocked.servicesSubscribeFetchLog!.mockResolvedValue(ok({ total_count: 0, records: [] }));
    renderRoute(routes, '/user/connection-reset');
    expect(await screen.findByRole('heading', { name: 'No fetches yet' })).toBeInTheDocument();
  });
});
