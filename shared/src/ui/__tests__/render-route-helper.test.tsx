// The remotes' route-rendering test helper (shared/test/render-route.tsx), tested where shared's
// own typecheck sees it.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { useSession } from '../../session';
import { useT } from '../../i18n';
import { CUSTOMER_ID, currentUrl, renderRoute, signIn } from '../../../test/render-route';

function Home() {
  const { t } = useT('common');
  return (
    <>
      <h1>{t('actions.retry')}</h1>
      <Link to="/user/next?tab=2">next</Link>
      <Link to="/elsewhere/page?x=1">away</Link>
    </>
  );
}

function Next() {
  return <h1>next page</h1>;
}

const routes = [
  { path: '/user/home', Component: Home },
  { path: '/user/next', Component: Next },
];

describe('renderRoute', () => {
  it('renders the route at the path in English and follows navigation', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/user/home');
    expect(screen.getByRole('heading', { name: 'Retry' })).toBeInTheDocument();
    expect(currentUrl(location)).toBe('/user/home');
    await user.click(screen.getByRole('link', { name: 'next' }));
    expect(screen.getByRole('heading', { name: 'next page' })).toBeInTheDocument();
    expect(currentUrl(location)).toBe('/user/next?tab=2');
  });

  it('shows where another slice would take over, with path and search', async () => {
    renderRoute(routes, '/user/home');
    await userEvent.setup().click(screen.getByRole('link', { name: 'away' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(/^\/elsewhere\/page\?x=1$/);
  });

  it('renders in the language asked for', () => {
    renderRoute(routes, '/user/home', { language: 'zh-CN' });
    expect(screen.getByRole('heading', { name: '重试' })).toBeInTheDocument();
  });

  it('signIn() makes CUSTOMER_ID the signed-in customer', () => {
    act(() => signIn());
    const state = useSession.getState();
    expect(state.accessToken).toBe('test-access-token');
    expect(state.accessPayload?.subject_access.user_id).toBe(CUSTOMER_ID);
  });
});
