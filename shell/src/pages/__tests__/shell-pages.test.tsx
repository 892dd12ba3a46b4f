/** @jest-environment ./test/jsdom-with-fetch-environment.mjs */
// The shell's own pages: settings apply at once and are remembered; the API example shows answers
// and errors; /about shows the versions.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, setLanguage, useSession } from '@portal/shared';
import { renderApp, signOutQuietly } from '../../test-support/render-app';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { registryOf, resetRemotes, serveRegistry } from '../../test-support/remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

let fakeApi: FakeApi;

beforeAll(async () => {
  await useSession.getState().init();
});

beforeEach(async () => {
  resetRemotes();
  serveRegistry(registryOf('mfe_auth'));
  signOutQuietly();
  await setLanguage('en');
  fakeApi = installFakeApi((request) => {
    if (request.url === '/v1/version') return { status: 200, body: { data: '2505.12.1' } };
    return { status: 503, body: { is_success: false, message: 'Database is down' } };
  });
});

afterEach(async () => {
  fakeApi.restore();
  await setLanguage('en');
});

describe('settings', () => {
  it('switches language and theme at once and remembers both', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });

    const pageStyles = () =>
      Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('');
    // The dark theme's surface colour: cards repaint as soon as the mode changes.
    const darkSurface = '#171c27';
    expect(pageStyles()).not.toContain(darkSurface);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(pageStyles()).toContain(darkSurface);
    expect(localStorage.getItem('portal_theme')).toBe('dark');

    await user.click(screen.getByRole('radio', { name: '简体中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: '设置' })).toBeInTheDocument();
    expect(i18n.language).toBe('zh-CN');
    expect(localStorage.getItem('portal_language')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');

    await user.click(screen.getByRole('radio', { name: '浅色' }));
    expect(localStorage.getItem('portal_theme')).toBe('light');
    // Following the system again is a choice too: nothing is stored.
    await user.click(screen.getByRole('radio', { name: '跟随系统' }));
    expect(localStorage.getItem('portal_theme')).toBeNull();
  });
});

describe('API example', () => {
  it('shows the answer of GET /v1/version and the error of GET /health', async () => {
    renderApp('/test-page/api-example');
    const version = (await screen.findByRole('heading', { name: 'GET /v1/version' })).closest('section')!;
    expect(await within(version).findByText(/"data": "2505\.12\.1"/)).toBeInTheDocument();

    const health = screen.getByRole('heading', { name: 'GET /health' }).closest('section')!;
    expect(await within(health).findByText('The call failed')).toBeInTheDocument();
    expect(within(health).getByText('Database is down')).toBeInTheDocument();
    expect(within(health).getByText(/HTTP status: 503/)).toBeInTheDocument();
    expect(fakeApi.requests.map((request) => request.url)).toEqual(expect.arrayContaining(['/v1/version', '/health']));
  });
});

describe('about', () => {
  it('explains the portal and lists the API, shell and section versions', async () => {
    window.__PORTAL_CONFIG__ = { buildId: '0.1.0-abcdef12' };
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(await screen.findByText('2505.12.1')).toBeInTheDocument();
    expect(screen.getByText('0.1.0-abcdef12')).toBeInTheDocument();
    expect(await screen.findByText('1.0.0')).toBeInTheDocument();
    expect(screen.getAllByText('not deployed')).toHaveLength(4);
    delete window.__PORTAL_CONFIG__;
  });
});
