// A returning customer's first page loads its code at start-up, beside the session's refresh: the layout
// through preloadRouteCode, a remote's routes through preloadRemoteRoutes. Public pages load nothing early.
import { warmRemoteRoutes } from '../../remotes/load-remote-routes';
import { preloadRouteCode } from '../PortalRoutes';
import { warmSignedInRoute } from '../warm-route';

jest.mock('../../remotes/load-remote-routes', () => ({ warmRemoteRoutes: jest.fn() }));
jest.mock('../PortalRoutes', () => ({ preloadRouteCode: jest.fn(() => Promise.resolve()) }));

const routeCode = jest.mocked(preloadRouteCode);
const remoteRoutes = jest.mocked(warmRemoteRoutes);

beforeEach(() => jest.clearAllMocks());

describe('warmSignedInRoute', () => {
  it.each([
    ['/user/dashboard', '/user/dashboard', 'mfe_services'],
    ['/user/tickets/view/8f14e45f-ceea-467f-a0e6-1d1b6a3a4b1c', '/user/tickets/view/:id', 'mfe_tickets'],
    ['/user/wallet', '/user/wallet', 'mfe_wallet'],
    ['/user/my-account', '/user/my-account', 'mfe_account'],
    // Where '/' and '/user' send a signed-in customer.
    ['/', '/user/dashboard', 'mfe_services'],
    ['/user', '/user/dashboard', 'mfe_services'],
  ])('loads the layout and the remote of %s', (pathname, routePath, remote) => {
    warmSignedInRoute(pathname);
    expect(routeCode).toHaveBeenCalledTimes(1);
    expect(routeCode.mock.calls[0]?.[0]).toMatchObject({ path: routePath, layout: 'app-frame' });
    expect(remoteRoutes.mock.calls).toEqual([[remote]]);
  });

  it("loads only the shell's code for a signed-in path no remote serves (the 404 page)", () => {
    warmSignedInRoute('/user/no-such-page');
    expect(routeCode.mock.calls[0]?.[0]).toMatchObject({ path: '/user/*' });
    expect(remoteRoutes).not.toHaveBeenCalled();
  });

  it.each(['/auth/sign-in', '/auth/sign-up', '/about', '/settings', '/test-page/test1', '/nowhere'])(
    'loads nothing early for the public page %s',
    (pathname) => {
      warmSignedInRoute(pathname);
      expect(routeCode).not.toHaveBeenCalled();
      expect(remoteRoutes).not.toHaveBeenCalled();
    },
  );

  it('does not fail start-up when the layout cannot be loaded', async () => {
    routeCode.mockRejectedValueOnce(new Error('chunk failed'));
    expect(() => warmSignedInRoute('/user/dashboard')).not.toThrow();
    await Promise.resolve();
    expect(remoteRoutes).toHaveBeenCalledWith('mfe_services');
  });
});
