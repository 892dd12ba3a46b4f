// A signed-in page the server rendered is hydrated only where the browser can render exactly what is on
// screen: this address, this language, not hidden as stale, the same customer's session, and the server's
// answers in the query cache (docs/adr/0011).
import { i18n, useSession } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { CUSTOMER_ID, signIn } from '@portal/shared/test/render-route';
import { signAccessToken } from '@portal/shared/test/tokens';
import { loadExposedModule } from '../../../remotes/load-remote-routes';
import { STALE_PRERENDER_ATTRIBUTE } from '../hydration';
import { preloadPrerenderedPage } from '../preload';
import { prepareServerRenderedPage, SERVER_STATE_ID, serverRenderedPage } from '../server-rendered';

jest.mock('../preload', () => ({ preloadPrerenderedPage: jest.fn(() => Promise.resolve()) }));
jest.mock('../../../remotes/load-remote-routes', () => ({ loadExposedModule: jest.fn(() => Promise.resolve({})) }));

/** The access token's customer in the test tokens (shared/test/tokens.ts). */
const CUSTOMER = 18401;

function serverPage({ path = '/user/dashboard', lang = 'en', user = CUSTOMER } = {}): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  Object.assign(root.dataset, { serverRendered: path, serverLang: lang, serverUser: String(user) });
  root.innerHTML = '<main><h1>Dashboard</h1></main>';
  document.body.replaceChildren(root);
  return root;
}

function serverState(state: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_STATE_ID;
  script.textContent = JSON.stringify(state);
  document.body.append(script);
}

const answers = {
  queries: [
    {
      queryKey: ['services', 'dashboard'],
      queryHash: '["services","dashboard"]',
      state: { data: { user_name: 'Ann' }, dataUpdatedAt: Date.now(), status: 'success', fetchStatus: 'idle' },
    },
  ],
  mutations: [],
};

beforeEach(async () => {
  window.history.replaceState(null, '', '/user/dashboard');
  document.documentElement.removeAttribute(STALE_PRERENDER_ATTRIBUTE);
  await i18n.changeLanguage('en');
  queryClient.clear();
  jest.clearAllMocks();
  useSession.setState({ accessToken: null, accessPayload: null, refreshToken: null, refreshPayload: null });
});

describe('which page the server rendered for this browser', () => {
  it('is the one in #root for this address and language', () => {
    expect(serverRenderedPage(serverPage())).toEqual({ path: '/user/dashboard', userId: CUSTOMER });
  });

  it('is none for another address, another language, a page hidden as stale or an empty #root', () => {
    expect(serverRenderedPage(serverPage({ path: '/user/nodes' }))).toBeNull();
    expect(serverRenderedPage(serverPage({ lang: 'zh-CN' }))).toBeNull();
    const empty = serverPage();
    empty.replaceChildren();
    expect(serverRenderedPage(empty)).toBeNull();
    document.documentElement.setAttribute(STALE_PRERENDER_ATTRIBUTE, '');
    expect(serverRenderedPage(serverPage())).toBeNull();
  });
});

describe('getting to where the server was before hydrating', () => {
  it("settles the session, loads the page's code and modules, and starts from the server's answers", async () => {
    window.sessionStorage.setItem('access_token', await signAccessToken());
    serverPage();
    serverState({ queries: answers, modules: ['mfe_wallet/./widgets', 'nowhere/./routes'] });
    const page = serverRenderedPage(document.getElementById('root')!)!;
    await expect(prepareServerRenderedPage(page)).resolves.toBe(true);
    expect(queryClient.getQueryData(['services', 'dashboard'])).toEqual({ user_name: 'Ann' });
    expect(jest.mocked(preloadPrerenderedPage)).toHaveBeenCalledWith('/user/dashboard');
    // Only real remotes' exposed modules are asked for.
    expect(jest.mocked(loadExposedModule).mock.calls).toEqual([['mfe_wallet', './widgets']]);
  });

  it("does not hydrate another customer's page, or a page without its answers, and keeps their data out", async () => {
    signIn();
    serverPage({ user: 99 });
    serverState({ queries: answers, modules: [] });
    await expect(prepareServerRenderedPage({ path: '/user/dashboard', userId: 99 })).resolves.toBe(false);
    expect(queryClient.getQueryData(['services', 'dashboard'])).toBeUndefined();
    // The same page for the customer signed in here is hydrated.
    await expect(prepareServerRenderedPage({ path: '/user/dashboard', userId: CUSTOMER_ID })).resolves.toBe(true);

    queryClient.clear();
    document.getElementById(SERVER_STATE_ID)?.remove();
    await expect(prepareServerRenderedPage({ path: '/user/dashboard', userId: CUSTOMER_ID })).resolves.toBe(false);
    expect(queryClient.getQueryData(['services', 'dashboard'])).toBeUndefined();
  });
});
